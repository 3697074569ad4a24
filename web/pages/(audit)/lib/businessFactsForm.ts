/**
 * The setup form's "Your business facts" as form values, and back (the contract's
 * `businessFactsSchema` is the one rule for the form, the audit service and the CMS).
 *
 * - `BusinessFactsFormValues`, `factsFormValues(facts?)`: re-exported from businessFactsValues.ts
 *   (which loads no zod, for the home page).
 * - `factsFromForm(values)` → the raw object `businessFactsSchema` parses: each textarea split into
 *   lines (trimmed, blank lines dropped), status '' left out; anything that is not form values is
 *   passed on unchanged (the schema then says what is wrong).
 * - `businessFactsFormSchema`: `factsFromForm` then `businessFactsSchema`, for zodResolver; its
 *   output is the canonical `BusinessFacts` (blanks dropped), its errors are the schema's own, at
 *   the schema's paths (`openingHours.1`: the second non-blank line).
 * - `hasFacts(facts?)` → true when any fact is given; `hasFormFacts(values?)` the same for form
 *   values (the section then opens).
 */
import { businessFactsSchema, type BusinessFacts } from '@aivis/contract'
import { z } from 'zod'
import type { BusinessFactsFormValues } from '../../../lib/businessFactsValues'

export { factsFormValues, type BusinessFactsFormValues } from '../../../lib/businessFactsValues'

/** A textarea's lines, trimmed, blank ones dropped. */
const lines = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
    : v

export function factsFromForm(values: unknown): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values
  const { status, openingHours, services, ...rest } = values as Record<string, unknown>
  return {
    ...rest,
    openingHours: lines(openingHours),
    services: lines(services),
    ...(status === '' || status === undefined ? {} : { status }),
  }
}

export const businessFactsFormSchema = z.preprocess(
  factsFromForm,
  businessFactsSchema,
) as unknown as z.ZodType<BusinessFacts, BusinessFactsFormValues>

export function hasFacts(facts?: BusinessFacts | null): boolean {
  const parsed = facts ? businessFactsSchema.safeParse(facts).data : undefined
  return !!parsed && Object.values(parsed).some((v) => v !== undefined)
}

export function hasFormFacts(values?: BusinessFactsFormValues): boolean {
  return !!values && hasFacts(businessFactsFormSchema.safeParse(values).data)
}
