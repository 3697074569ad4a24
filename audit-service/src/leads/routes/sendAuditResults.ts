/**
 * `POST send-audit-results` (spec §7 call 2): a request for the CMS `result-email-requests`
 * collection, carrying the audit, and the results email to the address given. A post the bot
 * checks flagged is stored with `suspected_spam: true` and its `spam_reason`, and no mail is sent.
 */
import type { RequestHandler } from 'express'
import { LEAD_ANSWERS, sendAuditResultsSchema, spamFields } from '@aivis/contract'
import { jsonOnly } from '../../http/jsonOnly'
import { acceptLead, type LeadFunctionsDeps } from './shared'

/** The middlewares and handler of the route: a JSON body of at most 1 MB, then `acceptLead`. */
export function sendAuditResults(deps: LeadFunctionsDeps): RequestHandler[] {
  return [
    ...jsonOnly('1mb'),
    acceptLead(deps, sendAuditResultsSchema, (tx, request, key, { spam }) => {
      const { result } = request
      tx.op({
        key,
        kind: 'results_email',
        collection: 'result-email-requests',
        method: 'POST',
        body: {
          email: request.email,
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
          key: `${key}:results`,
          kind: 'results_email',
          to: request.email,
          data: { result },
        })
      return { success: true, message: LEAD_ANSWERS.resultsEmail }
    }),
  ]
}
