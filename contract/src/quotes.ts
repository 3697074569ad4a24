/**
 * Quotes: references in CMS text to a value kept in one place (docs/decisions/0127, 0128). Staff
 * write them in any text the site shows (FAQ answers, block texts, rich text); the site replaces
 * each with the current value on every render, the CMS refuses unknown names on save.
 *
 * - `{price:<offer slug>}`: the offer's published price, e.g. `{price:foundations}` → "$1,997";
 * - `{price:<offer slug>:period}`: with its billing, e.g. "$997/month", "$149 one-time";
 * - `{price:<offer slug>:total}`: price × minimum term for a monthly offer ("$2,991"), else the price;
 * - `{promise:<key>}`: a promise of the site settings' Promises tab (`PROMISE_KEYS`), e.g.
 *   `{promise:callMinutes}` → "20".
 *
 * Pure and browser-safe: `quoteReferences(text)`, `unknownQuotes(text, known)`,
 * `resolveQuotes(text, values, escape?)`, `resolveQuotesDeep(value, values)`, `formatUsd(amount)`,
 * `quotedPrice(offer, show)`.
 */

/** What a `{price:…}` reference shows: the price, the price with its period, or the total of its term. */
export const PRICE_SHOWS = ['price', 'period', 'total'] as const
export type PriceShow = (typeof PRICE_SHOWS)[number]

/**
 * The promises of the site settings' Promises tab (spec §1, §5, §9; decision 0128), each one
 * field: the course's refund terms, the strategy call's length in minutes, how long the audit
 * takes, when results are expected and the visibility guarantee.
 */
export const PROMISE_KEYS = [
  'refundTerms',
  'callMinutes',
  'auditDuration',
  'resultsTime',
  'guaranteeTitle',
  'guaranteeText',
] as const
export type PromiseKey = (typeof PROMISE_KEYS)[number]

/**
 * The promises as the seed states them, one side of each of the spec's contradictions
 * (docs/decisions/0128): the course refund of spec §5/§9 (7 days, at most 3 lessons), the 20-minute
 * call of the results page's button (spec §2 'Book 20-Minute Strategy Call'), the home page's
 * "about 60 seconds" (spec §1), results in 2 to 6 weeks (spec §9) and a 30-day guarantee worded
 * so that it does not contradict them. The CMS fields' defaults; staff change them in the CMS.
 */
export const DEFAULT_PROMISES = {
  refundTerms: 'Refundable within 7 days of purchase if no more than 3 lessons are completed',
  callMinutes: 20,
  auditDuration: 'about 60 seconds',
  resultsTime: '2 to 6 weeks',
  guaranteeTitle: '30-Day Visibility Guarantee',
  guaranteeText:
    'If AI assistants do not name you within 30 days of our work being delivered, we keep working at no extra cost until they do.',
} as const satisfies Record<PromiseKey, string | number>

/** The strategy-call button of spec §2: 'Book 20-Minute Strategy Call' for a 20-minute call. */
export const bookStrategyCallLabel = (minutes: number = DEFAULT_PROMISES.callMinutes) =>
  `Book ${minutes}-Minute Strategy Call`

/** One reference found in a text: its kind, the offer slug or promise key, what it shows. */
export interface QuoteReference {
  /** The reference as written, e.g. "{price:pro:period}". */
  token: string
  kind: 'price' | 'promise'
  name: string
  /** For `price` only: 'price' when the reference names no show. */
  show?: string
}

/** The offer fields a price reference reads (a published offer of the CMS). */
export interface QuotedOffer {
  slug?: string | null
  price: number
  billing: 'one-time' | 'monthly'
  minimumTermMonths?: number | null
}

/** The current values references resolve to. */
export interface QuoteValues {
  offers: QuotedOffer[]
  promises: Partial<Record<PromiseKey, string | number | null>>
}

