/**
 * Where the latest audit result is kept in the browser (spec §3 "Browser storage":
 * 'latestAuditResults', session storage first, then local), without the schema or React
 * (lib/audit/result.ts reads and stores it for components): `RESULTS_KEY`,
 * `readStoredResult()` → the stored text, or null, and `resultDigest(text)`.
 */
import { readStoredItem } from '../storageItem'

export const RESULTS_KEY = 'latestAuditResults'

export function readStoredResult(): string | null {
  return readStoredItem(RESULTS_KEY, 'session') ?? readStoredItem(RESULTS_KEY, 'local')
}

/**
 * `resultDigest(text)` → the SHA-256 of `text` (UTF-8) as 64 lowercase hex digits: what the
 * `latest_audit` cookie (latestAuditCookie.ts) says the stored text was, so the page can tell that
 * the result the server rendered is the one this tab has (docs/decisions/0072). Uses Web Crypto,
 * which browsers give only to secure pages (https, localhost) and Node has too. Throws (rejects)
 * where it is missing.
 */
export async function resultDigest(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  )
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}
