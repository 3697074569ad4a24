/**
 * How a failure is answered over HTTP: the one table from an error to its status, JSON body
 * `{ error, message }` and headers (docs/decisions/0042). Every route of the functions API answers
 * failures through it, and a failed audit job stores the same `{ error, message }` (jobs/runner.ts),
 * so the synchronous call and the jobs API fail alike.
 *
 * - `HttpError(status, code, message, { headers?, fields? })`: an answer decided where it is thrown
 *   (a request that breaks a route's rules: unknown function, bad fields, an invalid token).
 * - `toHttp(err)` → `HttpAnswer`: an `HttpError` as it says; a domain error by `TABLE` below; any
 *   other error 500 `internal` with a fixed message (nothing of the cause is shown).
 * - `statusOfCode(code)`: the status of a failed job's `error` code (a job stores no status).
 * - `sendError(res, err)` writes the answer; `errorHandler()` is the app's last error middleware
 *   (it logs the unexpected ones with the request's logger).
 */
import type { ErrorRequestHandler, Response } from 'express'
import { AllAssistantsFailedError, AuditCancelledError } from '../engine/audit'
import { PageError } from '../extract/fetchPage'
import { NoAssistantsError, QueueFullError } from '../jobs/types'
import { RateLimitError } from '../limits'

/** A failure as it is answered: status, body fields and extra headers. */
export interface HttpAnswer {
  status: number
  /** The body's `error`: a stable code such as `invalid_json` (spec §8: 'Rate limit exceeded'). */
  error: string
  /** The body's `message`, shown to the visitor. */
  message: string
  /** Extra response headers, e.g. `Retry-After` (seconds). */
  headers?: Record<string, string>
  /** Per-field messages of a rejected lead (contract `LeadRejected`), in the body as `fields`. */
  fields?: Record<string, string>
}

/** An error that carries its own answer (see module doc). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Pick<HttpAnswer, 'headers' | 'fields'> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The message of every unexpected error. */
export const INTERNAL_MESSAGE = 'Unable to complete the audit. Please try again.'

/** 400 for a body that is valid JSON but not an object (every JSON function). */
export const notAnObject = () =>
  new HttpError(400, 'invalid_request', 'The request body must be a JSON object.')

/**
 * One row of the table: which errors (instances of `type`, or those `is` accepts) and how they are
 * answered (fixed values, or read from the error).
 */
interface Row<E> {
  type?: abstract new (...args: never[]) => E
  is?: (err: unknown) => boolean
  status: number | ((err: NoInfer<E>) => number)
  error: string | ((err: NoInfer<E>) => string)
  message: string | ((err: NoInfer<E>) => string)
  headers?: (err: NoInfer<E>) => Record<string, string>
}
/** A row, its error type taken from `type`. */
const row = <E = Error>(r: Row<E>) => r as unknown as Row<unknown>
const matches = (r: Row<unknown>, err: unknown) => (r.type ? err instanceof r.type : !!r.is?.(err))

/** An error of express's body parser with one of these `type`s ('entity.too.large'...). */
const parserError =
  (...types: string[]) =>
  (err: unknown): boolean =>
    types.includes((err as { type?: unknown } | null)?.type as string)

/** Any other client error of the body parser (a body that does not inflate, a bad length). */
const unreadableBody = (err: unknown): boolean => {
  const e = err as { expose?: unknown; status?: unknown } | null
  return e?.expose === true && typeof e.status === 'number' && e.status >= 400 && e.status < 500
}

const retryAfter = (err: { retryAfterSec: number }) => ({
  'Retry-After': String(err.retryAfterSec),
})
const ownMessage = (err: Error) => err.message

/** Domain errors → answers, first match wins. */
const TABLE: Row<unknown>[] = [
  row({
    is: parserError('entity.parse.failed'),
    status: 400,
    error: 'invalid_json',
    message: 'The request body is not valid JSON.',
  }),
  row({
    is: parserError('entity.too.large'),
    status: 413,
    error: 'payload_too_large',
    message: 'The request body is too large (limit 20 kB).',
  }),
  row({
    is: parserError('encoding.unsupported', 'charset.unsupported'),
    status: 415,
    error: 'unsupported_encoding',
    message: 'Send the request body as UTF-8 JSON.',
  }),
  // A limit of limits/ (decision 0023); the code is the spec §8 text.
  row({
    type: RateLimitError,
    status: 429,
    error: 'Rate limit exceeded',
    message: ownMessage,
    headers: retryAfter,
  }),
  // AUDIT_QUEUE_MAX audits waiting (decision 0021).
  row({
    type: QueueFullError,
    status: 503,
    error: 'busy',
    message: ownMessage,
    headers: retryAfter,
  }),
  // The caller's fault, not ours: never a 500.
  row({
    is: unreadableBody,
    status: 400,
    error: 'invalid_body',
    message: 'The request body could not be read.',
  }),
  row({
    type: NoAssistantsError,
    status: 503,
    error: 'no_assistants',
    message: ownMessage,
  }),
  row({
    type: AllAssistantsFailedError,
    status: 502,
    error: 'assistants_unavailable',
    message: ownMessage,
  }),
  row({
    type: AuditCancelledError,
    status: 409,
    error: 'cancelled',
    message: ownMessage,
  }),
  // A website that cannot be extracted (extract/fetchPage.ts): 400 or 422 with the page's code.
  row({
    type: PageError,
    status: (e) => e.status,
    error: (e) => e.code,
    message: ownMessage,
  }),
]

const INTERNAL: HttpAnswer = { status: 500, error: 'internal', message: INTERNAL_MESSAGE }

const value = <E, T>(v: T | ((err: E) => T), err: E): T =>
  typeof v === 'function' ? (v as (err: E) => T)(err) : v

/** The answer to `err` (see module doc). Never throws. */
export function toHttp(err: unknown): HttpAnswer {
  if (err instanceof HttpError)
    return { status: err.status, error: err.code, message: err.message, ...err.extra }
  const r = TABLE.find((r) => matches(r, err))
  if (!r) return INTERNAL
  const answer: HttpAnswer = {
    status: value(r.status, err),
    error: value(r.error, err),
    message: value(r.message, err),
  }
  if (r.headers) answer.headers = r.headers(err)
  return answer
}

/** True when `err` is none of the expected ones: answered 500, and worth logging with its stack. */
export const isUnexpected = (err: unknown): boolean =>
  !(err instanceof HttpError) && !TABLE.some((r) => matches(r, err))

/** The status of a failed job's `error` code: the table row with that code, else 500. */
export function statusOfCode(code: string): number {
  const r = TABLE.find((r) => r.error === code && typeof r.status === 'number')
  return (r?.status as number | undefined) ?? INTERNAL.status
}

/** Answers `err` on `res`: its headers, status and `{ error, message, fields? }` JSON. */
export function sendError(res: Response, err: unknown): void {
  const a = toHttp(err)
  if (a.headers) res.set(a.headers)
  res
    .status(a.status)
    .json(
      a.fields
        ? { error: a.error, message: a.message, fields: a.fields }
        : { error: a.error, message: a.message },
    )
}

/** The app's error middleware: `sendError`, after logging an unexpected error (`req.log`). */
export function errorHandler(): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (isUnexpected(err)) req.log.error({ err }, 'unexpected error')
    sendError(res, err)
  }
}
