/**
 * What the lead routes share (routes/index.ts lists them): their dependencies, the bot test, and
 * `acceptLead`, the handler that validates a body (400 with the spec §5 field messages), drops
 * bots, honours an `Idempotency-Key` and commits the lead to the outbox before it answers (503 when
 * it cannot; docs/decisions/0020-lead-outbox-in-sqlite-with-a-relay.md). Failures are answered
 * through http/errors.ts.
 */
import type { Request, Response } from 'express'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { BOT_FIELDS, MIN_FILL_MS, type LeadAccepted } from '@aivis/contract'
import { HttpError, notAnObject, sendError } from '../../http/errors'
import type { LeadStore, LeadTx } from '../store'

/** What the lead routes need from app.ts. */
export interface LeadFunctionsDeps {
  store: LeadStore
  /** Called after leads were accepted, so the relay works at once. */
  wake: () => void
  unsubscribeSecret: string
  log: (msg: string) => void
  /** The clock in epoch milliseconds; `Date.now` when absent. */
  now?: () => number
}

/**
 * Writes one accepted lead inside the outbox transaction `tx` and returns the answer. `key` is the
 * request's idempotency key (the header's, else a new UUID): every record written derives its
 * keys from it.
 */
export type StoreLead<T> = (tx: LeadTx, data: T, key: string) => LeadAccepted

const INVALID = 'Please check the highlighted fields.'

/** The time now in epoch milliseconds, by `deps.now` when given. */
export const nowOf = (deps: Pick<LeadFunctionsDeps, 'now'>): number => (deps.now ?? Date.now)()

/**
 * True when the body carries a bot's marks: the honeypot `company_fax` filled, or
 * `form_started_at` less than `MIN_FILL_MS` before `now` (epoch milliseconds).
 */
export function isBot(body: unknown, now: number): boolean {
  if (!body || typeof body !== 'object') return false
  const b = body as Record<string, unknown>
  const trap = b[BOT_FIELDS.honeypot]
  if (typeof trap === 'string' && trap.trim() !== '') return true
  const started = Number(b[BOT_FIELDS.startedAt])
  return Number.isFinite(started) && started > 0 && now - started < MIN_FILL_MS
}

/**
 * The 400 of a zod failure (contract `LeadRejected`): the first message per field, under the
 * spec's field names.
 */
function rejected(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body')
    fields[field] ??= issue.message
  }
  return new HttpError(400, 'validation_failed', INVALID, { fields })
}

/** The request's id (`req.id`, set by the request logging), for the ops it writes. */
export const requestOf = (req: Request) => ({ requestId: req.id ? String(req.id) : undefined })

/**
 * The handler of a lead route: a bot gets `botAnswer` and nothing is stored; a body that fails
 * `schema` gets 400 (`invalid_request` when it is not a JSON object, else `validation_failed` with
 * `fields`); otherwise `store(tx, data, key)` runs in one outbox transaction, the relay is woken and
 * its answer is sent. A well-formed `Idempotency-Key` header (8–100 word characters or dashes) seen
 * before on the same path answers as the first time and stores nothing. 503 `unavailable` when the
 * outbox cannot be written (nothing was acknowledged).
 */
export const acceptLead =
  <S extends z.ZodType>(
    deps: LeadFunctionsDeps,
    schema: S,
    store: StoreLead<z.infer<S>>,
    botAnswer: LeadAccepted,
  ) =>
  (req: Request, res: Response) => {
    if (isBot(req.body, nowOf(deps))) return void res.json(botAnswer)
    const parsed = schema.safeParse(req.body)
    if (!parsed.success) {
      const notObject = !req.body || typeof req.body !== 'object' || Array.isArray(req.body)
      return sendError(res, notObject ? notAnObject() : rejected(parsed.error))
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
      return sendError(
        res,
        new HttpError(
          503,
          'unavailable',
          'We could not save your request just now. Please try again in a minute.',
        ),
      )
    }
    deps.wake()
    res.json(answer)
  }
