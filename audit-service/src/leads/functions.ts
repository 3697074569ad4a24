/**
 * The lead functions (spec §7 calls 2, 5 and 6), mounted under `/functions/v1` by app.ts:
 *
 * - `POST send-contact-inquiry` — a contact inquiry: stored for the CMS `inquiries` collection and a
 *   notice to SALES_EMAIL carrying its message.
 * - `POST newsletter-signup` — a subscriber for `newsletter-subscribers` and a welcome message with
 *   a one-click unsubscribe link; an email already on the list answers `already_subscribed: true`
 *   and records nothing.
 * - `POST send-audit-results` — a request for `result-email-requests` and the results email.
 * - `GET|POST newsletter-unsubscribe?token=…` — GET shows a page with one button; POST (the button,
 *   or a mail client's RFC 8058 one-click `List-Unsubscribe=One-Click`) unsubscribes.
 *
 * Every accepted lead is committed to the outbox (store.ts) before the answer; the relay delivers
 * it (relay.ts). Bodies must be `application/json` (415 otherwise) of at most 20 kB (results: 1 MB).
 * Answers (contract `LeadAccepted`/`LeadRejected`): 200 `{success: true, message}`; 400
 * `{error: 'validation_failed', message, fields}` with the spec §5 messages per field; 400
 * `invalid_json`; 503 `{error: 'unavailable'}` when the outbox cannot be written (nothing was
 * acknowledged). Bots — the honeypot `company_fax` filled, or `form_started_at` less than
 * `MIN_FILL_MS` before the request — get the same 200 and nothing is stored. An `Idempotency-Key`
 * header makes a retried submission answer the same and store nothing new.
 */
import express, { type Request, type Response, type Router } from 'express'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  BOT_FIELDS,
  LEAD_ANSWERS,
  MIN_FILL_MS,
  contactInquirySchema,
  newsletterSignupSchema,
  sendAuditResultsSchema,
  type LeadAccepted,
  type LeadRejected,
} from '@aivis/contract'
import { jsonOnly } from '../http/jsonOnly'
import { verifyUnsubscribeToken } from '../mail/unsubscribe'
import type { LeadStore, LeadTx } from './store'

export interface LeadFunctionsDeps {
  store: LeadStore
  /** Called after leads were accepted, so the relay works at once. */
  wake: () => void
  unsubscribeSecret: string
  log: (msg: string) => void
  now?: () => number
}

const INVALID = 'Please check the highlighted fields.'

/** True when the body carries a bot's marks (see module doc). */
export function isBot(body: unknown, now: number): boolean {
  if (!body || typeof body !== 'object') return false
  const b = body as Record<string, unknown>
  const trap = b[BOT_FIELDS.honeypot]
  if (typeof trap === 'string' && trap.trim() !== '') return true
  const started = Number(b[BOT_FIELDS.startedAt])
  return Number.isFinite(started) && started > 0 && now - started < MIN_FILL_MS
}

/** 400 answer for a zod failure: the first message per field, under the spec's field names. */
function rejected(error: z.ZodError): LeadRejected {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body')
    fields[field] ??= issue.message
  }
  return { error: 'validation_failed', message: INVALID, fields }
}

/** The request's id (`req.id`, set by the request logging), for the ops it writes. */
const requestOf = (req: Request) => ({ requestId: req.id ? String(req.id) : undefined })

