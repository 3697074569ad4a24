/**
 * When the re-check sweep runs (docs/decisions/0079): every `everyMs` (RECHECK_SWEEP_SECONDS).
 *
 * - With `redisUrl` (REDIS_URL): a BullMQ job scheduler `recheck-sweep` on the queue `rechecks`
 *   (`upsertJobScheduler`: one per Redis however many processes upsert it, its schedule kept
 *   across restarts) and a worker in this process that runs one sweep at a time; with several API
 *   processes each sweep runs on one of them. Two sweeps overlap only when one outlasts the
 *   period, and then the CMS's claims keep each re-check to one run. A schedule that cannot keep
 *   the period is made again (docs/decisions/0101): at the start, one left with another period or
 *   with an offset not within its period (BullMQ keeps an old offset when the period changes, and
 *   a sweep outlasting the period then puts the next one that offset away); and every period a
 *   watchdog (`checkSweepSchedule`) makes it again when no sweep is due within two periods (the
 *   longer of this process's and the stored one) or the job of the next sweep is gone.
 * - Without: a timer in this process, first `firstMs` after the start (default the smaller of
 *   10 s and `everyMs`, so re-checks that fell due while it was down do not wait a whole period),
 *   then every period; never two sweeps at once (a tick while one runs is skipped).
 *
 * `startRecheckScheduler({ sweep, everyMs, firstMs?, redisUrl?, logger })` → `{ close() }`: `close`
 * stops the timer or the worker and the watchdog, aborts the sweep in progress between two
 * re-checks (its `signal`) and resolves when it has ended. Errors of a sweep or of Redis are
 * logged, never thrown.
 */
import { Queue, Worker } from 'bullmq'
import type { Logger } from '@aivis/contract/log'
import { redisConnection } from '../jobs/bull'

export const RECHECK_QUEUE = 'rechecks'
const SCHEDULER_ID = 'recheck-sweep'

export interface RecheckSchedulerOptions {
  sweep: (signal: AbortSignal) => Promise<unknown>
  everyMs: number
  firstMs?: number
  redisUrl?: string | null
  /** Where failures of a sweep or of Redis are reported (warn, each line starting `[rechecks]`). */
  logger: Logger
}

export function startRecheckScheduler(opts: RecheckSchedulerOptions): { close(): Promise<void> } {
  const stop = new AbortController()
  const firstMs = opts.firstMs ?? Math.min(10_000, opts.everyMs)
  const run = async () => {
    try {
      await opts.sweep(stop.signal)
    } catch (err) {
      opts.logger.warn(`[rechecks] sweep failed: ${(err as Error).message}`)
    }
  }

  if (opts.redisUrl) {
    const connection = redisConnection(opts.redisUrl)
    const queue = new Queue(RECHECK_QUEUE, { connection })
    const workerConnection = redisConnection(opts.redisUrl)
    const worker = new Worker(RECHECK_QUEUE, run, { connection: workerConnection, concurrency: 1 })
    worker.on('error', (err) => opts.logger.warn(`[rechecks] worker: ${err.message}`))
    const ready = checkSweepSchedule(queue, opts.everyMs, { start: true })
      .then((why) => why && opts.logger.warn(`[rechecks] sweep schedule made again: ${why}`))
      .catch((err: Error) =>
        opts.logger.warn(`[rechecks] could not schedule the sweep: ${err.message}`),
      )
    let checking: Promise<unknown> = ready
    const watchdog = setInterval(() => {
      checking = checking
        .then(() => (stop.signal.aborted ? null : checkSweepSchedule(queue, opts.everyMs)))
        .then((why) => why && opts.logger.warn(`[rechecks] sweep schedule made again: ${why}`))
        .catch((err: Error) =>
          opts.logger.warn(`[rechecks] could not check the sweep schedule: ${err.message}`),
        )
    }, opts.everyMs)
    watchdog.unref()
    return {
      async close() {
        stop.abort()
        clearInterval(watchdog)
        await checking
        await worker.close()
        await queue.close()
        connection.disconnect()
        workerConnection.disconnect()
      },
    }
  }

  let running: Promise<void> | null = null
  const tick = () => {
    if (running || stop.signal.aborted) return
    running = run().finally(() => {
      running = null
    })
  }
  const first = setTimeout(tick, firstMs)
  const timer = setInterval(tick, opts.everyMs)
  first.unref()
  timer.unref()
  return {
    async close() {
      stop.abort()
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}

const SWEEP_JOB = {
  name: 'sweep',
  opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } },
}

/**
 * Checks the `recheck-sweep` job scheduler on `queue` and makes it again (removed, then upserted
 * every `everyMs`) when it cannot keep its period (module doc, docs/decisions/0101); otherwise
 * upserts it only when `start` (as every start does). Resolves to why it was made again, or null.
 * Rejects with Redis's error.
 */
export async function checkSweepSchedule(
  queue: Queue,
  everyMs: number,
  { start = false, now = Date.now }: { start?: boolean; now?: () => number } = {},
): Promise<string | null> {
  const why = await scheduleFault(queue, everyMs, start, now)
  if (why) await queue.removeJobScheduler(SCHEDULER_ID)
  if (why || start) await queue.upsertJobScheduler(SCHEDULER_ID, { every: everyMs }, SWEEP_JOB)
  return why
}

/** What keeps the stored schedule from its period, or null (see `checkSweepSchedule`). */
async function scheduleFault(
  queue: Queue,
  everyMs: number,
  start: boolean,
  now: () => number,
): Promise<string | null> {
  const stored = await queue.getJobScheduler(SCHEDULER_ID)
  if (!stored) return start ? null : 'no schedule'
  const every = stored.every ?? 0
  if (start && every !== everyMs) return `its period was ${every} ms, now ${everyMs} ms`
  if (!every || (stored.offset ?? 0) >= every)
    return `its offset ${stored.offset} ms is not within its period of ${every} ms`
  const limit = 2 * Math.max(every, everyMs)
  if (stored.next === undefined || stored.next > now() + limit)
    return `no sweep due within ${limit} ms (next ${stored.next === undefined ? 'none' : new Date(stored.next).toISOString()})`
  if (start) return null
  const job = await queue.getJob(`repeat:${SCHEDULER_ID}:${stored.next}`)
  const state = job ? await job.getState() : 'unknown'
  if (state !== 'unknown' && state !== 'completed' && state !== 'failed') return null
  // The worker may have moved on meanwhile (the job done, the next one added): look again.
  const again = await queue.getJobScheduler(SCHEDULER_ID)
  return again?.next === stored.next ? `the job of the next sweep is ${state}` : null
}
