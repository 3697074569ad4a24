/**
 * The shared word lists: each list is defined here once and imported by the content model
 * (`collections`), the audit service and the site. Pure data, safe in the browser.
 */

/** Business types of the /audit form (spec §2, §3). */
export const AUDIT_BUSINESS_TYPES = [
  'service',
  'local_retail',
  'national_brand',
  'online_only',
] as const
/** Business types of the /audit-setup form (spec §3); accepted by the service as well. */
export const SETUP_BUSINESS_TYPES = [
  'practice',
  'agency',
  'provider',
  'ecommerce',
  'saas',
  'restaurant',
  'retail',
  'other',
] as const
export const BUSINESS_TYPES = [...AUDIT_BUSINESS_TYPES, ...SETUP_BUSINESS_TYPES] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/**
 * Visibility status: spec §4's three, plus INCONCLUSIVE, given instead of LOW when fewer than half
 * of the answers name any business at all (the answers then say more about the question than about
 * the business; docs/decisions/0049).
 */
export const SEVERITIES = ['LOW', 'MODERATE', 'STRONG', 'INCONCLUSIVE'] as const
export type Severity = (typeof SEVERITIES)[number]

/** Assistants the engine can ask, in the order the primary (hero) assistant is chosen. */
export const ASSISTANT_IDS = ['chatgpt', 'claude', 'gemini', 'perplexity'] as const
export type AssistantId = (typeof ASSISTANT_IDS)[number]

/**
 * How an answer was obtained: through the vendor's API without web search, or with the vendor's
 * web search tool offered at the business's location (docs/decisions/0050).
 */
export const ANSWER_SURFACES = ['api', 'api_web_search'] as const
export type AnswerSurface = (typeof ANSWER_SURFACES)[number]

/** Industry values and labels of the contact form (spec §3 "Contact inquiry"). */
export const INDUSTRIES = [
  { value: 'legal', label: 'Legal' },
  { value: 'health', label: 'Health & Wellness' },
  { value: 'home-services', label: 'Home Services' },
  { value: 'finance', label: 'Finance & Accounting' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'restaurants', label: 'Restaurants & Cafés' },
  { value: 'tourism', label: 'Hotel, Accommodation & Tourism' },
  { value: 'retail', label: 'Retail' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'software', label: 'Software & SaaS' },
] as const

/** Where an FAQ is shown: the home page, the /audit page, the /faqs page. */
export const FAQ_PLACEMENTS = ['home', 'audit', 'faqs'] as const
export type FaqPlacement = (typeof FAQ_PLACEMENTS)[number]

/**
 * CMS user roles. `admin`, `editor` and `sales` are staff who log into the admin; `service` is the
 * machine account of the audit service's API key, which may only write leads; `customer` is a site
 * customer, who is not staff: no admin panel, no leads.
 */
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const
export const ROLES = [...STAFF_ROLES, 'service', 'customer'] as const
export type Role = (typeof ROLES)[number]