export function leadFunctions(deps: LeadFunctionsDeps): Router {
  const router = express.Router()
  const now = () => (deps.now ?? Date.now)()

  /**
   * Validates, drops bots, then commits `store(tx, data, key)` and answers. `key` is the request's
   * idempotency key (the header's, else a new one) — every record it writes derives its keys
   * from it.
   */
  const handle =
    <S extends z.ZodType>(
      schema: S,
      store: (tx: LeadTx, data: z.infer<S>, key: string) => LeadAccepted,
      botAnswer: LeadAccepted,
    ) =>
    (req: Request, res: Response) => {
      if (isBot(req.body, now())) return void res.json(botAnswer)
      const parsed = schema.safeParse(req.body)
      if (!parsed.success) {
        if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body))
          return void res
            .status(400)
            .json({ error: 'invalid_request', message: 'The request body must be a JSON object.' })
        return void res.status(400).json(rejected(parsed.error))
      }
      const header = req.get('idempotency-key')
      const requestKey = header && /^[\w-]{8,100}$/.test(header) ? header : null
      const key = requestKey ?? randomUUID()
      let answer: LeadAccepted
      try {
        answer = deps.store.accept((tx) => {
          if (requestKey) {
            const earlier = tx.answered(`${req.path}:${requestKey}`) as LeadAccepted | null
            if (earlier) return earlier
          }
          const a = store(tx, parsed.data, key)
          if (requestKey) tx.remember(`${req.path}:${requestKey}`, a)
          return a
        }, requestOf(req))
      } catch (err) {
        deps.log(`[leads] could not store a ${req.path} lead: ${(err as Error).message}`)
        return void res.status(503).json({
          error: 'unavailable',
          message: 'We could not save your request just now. Please try again in a minute.',
        })
      }
      deps.wake()
      res.json(answer)
    }

  router.post(
    '/send-contact-inquiry',
    ...jsonOnly('20kb'),
    handle(
      contactInquirySchema,
      (tx, inquiry, key) => {
        const receivedAt = new Date(now()).toISOString()
        tx.op({
          key,
          kind: 'inquiry',
          collection: 'inquiries',
          method: 'POST',
          body: { ...inquiry, source: 'contact_page', idempotency_key: key },
        })
        tx.mail({
          key: `${key}:notice`,
          kind: 'inquiry_notice',
          to: '',
          data: { inquiry, receivedAt },
        })
        return { success: true, message: LEAD_ANSWERS.inquiry }
      },
      { success: true, message: LEAD_ANSWERS.inquiry },
    ),
  )

  router.post(
    '/newsletter-signup',
    ...jsonOnly('20kb'),
    handle(
      newsletterSignupSchema,
      (tx, { email, source }, key) => {
        const state = tx.subscriber(email)
        if (state === 'subscribed')
          return {
            success: true,
            message: LEAD_ANSWERS.alreadySubscribed,
            already_subscribed: true,
          }
        tx.subscribe(email, source)
        if (state === 'unsubscribed') {
          // Back on the list: the CMS document exists; clear its unsubscribed flag.
          tx.op({
            key,
            kind: 'newsletter',
            collection: 'newsletter-subscribers',
            method: 'PATCH',
            where: { email },
            body: { unsubscribed: false, unsubscribed_at: null, source },
          })
        } else {
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
  )

  router.post(
    '/send-audit-results',
    ...jsonOnly('1mb'),
    handle(
      sendAuditResultsSchema,
      (tx, request, key) => {
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
          },
        })
        tx.mail({
          key: `${key}:results`,
          kind: 'results_email',
          to: request.email,
          data: { result },
        })
        return { success: true, message: LEAD_ANSWERS.resultsEmail }
      },
      { success: true, message: LEAD_ANSWERS.resultsEmail },
    ),
  )

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111;background:#fff}@media(prefers-color-scheme:dark){body{color:#eee;background:#0b0d17}}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#7c3aed;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`

  router.get('/newsletter-unsubscribe', (req, res) => {
    const token = String(req.query.token ?? '')
    const email = verifyUnsubscribeToken(token, deps.unsubscribeSecret)
    res.set('Cache-Control', 'no-store')
    if (!email)
      return void res
        .status(400)
        .type('html')
        .send(page('Invalid link', '<h1>This unsubscribe link is not valid.</h1>'))
    const safe = email.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    res
      .type('html')
      .send(
        page(
          'Unsubscribe',
          `<h1>Unsubscribe</h1><p>Stop sending the newsletter to <strong>${safe}</strong>?</p><form method="post"><input type="hidden" name="token" value="${token.replace(/"/g, '&quot;')}"><button type="submit">Unsubscribe</button></form>`,
        ),
      )
  })

  router.post(
    '/newsletter-unsubscribe',
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    (req, res) => {
      const token = String(req.query.token ?? (req.body as { token?: unknown })?.token ?? '')
      const email = verifyUnsubscribeToken(token, deps.unsubscribeSecret)
      const wantsHtml = !req.is('application/json')
      if (!email) {
        return void (wantsHtml
          ? res
              .status(400)
              .type('html')
              .send(page('Invalid link', '<h1>This unsubscribe link is not valid.</h1>'))
          : res
              .status(400)
              .json({ error: 'invalid_token', message: 'This unsubscribe link is not valid.' }))
      }
      try {
        deps.store.accept((tx) => {
          if (tx.subscriber(email) === 'unsubscribed') return
          tx.unsubscribe(email)
          tx.op({
            key: randomUUID(),
            kind: 'unsubscribe',
            collection: 'newsletter-subscribers',
            method: 'PATCH',
            where: { email },
            body: { unsubscribed: true, unsubscribed_at: new Date(now()).toISOString() },
          })
        }, requestOf(req))
      } catch (err) {
        deps.log(`[leads] could not store an unsubscribe: ${(err as Error).message}`)
        return void res
          .status(503)
          .json({ error: 'unavailable', message: 'Please try again in a minute.' })
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
    },
  )

  return router
}
