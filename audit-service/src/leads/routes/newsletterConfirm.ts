/**
 * `GET|POST newsletter-confirm?token=…` (double opt-in, docs/decisions/0058): the link in the
 * confirmation message (mail/templates/NewsletterConfirm.tsx). GET shows a page with one button
 * and confirms nothing (mail scanners prefetch links); POST (the button) confirms: the subscriber
 * is marked confirmed in the outbox, a PATCH `{ confirmed: true, confirmed_at }` of its CMS
 * `newsletter-subscribers` document (named by the idempotency key it was created with; an earlier
 * opt-out is lifted by this confirmation; a suspected-spam mark stays for sales to clear: the
 * service account may not write it after the create) and the welcome message are queued. The token is the signed email and issue time (mail/confirm.ts), valid for 7 days; a
 * token that does not verify, has expired or was issued before the address unsubscribed gets 400.
 * Confirming again changes nothing and answers the same. POST answers HTML unless the request was
 * JSON (`{success: true, message}`, or 400 `invalid_token`); 503 `unavailable` when the outbox
 * cannot be written. Pages are sent with `Cache-Control: no-store`.
 */
import express, { type Request, type RequestHandler, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { HttpError, sendError } from '../../http/errors'
import { verifyConfirmToken } from '../../tokens'
import { PRODUCT_NAME } from '../../mail/templates'
import { subscriberWhere } from '../store'
import { loggerOf, nowOf, requestOf, type LeadFunctionsDeps } from './shared'
import { escapeHtml, page } from './unsubscribe'

/** What the confirmed visitor reads: the spec's newsletter success toast (§8). */
const CONFIRMED = {
  title: 'Thanks for subscribing!',
  text: "We'll keep you updated with the latest AI insights.",
}

const INVALID = 'This confirmation link is not valid or has expired.'
const invalidLinkPage = () =>
  page('Invalid link', `<h1>${INVALID}</h1><p>Sign up again on the site to get a new one.</p>`)

/** GET: the page asking to confirm, with the token in a hidden field of a POST form. */
export function newsletterConfirmPage(deps: LeadFunctionsDeps): RequestHandler {
  return (req: Request, res: Response) => {
    const token = String(req.query.token ?? '')
    const valid = verifyConfirmToken(token, deps.unsubscribeSecret, nowOf(deps))
    res.set('Cache-Control', 'no-store')
    if (!valid) return void res.status(400).type('html').send(invalidLinkPage())
    res
      .type('html')
      .send(
        page(
          'Confirm your subscription',
          `<h1>Confirm your subscription</h1><p>Send the ${PRODUCT_NAME} newsletter to <strong>${escapeHtml(valid.email)}</strong>?</p><form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Confirm subscription</button></form>`,
        ),
      )
  }
}

/** POST: the body parsers (form or JSON, at most 4 kB) and the handler; token from query or body. */
export function newsletterConfirm(deps: LeadFunctionsDeps): RequestHandler[] {
  const handler = (req: Request, res: Response) => {
    const token = String(req.query.token ?? (req.body as { token?: unknown })?.token ?? '')
    const now = nowOf(deps)
    const valid = verifyConfirmToken(token, deps.unsubscribeSecret, now)
    const wantsHtml = !req.is('application/json')
    const refuse = () =>
      wantsHtml
        ? void res.status(400).type('html').send(invalidLinkPage())
        : sendError(res, new HttpError(400, 'invalid_token', INVALID))
    if (!valid) return refuse()
    const { email, issuedAt } = valid
    let confirmed: boolean
    try {
      confirmed = deps.store.accept((tx) => {
        const known = tx.subscriber(email)
        if (known?.state === 'subscribed') return true
        // Opted out after this link was sent: only a new signup's link subscribes again.
        if (known?.unsubscribedAt && known.unsubscribedAt >= issuedAt) return false
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
            ...(known?.state === 'unsubscribed'
              ? { unsubscribed: false, unsubscribed_at: null }
              : {}),
          },
        })
        tx.mail({ key: `${key}:welcome`, kind: 'newsletter_welcome', to: email, data: { email } })
        return true
      }, requestOf(req))
    } catch (err) {
      loggerOf(deps, req).warn(
        `[leads] could not store a newsletter confirmation: ${(err as Error).message}`,
      )
      return sendError(res, new HttpError(503, 'unavailable', 'Please try again in a minute.'))
    }
    if (!confirmed) return refuse()
    deps.wake()
    if (wantsHtml)
      return void res
        .type('html')
        .send(page('Subscribed', `<h1>${CONFIRMED.title}</h1><p>${CONFIRMED.text}</p>`))
    res.json({ success: true, message: CONFIRMED.title })
  }
  return [
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    handler,
  ]
}
