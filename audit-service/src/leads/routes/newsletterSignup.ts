/**
 * `POST newsletter-signup` (spec §7 call 5), double opt-in (docs/decisions/0058): the signup
 * records the address unconfirmed and mails a confirmation message with a signed link
 * (newsletterConfirm.ts); the subscription starts, and the welcome message goes out, only when that
 * link is followed.
 *
 * - A new address: a CMS `newsletter-subscribers` create `{ email, source, unsubscribed: false,
 *   confirmed: false, idempotency_key }` and the `newsletter_confirm` message.
 * - An address already known, unconfirmed or unsubscribed: the confirmation is sent again, at most
 *   once per `RESEND_CONFIRMATION_MS` (a day; the first signup after an opt-out gets one); nothing is written to the CMS, so an opt-out is never
 *   undone without a new confirmation. A confirmed subscriber: nothing is recorded.
 * - Flagged by the bot checks (`flags.spam`): a new address is created unconfirmed with
 *   `suspected_spam: true, spam_reason`, and no message is sent; a known address is left alone.
 *
 * The answer is always `{ success: true, message: 'Subscribed.' }` (the site's form shows one
 * panel asking to follow the emailed link; docs/decisions/0130): it never tells whether the
 * address was on the list.
 */
import type { RequestHandler } from 'express'
import { LEAD_ANSWERS, newsletterSignupSchema } from '@aivis/contract'
import { jsonOnly } from '../../http/jsonOnly'
import { acceptLead, nowOf, type LeadFunctionsDeps } from './shared'

/** A known address gets the confirmation message again at most this often, ms: a day. */
export const RESEND_CONFIRMATION_MS = 86_400_000

/** The middlewares and handler of the route: a JSON body of at most 20 kB, then `acceptLead`. */
export function newsletterSignup(deps: LeadFunctionsDeps): RequestHandler[] {
  return [
    ...jsonOnly('20kb'),
    acceptLead(deps, newsletterSignupSchema, (tx, { email, source }, key, flags) => {
      const answer = { success: true as const, message: LEAD_ANSWERS.subscribed }
      const now = nowOf(deps)
      const spam = flags?.spam ?? null
      const known = tx.subscriber(email)
      const sendConfirmation = () => {
        tx.mail(
          { key: `${key}:confirm`, kind: 'newsletter_confirm', to: email, data: { email } },
          now,
        )
        tx.confirmationSent(email, now)
      }
      if (!known) {
        tx.subscribe(email, source, key, now, spam)
        tx.op(
          {
            key,
            kind: 'newsletter',
            collection: 'newsletter-subscribers',
            method: 'POST',
            body: {
              email,
              source,
              unsubscribed: false,
              confirmed: false,
              idempotency_key: key,
              ...(spam ? { suspected_spam: true, spam_reason: spam } : {}),
            },
          },
          now,
        )
        if (!spam) sendConfirmation()
        return answer
      }
      if (spam || known.state === 'subscribed') return answer
      // Sent within the day, and not before an opt-out (after one, a first new link goes out).
      const sent = known.confirmSentAt
      if (
        sent !== null &&
        sent > (known.unsubscribedAt ?? 0) &&
        now - sent < RESEND_CONFIRMATION_MS
      )
        return answer
      sendConfirmation()
      return answer
    }),
  ]
}
