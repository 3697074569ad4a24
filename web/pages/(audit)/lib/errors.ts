/**
 * How an audit run fails, in the spec's words (spec §5, §8).
 *
 * - `AuditCallError(message, { rateLimited?, serverMessage? })`: every failure of `runAudit`
 *   (lib/audit/run.ts). `message` is what /audit-loading shows; `serverMessage` is the audit
 *   service's own `message` when it sent one (what /audit shows); `rateLimited` marks the service's
 *   'Rate limit exceeded' answer.
 * - `AUDIT_ERRORS`: the fixed texts ('Invalid JSON from competitive-audit', 'Invalid audit data
 *   received from API', 'Health check failed: {status}', 'competitive-audit {status}: {body}', and
 *   the two fallback messages of /audit and /audit-loading).
 * - `auditCallFailed(status, text)`: the error of a non-OK answer; `jobFailed(error)`: the error of
 *   a job that ended without a result; `auditFailureToast(err)`: the toast /audit shows for an
 *   error; `isAbortError(err)`: the run was stopped through its `signal`.
 */
import type { AuditJob } from '@aivis/contract'

/** The error the audit service answers when a limit is reached (spec §8). */
export const RATE_LIMIT_ERROR = 'Rate limit exceeded'

/** The spec's texts of a failed audit (spec §8 error catalogue). */
export const AUDIT_ERRORS = {
  invalidJson: 'Invalid JSON from competitive-audit',
  /** Spec §5: the result must have a business_name (or is otherwise off the contract). */
  invalidData: 'Invalid audit data received from API',
  healthCheck: (status: number) => `Health check failed: ${status}`,
  /** A non-OK answer: the status and the body as received. */
  callFailed: (status: number, body: string) => `competitive-audit ${status}: ${body}`,
  /** /audit-loading's error screen without a message. */
  loadingFallback: 'Unable to complete audit. Please try again.',
  /** /audit's 'Audit Failed' toast without a message. */
  auditFallback: 'Unable to complete the audit. Please try again.',
} as const

export class AuditCallError extends Error {
  constructor(
    message: string,
    readonly options: { rateLimited?: boolean; serverMessage?: string } = {},
  ) {
    super(message)
    this.name = 'AuditCallError'
  }
  get rateLimited(): boolean {
    return this.options.rateLimited ?? false
  }
  /** The service's own `message`, when it sent one. */
  get serverMessage(): string | undefined {
    return this.options.serverMessage
  }
}

/** A JSON object answer's fields, or `{}` when the text is not a JSON object. */
export function errorBody(text: string): { error?: string; message?: string } {
  try {
    const body = JSON.parse(text)
    return body && typeof body === 'object' ? body : {}
  } catch {
    return {}
  }
}

/**
 * The error of a non-OK audit answer (spec §8): 'competitive-audit {status}: {body}', rate
 * limited on a 429 or the 'Rate limit exceeded' error, with the server's own message.
 */
export function auditCallFailed(status: number, text: string): AuditCallError {
  const body = errorBody(text)
  return new AuditCallError(AUDIT_ERRORS.callFailed(status, text), {
    rateLimited: status === 429 || body.error === RATE_LIMIT_ERROR,
    serverMessage: body.message || body.error,
  })
}

/**
 * The error of a job that ended without a result: its `error` is `{ error, message }` as the
 * synchronous call would have answered it, so the message is the service's (or /audit-loading's
 * fallback when a cancelled job carries none), rate limited on 'Rate limit exceeded'.
 */
export function jobFailed(error: AuditJob['error']): AuditCallError {
  return new AuditCallError(error?.message || AUDIT_ERRORS.loadingFallback, {
    rateLimited: error?.error === RATE_LIMIT_ERROR,
    serverMessage: error?.message,
  })
}

/**
 * The toast /audit shows for a failed run (spec §8): 'Rate Limit Reached' with the server's
 * message, else 'Audit Failed' with the server's message, the error's message or 'Unable to
 * complete the audit. Please try again.'.
 */
export function auditFailureToast(err: unknown): { title: string; description: string } {
  const message =
    err instanceof AuditCallError
      ? (err.serverMessage ?? err.message)
      : err instanceof Error
        ? err.message
        : String(err ?? '')
  if (err instanceof AuditCallError && err.rateLimited)
    return { title: 'Rate Limit Reached', description: message }
  return { title: 'Audit Failed', description: message || AUDIT_ERRORS.auditFallback }
}

/** True for the rejection of a run stopped through its `signal` (the page was left). */
export function isAbortError(err: unknown): boolean {
  return (err as { name?: unknown } | null)?.name === 'AbortError'
}
