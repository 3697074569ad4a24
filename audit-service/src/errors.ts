/**
 * The domain failures of the audit service, each with its own answer over HTTP: status, the body's
 * `error` code, the message (the error's own, safe to show) and, where needed, headers. This is the
 * ground floor: it imports no folder of src, so the engine, jobs, limits and extraction throw these
 * and http/errors.ts answers them without either importing the other (docs/decisions/0042).
 *
 * - `RateLimitError` (limits/): 429 'Rate limit exceeded' (the spec §8 text) with `Retry-After`.
 * - `QueueFullError` (jobs/): 503 `busy` with `Retry-After` (decision 0021).
 * - `NoAssistantsError` (jobs/): 503 `no_assistants` (decision 0004).
 * - `AllAssistantsFailedError` (engine/audit.ts): 502 `assistants_unavailable`.
 * - `AuditCancelledError` (engine/audit.ts): 409 `cancelled`.
 * - `PageError` (extract/): 400 for a website not acceptable as written (`invalid_website`), 422
 *   for one that cannot be read; the code is the page's.
 *
 * `FIXED_ANSWERS` lists the statuses of the codes whose status never varies: a failed job stores
 * only `{ error, message }`, and its status is found again from the code (http/errors.ts
 * `statusOfCode`), so these codes must stay unique.
 */

/** A domain failure that carries its own answer (http/errors.ts `toHttp` reads it). */
export abstract class DomainError extends Error {
  /** The answer's HTTP status. */
  abstract readonly status: number
  /** The answer body's `error`: a stable code. */
  abstract readonly code: string
  /** Extra response headers of the answer (e.g. `Retry-After`, seconds); none by default. */
  get headers(): Record<string, string> | undefined {
    return undefined
  }
}

/** Statuses and codes of the domain failures whose answer does not depend on the error. */
export const FIXED_ANSWERS = {
  rateLimited: { status: 429, code: 'Rate limit exceeded' },
  busy: { status: 503, code: 'busy' },
  noAssistants: { status: 503, code: 'no_assistants' },
  assistantsUnavailable: { status: 502, code: 'assistants_unavailable' },
  cancelled: { status: 409, code: 'cancelled' },
} as const satisfies Record<string, { status: number; code: string }>

/** The `Retry-After` header of a refusal that has room again in `sec` whole seconds. */
const retryAfter = (sec: number) => ({ 'Retry-After': String(sec) })

/**
 * Which budget refused an audit: the client address, its network (/24, /48), the website domain,
 * the day's unreserved calls ('reserve': only new visitors may spend the rest) or all the day's
 * calls (limits/, decision 0023).
 */
export type LimitName = 'customer' | 'ip' | 'network' | 'domain' | 'reserve' | 'calls'

/**
 * An audit refused by a limit. `retryAfterSec` (whole seconds, ≥ 1): when that budget has room
 * again (the `Retry-After` header); `message`: what the visitor is shown (spec §8 toast).
 * Answered 429 'Rate limit exceeded'.
 */
export class RateLimitError extends DomainError {
  readonly status = FIXED_ANSWERS.rateLimited.status
  readonly code = FIXED_ANSWERS.rateLimited.code
  constructor(
    readonly limit: LimitName,
    readonly retryAfterSec: number,
    message: string,
  ) {
    super(message)
    this.name = 'RateLimitError'
  }
  override get headers() {
    return retryAfter(this.retryAfterSec)
  }
}

/** Too many audits are waiting (AUDIT_QUEUE_MAX, decision 0021): 503 `busy` with Retry-After. */
export class QueueFullError extends DomainError {
  readonly status = FIXED_ANSWERS.busy.status
  readonly code = FIXED_ANSWERS.busy.code
  constructor(public readonly retryAfterSec = 30) {
    super('Too many audits are running right now. Please try again in a minute.')
    this.name = 'QueueFullError'
  }
  override get headers() {
    return retryAfter(this.retryAfterSec)
  }
}

/**
 * No assistant may answer (production without keys and without ALLOW_SIMULATED, decision 0004):
 * 503 `no_assistants`. Thrown by the admission of an audit and by the runner.
 */
export class NoAssistantsError extends DomainError {
  readonly status = FIXED_ANSWERS.noAssistants.status
  readonly code = FIXED_ANSWERS.noAssistants.code
  constructor() {
    super(
      'No AI assistant is configured for audits. Set an assistant API key, or ALLOW_SIMULATED=true.',
    )
    this.name = 'NoAssistantsError'
  }
}

/**
 * No assistant answered (engine/audit.ts): 502 `assistants_unavailable`. The message is fixed and
 * safe to show; `reasons` are safe reasons too.
 */
export class AllAssistantsFailedError extends DomainError {
  readonly status = FIXED_ANSWERS.assistantsUnavailable.status
  readonly code = FIXED_ANSWERS.assistantsUnavailable.code
  constructor(public readonly reasons: string[]) {
    super(
      `No AI assistant could be reached (${[...new Set(reasons)].join('; ')}). Please try again in a few minutes.`,
    )
  }
}

/**
 * The audit was cancelled through its signal (the visitor left, or the job was cancelled):
 * 409 `cancelled`.
 */
export class AuditCancelledError extends DomainError {
  readonly status = FIXED_ANSWERS.cancelled.status
  readonly code = FIXED_ANSWERS.cancelled.code
  constructor() {
    super('The audit was cancelled.')
    this.name = 'AuditCancelledError'
  }
}

/** Why a website could not be extracted (extract/fetchPage.ts). */
export type PageErrorCode =
  | 'invalid_website'
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'http_error'
  | 'too_many_redirects'

/**
 * A website that cannot be extracted (extract/fetchPage.ts): answered with its `code`, 400 for a
 * website that is not acceptable as written (`invalid_website`), 422 for one that cannot be read.
 */
export class PageError extends DomainError {
  constructor(
    public readonly code: PageErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'PageError'
  }
  /** 400 for a website that is not acceptable as written, 422 for one that cannot be read. */
  get status(): number {
    return this.code === 'invalid_website' ? 400 : 422
  }
}
