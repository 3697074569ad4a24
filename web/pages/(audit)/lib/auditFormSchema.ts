/**
 * The audit form's rules (components/AuditForm.tsx, spec §3, §5): the contract's request fields,
 * the business type, the website (normalised later; a web address or blank) and the owner's
 * business facts as the form edits them (businessFactsForm.ts). `formSchema` checks the values;
 * `AuditFormValues` are the values as edited, `AuditFormOutput` once checked; `REQUIRED` the
 * fields that must be filled.
 */
import {
  AUDIT_FIELD_MAX,
  BUSINESS_TYPES,
  canonicalAuditRequestSchema,
  isWebsiteAddress,
} from '@aivis/contract'
import { z } from 'zod'
import { businessFactsFormSchema } from './businessFactsForm'

const required = canonicalAuditRequestSchema.shape
export const formSchema = z.object({
  business_name: required.business_name,
  core_product_service: required.core_product_service,
  target_location: required.target_location,
  business_type: z.enum(BUSINESS_TYPES),
  website: z
    .string()
    .trim()
    .max(AUDIT_FIELD_MAX.website, { error: `at most ${AUDIT_FIELD_MAX.website} characters` })
    .refine((v) => !v || isWebsiteAddress(v), { error: 'enter a web address like example.com' }),
  business_facts: businessFactsFormSchema,
})
export const REQUIRED = ['business_name', 'core_product_service', 'target_location'] as const
/** The form's values as edited (the business facts as form values: lines in textareas...). */
export type AuditFormValues = z.input<typeof formSchema>
/** The form's values once checked (the business facts canonical). */
export type AuditFormOutput = z.output<typeof formSchema>
