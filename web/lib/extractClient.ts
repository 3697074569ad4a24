/**
 * Business-info extraction in the browser (spec §2 home and /audit-setup, §7 call 3).
 *
 * - `extractBusinessInfo(domain, options?)` → `POST /functions/v1/extract-business-info`
 *   `{ website: 'https://' + domain }`. Never throws; resolves to an `ExtractOutcome`:
 *   `{ ok: true, profile }` (200, parsed with the contract's `extractedProfileSchema`) or
 *   `{ ok: false, status, code?, message }` (`status` 0 when the request got no answer; `code`
 *   the service's error code such as 'unreachable', `message` its message or the network error's).
 * - `storeExtracted(profile, domain)` keeps the whole answer in sessionStorage under
 *   `pendingAuditSetup_{domain}` (spec §3 "Browser storage");
 *   pages/(audit)/audit-setup/extractedProfile.ts reads it back and turns it into the form's values.
 *
 * The home page uses this module: the schema (and zod) load only when an answer is to be parsed.
 */
import type { ExtractedProfile } from '@aivis/contract'

export const EXTRACT_URL = '/functions/v1/extract-business-info'

/** The sessionStorage key for a domain's extracted info (spec §3). */
export const extractedKey = (domain: string) => `pendingAuditSetup_${domain}`

export type ExtractOutcome =
  | { ok: true; profile: ExtractedProfile }
  | { ok: false; status: number; code?: string; message: string }

export async function extractBusinessInfo(
  domain: string,
  { fetchImpl = fetch, signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ExtractOutcome> {
  let res: Response
  let text: string
  try {
    res = await fetchImpl(EXTRACT_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ website: `https://${domain}` }),
      signal,
    })
    text = await res.text()
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) }
  }
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: reported below
  }
  if (res.ok) {
    const { extractedProfileSchema } = await import('@aivis/contract')
    const parsed = extractedProfileSchema.safeParse(body)
    if (parsed.success) return { ok: true, profile: parsed.data }
    return { ok: false, status: res.status, message: 'Invalid JSON from extract-business-info' }
  }
  const err = (body && typeof body === 'object' ? body : {}) as {
    error?: unknown
    message?: unknown
  }
  return {
    ok: false,
    status: res.status,
    ...(typeof err.error === 'string' ? { code: err.error } : {}),
    message:
      typeof err.message === 'string' && err.message
        ? err.message
        : `extract-business-info ${res.status}: ${text.slice(0, 200)}`,
  }
}

/** Keeps the whole answer for /audit-setup; storage failures (private mode, quota) are ignored. */
export function storeExtracted(profile: ExtractedProfile, domain: string = profile.domain): void {
  try {
    window.sessionStorage.setItem(extractedKey(domain), JSON.stringify(profile))
  } catch {
    // the setup page extracts again
  }
}
