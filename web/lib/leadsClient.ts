/**
 * The browser's calls to the three lead functions (spec §7 calls 2, 5 and 6), through the site's
 * own origin like the audit (the web server forwards `/functions/v1/*` to the audit service):
 *
 * - `sendContactInquiry(values, bot)` → `POST /functions/v1/send-contact-inquiry` (/contact);
 * - `subscribeNewsletter(email, bot)` → `POST /functions/v1/newsletter-signup` (footer, source
 *   'footer_newsletter');
 * - `sendAuditResults(email, audit, bot)` → `POST /functions/v1/send-audit-results`
 *   (/audit-results): `{ email, audit_id, audit_token }`, the audit the page shows by its id and
 *   the capability the service issued with the result; the service builds the email from the
 *   result it stored (docs/decisions/0055).
 *
 * Every body carries the contract's bot fields (`BOT_FIELDS`): the honeypot's value (empty for
 * people) and when the form was shown. Every post carries an `Idempotency-Key` header: one random
 * key per submission (`options.idempotencyKey`, else a new `newIdempotencyKey()`), so the site's
 * proxy can retry it while the audit service restarts and the service stores it once; a form that
 * sends the same submission again passes the same key. None of them throws: each returns a
 * `LeadOutcome`:
 * - `{ ok: true, message, alreadySubscribed }` — 200 `LeadAccepted`;
 * - `{ ok: false, kind: 'rejected', message, fields }` — 400 `LeadRejected` (one message per field);
 * - `{ ok: false, kind: 'server', status, message? }` — any other answer (`message`: the server's
 *   own, when its body has one; a 429 says when to try again);
 * - `{ ok: false, kind: 'network', message }` — the request never got an answer ('Failed to
 *   fetch', 'NetworkError…', spec §8); `isNetworkError(err)` recognises those errors.
 */
import {
  BOT_FIELDS,
  type AuditResult,
  type ContactInquiryForm,
  type LeadAccepted,
  type LeadRejected,
} from '@aivis/contract'

export const LEAD_URLS = {
  contact: '/functions/v1/send-contact-inquiry',
  newsletter: '/functions/v1/newsletter-signup',
  results: '/functions/v1/send-audit-results',
} as const

/** The footer form's newsletter source (spec §7 call 5). */
export const NEWSLETTER_SOURCE = 'footer_newsletter'

export type LeadOutcome =
  | { ok: true; message: string; alreadySubscribed: boolean }
  | { ok: false; kind: 'rejected'; message: string; fields: Record<string, string> }
  | { ok: false; kind: 'server'; status: number; message?: string }
  | { ok: false; kind: 'network'; message: string }

/** The anti-bot values a form sends: its honeypot's value and `Date.now()` when it was shown. */
export interface BotFields {
  honeypot: string
  startedAt: number
}

export interface LeadOptions {
  fetchImpl?: typeof fetch
  /** The submission's `Idempotency-Key` (8–100 letters, digits, `_` or `-`); default a new one. */
  idempotencyKey?: string
}

/**
 * A new random idempotency key: 32 hex digits from `crypto.getRandomValues` (which, unlike
 * `crypto.randomUUID`, browsers also offer on plain-http pages).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * True for a request that got no answer: browsers reject `fetch` with 'Failed to fetch'
 * (Chromium), 'NetworkError when attempting to fetch resource.' (Firefox) or 'Load failed'
 * (Safari).
 */
export function isNetworkError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err)
  return /Failed to fetch|NetworkError|Load failed/i.test(message)
}

const botBody = ({ honeypot, startedAt }: BotFields) => ({
  [BOT_FIELDS.honeypot]: honeypot,
  [BOT_FIELDS.startedAt]: startedAt,
})

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(text)
    return body && typeof body === 'object' && !Array.isArray(body) ? body : null
  } catch {
    return null
  }
}

async function postLead(
  url: string,
  body: Record<string, unknown>,
  { fetchImpl = fetch, idempotencyKey = newIdempotencyKey() }: LeadOptions,
): Promise<LeadOutcome> {
  let res: Response
  let text: string
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    })
    text = await res.text()
  } catch (err) {
    return { ok: false, kind: 'network', message: err instanceof Error ? err.message : String(err) }
  }
  const data = parseJson(text)
  const message = typeof data?.message === 'string' && data.message ? data.message : undefined
  if (res.ok && data?.success === true) {
    const accepted = data as unknown as LeadAccepted
    return { ok: true, message: message ?? '', alreadySubscribed: !!accepted.already_subscribed }
  }
  if (res.status === 400 && data?.error === 'validation_failed') {
    const rejected = data as unknown as LeadRejected
    const fields = rejected.fields && typeof rejected.fields === 'object' ? rejected.fields : {}
    return { ok: false, kind: 'rejected', message: message ?? '', fields }
  }
  return { ok: false, kind: 'server', status: res.status, ...(message ? { message } : {}) }
}

/** spec §7 call 6: the contact form's values as the form holds them (the service normalises). */
export function sendContactInquiry(
  values: ContactInquiryForm,
  bot: BotFields,
  options: LeadOptions = {},
): Promise<LeadOutcome> {
  const { name, email, businessName, websiteUrl, industry, message } = values
  return postLead(
    LEAD_URLS.contact,
    { name, email, businessName, websiteUrl, industry, message, ...botBody(bot) },
    options,
  )
}

/** spec §7 call 5: the footer's newsletter signup. */
export function subscribeNewsletter(
  email: string,
  bot: BotFields,
  options: LeadOptions = {},
): Promise<LeadOutcome> {
  return postLead(
    LEAD_URLS.newsletter,
    { email: email.trim(), source: NEWSLETTER_SOURCE, ...botBody(bot) },
    options,
  )
}

/** The audit a results email is about: its id and the capability issued with it. */
export type EmailableAudit = Required<Pick<AuditResult, 'audit_id' | 'audit_token'>>

/** True when `result` names an audit the service can email (results stored before tokens cannot). */
export function isEmailable(result: AuditResult): result is AuditResult & EmailableAudit {
  return !!result.audit_id && !!result.audit_token
}

/** spec §7 call 2: the results of `audit` (the result the page shows), to `email`. */
export function sendAuditResults(
  email: string,
  audit: EmailableAudit,
  bot: BotFields,
  options: LeadOptions = {},
): Promise<LeadOutcome> {
  return postLead(
    LEAD_URLS.results,
    {
      email: email.trim(),
      audit_id: audit.audit_id,
      audit_token: audit.audit_token,
      ...botBody(bot),
    },
    options,
  )
}
