/**
 * `GET|POST /functions/v1/recheck-stop?token=…`: the link in every re-check email
 * (docs/decisions/0079). GET shows a page with one button (a mail scanner following the link stops
 * nothing); POST (the button, or the mail client's RFC 8058 one-click `List-Unsubscribe=One-Click`)
 * stops the re-check: a PATCH of its CMS `rechecks` document, named by its key, is queued in the
 * outbox (`active: false`, `stopped_at`), so the stop is kept while the CMS is down. The token is
 * the re-check's key, signed (tokens.ts `recheckStopToken`); one that does not verify
 * gets 400. POST answers HTML unless the request was JSON (`{ success: true, message }`, or 400
 * `invalid_token`); 503 `unavailable` when the outbox cannot be written. No-store.
 *
 * Posted again (docs/decisions/0097): the outbox keeps one stop per re-check, under the key
 * `recheck-stop:{re-check key}`. A POST finding that stop still pending, or delivered with no
 * report of the re-check queued since (it has not run again), queues nothing and answers as the
 * first did; a re-check that ran after its stop was delivered (started again from the dashboard)
 * gets its stop queued again. Each POST with a valid link counts against the limit per client
 * address (`limits` kind `recheckStop`, limits/leads.ts): past it, 429 `rate_limited` with
 * `Retry-After` (an HTML page saying when to try again, or the JSON error).
 *
 * `recheckStopRoutes({ store, wake, unsubscribeSecret, log, now?, limits?, proxySecret? })` →
 * Express router mounted at `/functions/v1`.
 */
import express, { type Request, type Response } from 'express'
import type { Logger } from '@aivis/contract/log'
import { HttpError, sendError } from '../http/errors'
import { escapeHtml, page } from '../http/page'
import type { LeadStore } from '../leads/store'
import { clientIp } from '../limits/clientIp'
import { noLeadLimits, type LeadLimits } from '../limits/leads'
import { verifyRecheckStopToken } from '../tokens'

export interface RecheckStopDeps {
  store: LeadStore
  wake: () => void
  /** UNSUBSCRIBE_SECRET: signs the stop links too, under its own purpose label. */
  unsubscribeSecret: string
  /** Where failures are reported (warn), each with the request's `reqId`. */
  logger: Logger
  /** Clock, ms (tests). */
  now?: () => number
  /** The limits of the lead functions (kind `recheckStop`); default none. */
  limits?: LeadLimits
  /** FUNCTIONS_PROXY_SECRET: whom a request is counted for (limits/clientIp.ts). */
  proxySecret?: string
}

/** The texts of the stop pages. */
export const RECHECK_STOP_TEXT = {
  invalid: 'This link is not valid.',
  title: 'Stop the monthly re-checks',
  ask: 'Stop re-checking this business every month? Your earlier audits stay on your dashboard.',
  button: 'Stop Re-checks',
  done: 'Re-checks stopped.',
  doneBody:
    'We will not re-check this business any more. You can start again from your dashboard at any time.',
} as const

const T = RECHECK_STOP_TEXT
const invalidPage = () => page('Invalid link', `<h1>${T.invalid}</h1>`)

/** The outbox key of a re-check's stop: one per re-check, its latest state kept. */
const stopKey = (recheckKey: string) => `recheck-stop:${recheckKey}`

/**
 * Queues the stop of the re-check `key` in the outbox unless it is already recorded (see module
 * doc); true when queued. Throws when the outbox cannot be written.
 */
function recordStop(store: LeadStore, key: string, now: number): boolean {
  return store.accept((tx) => {
    const recorded = tx.opState(stopKey(key))
    if (recorded && recorded.state !== 'failed') {
      const ranSince =
        (tx.lastMailAt('recheck_report', `recheck:${key}:`) ?? 0) > recorded.createdAt
      if (recorded.state === 'pending' || !ranSince) return false
    }
    tx.latestOp(
      {
        key: stopKey(key),
        kind: 'recheck_stop',
        collection: 'rechecks',
        method: 'PATCH',
        where: { idempotency_key: key },
        body: { active: false, stopped_at: new Date(now).toISOString() },
      },
      now,
    )
    return true
  })
}

export function recheckStopRoutes(deps: RecheckStopDeps): express.Router {
  const limits = deps.limits ?? noLeadLimits
  const router = express.Router()
  router.get('/recheck-stop', (req: Request, res: Response) => {
    const token = String(req.query.token ?? '')
    res.set('Cache-Control', 'no-store')
    if (!verifyRecheckStopToken(token, deps.unsubscribeSecret))
      return void res.status(400).type('html').send(invalidPage())
    res
      .type('html')
      .send(
        page(
          T.title,
          `<h1>${T.title}</h1><p>${T.ask}</p><form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${T.button}</button></form>`,
        ),
      )
  })
  router.post(
    '/recheck-stop',
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    async (req: Request, res: Response) => {
      const logger = deps.logger.child({ reqId: req.id })
      res.set('Cache-Control', 'no-store')
      const token = String(req.query.token ?? (req.body as { token?: unknown })?.token ?? '')
      const key = verifyRecheckStopToken(token, deps.unsubscribeSecret)
      const wantsHtml = !req.is('application/json')
      if (!key) {
        if (wantsHtml) return void res.status(400).type('html').send(invalidPage())
        return sendError(res, new HttpError(400, 'invalid_token', T.invalid))
      }
      try {
        await limits.consume('recheckStop', {
          ip: clientIp(req, { proxySecret: deps.proxySecret, logger }),
          target: null,
        })
      } catch (err) {
        if (!(err instanceof HttpError) || !wantsHtml) return sendError(res, err)
        return void res
          .status(err.status)
          .set(err.extra.headers ?? {})
          .type('html')
          .send(page(T.title, `<h1>${T.title}</h1><p>${escapeHtml(err.message)}</p>`))
      }
      let queued: boolean
      try {
        queued = recordStop(deps.store, key, (deps.now ?? Date.now)())
      } catch (err) {
        logger.warn(`[rechecks] could not store a stop: ${(err as Error).message}`)
        return sendError(res, new HttpError(503, 'unavailable', 'Please try again in a minute.'))
      }
      if (queued) deps.wake()
      if (wantsHtml)
        return void res.type('html').send(page(T.done, `<h1>${T.done}</h1><p>${T.doneBody}</p>`))
      res.json({ success: true, message: T.done })
    },
  )
  return router
}
