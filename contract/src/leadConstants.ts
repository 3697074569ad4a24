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

/**
 * The site's pages of the newsletter's emailed links (docs/decisions/0130): each opens with the
 * signed token as `?token=`, asks for one button (a form POST to the same path), and after it shows
 * its outcome as `?outcome=` (`NewsletterOutcome`). The audit service's old link addresses
 * (`/functions/v1/newsletter-confirm`, `/functions/v1/newsletter-unsubscribe`, in emails already
 * sent) redirect here with their token.
 */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const

/**
 * What a newsletter link page shows after its button: `confirmed`, `already` (confirmed or
 * unsubscribed before), `unsubscribed`, `invalid` (the token does not verify, has expired, or was
 * issued before the address unsubscribed) or `unavailable` (the audit service could not take it;
 * the token stays in the address so the button can be pressed again).
 */
export const NEWSLETTER_OUTCOMES = [
  'confirmed',
  'already',
  'unsubscribed',
  'invalid',
  'unavailable',
] as const
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number]

/**
 * The address of a newsletter link page: `page` with `token` (when given) and `outcome` (when
 * given) as query parameters, relative to the site's origin.
 */
export function newsletterPagePath(
  page: keyof typeof NEWSLETTER_PAGES,
  { token, outcome }: { token?: string; outcome?: NewsletterOutcome } = {},
): string {
  const query = new URLSearchParams()
  if (token) query.set('token', token)
  if (outcome) query.set('outcome', outcome)
  const search = query.toString()
  return `${NEWSLETTER_PAGES[page]}${search ? `?${search}` : ''}`
}
