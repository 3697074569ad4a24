/**
 * The `latest_audit` cookie (docs/decisions/0108): the durable address of the visitor's latest
 * audit result, so the bare /audit-results (spec §2: the page reads "the stored latest results")
 * can send the visitor to it. The browser writes it whenever it stores a result
 * (lib/audit/result.ts `storeResult`); it is sent only to /audit-results and below
 * (`LATEST_AUDIT_PATH`) and read by the page's server render (pages/(audit)/audit-results/+data.ts).
 *
 * Its value is a URL-encoded query string of `{ id, token }`: the result's `audit_id` and
 * `audit_token` (the capability the audit service handed out with it, the same the browser keeps
 * with the stored result; `resultAddressSchema` of @aivis/contract). Other fields an older cookie
 * carries are ignored.
 */
import { resultAddressSchema, type ResultAddress } from '@aivis/contract'

export const LATEST_AUDIT_COOKIE = 'latest_audit'
/** The only path the cookie is sent to (and the result addresses below it). */
export const LATEST_AUDIT_PATH = '/audit-results'
/** Seconds the cookie lives: as long as the audit service keeps results (30 days). */
export const LATEST_AUDIT_MAX_AGE_S = 30 * 86_400

/**
 * The cookie's value for `address` (URL-encoded, as `document.cookie` and the `cookie` package's
 * parser expect). Throws a ZodError when the id or token is not of the address's shape.
 */
export function latestAuditCookieValue(address: ResultAddress): string {
  const { id, token } = resultAddressSchema.parse(address)
  return encodeURIComponent(new URLSearchParams({ id, token }).toString())
}

/**
 * The address from the cookie's decoded value (the `cookie` package's `parse` decodes it), or
 * null when it is missing or its id or token is not of the address's shape.
 */
export function parseLatestAuditCookie(value: string | undefined): ResultAddress | null {
  if (!value) return null
  const parsed = resultAddressSchema.safeParse(Object.fromEntries(new URLSearchParams(value)))
  return parsed.success ? parsed.data : null
}

/**
 * A `document.cookie` assignment that sets the cookie to `value`, or deletes it when `value` is
 * null; `Secure` on an https page.
 */
export function latestAuditCookieString(value: string | null, secure: boolean): string {
  const lifetime = value === null ? 'max-age=0' : `max-age=${LATEST_AUDIT_MAX_AGE_S}`
  return `${LATEST_AUDIT_COOKIE}=${value ?? ''}; path=${LATEST_AUDIT_PATH}; ${lifetime}; samesite=lax${secure ? '; secure' : ''}`
}
