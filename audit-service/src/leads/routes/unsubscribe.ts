/**
 * `GET|POST newsletter-unsubscribe?token=…`: the link in every newsletter email. GET shows a page
 * with one button; POST (the button, or a mail client's RFC 8058 one-click
 * `List-Unsubscribe=One-Click`) unsubscribes: the subscriber is marked in the outbox and a PATCH
 * of its CMS `newsletter-subscribers` document is queued. The token is the signed email
 * (mail/unsubscribe.ts); a token that does not verify gets 400. POST answers HTML unless the
 * request was JSON (`{success: true, message}`, or 400 `invalid_token`); 503 `unavailable` when
 * the outbox cannot be written. Pages are sent with `Cache-Control: no-store` (GET).
 */
import express, { type Request, type RequestHandler, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { HttpError, sendError } from '../../http/errors'
import { verifyUnsubscribeToken } from '../../tokens'
import { subscriberWhere } from '../store'
import { loggerOf, nowOf, requestOf, type LeadFunctionsDeps } from './shared'

/** A small self-contained HTML page (no external assets, not indexed); also newsletterConfirm.ts. */
export const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111;background:#fff}@media(prefers-color-scheme:dark){body{color:#eee;background:#0b0d17}}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#7c3aed;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`

/** `text` with the HTML special characters as entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const invalidLinkPage = () => page('Invalid link', '<h1>This unsubscribe link is not valid.</h1>')

/** GET: the page asking to confirm, with the token in a hidden field of a POST form. */
export function unsubscribePage(deps: LeadFunctionsDeps): RequestHandler {
  return (req: Request, res: Response) => {
    const token = String(req.query.token ?? '')
    const email = verifyUnsubscribeToken(token, deps.unsubscribeSecret)
    res.set('Cache-Control', 'no-store')
    if (!email) return void res.status(400).type('html').send(invalidLinkPage())
    const safe = escapeHtml(email)
    res
      .type('html')
      .send(
        page(
          'Unsubscribe',
          `<h1>Unsubscribe</h1><p>Stop sending the newsletter to <strong>${safe}</strong>?</p><form method="post"><input type="hidden" name="token" value="${token.replace(/"/g, '&quot;')}"><button type="submit">Unsubscribe</button></form>`,
        ),
      )
  }
}

/**
 * POST: the body parsers (form or JSON, at most 4 kB) and the handler. The token comes from the
 * query, else the body. Unsubscribing an address already unsubscribed stores nothing new.
 */
export function unsubscribe(deps: LeadFunctionsDeps): RequestHandler[] {
  const handler = (req: Request, res: Response) => {
    const token = String(req.query.token ?? (req.body as { token?: unknown })?.token ?? '')
    const email = verifyUnsubscribeToken(token, deps.unsubscribeSecret)
    const wantsHtml = !req.is('application/json')
    if (!email) {
      if (wantsHtml) return void res.status(400).type('html').send(invalidLinkPage())
      return sendError(
        res,
        new HttpError(400, 'invalid_token', 'This unsubscribe link is not valid.'),
      )
    }
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
      return sendError(res, new HttpError(503, 'unavailable', 'Please try again in a minute.'))
    }
    deps.wake()
    if (wantsHtml)
      return void res
        .type('html')
        .send(
          page(
            'Unsubscribed',
            "<h1>You're unsubscribed.</h1><p>You will not receive the newsletter any more.</p>",
          ),
        )
    res.json({ success: true, message: "You're unsubscribed." })
  }
  return [
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    handler,
  ]
}