// `{price:slug}`, `{price:slug:show}`, `{promise:key}`; spaces inside the braces are tolerated.
const REFERENCE = /\{\s*(price|promise)\s*:\s*([^{}:\s]+)\s*(?::\s*([^{}:\s]+)\s*)?\}/g

/** Every reference in `text`, in order (an empty list for a text without any). */
export function quoteReferences(text: string): QuoteReference[] {
  return [...text.matchAll(REFERENCE)].map((m) => ({
    token: m[0],
    kind: m[1] as 'price' | 'promise',
    name: m[2],
    ...(m[1] === 'price' ? { show: m[3] ?? 'price' } : m[3] ? { show: m[3] } : {}),
  }))
}

/**
 * The references of `text` that name nothing known: an offer slug not in `known.offers`, a show
 * not in `PRICE_SHOWS`, a promise key not in `PROMISE_KEYS` (or a promise with a show). Each is
 * returned with the reason, e.g. `{price:fundations}: no offer "fundations"`. Empty: all valid.
 */
export function unknownQuotes(text: string, known: { offers: readonly string[] }): string[] {
  return quoteReferences(text).flatMap((r) => {
    if (r.kind === 'promise') {
      if (!(PROMISE_KEYS as readonly string[]).includes(r.name))
        return [`${r.token}: no promise "${r.name}"`]
      return r.show ? [`${r.token}: a promise has no "${r.show}"`] : []
    }
    if (!known.offers.includes(r.name)) return [`${r.token}: no offer "${r.name}"`]
    if (!(PRICE_SHOWS as readonly string[]).includes(r.show ?? ''))
      return [`${r.token}: "${r.show}" is not one of ${PRICE_SHOWS.join(', ')}`]
    return []
  })
}

/** Whole US dollars with thousands separators: 1997 → "$1,997"; cents kept when present. */
export function formatUsd(amount: number): string {
  const whole = Number.isInteger(amount)
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`
}

/** An offer's price as `show` says (module doc): "$997", "$997/month" or "$2,991". */
export function quotedPrice(offer: QuotedOffer, show: PriceShow): string {
  const monthly = offer.billing === 'monthly'
  if (show === 'period') return `${formatUsd(offer.price)}${monthly ? '/month' : ' one-time'}`
  if (show === 'total' && monthly && offer.minimumTermMonths)
    return formatUsd(offer.price * offer.minimumTermMonths)
  return formatUsd(offer.price)
}

/**
 * `text` with every reference replaced by its current value, passed through `escape` (e.g. an
 * HTML escape for HTML text). A reference to nothing known (an offer deleted since, an empty
 * promise) stays as written, so staff see it and nothing false is stated.
 */
export function resolveQuotes(
  text: string,
  values: QuoteValues,
  escape: (s: string) => string = (s) => s,
): string {
  if (!text.includes('{')) return text
  return text.replace(REFERENCE, (token, kind: string, name: string, show?: string) => {
    if (kind === 'promise') {
      const value = values.promises[name as PromiseKey]
      return show || value === null || value === undefined || value === ''
        ? token
        : escape(String(value))
    }
    const offer = values.offers.find((o) => o.slug === name)
    const how = (show ?? 'price') as PriceShow
    return offer && PRICE_SHOWS.includes(how) ? escape(quotedPrice(offer, how)) : token
  })
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * A copy of `value` (a CMS document, list or any JSON) with the references of every string
 * resolved; strings under a key named `html` or ending in `Html` are HTML (the CMS's rich-text
 * output): their values are HTML-escaped.
 */
export function resolveQuotesDeep<T>(value: T, values: QuoteValues, html = false): T {
  if (typeof value === 'string')
    return resolveQuotes(value, values, html ? escapeHtml : undefined) as T
  if (Array.isArray(value)) return value.map((v) => resolveQuotesDeep(v, values, html)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        resolveQuotesDeep(v, values, k === 'html' || k.endsWith('Html')),
      ]),
    ) as T
  return value
}
