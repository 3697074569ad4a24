/**
 * Recording a finished audit under its id (docs/decisions/0055, 0098), the same for a run and for
 * a visitor's own copy of another run's result:
 *
 * - `personalCopy(result, auditId, secret, { cached? })` → the result under `auditId`: its
 *   `audit_id`, its own `audit_token` (tokens.ts `auditToken`), `audited_at` kept (the time the
 *   audit was run); `cached: true` for an answer from the audit cache, none for a run joined while
 *   under way. Deterministic: the same copy for the same arguments, so it may be written twice.
 * - `recordAudit(result, { customer, requestId, key? }, deps)`: stores the result in the finished
 *   results (`deps.results`, what results emails and the result route read), caches it under `key`
 *   when given, and commits the audit lead (leads/auditLead.ts) with the idempotency key
 *   `audit:{audit_id}` (the key the CMS's claim and results-email links find an audit by), then
 *   wakes the relay. A lead already committed under that key (a job run again, a copy recorded
 *   twice) is not a second lead. Best effort: each store that fails is logged (warn, with the
 *   audit's `jobId` and the request's `reqId`), never thrown, so an audit that ran is still
 *   answered.
 */
import type { AuditResult } from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import { auditLead } from '../leads/auditLead'
import type { LeadStore } from '../leads/store'
import type { AuditCache } from './cache'
import { type AuditResults } from './results'
import { auditToken } from '../tokens'

export interface RecordDeps {
  /** The finished results by audit id (results.ts). */
  results: AuditResults
  /** The audit cache (cache.ts): written only when a `key` is given. */
  cache?: AuditCache
  /** The lead outbox the audit lead is committed to, and the relay's wake-up call. */
  leads: { store: LeadStore; wake: () => void }
  /** Where a store that fails is reported (warn). */
  logger: Logger
}

/** What the lead is recorded with. */
export interface RecordContext {
  /** The signed-in customer it is for (CMS id), or null: anonymous. */
  customer: string | null
  /** The id of the request that asked for it (X-Request-Id). */
  requestId?: string
  /** The audit's cache key (key.ts); none: not cached. */
  key?: string | null
}

/** `result` as audit `auditId`'s own (see module doc). */
export function personalCopy(
  result: AuditResult,
  auditId: string,
  secret: string,
  opts: { cached?: boolean } = {},
): AuditResult {
  const { cached: _cached, ...rest } = result
  return {
    ...rest,
    ...(opts.cached ? { cached: true } : {}),
    audit_id: auditId,
    audit_token: auditToken(auditId, secret),
    audited_at: result.audited_at ?? result.created_at,
  }
}

/** Stores, caches and records `result` (see module doc). */
export async function recordAudit(
  result: AuditResult,
  ctx: RecordContext,
  deps: RecordDeps,
): Promise<void> {
  const logger = deps.logger.child({ jobId: result.audit_id, reqId: ctx.requestId })
  try {
    await deps.results.put(result)
  } catch (err) {
    logger.warn(`could not store the audit result: ${(err as Error).message}`)
  }
  if (ctx.key && deps.cache) {
    try {
      await deps.cache.set(ctx.key, result)
    } catch (err) {
      logger.warn(`could not cache the audit: ${(err as Error).message}`)
    }
  }
  const key = `audit:${result.audit_id}`
  try {
    deps.leads.store.accept((tx) =>
      tx.op({
        key,
        kind: 'audit',
        collection: 'audits',
        method: 'POST',
        body: { ...auditLead(result, ctx.customer), idempotency_key: key },
        requestId: ctx.requestId,
      }),
    )
    deps.leads.wake()
  } catch (err) {
    // Committed before under this key (same outbox): already a lead.
    if (!/UNIQUE/i.test((err as Error).message))
      logger.warn(`could not record the audit: ${(err as Error).message}`)
  }
}
