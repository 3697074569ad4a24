/**
 * What the lead routes share (routes/index.ts lists them): their dependencies, the bot checks, and
 * `acceptLead`, the handler that validates a body (400 with the spec §5 field messages), flags
 * bots, honours an `Idempotency-Key` and commits the lead to the outbox before it answers (503 when
 * it cannot; docs/decisions/0020-lead-outbox-in-sqlite-with-a-relay.md). A post the bot checks flag
 * is kept as suspected spam and answered like any other (docs/decisions/0055). Failures are
 * answered through http/errors.ts.
 */
import type { Request, Response } from 'express'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { Logger } from '@aivis/contract/log'
import {
  BOT_FIELDS,
  MIN_FILL_MS,
  leadRejected,
  type LeadAccepted,
  type SpamReason,
} from '@aivis/contract'
import { HttpError, isUnexpected, notAnObject, sendError } from '../../http/errors'
import type { AuditResults } from '../../jobs/results'
import type { LeadLimits } from '../../limits/leads'
import type { LeadStore, LeadTx } from '../store'

/** What the lead routes need from app.ts. */
export interface LeadFunctionsDeps {
  store: LeadStore
  /** Called after leads were accepted, so the relay works at once. */
  wake: () => void
  unsubscribeSecret: string
  /**
   * The finished audits (jobs/results.ts) and the secret their `audit_token`s are signed with:
   * what a results email is built from. Absent: every results email is refused (403).
   */
  results?: { store: AuditResults; tokenSecret: string }
  /** Where failures are reported (warn), each with the request's `reqId` (`loggerOf`). */
  logger: Logger
  /** The clock in epoch milliseconds; `Date.now` when absent. */
  now?: () => number
  /** The limits of the lead functions (../../limits/leads.ts); default none. */
  limits?: LeadLimits
  /** FUNCTIONS_PROXY_SECRET: whom a request is counted for (limits/clientIp.ts). */
  proxySecret?: string
  /**
   * The limit of one route, set by index.ts from `limits`: counts the lead `data` (as
   * `LeadRoute.load` made it) for the client of `req`; throws the 429 `HttpError` when a limit is
   * reached. Default: none.
   */
  limit?: (req: Request, data: unknown) => Promise<void>
}

export type { SpamReason } from '@aivis/contract'

/** What the checks found about a post: `spam`, why the bot checks flagged it (null: not flagged). */
export interface LeadFlags {
  spam: SpamReason | null
}

/**
 * Writes one accepted lead inside the outbox transaction `tx` and returns the answer. `key` is the
 * request's idempotency key (the header's, else a new UUID): every record written derives its
 * keys from it. With `flags.spam` set the lead is written with `suspected_spam: true` and its
 * `spam_reason`, and no mail row; the answer is the same as for any lead.
 */
export type StoreLead<T> = (tx: LeadTx, data: T, key: string, flags: LeadFlags) => LeadAccepted

/** The time now in epoch milliseconds, by `deps.now` when given. */
export const nowOf = (deps: Pick<LeadFunctionsDeps, 'now'>): number => (deps.now ?? Date.now)()

/**
 * The bot checks of a post: `'honeypot'` when the honeypot `company_fax` is filled, `'too_fast'`
 * when `form_started_at` is less than `MIN_FILL_MS` before `now` (epoch milliseconds), else null.
 */
export function isBot(body: unknown, now: number): SpamReason | null {
  if (!body || typeof body !== 'object') return null
  const b = body as Record<string, unknown>
  const trap = b[BOT_FIELDS.honeypot]
  if (typeof trap === 'string' && trap.trim() !== '') return 'honeypot'
  const started = Number(b[BOT_FIELDS.startedAt])
  return Number.isFinite(started) && started > 0 && now - started < MIN_FILL_MS ? 'too_fast' : null
}

/**
 * The 400 of a zod failure (contract `LeadRejected`): the first message per field, under the
 * spec's field names.
 */
function rejected(error: z.ZodError): HttpError {
  const { message, fields } = leadRejected(error)
  return new HttpError(400, 'validation_failed', message, { fields })
}

/** The request's id (`req.id`, set by the request logging), for the ops it writes. */
export const requestOf = (req: Request) => ({ requestId: req.id ? String(req.id) : undefined })

/** The routes' logger for one request: `deps.logger` with the request's `reqId`. */
export const loggerOf = (deps: Pick<LeadFunctionsDeps, 'logger'>, req: Request): Logger =>
  deps.logger.child({ reqId: req.id })

