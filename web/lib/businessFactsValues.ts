/**
 * The business facts as the setup form edits them, without zod (the home page builds these from
 * an extraction answer and must not load the schemas, docs/decisions/0028).
 *
 * - `BusinessFactsFormValues`: every fact as the form edits it: text inputs, the address's five
 *   parts, `openingHours` and `services` as one entry per line of a textarea, `status` '' (not said)
 *   or one of `BUSINESS_STATUSES`.
 * - `factsFormValues(facts?)` → the form values of `BusinessFacts` (empty strings for what is absent).
 */
import type { BusinessFacts, BusinessStatus, PostalAddress } from '@aivis/contract'

export interface BusinessFactsFormValues {
  telephone: string
  address: Required<Record<keyof PostalAddress, string>>
  /** schema.org lines, one per line (`Mo-Fr 08:00-18:00`). */
  openingHours: string
  email: string
  priceRange: string
  foundingDate: string
  /** One service per line. */
  services: string
  status: '' | BusinessStatus
}

export function factsFormValues(facts: BusinessFacts = {}): BusinessFactsFormValues {
  const a = facts.address ?? {}
  return {
    telephone: facts.telephone ?? '',
    address: {
      streetAddress: a.streetAddress ?? '',
      addressLocality: a.addressLocality ?? '',
      addressRegion: a.addressRegion ?? '',
      postalCode: a.postalCode ?? '',
      addressCountry: a.addressCountry ?? '',
    },
    openingHours: (facts.openingHours ?? []).join('\n'),
    email: facts.email ?? '',
    priceRange: facts.priceRange ?? '',
    foundingDate: facts.foundingDate ?? '',
    services: (facts.services ?? []).join('\n'),
    status: facts.status ?? '',
  }
}
