/**
 * `GET|POST newsletter-unsubscribe?token=…`: what the link in every newsletter email does. The
 * link opens the site's page (`NEWSLETTER_PAGES.unsubscribe`, docs/decisions/0130), whose server
 * asks here; the token is the signed email (../../tokens.ts).
 *
 * - `GET` with `Accept: application/json` (the site's page) unsubscribes nothing: 200
 *   `{ email, state }`, `state` what the outbox knows of the address (`unconfirmed`, also for an
 *   address it does not know; `subscribed`; `unsubscribed`); 400 `invalid_token` for a token that
 *   does not verify; 503 `unavailable` when the outbox cannot be read.
 * - `GET` otherwise (a link of an email sent before the site had the page): 303 to the site's page
 *   with the token.
 * - `POST` (the page's button, a mail client's RFC 8058 one-click `List-Unsubscribe=One-Click`; the
 *   token from the query or the body, a form or JSON of at most 4 kB) unsubscribes: the
 *   subscriber is marked in the outbox and a PATCH of its CMS `newsletter-subscribers` document is
 *   queued; an address already unsubscribed stores nothing new. JSON: 200 `{ success: true,
 *   message: "You're unsubscribed." }`; 400 `invalid_token`; 503 `unavailable` when the outbox
 *   cannot be written. A form post (a one-click of an email sent before, a page rendered before
 *   the site had its own) gets 303 to the site's page with its outcome (`NewsletterOutcome`).
 *
 * Every answer is sent with `Cache-Control: no-store`.
 */
import express, { type Request, type RequestHandler, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { newsletterPagePath, type NewsletterOutcome } from '@aivis/contract'
import { HttpError, sendError } from '../../http/errors'
import { verifyUnsubscribeToken } from '../../tokens'
import { subscriberWhere } from '../store'
import { linkToken, loggerOf, nowOf, requestOf, wantsJson, type LeadFunctionsDeps } from './shared'

/** The answers' messages. */
export const UNSUBSCRIBE_MESSAGES = {
  unsubscribed: "You're unsubscribed.",
  invalid: 'This unsubscribe link is not valid.',
} as const

const UNAVAILABLE = 'Please try again in a minute.'

/** GET: what the link is for (JSON), or the way to the site's page (see module doc). */
export function unsubscribeStatus(deps: LeadFunctionsDeps): RequestHandler {
  return (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : ''
    res.set('Cache-Control', 'no-store')
    if (!wantsJson(req)) return void res.redirect(303, newsletterPagePath('unsubscribe', { token }))
    const email = verifyUnsubscribeToken(token, deps.unsubscribeSecret)
    if (!email)
      return sendError(res, new HttpError(400, 'invalid_token', UNSUBSCRIBE_MESSAGES.invalid))
    try {
      const known = deps.store.accept((tx) => tx.subscriber(email))
      res.json({ email, state: known?.state ?? 'unconfirmed' })
    } catch (err) {
      loggerOf(deps, req).warn(`[leads] could not read a subscriber: ${(err as Error).message}`)
      sendError(res, new HttpError(503, 'unavailable', UNAVAILABLE))
    }
  }
}

/** POST: the body parsers (form or JSON, at most 4 kB) and the handler (see module doc). */
export function unsubscribe(deps: LeadFunctionsDeps): RequestHandler[] {
  const handler = (req: Request, res: Response) => {
    const token = linkToken(req)
    res.set('Cache-Control', 'no-store')
    const answer = (outcome: NewsletterOutcome) => {
      if (!wantsJson(req))
        return void res.redirect(
          303,
          newsletterPagePath('unsubscribe', {
            outcome,
            ...(outcome === 'unavailable' ? { token } : {}),
          }),
        )
      if (outcome === 'invalid')
        return sendError(res, new HttpError(400, 'invalid_token', UNSUBSCRIBE_MESSAGES.invalid))
      if (outcome === 'unavailable')
        return sendError(res, new HttpError(503, 'unavailable', UNAVAILABLE))
      res.json({ success: true, message: UNSUBSCRIBE_MESSAGES.unsubscribed })
    }
    const email = verifyUnsubscribeToken(token, deps.unsubscribeSecret)
    if (!email) return answer('invalid')
    try {
      deps.store.accept((tx) => {
        const known = tx.subscriber(email)
        if (known?.state === 'unsubscribed') return
        tx.unsubscribe(email)
        tx.op({
          key: randomUUID(),
          kind: 'unsubscribe',
          collection: 'newsletter-subscribers',
          method: 'PATCH',
          // The document by the key it was created with; by email only for an address this
          // outbox never created (docs/decisions/0058).
          where: subscriberWhere(known ?? { email, key: null }),
          body: { unsubscribed: true, unsubscribed_at: new Date(nowOf(deps)).toISOString() },
        })
      }, requestOf(req))
    } catch (err) {
      loggerOf(deps, req).warn(`[leads] could not store an unsubscribe: ${(err as Error).message}`)
      return answer('unavailable')
    }
    deps.wake()
    answer('unsubscribed')
  }
  return [
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    handler,
  ]
}
