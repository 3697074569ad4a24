/**
 * The newsletter's emailed links, on the site's own pages (docs/decisions/0130): the server side of
 * `/newsletter/confirm?token=…` and `/newsletter/unsubscribe?token=…`
 * (pages/(site)/newsletter/*). The audit service keeps the tokens' secret and the subscribers;
 * the site asks it (`AUDIT_SERVICE_URL`, at most `NEWSLETTER_TIMEOUT_MS`).
 *
 * - `newsletterLinkView(kind, { token, outcome })` → `NewsletterLinkView`, what a page shows (its
 *   `+data`): after the button (`outcome` in the address) that outcome as it is; otherwise it asks
 *   the service what the link is for (`GET /functions/v1/newsletter-{confirm|unsubscribe}` as
 *   JSON, which changes nothing: mail scanners open links) → `ask` (with the address, and the
 *   button), `already` (confirmed, or unsubscribed, before), `invalid` (a token that does not
 *   verify, has expired, is missing or malformed) or `unavailable` (the service failed or was
 *   slow; the button is kept to try again). Never throws.
 * - `newsletterRoutes()` → Express router, mounted before the functions proxy:
 *   - `POST /newsletter/confirm`, `POST /newsletter/unsubscribe` (the page's button, a plain form
 *     post: no script needed; `token` from the form, else the query): posts the token to the
 *     service as JSON and answers 303 to the page with the outcome (Post/Redirect/Get: a reload
 *     sends nothing again), the token kept only for `unavailable`. A mail client's RFC 8058
 *     one-click (`List-Unsubscribe=One-Click`, from the newsletter's `List-Unsubscribe` header) is
 *     answered 200 (400 for a bad token, 503 when the service cannot take it) instead. A body the
 *     form parser refuses (over 4 kB) is answered as an invalid link, never a 500.
 *   - `GET /functions/v1/newsletter-confirm`, `GET /functions/v1/newsletter-unsubscribe`: the links
 *     of emails sent before the pages existed → 303 to the page with their token (even while the
 *     audit service is down: the page then says so).
 *   Every answer is `Cache-Control: no-store`.
 *
 * `configureNewsletter({ url, logger })` sets where the audit service is (server/app.ts; default the
 * environment's AUDIT_SERVICE_URL). The settings live on `globalThis`, shared by the Express server
 * and the Vike bundle, which load this module separately.
 */
import { remember } from '@epic-web/remember'
import express from 'express'
import {
  NEWSLETTER_OUTCOMES,
  NEWSLETTER_PAGES,
  newsletterPagePath,
  type NewsletterOutcome,
} from '@aivis/contract'
import { createLogger, type Logger } from '@aivis/contract/log'
import { loadConfig } from './config.server'

/** How long a page or a button waits for the audit service, ms. */
export const NEWSLETTER_TIMEOUT_MS = 5000

/** A newsletter link page: the confirmation or the unsubscribe. */
export type NewsletterLinkKind = keyof typeof NEWSLETTER_PAGES

/**
 * What a link page shows: `ask` (the button, for `email`), an outcome, or `unavailable` with the
 * token to press the button again (null when there is none).
 */
export type NewsletterLinkView =
  | { state: 'ask'; email: string; token: string }
  | { state: 'unavailable'; token: string | null }
  | { state: Exclude<NewsletterOutcome, 'unavailable'> }

/** The outcomes each page shows (others in its address are ignored). */
const OUTCOMES: Record<NewsletterLinkKind, readonly NewsletterOutcome[]> = {
  confirm: ['confirmed', 'already', 'invalid', 'unavailable'],
  unsubscribe: ['unsubscribed', 'already', 'invalid', 'unavailable'],
}

/** The audit service's function of each page. */
const FUNCTION: Record<NewsletterLinkKind, string> = {
  confirm: '/functions/v1/newsletter-confirm',
  unsubscribe: '/functions/v1/newsletter-unsubscribe',
}

const settings = remember('aivis.web.newsletter', () => ({
  url: null as string | null,
  logger: null as Logger | null,
}))

/** Where the audit service is, and the logger of failures (server/app.ts). */
export function configureNewsletter(next: { url: string; logger?: Logger }): void {
  settings.url = next.url.replace(/\/$/, '')
  if (next.logger) settings.logger = next.logger
}

const serviceUrl = () => (settings.url ??= loadConfig().auditService.url.replace(/\/$/, ''))
const logger = () => (settings.logger ??= createLogger('web'))

