/**
 * The lead contract's plain constants (spec §5 messages, the anti-bot fields, the 200 answers),
 * without zod: pages that only need these do not load the schemas (re-exported by leads.ts).
 */
/** Messages of spec §5 (contact form) and §5 (audit-result email). */
export const LEAD_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  businessName: 'Business name is required',
  websiteUrl: 'Please enter a valid website URL',
  message: 'Message must be at least 20 characters',
  emailRequired: 'Please enter your email address.',
} as const

/** Names of the anti-bot fields every lead form sends (never shown to people). */
export const BOT_FIELDS = {
  /** Honeypot: a text field hidden from people; any value marks a bot. */
  honeypot: 'company_fax',
  /** `Date.now()` when the form was shown, ms. */
  startedAt: 'form_started_at',
} as const

/** A submission sent sooner than this after the form was shown is a bot's, ms. */
export const MIN_FILL_MS = 3000

/** Messages of the 200 answers. */
export const LEAD_ANSWERS = {
  inquiry: "Inquiry received. We'll get back to you within 48 hours.",
  subscribed: 'Subscribed.',
  alreadySubscribed: 'Already subscribed.',
  resultsEmail: 'Your results are on the way.',
} as const
