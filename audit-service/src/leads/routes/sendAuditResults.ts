/**
 * `POST send-audit-results` (spec §7 call 2; docs/decisions/0055): body `{ email, audit_id,
 * audit_token }`. The audit must be one the service ran: `audit_token` must be the capability the
 * service issued with that result (tokens.ts `isAuditToken`, constant time), else 403
 * `invalid_audit_token`; its result must still be stored (kept 30 days), else 404
 * `audit_not_found`; nothing is stored or mailed then. The CMS `result-email-requests` document
 * (email, business name, service, location, severity and the audit) and the results email are
 * built from the stored result, never from the body. A post the bot checks flagged is stored with
 * `suspected_spam: true` and its `spam_reason`, and no mail is sent.
 */
import { RESULTS_MAIL_SUFFIX } from '../relay'
import type { RequestHandler } from 'express'
import { LEAD_ANSWERS, sendAuditResultsSchema, spamFields, type AuditResult } from '@aivis/contract'
import { HttpError } from '../../http/errors'
import { jsonOnly } from '../../http/jsonOnly'
import { isAuditToken } from '../../tokens'
import { leadHandler, loggerOf, type LeadFunctionsDeps } from './shared'

/** What a results email is about: the address and the stored result (its token removed). */
export interface ResultsEmailLead {
  email: string
  auditId: string
  result: AuditResult
}

/** The middlewares and handler of the route: a JSON body of at most 20 kB, then `leadHandler`. */
export function sendAuditResults(deps: LeadFunctionsDeps): RequestHandler[] {
  return [
    ...jsonOnly('20kb'),
    leadHandler(deps, {
      schema: sendAuditResultsSchema,
      load: async ({ email, audit_id, audit_token }, req): Promise<ResultsEmailLead> => {
        if (!deps.results || !isAuditToken(audit_id, audit_token, deps.results.tokenSecret))
          throw new HttpError(
            403,
            'invalid_audit_token',
            'These results cannot be emailed. Please run the audit again.',
          )
        let stored: AuditResult | null
        try {
          stored = await deps.results.store.get(audit_id)
        } catch (err) {
          loggerOf(deps, req)
            .child({ jobId: audit_id })
            .warn(`[leads] could not read the audit: ${(err as Error).message}`)
          throw new HttpError(
            503,
            'unavailable',
            'We could not send your results just now. Please try again in a minute.',
          )
        }
        if (!stored)
          throw new HttpError(
            404,
            'audit_not_found',
            'These results are no longer available to email. Please run the audit again.',
          )
        // The capability stays with the visitor: neither the CMS nor the outbox keeps it.
        const { audit_token: _token, ...result } = stored
        return { email, auditId: audit_id, result }
      },
      store: (tx, { email, result }, key, { spam }) => {
        tx.op({
          key,
          kind: 'results_email',
          collection: 'result-email-requests',
          method: 'POST',
          body: {
            email,
            business_name: result.business_name,
            service: result.specialism,
            location: result.location,
            severity: result.severity,
            audit: result,
            idempotency_key: key,
            ...spamFields(spam),
          },
        })
        if (!spam)
          tx.mail({
            key: `${key}${RESULTS_MAIL_SUFFIX}`,
            kind: 'results_email',
            to: email,
            data: { result },
          })
        return { success: true, message: LEAD_ANSWERS.resultsEmail }
      },
    }),
  ]
}
