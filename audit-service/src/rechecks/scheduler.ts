/**
 * When the re-check sweep runs (docs/decisions/0079): every `everyMs` (RECHECK_SWEEP_SECONDS).
 *
 * - With `redisUrl` (REDIS_URL): a BullMQ job scheduler `recheck-sweep` on the queue `rechecks`
 *   (`upsertJobScheduler`: one per Redis however many processes upsert it, its schedule kept
 *   across restarts) and a worker in this process that runs one sweep at a time; with several API
 *   processes each sweep runs on one of them. Two sweeps overlap only when one outlasts the
 *   period, and then the CMS's claims keep each re-check to one run.
 * - Without: a timer in this process, first `firstMs` after the start (default the smaller of
 *   10 s and `everyMs`, so re-checks that fell due while it was down do not wait a whole period),
 *   then every period; never two sweeps at once (a tick while one runs is skipped).
 *
 * `startRecheckScheduler({ sweep, everyMs, firstMs?, redisUrl?, log })` → `{ close() }`: `close`
 * stops the timer or the worker, aborts the sweep in progress between two re-checks (its `signal`)
 * and resolves when it has ended. Errors of a sweep are logged, never thrown.
 */
import { Queue, Worker } from 'bullmq'
import { redisConnection } from '../jobs/bull'

export const RECHECK_QUEUE = 'rechecks'
const SCHEDULER_ID = 'recheck-sweep'

export interface RecheckSchedulerOptions {
  sweep: (signal: AbortSignal) => Promise<unknown>
  everyMs: number
  firstMs?: number
  redisUrl?: string | null
  log: (msg: string) => void
}

export function startRecheckScheduler(opts: RecheckSchedulerOptions): { close(): Promise<void> } {
  const stop = new AbortController()
  const firstMs = opts.firstMs ?? Math.min(10_000, opts.everyMs)
  const run = async () => {
    try {
      await opts.sweep(stop.signal)
    } catch (err) {
      opts.log(`[rechecks] sweep failed: ${(err as Error).message}`)
    }
  }

  if (opts.redisUrl) {
    const connection = redisConnection(opts.redisUrl)
    const queue = new Queue(RECHECK_QUEUE, { connection })
    const workerConnection = redisConnection(opts.redisUrl)
    const worker = new Worker(RECHECK_QUEUE, run, { connection: workerConnection, concurrency: 1 })
    worker.on('error', (err) => opts.log(`[rechecks] worker: ${err.message}`))
    const keep = { removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } }
    const ready = queue
      .upsertJobScheduler(SCHEDULER_ID, { every: opts.everyMs }, { name: 'sweep', opts: keep })
      .catch((err: Error) => opts.log(`[rechecks] could not schedule the sweep: ${err.message}`))
    return {
      async close() {
        stop.abort()
        await ready
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
