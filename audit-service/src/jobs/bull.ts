/**
 * Audit jobs on Redis with BullMQ (REDIS_URL set): the API process queues jobs and streams their
 * events; one or more worker processes (`npm run worker -w audit-service`, src/worker.ts) run them,
 * each at most AUDIT_CONCURRENCY at once. Semantics in types.ts.
 *
 * - Queue `audits`; job data `{ req, key }`, job id a UUID. One attempt: the engine already retries
 *   each vendor call (decision 0018), so a failed audit is final. A worker that dies mid-job stops
 *   renewing its lock; after `lockMs` the stalled check (every `stalledIntervalMs`) hands the job to
 *   another worker, which runs it again (the audit lead's idempotency key `audit:{jobId}` keeps it
 *   one lead).
 * - Joining: Redis key `audit:inflight:{key}` → job id (`SET NX`, expires with the job's longest
 *   life), deleted when the job ends.
 * - Holders of synchronous calls: `audit:holders:{id}` (INCR/DECR); a job nobody holds and nobody
 *   asked for through `POST /audits` (`audit:pinned:{id}`) is cancelled: removed while waiting, or
 *   aborted on its worker through the pub/sub channel `audit:cancel`.
 * - Progress: `job.updateProgress({ done, total, ... })` in the worker, read back through
 *   QueueEvents in the API.
 * - Ended jobs are kept `keepMs` and at most `ENDED_JOBS_KEPT` of each kind (removeOnComplete /
 *   removeOnFail); a completed job returns only `{ audit_id }`: its result is in the finished
 *   results (results.ts), which the API copies to its own SQLite store on `onCompleted`
 *   (docs/decisions/0099). Every key this module writes expires.
 *
 * `new BullJobs(redisUrl, { maxQueued, keepMs, samples? })` (API side) and
 * `startAuditWorker(redisUrl, runner, { concurrency, lockMs?, stalledIntervalMs? })` → `{ close() }`.
 */
import { Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import { randomUUID } from 'node:crypto'
import { isEnded, type AuditJob, type AuditJobStatus, type AuditRequest } from '@aivis/contract'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import { type AuditProgress } from '../engine/audit'
import { AuditCancelledError, QueueFullError } from '../errors'
import { toHttp } from '../http/errors'
import type { AuditRunner } from './runner'
import { type JobQueue, type JobEvent, type SubmitOptions } from './types'

export const AUDIT_QUEUE = 'audits'
const CANCEL_CHANNEL = 'audit:cancel'
/** The longest an in-flight marker lives, s: a job's worst case (questions × retries × timeout). */
const INFLIGHT_TTL_S = 15 * 60

interface JobData {
  req: AuditRequest
  /** Cache key of the audit. */
  key: string | null
  /** Whether `audit:inflight:{key}` points at this job (cleared when it ends). */
  join?: boolean
  /** The id of the request that asked for it (X-Request-Id). */
  requestId?: string
  /** The signed-in customer it is run for (their CMS id). */
  customer?: string | null
}

/** A Redis connection as BullMQ wants it (blocking commands: no per-request retry cap). */
export const redisConnection = (url: string) => new Redis(url, { maxRetriesPerRequest: null })

function statusOf(state: string, failedReason?: string): AuditJobStatus {
  if (state === 'active') return 'running'
  if (state === 'completed') return 'done'
  if (state === 'failed')
    return parseFailure(failedReason).error === 'cancelled' ? 'cancelled' : 'failed'
  return 'queued'
}

function parseFailure(reason: string | undefined) {
  try {
    const f = JSON.parse(reason ?? '') as { error: string; message: string }
    return { error: f.error, message: f.message }
  } catch {
    const { error, message } = toHttp(new Error(reason))
    return { error, message }
  }
}

/** What a finished job returns (its result is in the finished results, results.ts). */
interface JobReturn {
  audit_id?: string
}

/** How many ended jobs BullMQ keeps at most, besides their age (decision 0099). */
export const ENDED_JOBS_KEPT = 1000

export class BullJobs implements JobQueue {
  /** The API's own connection (also the followers' store, jobStore.ts `RedisFollows`). */
  readonly redis: Redis
  private queue: Queue<JobData, JobReturn>
  private events: QueueEvents
  private listeners = new Map<string, Set<(e: JobEvent) => void>>()
  private ready: Promise<unknown>

  /** AUDIT_SAMPLES of the workers' audits (types.ts): the same config as theirs. */
  readonly samples: number

  constructor(
    url: string,
    private opts: {
      maxQueued: number
      keepMs: number
      samples?: number
      /** Called with the id of each job a worker completed (the API copies its result to disk). */
      onCompleted?: (id: string) => void
    },
  ) {
    this.samples = opts.samples ?? 1
    this.redis = redisConnection(url)
    this.queue = new Queue(AUDIT_QUEUE, { connection: redisConnection(url) })
    this.events = new QueueEvents(AUDIT_QUEUE, { connection: redisConnection(url) })
    this.ready = this.events.waitUntilReady()
    this.events.on('progress', ({ jobId, data }) =>
      this.emit(jobId, { type: 'progress', progress: data as unknown as AuditProgress }),
    )
    for (const ev of ['active', 'completed', 'failed'] as const)
      this.events.on(ev, ({ jobId }: { jobId: string }) => void this.emitStatus(jobId))
    this.events.on('completed', ({ jobId }) => opts.onCompleted?.(jobId))
  }

  private emit(id: string, e: JobEvent) {
    for (const l of [...(this.listeners.get(id) ?? [])]) l(e)
  }

  private async emitStatus(id: string) {
    if (!this.listeners.get(id)?.size) return
    const job = await this.get(id)
    if (job) this.emit(id, { type: 'status', job })
  }

  async submit(req: AuditRequest, opts: SubmitOptions) {
    const id = randomUUID()
    const join = opts.join !== false && opts.key !== null
    if (join) {
      const set = await this.redis.set(`audit:inflight:${opts.key}`, id, 'EX', INFLIGHT_TTL_S, 'NX')
      if (set !== 'OK') {
        const other = await this.redis.get(`audit:inflight:${opts.key}`)
        const job = other ? await this.get(other) : null
        if (other && job && !isEnded(job)) {
          await this.hold(other, opts.hold)
          return { id: other, joined: true }
        }
        await this.redis.set(`audit:inflight:${opts.key}`, id, 'EX', INFLIGHT_TTL_S)
      }
    }
    if ((await this.queue.getWaitingCount()) >= this.opts.maxQueued) {
      if (join) await this.redis.del(`audit:inflight:${opts.key}`)
      throw new QueueFullError()
    }
    await this.hold(id, opts.hold)
    const keepS = Math.ceil(this.opts.keepMs / 1000)
    await this.queue.add(
      'audit',
      { req, key: opts.key, join, requestId: opts.requestId, customer: opts.customer ?? null },
      {
        jobId: id,
        attempts: 1,
        removeOnComplete: { age: keepS, count: ENDED_JOBS_KEPT },
        removeOnFail: { age: keepS, count: ENDED_JOBS_KEPT },
      },
    )
    return { id, joined: false }
  }

  private async hold(id: string, hold?: boolean) {
    const ttl = INFLIGHT_TTL_S + Math.ceil(this.opts.keepMs / 1000)
    if (hold)
      await this.redis.multi().incr(`audit:holders:${id}`).expire(`audit:holders:${id}`, ttl).exec()
    else await this.redis.set(`audit:pinned:${id}`, '1', 'EX', ttl)
  }

  async get(id: string): Promise<AuditJob | null> {
    // The state first, then the job: a job read first could end between the two reads and show
    // 'failed' without its reason.
    const state = await this.queue.getJobState(id)
    if (state === 'unknown') return null
    const job = await Job.fromId<JobData, JobReturn>(this.queue, id)
    if (!job) return null
    const status = statusOf(state, job.failedReason)
    const progress = (job.progress ?? {}) as Partial<AuditProgress>
    const out: AuditJob = {
      id,
      status,
      progress: { done: progress.done ?? 0, total: progress.total ?? 0 },
      created_at: new Date(job.timestamp).toISOString(),
    }
    if (job.finishedOn) out.finished_at = new Date(job.finishedOn).toISOString()
    if (status === 'failed' || status === 'cancelled') out.error = parseFailure(job.failedReason)
    if (status === 'queued') {
      const waiting = await this.queue.getWaiting(0, 999)
      const i = waiting.findIndex((j) => j.id === id)
      if (i >= 0) out.position = i + 1
    }
    return out
  }

  async watch(id: string, listener: (e: JobEvent) => void) {
    await this.ready
    const set = this.listeners.get(id) ?? new Set()
    set.add(listener)
    this.listeners.set(id, set)
    return () => {
      set.delete(listener)
      if (!set.size) this.listeners.delete(id)
    }
  }

  async wait(id: string): Promise<AuditJob> {
    let unwatch = () => {}
    const done = new Promise<AuditJob>((resolve) => {
      void this.watch(id, (e) => {
        if (e.type === 'status' && isEnded(e.job)) resolve(e.job)
      }).then((u) => (unwatch = u))
    })
    await this.ready
    // The job may have ended before the listener was in place.
    const poll = async (): Promise<AuditJob> => {
      for (;;) {
        const job = await this.get(id)
        if (!job) throw new Error(`unknown job ${id}`)
        if (isEnded(job)) return job
        await new Promise((r) => setTimeout(r, 1000))
      }
    }
    try {
      return await Promise.race([done, poll()])
    } finally {
      unwatch()
    }
  }

  async release(id: string) {
    const ttl = INFLIGHT_TTL_S + Math.ceil(this.opts.keepMs / 1000)
    const [[, decr] = []] =
      (await this.redis
        .multi()
        .decr(`audit:holders:${id}`)
        .expire(`audit:holders:${id}`, ttl)
        .exec()) ?? []
    const left = Number(decr)
    if (left <= 0 && !(await this.redis.exists(`audit:pinned:${id}`))) await this.cancel(id)
  }

  async cancel(id: string) {
    const job = await Job.fromId(this.queue, id)
    if (!job) return
    const state = await job.getState()
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
      await job.remove().catch(() => {})
      const data = job.data
      if (data.join && data.key) await this.redis.del(`audit:inflight:${data.key}`)
    } else if (state === 'active') await this.redis.publish(CANCEL_CHANNEL, id)
  }

  async close() {
    await Promise.allSettled([this.events.close(), this.queue.close()])
    this.redis.disconnect()
  }
}

