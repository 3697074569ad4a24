/**
 * The extracted business info kept by the home page (lib/extractClient.ts, spec §3 "Browser
 * storage"), read back on /audit-setup with the contract's `extractedProfileSchema` (zod: this page
 * loads it, the home page does not, docs/decisions/0028):
 * `readExtracted(domain)` → the profile, or null when absent, unparsable, not a profile or storage
 * is unavailable; `parseExtracted(raw)` the same for an entry already read (e.g. `useStoredItem`);
 * `setupDefaults(profile)` → the form's prefilled values: the four fields, blanks left out, a
 * business type outside the setup list (e.g. 'service') shown as 'other', and the website's
 * business facts as the form edits them (lib/businessFactsValues.ts), when it gave any.
 */
import {
  SETUP_BUSINESS_TYPES,
  extractedProfileSchema,
  type BusinessType,
  type ExtractedProfile,
} from '@aivis/contract'
import { extractedKey } from '../../../lib/extractClient'
import { factsFormValues } from '../../../lib/businessFactsValues'
import { readStoredItem } from '../../../lib/storage'
import type { AuditFormValues } from '../lib/auditFormSchema'

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

export function setupDefaults(profile: ExtractedProfile): Partial<AuditFormValues> {
  const values: Partial<AuditFormValues> = {}
  if (profile.business_name) values.business_name = profile.business_name
  if (profile.core_service) values.core_product_service = profile.core_service
  if (profile.target_location) values.target_location = profile.target_location
  if (profile.business_type)
    values.business_type = (SETUP_BUSINESS_TYPES as readonly BusinessType[]).includes(
      profile.business_type,
    )
      ? profile.business_type
      : 'other'
  if (profile.business_facts && Object.keys(profile.business_facts).length > 0)
    values.business_facts = factsFormValues(profile.business_facts)
  return values
}
