/**
 * The extracted business info kept by the home page (lib/extractClient.ts, spec §3 "Browser
 * storage"), read back on /audit-setup with the contract's `extractedProfileSchema` (zod: this page
 * loads it, the home page does not, docs/decisions/0028):
 * `readExtracted(domain)` → the profile, or null when absent, unparsable, not a profile or storage
 * is unavailable; `parseExtracted(raw)` the same for an entry already read (e.g. `useStoredItem`).
 */
import { extractedProfileSchema, type ExtractedProfile } from '@aivis/contract'
import { extractedKey } from '../../lib/extractClient'
import { readStoredItem } from '../../lib/storage'

export function readExtracted(domain: string): ExtractedProfile | null {
  return parseExtracted(readStoredItem(extractedKey(domain), 'session'))
}

export function parseExtracted(raw: string | null | undefined): ExtractedProfile | null {
  if (!raw) return null
  try {
    const parsed = extractedProfileSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
