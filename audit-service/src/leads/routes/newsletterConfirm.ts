/**
 * `GET|POST newsletter-confirm?token=…` (double opt-in, docs/decisions/0058): what the link in the
 * confirmation message (mail/templates/NewsletterConfirm.tsx) does. The link opens the site's page
 * (`NEWSLETTER_PAGES.confirm`, docs/decisions/0130), whose server asks here; the token is the
 * signed email and issue time (../../tokens.ts), valid for 7 days.
 *
 * - `GET` with `Accept: application/json` (the site's page) confirms nothing (mail scanners
 *   prefetch links): 200 `{ email, state }`, `state` what the outbox knows of the address
 *   (`unconfirmed`, also for an address it does not know; `subscribed`; `unsubscribed`); 400
 *   `invalid_token` for a token that does not verify, has expired or was issued before the address
 *   unsubscribed; 503 `unavailable` when the outbox cannot be read.
 * - `GET` otherwise (a link of an email sent before the site had the page): 303 to the site's page
 *   with the token.
 * - `POST` (the page's button; the token from the query or the body, a form or JSON of at most
 *   4 kB) confirms: the subscriber is marked confirmed in the outbox, a PATCH `{ confirmed: true,
 *   confirmed_at }` of its CMS `newsletter-subscribers` document (named by the idempotency key it
 *   was created with; an earlier opt-out is lifted by this confirmation; a suspected-spam mark
 *   stays for sales to clear: the service account may not write it after the create) and the
 *   welcome message are queued. Confirming again changes nothing. JSON: 200 `{ success: true,
 *   message: 'Thanks for subscribing!' }`, or with `already_subscribed: true` and "You're already
 *   subscribed!" when it was confirmed before; 400 `invalid_token`; 503 `unavailable` when the
 *   outbox cannot be written. A form post (a page rendered before the site had its own) gets 303
 *   to the site's page with its outcome (`NewsletterOutcome`).
 *
 * Every answer is sent with `Cache-Control: no-store`.
 */
import express, { type Request, type RequestHandler, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { newsletterPagePath, type NewsletterOutcome } from '@aivis/contract'
import { HttpError, sendError } from '../../http/errors'
import { verifyConfirmToken } from '../../tokens'
import { subscriberWhere } from '../store'
import { linkToken, loggerOf, nowOf, requestOf, wantsJson, type LeadFunctionsDeps } from './shared'

/** The answers' messages: the spec's newsletter toasts (§8). */
export const CONFIRM_MESSAGES = {
  confirmed: 'Thanks for subscribing!',
  already: "You're already subscribed!",
  invalid: 'This confirmation link is not valid or has expired.',
} as const

const UNAVAILABLE = 'Please try again in a minute.'

/** GET: what the link is for (JSON), or the way to the site's page (see module doc). */
export function newsletterConfirmStatus(deps: LeadFunctionsDeps): RequestHandler {
  return (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : ''
    res.set('Cache-Control', 'no-store')
    if (!wantsJson(req)) return void res.redirect(303, newsletterPagePath('confirm', { token }))
    const valid = verifyConfirmToken(token, deps.unsubscribeSecret, nowOf(deps))
    if (!valid) return sendError(res, new HttpError(400, 'invalid_token', CONFIRM_MESSAGES.invalid))
    let known
    try {
      known = deps.store.accept((tx) => tx.subscriber(valid.email))
    } catch (err) {
      loggerOf(deps, req).warn(`[leads] could not read a subscriber: ${(err as Error).message}`)
      return sendError(res, new HttpError(503, 'unavailable', UNAVAILABLE))
    }
    // Opted out after this link was sent: only a new signup's link subscribes again.
    if (known?.unsubscribedAt && known.unsubscribedAt >= valid.issuedAt)
      return sendError(res, new HttpError(400, 'invalid_token', CONFIRM_MESSAGES.invalid))
    res.json({ email: valid.email, state: known?.state ?? 'unconfirmed' })
  }
}

/**
 * Confirms the subscription of a verified link in one outbox transaction; 'already' when it was
 * confirmed before, 'invalid' when the address unsubscribed after the link was issued. Throws
 * when the outbox cannot be written.
 */
function confirmSubscription(
  deps: LeadFunctionsDeps,
  req: Request,
  { email, issuedAt }: { email: string; issuedAt: number },
): 'confirmed' | 'already' | 'invalid' {
  const now = nowOf(deps)
  return deps.store.accept((tx) => {
    const known = tx.subscriber(email)
    if (known?.state === 'subscribed') return 'already'
    // Opted out after this link was sent: only a new signup's link subscribes again.
    if (known?.unsubscribedAt && known.unsubscribedAt >= issuedAt) return 'invalid'
    tx.confirm(email, now)
    const key = randomUUID()
    tx.op({
      key,
      kind: 'newsletter',
      collection: 'newsletter-subscribers',
      method: 'PATCH',
      where: subscriberWhere(known ?? { email, key: null }),
      body: {
        confirmed: true,
        confirmed_at: new Date(now).toISOString(),
        ...(known?.state === 'unsubscribed' ? { unsubscribed: false, unsubscribed_at: null } : {}),
      },
    })
    tx.mail({ key: `${key}:welcome`, kind: 'newsletter_welcome', to: email, data: { email } })
    return 'confirmed'
  }, requestOf(req))
}

/** POST: the body parsers (form or JSON, at most 4 kB) and the handler (see module doc). */
export function newsletterConfirm(deps: LeadFunctionsDeps): RequestHandler[] {
  const handler = (req: Request, res: Response) => {
    const token = linkToken(req)
    res.set('Cache-Control', 'no-store')
    const answer = (outcome: NewsletterOutcome) => {
      if (!wantsJson(req))
        return void res.redirect(
          303,
          newsletterPagePath('confirm', {
            outcome,
            ...(outcome === 'unavailable' ? { token } : {}),
          }),
        )
      if (outcome === 'invalid')
        return sendError(res, new HttpError(400, 'invalid_token', CONFIRM_MESSAGES.invalid))
      if (outcome === 'unavailable')
        return sendError(res, new HttpError(503, 'unavailable', UNAVAILABLE))
      res.json(
        outcome === 'already'
          ? { success: true, message: CONFIRM_MESSAGES.already, already_subscribed: true }
          : { success: true, message: CONFIRM_MESSAGES.confirmed },
      )
    }
    const valid = verifyConfirmToken(token, deps.unsubscribeSecret, nowOf(deps))
    if (!valid) return answer('invalid')
    let outcome: 'confirmed' | 'already' | 'invalid'
    try {
      outcome = confirmSubscription(deps, req, valid)
    } catch (err) {
      loggerOf(deps, req).warn(
        `[leads] could not store a newsletter confirmation: ${(err as Error).message}`,
      )
      return answer('unavailable')
    }
    if (outcome === 'confirmed') deps.wake()
    answer(outcome)
  }
  return [
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    handler,
  ]
}
