/**
 * The lead functions (spec §7 calls 2, 5 and 6), mounted under `/functions/v1` by app.ts; one
 * module per route:
 *
 * - `POST send-contact-inquiry` (contactInquiry.ts) — a contact inquiry: stored for the CMS
 *   `inquiries` collection and a notice to SALES_EMAIL carrying its message.
 * - `POST newsletter-signup` (newsletterSignup.ts) — double opt-in: an unconfirmed subscriber for
 *   `newsletter-subscribers` and a confirmation message; the same answer for any address.
 * - `GET|POST newsletter-confirm?token=…` (newsletterConfirm.ts) — for the site's page
 *   `/newsletter/confirm` (docs/decisions/0130): GET tells what the link is for (JSON) or
 *   redirects an old link to the page; POST confirms the subscription and sends the welcome.
 * - `POST send-audit-results` (sendAuditResults.ts) — `{ email, audit_id, audit_token }`: a request
 *   for `result-email-requests` and the results email, both built from the result the service
 *   stored for that audit (403 `invalid_audit_token`, 404 `audit_not_found` otherwise).
 * - `GET|POST newsletter-unsubscribe?token=…` (unsubscribe.ts) — for the site's page
 *   `/newsletter/unsubscribe`: GET tells what the link is for (JSON) or redirects an old link to
 *   the page; POST (the page's button, or a mail client's RFC 8058 one-click) unsubscribes.
 *
 * Every accepted lead is committed to the outbox (../store.ts) before the answer; the relay
 * delivers it (../relay.ts; docs/decisions/0020-lead-outbox-in-sqlite-with-a-relay.md). Bodies must
 * be `application/json` (415 otherwise) of at most 20 kB. Answers (contract
 * `LeadAccepted`/`LeadRejected`): 200 `{success: true, message}`; 400 `{error: 'validation_failed',
 * message, fields}` with the spec §5 messages per field; 400 `invalid_json`; 503 `{error:
 * 'unavailable'}` when the outbox cannot be written (nothing was acknowledged). A post the bot
 * checks flag — the honeypot `company_fax` filled (`honeypot`), or `form_started_at` less than
 * `MIN_FILL_MS` before the request (`too_fast`) — gets the same 200 and is kept: its CMS document
 * says `suspected_spam: true` and `spam_reason`, and no mail is sent for it, so sales can review it
 * and restore a person's lead (docs/decisions/0055). An `Idempotency-Key` header makes a retried
 * submission answer the same and store nothing new (shared.ts). Each valid post, suspected spam
 * included, counts against the limits per client address and per email address (429
 * `rate_limited` with `Retry-After`; ../../limits/leads.ts, docs/decisions/0056).
 *
 * `leadFunctions(deps)` → Express router mounted at `/functions/v1`.
 */
import express, { type Router } from 'express'
import type { ContactInquiry, NewsletterSignup } from '@aivis/contract'
import { clientIp } from '../../limits/clientIp'
import { noLeadLimits, type LeadCharge, type LeadLimitKind } from '../../limits/leads'
import { contactInquiry } from './contactInquiry'
import { newsletterConfirm, newsletterConfirmStatus } from './newsletterConfirm'
import { newsletterSignup } from './newsletterSignup'
import { sendAuditResults, type ResultsEmailLead } from './sendAuditResults'
import { loggerOf, type LeadFunctionsDeps } from './shared'
import { unsubscribe, unsubscribeStatus } from './unsubscribe'

export { isBot, type LeadFunctionsDeps } from './shared'

/** The router of the four lead routes (see module doc). */
export function leadFunctions(deps: LeadFunctionsDeps): Router {
  const limits = deps.limits ?? noLeadLimits
  /** `deps` with the limit of a route: `kind`, counted for the client and the target of `data`. */
  const limited = <D>(
    kind: LeadLimitKind,
    target: (data: D) => Omit<LeadCharge, 'ip'>,
  ): LeadFunctionsDeps => ({
    ...deps,
    limit: (req, data) =>
      limits.consume(kind, {
        ip: clientIp(req, { proxySecret: deps.proxySecret, logger: loggerOf(deps, req) }),
        ...target(data as D),
      }),
  })
  const router = express.Router()
  router.post(
    '/send-contact-inquiry',
    ...contactInquiry(limited<ContactInquiry>('inquiry', (d) => ({ target: d.email }))),
  )
  router.post(
    '/newsletter-signup',
    ...newsletterSignup(limited<NewsletterSignup>('signup', (d) => ({ target: d.email }))),
  )
  router.post(
    '/send-audit-results',
    ...sendAuditResults(
      limited<ResultsEmailLead>('results', (d) => ({ target: d.email, audit: d.auditId })),
    ),
  )
  router.get('/newsletter-confirm', newsletterConfirmStatus(deps))
  router.post('/newsletter-confirm', ...newsletterConfirm(deps))
  router.get('/newsletter-unsubscribe', unsubscribeStatus(deps))
  router.post('/newsletter-unsubscribe', ...unsubscribe(deps))
  return router
}
