/**
 * How a failure is answered over HTTP (docs/decisions/0042). Every route of the functions API
 * answers failures through it, and a failed audit job stores the same `{ error, message }`
 * (jobs/runner.ts), so the synchronous call and the jobs API fail alike. The domain failures carry
 * their own answers (src/errors.ts, the floor below every domain folder); this module imports no
 * domain folder.
 *
 * - `HttpError(status, code, message, { headers?, fields? })`: an answer decided where it is thrown
 *   (a request that breaks a route's rules: unknown function, bad fields, an invalid token).
 * - `toHttp(err)` → `HttpAnswer`: an `HttpError` as it says; a domain error (`DomainError`) by its
 *   own status, code, message and headers; a body-parser error by `PARSER_ROWS` below; any other
 *   error 500 `internal` with a fixed message (nothing of the cause is shown).
 * - `statusOfCode(code)`: the status of a failed job's `error` code (a job stores no status).
 * - `sendError(res, err)` writes the answer; `errorHandler()` is the app's last error middleware
 *   (it logs the unexpected ones with the request's logger).
 */
import type { ErrorRequestHandler, Response } from 'express'
import { DomainError, FIXED_ANSWERS } from '../errors'

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

/** One body-parser failure: which errors (those `is` accepts) and their fixed answer. */
interface ParserRow {
  is: (err: unknown) => boolean
  status: number
  error: string
  message: string
}

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

/** Body-parser errors → answers, first match wins. */
const PARSER_ROWS: ParserRow[] = [
  {
    is: parserError('entity.parse.failed'),
    status: 400,
    error: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  {
    is: parserError('entity.too.large'),
    status: 413,
    error: 'payload_too_large',
    message: 'The request body is too large (limit 20 kB).',
  },
  {
    is: parserError('encoding.unsupported', 'charset.unsupported'),
    status: 415,
    error: 'unsupported_encoding',
    message: 'Send the request body as UTF-8 JSON.',
  },
  // The caller's fault, not ours: never a 500.
  {
    is: unreadableBody,
    status: 400,
    error: 'invalid_body',
    message: 'The request body could not be read.',
  },
]

/** The status of every code whose status never varies: the parser rows and the fixed domain answers. */
const STATUS_OF_CODE = new Map<string, number>([
  ...PARSER_ROWS.map((r) => [r.error, r.status] as const),
  ...Object.values(FIXED_ANSWERS).map((a) => [a.code, a.status] as const),
])

const INTERNAL: HttpAnswer = { status: 500, error: 'internal', message: INTERNAL_MESSAGE }

/** The answer to `err` (see module doc). Never throws. */
export function toHttp(err: unknown): HttpAnswer {
  if (err instanceof HttpError)
    return { status: err.status, error: err.code, message: err.message, ...err.extra }
  if (err instanceof DomainError) {
    const answer: HttpAnswer = { status: err.status, error: err.code, message: err.message }
    const headers = err.headers
    if (headers) answer.headers = headers
    return answer
  }
  const r = PARSER_ROWS.find((r) => r.is(err))
  return r ? { status: r.status, error: r.error, message: r.message } : INTERNAL
}

/** True when `err` is none of the expected ones: answered 500, and worth logging with its stack. */
export const isUnexpected = (err: unknown): boolean =>
  !(err instanceof HttpError) &&
  !(err instanceof DomainError) &&
  !PARSER_ROWS.some((r) => r.is(err))

/**
 * The status of a failed job's `error` code: that of the parser row or fixed domain answer with
 * that code (src/errors.ts `FIXED_ANSWERS`), else 500.
 */
export function statusOfCode(code: string): number {
  return STATUS_OF_CODE.get(code) ?? INTERNAL.status
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
