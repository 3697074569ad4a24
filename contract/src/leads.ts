/**
 * The lead contract: the bodies of the three lead functions (spec §7 calls 2, 5 and 6), parsed by
 * the audit service and validated by the site's forms with the same schemas (react-hook-form with
 * zod), and their answers.
 *
 * - `contactInquirySchema` — `POST /functions/v1/send-contact-inquiry` (spec §3 "Contact inquiry",
 *   rules and messages of spec §5). Aliases tolerated: business_name, website_url, website, site.
 * - `newsletterSignupSchema` — `POST /functions/v1/newsletter-signup` {email, source}.
 * - `sendAuditResultsSchema` — `POST /functions/v1/send-audit-results` {email, audit_id,
 *   audit_token}: the audit the page shows, by its id and the capability the service issued with
 *   it; the email is built from the result the service stored.
 * - Every form also sends the bot fields `BOT_FIELDS`: a honeypot left empty by people and the
 *   time the form was shown; a submission they flag is answered like a success and kept as
 *   suspected spam (`SpamReason`, `spamFields`), with no mail.
 * - Answers: 200 `LeadAccepted` ({success: true, message, already_subscribed?}); 400
 *   `LeadRejected` ({error: 'validation_failed', message, fields: {field: message}}).
 *
 * Pure module: no I/O, safe in the browser.
 */
import { z } from './zod'
import { INDUSTRIES } from './vocabulary'
import { normalizeWebsite } from './website'

import { LEAD_MESSAGES } from './leadConstants'

export * from './leadConstants'

/**
 * The email addresses the lead functions accept: zod's default email pattern with every domain
 * label starting and ending with a letter or digit (RFC 1035 host names), so that no address is
 * accepted here that the CMS's email fields refuse (e.g. `a@host-.com`).
 */
export const LEAD_EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

const emailFormat = () => z.email({ message: LEAD_MESSAGES.email, pattern: LEAD_EMAIL_PATTERN })

const email = z.string().trim().toLowerCase().max(254, LEAD_MESSAGES.email).pipe(emailFormat())

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

/**
 * Why the bot checks flagged a lead post: `honeypot` (the hidden `company_fax` field was filled) or
 * `too_fast` (sent less than `MIN_FILL_MS` after the form was shown). A flagged post is kept as
 * suspected spam, out of the sales pipeline and the export, and no mail is sent for it.
 */
export type SpamReason = 'honeypot' | 'too_fast'

/**
 * The suspected-spam fields of every lead document (`inquiries`, `newsletter-subscribers`,
 * `result-email-requests`): `suspected_spam` true with its `spam_reason` for a post the bot checks
 * flagged, else false and null.
 */
export interface SpamFields {
  suspected_spam: boolean
  spam_reason: SpamReason | null
}

/** The `SpamFields` of a lead flagged for `spam` (null: not flagged). */
export const spamFields = (spam: SpamReason | null): SpamFields => ({
  suspected_spam: spam !== null,
  spam_reason: spam,
})

/** The document of the CMS `inquiries` collection an accepted contact inquiry is stored as. */
export interface InquiryDocument extends SpamFields {
  name: string
  email: string
  businessName: string
  /** Normalised URL; null when left blank. */
  websiteUrl: string | null
  /** One of `INDUSTRIES`' values; null when left blank. */
  industry: string | null
  message: string
  /** Where it came from, e.g. 'contact_page'. */
  source: string
  /** The lead's idempotency key (unique in the collection). */
  idempotency_key: string
}

/**
 * Maps a contact inquiry accepted by `contactInquirySchema` onto the body the relay sends to the
 * CMS `inquiries` collection (`POST /api/inquiries`), with `source`, the idempotency `key` and the
 * suspected-spam fields (`spam`: why the bot checks flagged it; null, the default: not flagged).
 * The optional fields left blank ('' after parsing) are sent as null: the collection's `industry`
 * select accepts only its options or nothing, so an empty string would be refused and the lead
 * retried without end. Every inquiry the schema accepts maps onto a document the collection accepts
 * (cms/test/leads-contract.test.ts).
 */
export function inquiryDocument(
  inquiry: ContactInquiry,
  key: string,
  source = 'contact_page',
  spam: SpamReason | null = null,
): InquiryDocument {
  return {
    name: inquiry.name,
    email: inquiry.email,
    businessName: inquiry.businessName,
    websiteUrl: inquiry.websiteUrl || null,
    industry: inquiry.industry || null,
    message: inquiry.message,
    source,
    idempotency_key: key,
    ...spamFields(spam),
  }
}

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
  email: z.string().trim().min(1, LEAD_MESSAGES.emailRequired).pipe(emailFormat()),
})

/** An audit id as the jobs API issues them (a UUID; at most 100 word characters or dashes). */
const AUDIT_ID_PATTERN = /^[\w-]{1,100}$/

/**
 * Body of send-audit-results (spec §7 call 2; docs/decisions/0055): the address to send to and the
 * audit the page shows, named by its `audit_id` and the `audit_token` the service issued with the
 * result. The email is built from the result the service stored, never from the body; the spec's
 * other fields (businessName, service, location, chatgptResults, claudeResults) are not needed and
 * are ignored when sent.
 */
export const sendAuditResultsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, LEAD_MESSAGES.emailRequired).pipe(emailFormat()),
  audit_id: z.string().trim().regex(AUDIT_ID_PATTERN, 'Unknown audit.'),
  audit_token: z.string().trim().min(1, 'Unknown audit.').max(200, 'Unknown audit.'),
})
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

/** The message of every `LeadRejected` answer. */
export const LEAD_REJECTED_MESSAGE = 'Please check the highlighted fields.'

/**
 * The 400 answer of a lead body that `error` refused: the first message per field, under the
 * spec's field names (`body` for an issue about the whole body). Used by the audit service's lead
 * routes and by the site when it keeps a lead itself (docs/decisions/0096).
 */
export function leadRejected(error: z.ZodError): LeadRejected {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message
  return { error: 'validation_failed', message: LEAD_REJECTED_MESSAGE, fields }
}
