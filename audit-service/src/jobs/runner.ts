/**
 * What an audit job does, wherever it runs (in process, or in a BullMQ worker): asks the
 * assistants (engine/audit.ts), stamps the result with its `audit_id` and its `audit_token`
 * (tokens.ts `auditToken` under `deps.tokenSecret`: the capability a visitor sends to have the
 * result emailed, docs/decisions/0055), stores it in the finished results (`deps.results`, which
 * the results email is built from) and in the audit cache (so a cached answer carries its id and
 * token too; every later asker gets a copy under its own id, docs/decisions/0098), and commits
 * the audit lead to the outbox for the CMS `audits` collection (docs/decisions/0020) with the
 * idempotency key `audit:{jobId}`, so a job that is run again after a worker died is still one
 * lead (record.ts `recordAudit`). A store that fails is logged; the audit still succeeds.
 *
 * `createAuditRunner(deps)` → `run(request, { jobId, key, signal, onProgress })` resolving to the
 * result with `audit_id`, `audit_token` and `audited_at`. Throws `NoAssistantsError` (no assistant may answer),
 * `AllAssistantsFailedError`, `AuditCancelledError` (signal); a job that fails stores
 * `{ error, message }` of `toHttp(err)` (http/errors.ts), what a synchronous call answers. Built
 * by jobs/index.ts.
 */
import { setMaxListeners } from 'node:events'
import type { AuditRequest, AuditResult } from '@aivis/contract'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import type { Assistant } from '../engine/assistants'
import { runAudit, type AuditProgress, type RunAuditOptions } from '../engine/audit'
import { isUnexpected } from '../http/errors'
import type { LeadStore } from '../leads/store'
import type { AuditCache } from './cache'
import { personalCopy, recordAudit } from './record'
import type { AuditResults } from './results'
import { NoAssistantsError } from '../errors'

export interface RunContext {
  /** The job's id: the lead's idempotency key is `audit:{jobId}`. */
  jobId: string
  /** The audit's cache key (jobs/key.ts); null: do not cache. */
  key: string | null
  /** The id of the request that asked for the audit: the lead is delivered to the CMS with it. */
  requestId?: string
  /** The signed-in customer it is run for (their CMS id): the lead's `customer`. */
  customer?: string | null
  signal?: AbortSignal
  onProgress?: (p: AuditProgress) => void
}

export type AuditRunner = (req: AuditRequest, ctx: RunContext) => Promise<AuditResult>

export interface RunnerDeps {
  assistants: (req: AuditRequest) => Assistant[] | null
  samples?: number
  /** The whole audit's time limit, ms (AUDIT_DEADLINE_MS); none: unbounded. */
  deadlineMs?: number
  cache: AuditCache
  /** The finished results by audit id, read by the results email (results.ts). */
  results: AuditResults
  /** The server secret the `audit_token` is signed with (UNSUBSCRIBE_SECRET, own purpose label). */
  tokenSecret: string
  leads: { store: LeadStore; wake: () => void }
  /**
   * Warnings (failed vendor calls, unexpected failures, stores that fail), each with the job's
   * `jobId` and the request's `reqId`; default the process's default logger.
   */
  logger?: Logger
  /** The site access check of each audit with a website (engine `siteAccess`); none: not run. */
  siteAccess?: RunAuditOptions['siteAccess']
}

/** The runner of audit jobs (see module doc); `deps.samples` defaults to 1 ask per question. */
export function createAuditRunner(deps: RunnerDeps): AuditRunner {
  const base = deps.logger ?? defaultLogger('audit-service')
  return async (req, ctx) => {
    const logger = base.child({ jobId: ctx.jobId, reqId: ctx.requestId })
    // Every call of the audit listens to this one signal (44 and more): not a leak.
    if (ctx.signal) setMaxListeners(0, ctx.signal)
    let ran: AuditResult
    try {
      const assistants = deps.assistants(req)
      if (!assistants || assistants.length === 0) throw new NoAssistantsError()
      ran = await runAudit(req, assistants, {
        samples: deps.samples,
        deadlineMs: deps.deadlineMs,
        logger,
        signal: ctx.signal,
        onProgress: ctx.onProgress,
        siteAccess: deps.siteAccess,
      })
    } catch (err) {
      if (isUnexpected(err)) logger.warn(`audit failed: ${(err as Error)?.stack ?? err}`)
      throw err
    }
    const result = personalCopy(ran, ctx.jobId, deps.tokenSecret)
    await recordAudit(
      result,
      { customer: ctx.customer ?? null, requestId: ctx.requestId, key: ctx.key },
      { results: deps.results, cache: deps.cache, leads: deps.leads, logger: base },
    )
    return result
  }
}
