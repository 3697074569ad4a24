/**
 * The `latest_audit` cookie (docs/decisions/0072): which audit result the server may render
 * /audit-results from, so a visitor back from an audit gets the results in the page's HTML rather
 * than after a round trip from the page's script. The browser writes it whenever it stores a
 * result (lib/audit/result.ts `storeResult`); it is sent only to /audit-results
 * (`LATEST_AUDIT_PATH`) and read by the server (server/latestAudit.server.ts).
 *
 * Its value is a URL-encoded query string of `LatestAuditCookie`:
 * - `id`, `token`: the result's `audit_id` and `audit_token` (the capability the audit service
 *   handed out with it; the same the browser already keeps with the stored result);
 * - `digest`: `resultDigest` of the text stored under 'latestAuditResults' (storedResult.ts), so
 *   the server renders only a result it can prove is that text, and the page only keeps it when
 *   this tab's storage still holds it;
 * - `locale`, `timeZone`: the browser's, for the dates shown (as the page's own request sends them).
 *
 * `localeSchema` and `timeZoneSchema` are shared with `POST /audit-results/view`
 * (server/resultsView.server.tsx): one definition of a locale and a time zone the page accepts.
 */
import { z } from 'zod'

export const LATEST_AUDIT_COOKIE = 'latest_audit'
/** The only path the cookie is sent to (and the view request below it). */
export const LATEST_AUDIT_PATH = '/audit-results'
/** Seconds the cookie lives: as long as the audit service keeps results (30 days). */
export const LATEST_AUDIT_MAX_AGE_S = 30 * 86_400

/** True when `Intl` accepts `check` without a RangeError. */
const intlAccepts = (check: () => unknown) => {
  try {
    check()
    return true
  } catch {
    return false
  }
}

/** A BCP 47 language tag `Intl` knows, at most 100 characters. */
export const localeSchema = z
  .string()
  .max(100)
  .refine((l) => intlAccepts(() => Intl.getCanonicalLocales(l)), 'not a BCP 47 language tag')

/** An IANA time zone `Intl` knows, at most 100 characters. */
export const timeZoneSchema = z
  .string()
  .max(100)
  .refine(
    (timeZone) => intlAccepts(() => new Intl.DateTimeFormat('en', { timeZone })),
    'not an IANA time zone',
  )

export const latestAuditCookieSchema = z.object({
  id: z.string().regex(/^[\w-]{1,100}$/),
  token: z.string().regex(/^[\w-]{43}$/),
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  locale: localeSchema.optional(),
  timeZone: timeZoneSchema.optional(),
})
export type LatestAuditCookie = z.infer<typeof latestAuditCookieSchema>

/**
 * The cookie's value for `fields` (URL-encoded, as `document.cookie` and the `cookie` package's
 * parser expect). Throws a ZodError when a field is not what the server would accept.
 */
export function latestAuditCookieValue(fields: LatestAuditCookie): string {
  const checked = latestAuditCookieSchema.parse(fields)
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(checked)) if (value) params.set(name, value)
  return encodeURIComponent(params.toString())
}

/**
 * The cookie's fields from its decoded value (the `cookie` package's `parse` decodes it), or null
 * when it is missing or any field is not what `latestAuditCookieSchema` accepts.
 */
export function parseLatestAuditCookie(value: string | undefined): LatestAuditCookie | null {
  if (!value) return null
  const parsed = latestAuditCookieSchema.safeParse(Object.fromEntries(new URLSearchParams(value)))
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
