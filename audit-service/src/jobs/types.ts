/**
 * Audit jobs, whatever runs them (memory.ts in process, bull.ts on Redis with workers).
 *
 * - `submit(request, { key, join, hold, requestId })` → `{ id, joined }`: a new job, or one that
 *   joins the run already queued or running for the same audit `key` (jobs/key.ts) unless
 *   `join: false` (`force_run`), so a visitor's retry never pays for a second run. A joined
 *   request still gets a job id of its own, and its result its own `audit_id` and `audit_token`
 *   (personal.ts, docs/decisions/0098). The runner caches the result
 *   under `key`. `hold: true` (a synchronous call) counts the caller as a holder; `release(id)` when
 *   it goes away, and a job nobody holds and nobody asked for through `POST /audits` is cancelled
 *   (its vendor calls aborted). Throws `QueueFullError` when AUDIT_QUEUE_MAX jobs are already
 *   waiting.
 * - `get(id)` → the job (contract `AuditJob`) or null when unknown or expired (an ended job's
 *   status is kept AUDIT_JOB_KEEP_MINUTES after it ends; a done job answers with its stored result
 *   as long as the finished results keep it, restarts included: docs/decisions/0099).
 * - `issue(cached, { requestId, customer })` → a cached result as the asker's own audit (new id and
 *   token, stored and recorded; personal.ts).
 * - `watch(id, listener)` → unsubscribe: the listener gets every progress event and status change
 *   from now on.
 * - `wait(id)` → the job once it has ended (done, failed or cancelled).
 * - `cancel(id)`: a queued job is dropped, a running one aborted.
 * - `close()`: stops taking jobs; in process, waits for the running ones and keeps the queued ones
 *   on disk for the next start (memory.ts).
 * - `samples`: how many times each question is asked of each assistant in these jobs
 *   (AUDIT_SAMPLES): part of an audit's cache key and of its vendor calls (createApp reads it).
 *
 * Built in one place: jobs/index.ts `createJobs`.
 */
import type { AuditJob, AuditRequest, AuditResult } from '@aivis/contract'
import type { AuditProgress } from '../engine/audit'

export type JobEvent =
  { type: 'progress'; progress: AuditProgress } | { type: 'status'; job: AuditJob }

/** How a job is submitted (see the module doc's `submit`). */
export interface SubmitOptions {
  key: string | null
  join?: boolean
  hold?: boolean
  /** The id of the request that asked for it (X-Request-Id): in its logs and its lead. */
  requestId?: string
  /** The signed-in customer it is run for (their CMS id): the audit's owner in the CMS. */
  customer?: string | null
}

/** The jobs that run audits (memory.ts, bull.ts); personal.ts makes them `AuditJobs`. */
export interface JobQueue {
  submit(req: AuditRequest, opts: SubmitOptions): Promise<{ id: string; joined: boolean }>
  get(id: string): Promise<AuditJob | null>
  watch(id: string, listener: (e: JobEvent) => void): Promise<() => void>
  wait(id: string): Promise<AuditJob>
  release(id: string): Promise<void>
  cancel(id: string): Promise<void>
  close(): Promise<void>
  /** Asks of each question per assistant in these jobs (AUDIT_SAMPLES, docs/decisions/0016). */
  readonly samples: number
}

/** The audit jobs the routes use (personal.ts `PersonalJobs`; see module doc). */
export interface AuditJobs extends JobQueue {
  /** A cached result as a new audit of the asker's: its own id and token, stored and recorded. */
  issue(
    result: AuditResult,
    ctx: { requestId?: string; customer?: string | null },
  ): Promise<AuditResult>
}