/** One lead route: its body schema, what it loads before storing, and how it stores. */
export interface LeadRoute<S extends z.ZodType, D = z.infer<S>> {
  schema: S
  /**
   * After validation, before the bot checks and the limits: turns the body into what `store`
   * writes (e.g. loads the audit a results email is about). Throws an `HttpError` (answered as
   * it says, nothing stored) when the lead cannot be taken. Default: the body as parsed.
   */
  load?: (data: z.infer<S>, req: Request) => Promise<D>
  store: StoreLead<D>
}

const UNAVAILABLE = 'We could not save your request just now. Please try again in a minute.'

/**
 * The handler of a lead route. In this order:
 * 1. a body that fails `route.schema` gets 400 (`invalid_request` when it is not a JSON object,
 *    else `validation_failed` with `fields`);
 * 2. a well-formed `Idempotency-Key` header (8–100 word characters or dashes) answered before on
 *    the same path gets the first answer again, and nothing is counted or stored;
 * 3. `route.load` (its `HttpError`s answered as they say);
 * 4. the bot checks (`isBot`): a flagged post goes on, as suspected spam;
 * 5. `deps.limit(req, data)`, the limits of the route, suspected spam included (a 429 is answered
 *    with its `Retry-After`);
 * 6. `route.store(tx, data, key, { spam })` in one outbox transaction, the relay is woken and its
 *    answer sent.
 * 503 `unavailable` when the outbox cannot be written (nothing was acknowledged).
 */
export const leadHandler =
  <S extends z.ZodType, D>(deps: LeadFunctionsDeps, route: LeadRoute<S, D>) =>
  async (req: Request, res: Response) => {
    const parsed = route.schema.safeParse(req.body)
    if (!parsed.success) {
      const notObject = !req.body || typeof req.body !== 'object' || Array.isArray(req.body)
      return sendError(res, notObject ? notAnObject() : rejected(parsed.error))
    }
    const header = req.get('idempotency-key')
    const requestKey = header && /^[\w-]{8,100}$/.test(header) ? header : null
    const memo = requestKey ? `${req.path}:${requestKey}` : null
    const key = requestKey ?? randomUUID()
    const unavailable = (err: unknown) => {
      loggerOf(deps, req).warn(
        `[leads] could not store a ${req.path} lead: ${(err as Error).message}`,
      )
      sendError(res, new HttpError(503, 'unavailable', UNAVAILABLE))
    }
    try {
      if (memo) {
        const earlier = deps.store.accept((tx) => tx.answered(memo)) as LeadAccepted | null
        if (earlier) return void res.json(earlier)
      }
    } catch (err) {
      return unavailable(err)
    }
    let data: D
    try {
      data = route.load ? await route.load(parsed.data, req) : (parsed.data as D)
      await deps.limit?.(req, data)
    } catch (err) {
      if (isUnexpected(err))
        loggerOf(deps, req).warn(
          `[leads] ${req.path} failed: ${(err as Error)?.stack ?? String(err)}`,
        )
      return sendError(res, err)
    }
    const flags: LeadFlags = { spam: isBot(req.body, nowOf(deps)) }
    let answer: LeadAccepted
    try {
      answer = deps.store.accept((tx) => {
        if (memo) {
          const earlier = tx.answered(memo) as LeadAccepted | null
          if (earlier) return earlier
        }
        const a = route.store(tx, data, key, flags)
        if (memo) tx.remember(memo, a)
        return a
      }, requestOf(req))
    } catch (err) {
      return unavailable(err)
    }
    deps.wake()
    res.json(answer)
  }

/**
 * `leadHandler` of a route that loads nothing: `store(tx, data, key, flags)` writes the body as
 * `schema` parsed it; every post, suspected spam included, gets the answer `store` returns.
 */
export const acceptLead = <S extends z.ZodType>(
  deps: LeadFunctionsDeps,
  schema: S,
  store: StoreLead<z.infer<S>>,
) => leadHandler(deps, { schema, store })

/**
 * The token of a newsletter link request (newsletterConfirm.ts, unsubscribe.ts): `?token=`, else
 * the body's `token` (a form or JSON); anything else as text, so a malformed one simply fails to
 * verify; '' when there is none.
 */
export function linkToken(req: Request): string {
  const body = req.body as { token?: unknown } | undefined
  const value = req.query.token ?? body?.token
  return typeof value === 'string' ? value : ''
}

/** True when the request asks for JSON (the site's server, a script), not a page. */
export const wantsJson = (req: Request): boolean =>
  req.method === 'GET' ? req.accepts(['html', 'json']) === 'json' : !!req.is('application/json')