/** Runs audit jobs from Redis until closed; see module doc. */
export function startAuditWorker(
  url: string,
  runner: AuditRunner,
  opts: {
    concurrency: number
    lockMs?: number
    stalledIntervalMs?: number
    /** Where a worker's errors are reported (warn); default the process's default logger. */
    logger?: Logger
  },
) {
  const logger = opts.logger ?? defaultLogger('audit-service')
  const redis = redisConnection(url)
  const sub = redisConnection(url)
  const worker = new Worker<JobData, JobReturn>(
    AUDIT_QUEUE,
    async (job, _token, signal) => {
      try {
        // The result is in the finished results; the job keeps only its id (decision 0099).
        const result = await runner(job.data.req, {
          jobId: job.id!,
          key: job.data.key,
          requestId: job.data.requestId,
          customer: job.data.customer,
          signal,
          onProgress: (p) => void job.updateProgress({ ...p }).catch(() => {}),
        })
        return { audit_id: result.audit_id }
      } catch (err) {
        const { error, message } = toHttp(err)
        throw new UnrecoverableError(JSON.stringify({ error, message }))
      } finally {
        if (job.data.join && job.data.key) {
          const key = `audit:inflight:${job.data.key}`
          if ((await redis.get(key)) === job.id) await redis.del(key)
        }
      }
    },
    {
      connection: redisConnection(url),
      concurrency: opts.concurrency,
      lockDuration: opts.lockMs ?? 30_000,
      stalledInterval: opts.stalledIntervalMs ?? 30_000,
      maxStalledCount: 2,
    },
  )
  worker.on('error', (err) => logger.warn(`[worker] ${err.message}`))
  void sub.subscribe(CANCEL_CHANNEL)
  // BullMQ fails a cancelled job with the given reason: the same JSON a failed run throws.
  const cancelled = toHttp(new AuditCancelledError())
  const reason = JSON.stringify({ error: cancelled.error, message: cancelled.message })
  sub.on('message', (_channel, id: string) => void worker.cancelJob(id, reason))
  return {
    worker,
    async close() {
      await worker.close()
      sub.disconnect()
      redis.disconnect()
    },
  }
}
