/**
 * The one place audit jobs and their runner are built (docs/decisions/0021), from one set of
 * settings, config.ts's `redisUrl`, `jobs`, `samples` and `calls.deadlineMs`:
 *
 * - `createJobs(config, deps)` → `AuditJobs` for the API process (server.ts; tests through
 *   test/support/app.ts): without REDIS_URL the jobs run in process (MemoryJobs: AUDIT_CONCURRENCY
 *   at once, AUDIT_QUEUE_MAX waiting, ended ones kept AUDIT_JOB_KEEP_MINUTES); with it they are
 *   queued on Redis (BullJobs) for the workers; in process, the queue is also on disk
 *   (`jobs.file`, jobStore.ts) so a restart runs what was queued (docs/decisions/0099). Either is
 *   wrapped in `PersonalJobs` (personal.ts): each asker's audit, cached or joined, has its own id
 *   and token (docs/decisions/0098). Its `samples` is what createApp keys the cache and counts
 *   vendor calls with.
 * - `startJobWorker(config, deps)` → `{ close() }` for a worker process (worker.ts): runs the jobs of
 *   the Redis queue, AUDIT_CONCURRENCY at once. Throws without REDIS_URL.
 *
 * Both run audits with the same runner (runner.ts): `deps.assistants`, the config's samples and
 * deadline, the audit cache `deps.cache`, the finished results `deps.results` (results.ts: SQLite
 * in a single process, Redis with workers, so the API reads what the workers wrote) with the
 * `audit_token` signed under `deps.tokenSecret`, the lead outbox `deps.leads`.
 */
import type { AuditRequest } from '@aivis/contract'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import type { Assistant } from '../engine/assistants'
import type { LeadStore } from '../leads/store'
import { BullJobs, startAuditWorker } from './bull'
import type { AuditCache } from './cache'
import { MemoryJobs } from './memory'
import type { AuditResults } from './results'
import { createAuditRunner, type AuditRunner, type RunnerDeps } from './runner'
import { MemoryFollows, RedisFollows, SqliteJobStore, type FollowStore } from './jobStore'
import { PersonalJobs } from './personal'
import type { AuditJobs, JobQueue } from './types'

/** The settings of the jobs: the shape of config.ts's `Config` that they read. */
export interface JobsConfig {
  /** Redis (BullMQ queue and workers) when set; else in process. */
  redisUrl: string | null
  /** Asks of each question per assistant (AUDIT_SAMPLES). */
  samples: number
  /** The whole audit's time limit, ms (AUDIT_DEADLINE_MS); none: unbounded. */
  calls: { deadlineMs?: number }
  jobs: {
    /** Audits at once per process (AUDIT_CONCURRENCY). */
    concurrency: number
    /** Audits that may wait (AUDIT_QUEUE_MAX); more are refused with QueueFullError. */
    maxQueued: number
    /** How long an ended job is kept, ms (AUDIT_JOB_KEEP_MINUTES). */
    keepMs: number
    /** BullMQ: a worker's lock on a job, and how often stalled jobs are looked for, ms. */
    lockMs?: number
    stalledIntervalMs?: number
    /**
     * In process: the SQLite file of the queue (jobStore.ts), so queued audits survive a restart;
     * none: kept in memory only (tests).
     */
    file?: string
  }
}

/** What the runner needs besides the settings. */
export interface JobsDeps {
  /** The assistants to ask for one request; null when none may answer (NoAssistantsError). */
  assistants: (req: AuditRequest) => Assistant[] | null
  /** Where results are cached (the API process reads it too). */
  cache: AuditCache
  /** Where finished results are kept by audit id (the API process reads them for results emails). */
  results: AuditResults
  /** The secret each result's `audit_token` is signed with (UNSUBSCRIBE_SECRET). */
  tokenSecret: string
  /** The lead outbox the audit lead is committed to, and the relay's wake-up call. */
  leads: { store: LeadStore; wake: () => void }
  /**
   * Warnings (failed vendor calls, cache or outbox trouble), each with the job's `jobId` (and the
   * request's `reqId`) where known; default the process's default logger.
   */
  logger?: Logger
  /** The site access check of audits with a website (AUDIT_SITE_ACCESS); none: not run. */
  siteAccess?: RunnerDeps['siteAccess']
}

/** The runner of every audit job, in process or on a worker. */
function runnerFor(config: JobsConfig, deps: JobsDeps): AuditRunner {
  return createAuditRunner({
    assistants: deps.assistants,
    samples: config.samples,
    deadlineMs: config.calls.deadlineMs,
    cache: deps.cache,
    results: deps.results,
    tokenSecret: deps.tokenSecret,
    leads: deps.leads,
    logger: deps.logger,
    siteAccess: deps.siteAccess,
  })
}

/** The audit jobs of the API process (see module doc). */
export function createJobs(config: JobsConfig, deps: JobsDeps): AuditJobs {
  const { concurrency, maxQueued, keepMs, file } = config.jobs
  const logger = deps.logger ?? defaultLogger('audit-service')
  const personal = (inner: JobQueue, follows: FollowStore, close?: () => void) => {
    const jobs = new PersonalJobs(inner, {
      follows,
      results: deps.results,
      tokenSecret: deps.tokenSecret,
      leads: deps.leads,
      logger,
    })
    if (close) {
      const closeJobs = jobs.close.bind(jobs)
      jobs.close = async () => {
        await closeJobs()
        close()
      }
    }
    return jobs
  }
  if (config.redisUrl) {
    const bull = new BullJobs(config.redisUrl, {
      maxQueued,
      keepMs,
      samples: config.samples,
      // A worker's result goes to the API's disk at once (results.ts `TieredAuditResults`).
      onCompleted: (id) =>
        void deps.results
          .get(id)
          .catch((err: Error) =>
            logger.child({ jobId: id }).warn(`could not keep the result: ${err.message}`),
          ),
    })
    return personal(bull, new RedisFollows(bull.redis))
  }
  const store = file ? new SqliteJobStore(file) : null
  const memory = new MemoryJobs(runnerFor(config, deps), {
    concurrency,
    maxQueued,
    keepMs,
    samples: config.samples,
    store: store ?? undefined,
    logger,
  })
  return personal(memory, store ?? new MemoryFollows(), () => store?.close())
}

/** A worker process's audit runs from the Redis queue (see module doc). */
export function startJobWorker(config: JobsConfig, deps: JobsDeps): { close: () => Promise<void> } {
  if (!config.redisUrl) throw new Error('REDIS_URL: a worker takes its jobs from Redis; set it')
  return startAuditWorker(config.redisUrl, runnerFor(config, deps), {
    concurrency: config.jobs.concurrency,
    lockMs: config.jobs.lockMs,
    stalledIntervalMs: config.jobs.stalledIntervalMs,
    logger: deps.logger,
  })
}
