/**
 * An audit result's durable address on the site (docs/decisions/0108):
 * `/audit-results/{audit_id}/{audit_token}`,
 * the id and the capability the audit service issues with every result (decision 0055). The
 * results page, the results email's 'View your results' and the browser's `latest_audit` cookie
 * all name a result this way, so one address opens it on any device for 30 days (as long as the
 * service keeps results).
 *
 * - `RESULTS_PATH`: '/audit-results' (spec §2), the page without an address.
 * - `resultAddressSchema`: `{ id, token }`, an id of at most 100 word characters or dashes and a
 *   token of 43 (a base64url HMAC-SHA256).
 * - `resultPath({ audit_id, audit_token })` → the address, or null for a result without both.
 * - `parseResultPath(pathname)` → `{ id, token }` for an address of that shape, `{}` for the bare
 *   page, or null for any other path below it (the site answers those with its no-results 404).
 */
import { z } from 'zod'

export const RESULTS_PATH = '/audit-results'

export const resultAddressSchema = z.object({
  id: z.string().regex(/^[\w-]{1,100}$/),
  token: z.string().regex(/^[\w-]{43}$/),
})
export type ResultAddress = z.infer<typeof resultAddressSchema>

export function resultPath(result: {
  audit_id?: string | null
  audit_token?: string | null
}): string | null {
  const parsed = resultAddressSchema.safeParse({ id: result.audit_id, token: result.audit_token })
  return parsed.success ? `${RESULTS_PATH}/${parsed.data.id}/${parsed.data.token}` : null
}

export function parseResultPath(pathname: string): ResultAddress | Record<string, never> | null {
  const rest = pathname.replace(/\/+$/, '')
  if (rest === RESULTS_PATH) return {}
  const match = /^\/audit-results\/([^/]+)\/([^/]+)$/.exec(rest)
  if (!match) return null
  const parsed = resultAddressSchema.safeParse({ id: match[1], token: match[2] })
  return parsed.success ? parsed.data : null
}
