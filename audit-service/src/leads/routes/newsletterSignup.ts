/**
 * `POST newsletter-signup` (spec §7 call 5): a subscriber for the CMS `newsletter-subscribers`
 * collection and a welcome message with a one-click unsubscribe link. An email already on the
 * list answers `already_subscribed: true` and records nothing; an email that unsubscribed earlier
 * is put back on the list (its CMS document's unsubscribed flag is cleared).
 */
import type { RequestHandler } from 'express'
import { LEAD_ANSWERS, newsletterSignupSchema } from '@aivis/contract'
import { jsonOnly } from '../../http/jsonOnly'
import { subscriberWhere } from '../store'
import { acceptLead, type LeadFunctionsDeps } from './shared'

/** The middlewares and handler of the route: a JSON body of at most 20 kB, then `acceptLead`. */
export function newsletterSignup(deps: LeadFunctionsDeps): RequestHandler[] {
  return [
    ...jsonOnly('20kb'),
    acceptLead(
      deps,
      newsletterSignupSchema,
      (tx, { email, source }, key) => {
        const known = tx.subscriber(email)
        if (known && known.state !== 'unsubscribed')
          return {
            success: true,
            message: LEAD_ANSWERS.alreadySubscribed,
            already_subscribed: true,
          }
        if (known) {
          // Back on the list: the CMS document exists; clear its unsubscribed flag.
          tx.confirm(email)
          tx.op({
            key,
            kind: 'newsletter',
            collection: 'newsletter-subscribers',
            method: 'PATCH',
            where: subscriberWhere(known),
            body: { unsubscribed: false, unsubscribed_at: null, source },
          })
        } else {
          tx.subscribe(email, source, key)
          tx.confirm(email)
          tx.op({
            key,
            kind: 'newsletter',
            collection: 'newsletter-subscribers',
            method: 'POST',
            body: { email, source, unsubscribed: false, idempotency_key: key },
          })
        }
        tx.mail({ key: `${key}:welcome`, kind: 'newsletter_welcome', to: email, data: { email } })
        return { success: true, message: LEAD_ANSWERS.subscribed }
      },
      { success: true, message: LEAD_ANSWERS.subscribed },
    ),
  ]
}
