/**
 * The admission of an audit request, shared by the synchronous call (competitiveAudit.ts) and
 * `POST /audits` (routes.ts): `auditAdmission(deps)` → `admit(req)`, which
 *
 * 1. validates the body against the contract (`auditRequestSchema`), throwing an `HttpError` 400
 *    with the clearest message (`requestError`: spec §5 message for missing fields);
 * 2. throws `NoAssistantsError` (503) when no assistant may answer;
 * 3. answers from the audit cache unless `force_run` or the audit is a signed-in customer's (a
 *    cache that fails is logged and skipped), with the asker's own copy of the cached result
 *    (`deps.issue`: a new `audit_id` and `audit_token`, never the first asker's,
 *    docs/decisions/0098);
 * 4. charges the audit to the limits (decision 0023; the client IP of limits/clientIp.ts, decision
 *    0024; the customer's own count, decision 0077), which throw `RateLimitError` (429);
 *
 * and resolves to `{ cached }` or `{ request, key, join, customer }` for the jobs (decision 0021).
 * A customer's audit (`customer`: the CMS id the site's proxy vouched for) always runs afresh, is
 * neither joined nor cached (`key` null): it is theirs, kept on their dashboard, and a re-run
 * must measure again, not repeat an earlier answer.
 */
import type { Request } from 'express'
import type { Logger } from '@aivis/contract/log'
import type { z } from 'zod'
import {
  BUSINESS_TYPES,
  MISSING_FIELDS_MESSAGE,
  auditRequestSchema,
  requestFieldPath,
  resolveAuditAliases,
  type AuditRequest,
  type AuditResult,
} from '@aivis/contract'
import { HttpError, notAnObject } from '../http/errors'
import { clientIp, customerIdOf } from '../limits/clientIp'
import { auditDomain, callsPerAudit, type AuditLimits } from '../limits'
import { hasFacts } from '../engine/facts/audit'
import type { AuditCache } from './cache'
import { auditKey } from './key'
import { NoAssistantsError } from '../errors'

/** What `admit` decided for a request: answer from the cache, or run `request` under `key`. */
export type Admission =
  | { cached: AuditResult }
  | { request: AuditRequest; key: string | null; join: boolean; customer: string | null }

export interface AdmissionDeps {
  /** Ids of the assistants that answer and whether they are simulated (the cache key). */
  describe: () => { assistants: string[]; simulated: boolean; searching?: string[] }
  /** AUDIT_SAMPLES of the jobs (their `samples`): in the cache key and the call count. */
  samples: number
  cache: AuditCache
  /** A cached result as the asker's own audit (personal.ts `PersonalJobs.issue`). */
  issue: (
    cached: AuditResult,
    ctx: { requestId?: string; customer?: string | null },
  ) => Promise<AuditResult>
  limits: AuditLimits
  /** FUNCTIONS_PROXY_SECRET (limits/clientIp.ts); none: the socket address always. */
  proxySecret?: string
  /** Warnings (the cache unavailable, a client IP header without the proxy secret), with `reqId`. */
  logger: Logger
}

/**
 * Maps a zod failure of the audit request to the clearest 400 (spec §5, decision 0022): the spec's
 * message for missing fields, the business types for a bad one, else `Invalid {path}: {message}` of
 * the first problem, `path` as `requestFieldPath` writes it (e.g.
 * `Invalid business_facts.telephone: a telephone number needs at least 3 digits`).
 */
export function requestError(error: z.ZodError, body: unknown): HttpError {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return notAnObject()
  const fields = new Set(error.issues.map((i) => String(i.path[0])))
  const resolved = resolveAuditAliases(body) as Record<string, unknown>
  const missing = ['business_name', 'target_location', 'core_product_service'].some(
    (f) =>
      resolved[f] === undefined ||
      (typeof resolved[f] === 'string' && !(resolved[f] as string).trim()),
  )
  if (missing) return new HttpError(400, 'missing_fields', MISSING_FIELDS_MESSAGE)
  if (fields.has('business_type')) {
    return new HttpError(
      400,
      'invalid_business_type',
      `business_type must be one of: ${BUSINESS_TYPES.join(', ')}.`,
    )
  }
  const first = error.issues[0]
  return new HttpError(
    400,
    'invalid_request',
    `Invalid ${requestFieldPath(first.path)}: ${first.message}`,
  )
}

/** `admit(req)` for the audit routes (see module doc). */
export function auditAdmission(deps: AdmissionDeps): (req: Request) => Promise<Admission> {
  return async (req) => {
    const logger = deps.logger.child({ reqId: req.id })
    const parsed = auditRequestSchema.safeParse(req.body)
    if (!parsed.success) throw requestError(parsed.error, req.body)
    const engine = deps.describe()
    if (engine.assistants.length === 0) throw new NoAssistantsError()
    const customer = customerIdOf(req, { proxySecret: deps.proxySecret })
    const key = customer ? null : auditKey(parsed.data, { ...engine, samples: deps.samples })
    if (key && !parsed.data.force_run) {
      const hit = await deps.cache.get(key).catch((err: Error) => {
        logger.warn(`audit cache unavailable: ${err.message}`)
        return null
      })
      if (hit)
        return {
          cached: await deps.issue(hit, { requestId: req.id ? String(req.id) : undefined }),
        }
    }
    // Only audits that will run are counted; cached answers (above) are not (decision 0023).
    await deps.limits.consume({
      customer,
      ip: clientIp(req, { proxySecret: deps.proxySecret, logger }),
      domain: auditDomain(parsed.data.website),
      calls: callsPerAudit({
        assistants: engine.assistants.length,
        samples: deps.samples,
        withFacts: hasFacts(parsed.data),
      }),
    })
    return { request: parsed.data, key, join: key !== null && !parsed.data.force_run, customer }
  }
}