/** A token as it may be: a short run of URL-safe characters (the service verifies it). */
const TOKEN = /^[\w.~%-]{1,600}$/

const isOutcome = (value: unknown): value is NewsletterOutcome =>
  (NEWSLETTER_OUTCOMES as readonly unknown[]).includes(value)

/** What the page of `kind` shows for its address's `token` and `outcome` (see module doc). */
export async function newsletterLinkView(
  kind: NewsletterLinkKind,
  query: { token?: unknown; outcome?: unknown },
): Promise<NewsletterLinkView> {
  const token = typeof query.token === 'string' && TOKEN.test(query.token) ? query.token : null
  const shown =
    isOutcome(query.outcome) && OUTCOMES[kind].includes(query.outcome) ? query.outcome : null
  if (shown) return shown === 'unavailable' ? { state: 'unavailable', token } : { state: shown }
  if (!token) return { state: 'invalid' }
  try {
    const res = await fetch(`${serviceUrl()}${FUNCTION[kind]}?token=${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(NEWSLETTER_TIMEOUT_MS),
    })
    if (res.status === 400) return { state: 'invalid' }
    if (!res.ok) throw new Error(`the audit service answered ${res.status}`)
    const body = (await res.json()) as { email?: unknown; state?: unknown }
    if (typeof body.email !== 'string') throw new Error('the audit service sent no address')
    const done = kind === 'confirm' ? 'subscribed' : 'unsubscribed'
    return body.state === done ? { state: 'already' } : { state: 'ask', email: body.email, token }
  } catch (err) {
    logger().warn({ err, kind }, 'newsletter link could not be checked')
    return { state: 'unavailable', token }
  }
}

/** What the service said to the button's POST: the outcome the page shows. */
async function post(kind: NewsletterLinkKind, token: string, requestId?: string) {
  try {
    const res = await fetch(`${serviceUrl()}${FUNCTION[kind]}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(NEWSLETTER_TIMEOUT_MS),
    })
    if (res.status === 400) return 'invalid'
    if (!res.ok) throw new Error(`the audit service answered ${res.status}`)
    const body = (await res.json()) as { already_subscribed?: unknown }
    if (kind === 'unsubscribe') return 'unsubscribed'
    return body.already_subscribed === true ? 'already' : 'confirmed'
  } catch (err) {
    logger().warn({ err, kind }, 'newsletter link could not be followed')
    return 'unavailable'
  }
}

/** The one-click answer of each outcome (RFC 8058: the mail client reads only the status). */
const ONE_CLICK: Partial<Record<NewsletterOutcome, [number, string]>> = {
  unsubscribed: [200, "You're unsubscribed."],
  invalid: [400, 'This unsubscribe link is not valid.'],
  unavailable: [503, 'Please try again in a minute.'],
}

/** The buttons' POSTs and the old links' redirects (see module doc). */
export function newsletterRoutes(): express.Router {
  const router = express.Router()
  for (const kind of ['confirm', 'unsubscribe'] as const) {
    const path = NEWSLETTER_PAGES[kind]
    router.get(FUNCTION[kind], (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : undefined
      res.set('cache-control', 'no-store')
      res.redirect(303, newsletterPagePath(kind, { token }))
    })
    router.post(
      path,
      express.urlencoded({ extended: false, limit: '4kb' }),
      async (req: express.Request, res: express.Response) => {
        const body = (req.body ?? {}) as Record<string, unknown>
        const token =
          typeof body.token === 'string'
            ? body.token
            : typeof req.query.token === 'string'
              ? req.query.token
              : ''
        res.set('cache-control', 'no-store')
        const outcome = TOKEN.test(token)
          ? await post(kind, token, req.id ? String(req.id) : undefined)
          : 'invalid'
        const oneClick = kind === 'unsubscribe' && body['List-Unsubscribe'] === 'One-Click'
        const click = oneClick ? ONE_CLICK[outcome] : undefined
        if (click) return void res.status(click[0]).type('text').send(click[1])
        res.redirect(
          303,
          newsletterPagePath(kind, {
            outcome,
            ...(outcome === 'unavailable' ? { token } : {}),
          }),
        )
      },
      // A body the form parser refused: the link cannot be read from it.
      ((_err, _req, res, _next) => {
        res.set('cache-control', 'no-store')
        res.redirect(303, newsletterPagePath(kind, { outcome: 'invalid' }))
      }) as express.ErrorRequestHandler,
    )
  }
  return router
}
