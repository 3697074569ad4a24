/**
 * The lead contract: the bodies of the three lead functions (spec §7 calls 2, 5 and 6), parsed by
 * the audit service and validated by the site's forms with the same schemas (react-hook-form with
 * zod), and their answers.
 *
 * - `contactInquirySchema` — `POST /functions/v1/send-contact-inquiry` (spec §3 "Contact inquiry",
 *   rules and messages of spec §5). Aliases tolerated: business_name, website_url, website, site.
 * - `newsletterSignupSchema` — `POST /functions/v1/newsletter-signup` {email, source}.
 * - `sendAuditResultsSchema` — `POST /functions/v1/send-audit-results` {email, businessName,
 *   service, location, chatgptResults, claudeResults} plus `result`, the full audit result the page
 *   shows, from which the email is built.
 * - Every form also sends the bot fields `BOT_FIELDS`: a honeypot left empty by people and the
 *   time the form was shown; a bot's submission is answered like a success and recorded nowhere.
 * - Answers: 200 `LeadAccepted` ({success: true, message, already_subscribed?}); 400
 *   `LeadRejected` ({error: 'validation_failed', message, fields: {field: message}}).
 *
 * Pure module: no I/O, safe in the browser.
 */
import { z } from './zod'
import { auditResultSchema } from './audit'
import { INDUSTRIES } from './vocabulary'
import { normalizeWebsite } from './website'

import { LEAD_MESSAGES } from './leadConstants'

export * from './leadConstants'

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, LEAD_MESSAGES.email)
  .pipe(z.email(LEAD_MESSAGES.email))

/** True when `value` (normalised) parses as an http(s) URL with a dotted host. */
function isWebsite(value: string): boolean {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname)
  } catch {
    return false
  }
}

const INDUSTRY_VALUES = INDUSTRIES.map((i) => i.value) as [string, ...string[]]

/** The contact inquiry as the form edits it (spec §3; every field a string, '' when blank). */
export const contactInquiryFormSchema = z.object({
  name: z.string().trim().min(2, LEAD_MESSAGES.name).max(200, LEAD_MESSAGES.name),
  email,
  businessName: z
    .string()
    .trim()
    .min(2, LEAD_MESSAGES.businessName)
    .max(200, LEAD_MESSAGES.businessName),
  websiteUrl: z
    .string()
    .max(500, LEAD_MESSAGES.websiteUrl)
    .transform(normalizeWebsite)
    .refine((v) => v === '' || isWebsite(v), LEAD_MESSAGES.websiteUrl),
  industry: z.union([z.literal(''), z.enum(INDUSTRY_VALUES)]),
  message: z.string().trim().min(20, LEAD_MESSAGES.message).max(5000),
})
export type ContactInquiryForm = z.input<typeof contactInquiryFormSchema>
export type ContactInquiry = z.output<typeof contactInquiryFormSchema>

/** Empty form values (spec §3: defaults are all empty strings). */
export const EMPTY_CONTACT_INQUIRY: ContactInquiryForm = {
  name: '',
  email: '',
  businessName: '',
  websiteUrl: '',
  industry: '',
  message: '',
}

/** Input aliases tolerated by the functions, mapped onto the spec's field names. */
const ALIASES: Record<string, string[]> = {
  businessName: ['businessName', 'business_name'],
  websiteUrl: ['websiteUrl', 'website_url', 'website', 'site'],
  service: ['service', 'specialism', 'core_product_service'],
  location: ['location', 'target_location'],
}

/** Resolves aliases of a raw body (first present value wins); a non-object is returned as is. */
export function resolveLeadAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input
  const raw = { ...(input as Record<string, unknown>) }
  for (const [name, names] of Object.entries(ALIASES)) {
    const value = names.map((n) => raw[n]).find((v) => v !== undefined && v !== null)
    if (value !== undefined) raw[name] = value
  }
  return raw
}

/** Body of send-contact-inquiry: the form's fields, blanks allowed where optional. */
export const contactInquirySchema = z.preprocess(
  resolveLeadAliases,
  contactInquiryFormSchema.extend({
    websiteUrl: contactInquiryFormSchema.shape.websiteUrl.optional().default(''),
    industry: contactInquiryFormSchema.shape.industry.optional().default(''),
  }),
)

/** Newsletter sources; the footer form sends 'footer_newsletter' (spec §7 call 5). */
export const newsletterSignupSchema = z.object({
  email,
  source: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .default('footer_newsletter'),
})
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>

/** The email field of the results capture on /audit-results (spec §5). */
export const resultsEmailFormSchema = z.object({
  email: z.string().trim().min(1, LEAD_MESSAGES.emailRequired).pipe(z.email(LEAD_MESSAGES.email)),
})

/** Body of send-audit-results (spec §7 call 2, plus the result the email is built from). */
export const sendAuditResultsSchema = z.preprocess(
  resolveLeadAliases,
  z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, LEAD_MESSAGES.emailRequired)
      .pipe(z.email(LEAD_MESSAGES.email)),
    businessName: z.string().trim().min(1).max(200),
    service: z.string().trim().max(200).default(''),
    location: z.string().trim().max(200).default(''),
    chatgptResults: z.array(z.unknown()).max(50).default([]),
    claudeResults: z.array(z.unknown()).max(50).default([]),
    result: auditResultSchema,
  }),
)
export type SendAuditResults = z.infer<typeof sendAuditResultsSchema>

/** 200 answer of every lead function. */
export interface LeadAccepted {
  success: true
  message: string
  /** newsletter-signup only: the email was already on the list. */
  already_subscribed?: boolean
}

/** 400 answer: one message per invalid field, under the spec's field names. */
export interface LeadRejected {
  error: 'validation_failed'
  message: string
  fields: Record<string, string>
}
