/**
 * The fact check's readers for the short kinds: telephone, email, website, founded, price, status
 * and a service the answer says the business does not offer. Each `find…(text, offset, …)` returns
 * the facts a passage states, with their spans (offsets in the answer) and verdicts against the
 * business's facts (`unverifiable` when the facts say nothing of it).
 *
 * - telephone: `libphonenumber-js` finds the numbers (valid ones anywhere; merely possible ones
 *   after a phone label) in the business's country, and compares them in E.164, so national and
 *   international forms agree.
 * - email: equal ignoring case. website: the same registrable domain (`tldts`), so `www.`, the
 *   scheme and a path do not matter, and `.com` for `.com.au` is another site; only a host the
 *   answer gives as the business's site (after a website label, or one whose name shares a word
 *   with the business's website or name) is read.
 * - founded: a year ("since 2004", "established in 1998") against the founding year; a span
 *   ("over 25 years", "more than two decades") against the years from the founding to `now`.
 * - price: a symbol band (`$$`, any Unicode currency sign) against a band, a price word
 *   ("affordable", "premium") against a band ($/$$ affordable, $$$/$$$$ premium), amounts against
 *   a range of amounts; the country's currency signs come from CLDR through `Intl` (decision 0117).
 * - service: a listed service the business is said not to offer, when the business is the one
 *   saying no ("they don't do implants", not "most practices don't").
 * - status: "permanently closed" and its forms, "temporarily closed", "moved to X", "still
 *   open"; a closure only supposed ("check it hasn't closed", "if it has closed", "may have
 *   closed") is not stated.
 *
 * Pure; never throws.
 */
import { findNumbers, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import countryToCurrency from 'country-to-currency'
import { getDomain } from 'tldts'
import {
  isPermanentClosure,
  PERMANENT_CLOSURE,
  PERMANENT_CLOSURE_OTHER_SCRIPTS,
  type AnswerFact,
  type BusinessFacts,
  type FactKind,
  type FactVerdict,
} from '@aivis/contract'
import type { Span } from '../mentions/business'
import { countryLanguages } from './address'
import { ownSubject } from './subject'

/** One fact found in a passage: its kind, span and verdict (`expected` when wrong). */
export interface Found extends Span {
  kind: FactKind
  verdict: FactVerdict
  expected?: string
}

const found = (kind: FactKind, span: Span, verdict: FactVerdict, expected?: string): Found => ({
  kind,
  start: span.start,
  end: span.end,
  verdict,
  ...(verdict === 'wrong' && expected ? { expected } : {}),
})

// Telephone ---------------------------------------------------------------------------------------

const PHONE_LABEL =
  /(?:phone|tel(?:ephone)?|call|ring|mobile|cell|whats ?app|contact|reach|number|tél|teléfono|telefone|telefon|fono|gsm|handy|portable)\W{0,12}$/i

/** A phone's label a few words before its number: "The number I have is 22184". */
const PHONE_SAID =
  /\b(?:phone|telephone|tel|call|ring|number|whats ?app)\b(?:[ \t]+(?:I|we|you|they|them|us|on|at|have|had|found|listed|given|shown|on file|for them|for it|is|was|are))+[ \t]*:?[ \t]*\(?$/i

/** The ISO country for phone numbers: `UK` is `GB`. */
export const phoneCountry = (c: string | undefined): CountryCode | undefined =>
  c && /^[A-Za-z]{2}$/.test(c)
    ? ((c.toUpperCase() === 'UK' ? 'GB' : c.toUpperCase()) as CountryCode)
    : undefined

const ownNumbers = new Map<string, string | null>()
/** The business's telephone in E.164 (kept: an audit compares every answer with the same one). */
function ownNumber(telephone: string, country: CountryCode | undefined): string | null {
  const key = `${country ?? ''} ${telephone}`
  if (!ownNumbers.has(key)) {
    if (ownNumbers.size >= 64) ownNumbers.delete(ownNumbers.keys().next().value!)
    ownNumbers.set(key, parsePhoneNumberFromString(telephone, country)?.number ?? null)
  }
  return ownNumbers.get(key)!
}

/** Telephone numbers of a passage (module doc). */
export function findTelephones(
  text: string,
  offset: number,
  facts: BusinessFacts,
  country: CountryCode | undefined,
): Found[] {
  const own = facts.telephone ? ownNumber(facts.telephone, country) : null
  const out: Found[] = []
  // One pass of the matcher at its most lenient; a number only possible (not valid for its
  // country) counts after a phone label ("Phone: (512) 555-0142").
  // `leniency` is a documented option of the matcher (README, "findNumbers") that the type
  // declarations leave out.
  const options = { defaultCountry: country, leniency: 'POSSIBLE', v2: true } as {
    defaultCountry?: CountryCode
    v2: true
  }
  for (const m of findNumbers(text, options)) {
    const before = text.slice(Math.max(0, m.startsAt - 40), m.startsAt)
    if (!PHONE_LABEL.test(before) && !m.number.isValid()) continue
    // A short number ("33200" in "Hämeenkatu 21, 33200 Tampere": a postcode) is a phone only
    // right after a phone label.
    if (
      digits(text.slice(m.startsAt, m.endsAt)).length < 7 &&
      !PHONE_LABEL.test(before.slice(-14)) &&
      // "The number I have is 22184": the label a few words before, in the same sentence.
      !(m.number.isValid() && PHONE_SAID.test(before))
    )
      continue
    // An amount ("3 000–4 500 MRU", "€ 1 200 000") is not a phone.
    const after = text.slice(m.endsAt, m.endsAt + 12)
    if (
      /^\s?(?:\p{Sc}|F\s?CFA)/u.test(after) ||
      CODE_LIST.includes(/^\s?([A-Z]{3})(?![\p{L}])/u.exec(after)?.[1] ?? '') ||
      /\p{Sc}\s?$/u.test(before) ||
      localSigns(country).some((sign) =>
        new RegExp(`^\\s?${escape(sign)}(?![\\p{L}])`, 'u').test(after),
      )
    )
      continue
    // A fax number is not the telephone; nor is a time range ("09.00–17.00").
    if (/\bfax\W{0,12}$/i.test(before)) continue
    if (/^\d{1,2}[.:]\d{2}\s?[–—-]\s?\d{1,2}[.:]\d{2}$/.test(text.slice(m.startsAt, m.endsAt)))
      continue
    const span = { start: offset + m.startsAt, end: offset + m.endsAt }
    if (!facts.telephone) out.push(found('telephone', span, 'unverifiable'))
    else if (
      own
        ? m.number.number === own ||
          // A trunk "0" the country's plan does not have ("02-334210" for "+975 2 334 210").
          digits(text.slice(m.startsAt, m.endsAt)).replace(/^0+/, '') ===
            parsePhoneNumberFromString(own)?.nationalNumber ||
          localForm(text.slice(m.startsAt, m.endsAt), own)
        : digits(m.number.number).endsWith(digits(facts.telephone).replace(/^0+/, ''))
    )
      out.push(found('telephone', span, 'correct'))
    else out.push(found('telephone', span, 'wrong', facts.telephone))
  }
  return out
}
const digits = (s: string) => s.replace(/\D/g, '')

/**
 * True when `written` is the number `own` (E.164) dialled inside its area, without the area code:
 * "9555 0123" for "+61 2 9555 0123". At least seven digits, the national number's ending, and at
 * most three digits of area code left out.
 */
function localForm(written: string, own: string): boolean {
  const national = parsePhoneNumberFromString(own)?.nationalNumber
  const w = digits(written)
  return (
    !!national &&
    !/^\s*\+/.test(written) &&
    /^[1-9]/.test(w) &&
    w.length >= 7 &&
    national.endsWith(w) &&
    national.length - w.length <= 3
  )
}

// Email and website -------------------------------------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu

/** Email addresses of a passage. */
export function findEmails(text: string, offset: number, facts: BusinessFacts): Found[] {
  if (!text.includes('@')) return []
  // Only the words around each "@" are matched (the pattern is slow across a whole passage).
  const matches: { index: number; 0: string }[] = []
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    const from = Math.max(0, at - 64)
    EMAIL.lastIndex = 0
    const m = EMAIL.exec(text.slice(from, at + 256))
    if (m && from + m.index <= at && !matches.some((x) => x.index === from + m.index))
      matches.push({ index: from + m.index, 0: m[0] })
  }
  return matches.map((m) => {
    const span = { start: offset + m.index, end: offset + m.index + m[0].replace(/\.$/, '').length }
    const stated = m[0].replace(/\.$/, '').toLowerCase()
    if (!facts.email) return found('email', span, 'unverifiable')
    return stated === facts.email.toLowerCase()
      ? found('email', span, 'correct')
      : found('email', span, 'wrong', facts.email)
  })
}

const HOST =
  /(?:https?:\/\/)?(?:www\.)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[a-z]{2,}(?:\/[^\s)\]>"'*]*)?/giu
const WEBSITE_LABEL =
  /(?:website|web site|site|web|online at|homepage|url|página|sitio|webseite|site web)\W{0,12}$/i

/** Word stems of a name or host, for telling the business's site from a directory's. */
/** Three-letter words that say what a service is ("key cutting", "tax returns", "spa"). */
const SHORT_SERVICE_WORDS = new Set(
  'key keys tax spa gym art dog dogs cat cats car cars van tyre bus bar tea ice oil gas pet pets eye ear bed men'.split(
    ' ',
  ),
)

const stemsOf = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .split(/[^a-z0-9]+/)
      // Short words say little, but "4wd" or "3d" says what it is.
      .filter(
        (w) =>
          w.length >= 4 ||
          (w.length >= 2 && /\d/.test(w) && /[a-z]/.test(w)) ||
          SHORT_SERVICE_WORDS.has(w),
      ),
  )

/** Words of business names that say the trade or the form, not which business. */
const GENERIC_NAME_WORDS = new Set(
  'dental dentist dentistry clinic clinics medical health care group services service house shop store studio cafe restaurant salon legal lawyers solicitors plumbing plumber electrical electric auto motors garage bakery florist physio physiotherapy vets veterinary hotel guesthouse centre center company limited pty the and'.split(
    ' ',
  ),
)

/** Websites of a passage (module doc). */
export function findWebsites(
  text: string,
  offset: number,
  website: string | null,
  name: string,
  service?: string,
): Found[] {
  const out: Found[] = []
  const ownDomain = website ? getDomain(website) : null
  // The name's distinctive words: not the trade ("Darling Dental": "darling"; "dental" would take
  // a competitor's nguyenandthompsondental.com.au for the business's site).
  const trade = stemsOf(service ?? '')
  const ownStems = new Set([
    ...[...stemsOf(name)].filter(
      (w) =>
        !GENERIC_NAME_WORDS.has(w) &&
        ![...trade].some((t) => t.startsWith(w.slice(0, 5)) || w.startsWith(t.slice(0, 5))),
    ),
    ...(ownDomain ? [ownDomain.split('.')[0]] : []),
  ])
  for (const m of text.matchAll(HOST)) {
    const before = text[m.index - 1] ?? ''
    if (before === '@' || /[\p{L}\p{N}.@-]/u.test(before)) continue
    const raw = m[0].replace(/[.,;:]+$/, '')
    // A Markdown link's target is a citation, not a website stated in words.
    if (text.slice(m.index - 2, m.index) === '](') continue
    const domain = getDomain(raw.replace(/^https?:\/\//i, '').split('/')[0])
    if (!domain || /\.(?:jpg|png|pdf|html?)$/i.test(raw)) continue
    const labelled = WEBSITE_LABEL.test(text.slice(Math.max(0, m.index - 30), m.index))
    const label = domain.split('.')[0]
    const looksOwn = [...ownStems].some((s) => label.includes(s))
    if (!labelled && !looksOwn) continue
    const span = { start: offset + m.index, end: offset + m.index + raw.length }
    if (!ownDomain) out.push(found('website', span, 'unverifiable'))
    else if (domain === ownDomain) out.push(found('website', span, 'correct'))
    else
      out.push(
        found('website', span, 'wrong', website!.replace(/^https?:\/\//i, '').replace(/\/$/, '')),
      )
  }
  return out
}

// Founded -----------------------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  a: 1,
}
const YEAR =
  /\b(since(?:\s+(?:opening|it opened|its opening|opening its doors|launching|it was founded|it was established))?|established(?: in)?|est\.?|founded(?: in)?|opened(?: its doors)?(?: in)?|started(?: in)?|trading since|in business since|serving[^.\n]{0,30}since|dating (?:back )?(?:to|from)|set up in|launched in|began(?: trading)? in|opened in|fundad[ao] en|gegründet|fondée? en|(?:established|founded|since|opened|year founded|founded in)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?(?:in\s+)?)\s*(?:in\s+)?(?:(?:about|around|circa|c\.|roughly|approximately)\s+)?(\d{4})\b/gi
const SPAN =
  /\b(?:(over|more than|nearly|almost|about|around|some|roughly|close to|upwards of|at least)\s+)?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a)\+?\s+(years?|decades?)(?=[^.\n]{0,40}\b(?:trading|operating|in business|serving|experience|running|open|established|old|history|around)|\s+(?:of (?:experience|trading|service|history)|in (?:business|the trade|operation)))/gi
/** "since the late 1970s", "founded in the early 2000s". */
const DECADE =
  /\b(?:since|founded in|established in|opened in|dating (?:back )?(?:to|from)|from)\s+the\s+(?:(early|mid|late)[\s-]?)?(\d{3}0)s\b/gi
/** "Founded over 25 years ago". */
const AGO =
  /\b(?:founded|established|opened|started|set up|in business since)(?:\s*:)?\s+(?:(over|more than|nearly|almost|about|around|some|roughly|close to|at least)\s+)?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a)\+?\s+(years?|decades?)\s+ago/gi
/** A span of years after the business's activity: "practising in Tauranga for over 30 years". */
const SPAN_AFTER_ACTIVITY =
  /\b(?:been \p{L}+ing|trading|operating|practi[sc]ing|in business|serving|running|been around|been open|open for|established for|existed for|around for)\b[^.\n]{0,40}?\bfor\s+(?:(over|more than|nearly|almost|about|around|some|roughly|close to|upwards of|at least)\s+)?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a)\+?\s+(years?|decades?)/giu
/** A span after a label: "In business: over 20 years", "Experience: 15+ years". */
const LABELLED_SPAN =
  /\b(?:in business|years in business|trading|operating|in operation|experience|history)\s*[:：]\s*(?:(over|more than|nearly|almost|about|around|some|roughly|close to|upwards of|at least)\s+)?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a)\+?\s+(years?|decades?)/giu
const SPAN_BEFORE = /\b(?:for|has been|been|over|with)\s*$/i
/**
 * Any "for over 40 years" of the business ("run by the same family for more than 70 years",
 * "has served Dhanmondi for over 40 years"), unless the sentence says it of something else: a
 * warranty, a lease, a price, a closure.
 */
const FOR_SPAN =
  /\bfor\s+(?:(over|more than|nearly|almost|about|around|some|roughly|close to|upwards of|at least)\s+)?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a)\+?\s+(years?|decades?)\b/giu
const NOT_AGE =
  /\b(?:warrant\w*|guarantee\w*|lease|contract|membership|subscription|plan|closed|shut|vacant|empty|renovat\w*|waiting|wait|valid|loan|instal+ments?|visa|licen[cs]e|residen\w*|lived|living|worked|working|studied|training|trained)\b/i
/** Before a bare "since 2009": words that make it something else than the business's start. */
const SINCE_NOT_START =
  /\b(?:closed|shut|moved|relocated|updated|changed|renovated|rebranded|renamed|new owners?|new management|under|not|no|n['’]t|reviews?|rated|rating|listed|prices?|fees?|rates?|unchanged|member|accredited|certified|licensed|registered|partner\w*|award\w*|winner)\b[^.\n]{0,40}$/i

/** Founding statements of a passage (module doc). */
export function findFounded(
  text: string,
  offset: number,
  facts: BusinessFacts,
  now: Date,
): Found[] {
  const out: Found[] = []
  if (!/\d{4}|years?\b|decades?\b/i.test(text)) return out
  const year = facts.foundingDate ? Number(facts.foundingDate.slice(0, 4)) : null
  // "since the late 1970s": the founding year within that part of the decade.
  for (const m of text.matchAll(DECADE)) {
    const span = { start: offset + m.index, end: offset + m.index + m[0].length }
    if (year === null) {
      out.push(found('founded', span, 'unverifiable'))
      continue
    }
    const decade = Number(m[2])
    const part = (m[1] ?? '').toLowerCase()
    const [lo, hi] =
      part === 'early' ? [0, 4] : part === 'mid' ? [3, 7] : part === 'late' ? [6, 9] : [0, 9]
    const holds = year >= decade + lo && year <= decade + hi
    out.push(found('founded', span, holds ? 'correct' : 'wrong', String(year)))
  }
  for (const m of text.matchAll(YEAR)) {
    if (out.some((o) => o.start <= offset + m.index && offset + m.index < o.end)) continue
    // A bare "since" in the business's passage is its start ("In practice since 2009", "Since
    // 1998, …") unless the sentence says it of something else ("under new owners since 2019").
    if (/^since\b/i.test(m[1])) {
      const before = text.slice(Math.max(0, m.index - 60), m.index)
      const sentence = before.slice(before.search(/[^.!?\n]*$/))
      if (SINCE_NOT_START.test(sentence)) continue
    }
    const span = { start: offset + m.index, end: offset + m.index + m[0].length }
    const stated = Number(m[2])
    if (stated < 1700 || stated > now.getFullYear()) continue
    if (year === null) out.push(found('founded', span, 'unverifiable'))
    else out.push(found('founded', span, stated === year ? 'correct' : 'wrong', String(year)))
  }
  const spans = [
    ...[...text.matchAll(SPAN)].map((m) => ({ m, start: m.index, need: true })),
    ...[...text.matchAll(AGO)].map((m) => ({ m, start: m.index, need: false })),
    ...[...text.matchAll(LABELLED_SPAN)].map((m) => ({
      m,
      start: m.index + m[0].search(/[:：]\s*\S/) + /[:：]\s*/.exec(m[0])![0].length,
      need: false,
    })),
    ...[...text.matchAll(SPAN_AFTER_ACTIVITY)].map((m) => ({
      m,
      start: m.index + m[0].search(/\bfor\s+(?:\S+\s+)?\S+\s+(?:years?|decades?)$/i),
      need: false,
    })),
    ...[...text.matchAll(FOR_SPAN)]
      .filter((m) => {
        const from = text.lastIndexOf('.', m.index) + 1
        const to = text.indexOf('.', m.index)
        return !NOT_AGE.test(text.slice(from, to < 0 ? text.length : to))
      })
      .map((m) => ({ m, start: m.index, need: false })),
  ]
  for (const { m, start: at, need } of spans) {
    if (out.some((o) => o.start <= offset + at && offset + at < o.end)) continue
    const before = text.slice(Math.max(0, at - 20), at)
    if (need && !m[1] && !SPAN_BEFORE.test(before)) continue
    const n =
      (/^\d/.test(m[2]) ? Number(m[2]) : NUMBER_WORDS[m[2].toLowerCase()]) *
      (/^decade/i.test(m[3]) ? 10 : 1)
    const span = { start: offset + at, end: offset + m.index + m[0].length }
    if (year === null || !n) {
      out.push(found('founded', span, 'unverifiable'))
      continue
    }
    const date =
      facts.foundingDate!.length >= 7 ? new Date(facts.foundingDate!) : new Date(year, 0, 1)
    const age = (now.getTime() - date.getTime()) / (365.25 * 86_400_000)
    const q = (m[1] ?? '').toLowerCase()
    const holds =
      q === 'over' || q === 'more than' || q === 'upwards of' || q === 'at least'
        ? age >= n
        : q === 'nearly' || q === 'almost' || q === 'close to'
          ? age < n && age >= n - 3
          : q
            ? Math.abs(age - n) <= 2.5
            : age >= n - 1 && age < n + (n >= 10 ? 5 : 2)
    out.push(found('founded', span, holds ? 'correct' : 'wrong', String(year)))
  }
  return out
}

// Price -------------------------------------------------------------------------------------------

/** The ISO 3166-1 code of `country`, upper case, "GB" for "UK"; "" for none. */
const countryCode = (country: string | undefined) =>
  (country ?? '').toUpperCase() === 'UK' ? 'GB' : (country ?? '').toUpperCase()

/** A currency sign: any Unicode currency symbol (`\p{Sc}`: $ £ € ₹ ৳ ₪ ₩ ₡ …), the dollars
 * written with letters before them ("R$", "NZ$", "EC$", "CI$") and the soles. */
const CURRENCY = '(?:(?<![\\p{L}])\\p{Lu}{1,3}\\$|GH₵|S\\/\\.?|\\p{Sc})'
/**
 * ISO 4217 codes (from `Intl`) and local signs written before or after an amount: "AED 1,200",
 * "RM 40", "500 kr".
 */
const CODE_LIST = [
  ...(Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('currency'),
  ...[
    'RM',
    'Rs',
    'KSh',
    'Ksh',
    'kr',
    'Fr',
    'zł',
    'Kč',
    'Ft',
    'lei',
    'TL',
    'Dhs',
    'Dh',
    'JD',
    'KD',
    'BD',
    'QR',
    'SR',
    'LE',
    'TSh',
    'USh',
    'R',
  ],
]
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** An amount as people write it: "12,000", "1.200", "5 000", "12'500", "49.90". */
const NUMBER =
  "\\d{1,3}(?:[ \\u00a0\\u202f.,'’]\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d{1,2})?(?!\\d)"
const WORDS =
  '€|euros?|pesos|dollars|pounds|rupees|rand|reais|dirhams?|ringgit|francs?|kronor|kroner|złoty|riyals?|shillings?|dinars?|colones|soles|hryvnias?|leva|lev|kuna|taka|baht|forint'
const BAND = new RegExp(
  `(?<![\\w\\p{Sc}]|\\d[\\s\\u00a0\\u202f]?)(${CURRENCY})\\1{0,3}(?![\\w\\d\\p{Sc}]|\\s?\\d)`,
  'gu',
)

/**
 * The signs a country writes its money with, from CLDR through `Intl`: its currency
 * (`country-to-currency`) as a symbol, narrow symbol and code in the country's language and in
 * its English ("Rs" in Pakistan, "৳" in Bangladesh, "S/" in Peru, "Ft" in Hungary, "kr." in
 * Denmark, "F CFA" in Senegal).
 */
const signsKept = new Map<string, string[]>()
/** Local signs of currencies as English text writes them, by ISO 4217 code. */
const ENGLISH_SIGNS: Record<string, string[]> = {
  JOD: ['JD'],
  KWD: ['KD'],
  BHD: ['BD'],
  QAR: ['QR'],
  SAR: ['SR'],
  OMR: ['RO'],
  EGP: ['LE'],
  KES: ['KSh', 'Ksh'],
  TZS: ['TSh', 'TSH'],
  UGX: ['USh', 'UShs'],
}

function localSigns(country: string | undefined): string[] {
  const cc = countryCode(country)
  let signs = signsKept.get(cc)
  if (signs) return signs
  signs = []
  const currency = (countryToCurrency as Record<string, string>)[cc]
  if (currency) {
    // The English symbol too: "EC$" (en) where "en-LC" writes "$".
    for (const locale of [...countryLanguages(cc).map((l) => `${l}-${cc}`), `en-${cc}`, 'en'])
      for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const)
        try {
          const sign = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            currencyDisplay,
          })
            .formatToParts(1)
            .find((p) => p.type === 'currency')
            ?.value.trim()
          if (sign && !/^\p{Sc}$/u.test(sign)) {
            // "F CFA" is also written "FCFA".
            signs.push(sign.replace(/\.$/, ''))
            if (/\s/.test(sign)) signs.push(sign.replace(/\s+/g, ''))
          }
        } catch {
          // a locale Intl does not hold
        }
  }
  // Signs written in English in the Gulf and East Africa that CLDR does not hold ("JD 20", "35 KD").
  if (currency) signs.push(...(ENGLISH_SIGNS[currency] ?? []))
  // "so'm" as people type "soʻm".
  for (const sign of [...signs])
    if (/[ʻʼ‘’]/.test(sign)) signs.push(sign.replace(/[ʻʼ‘’]/g, "'"), sign.replace(/[ʻʼ‘’]/g, '’'))
  signs = [...new Set(signs)]
  signsKept.set(cc, signs)
  return signs
}

const hintsKept = new Map<string, RegExp>()
/** The country's currency names ("vatu", "rufiyaa"): the cheap test for amounts written with them. */
function namesHint(country: string | undefined): RegExp {
  const cc = countryCode(country)
  let re = hintsKept.get(cc)
  if (!re) {
    const names = currencyNames(country).map(escape)
    re = names.length ? new RegExp(`(?:${names.join('|')})(?![\\p{L}])`, 'iu') : /(?!)/
    hintsKept.set(cc, re)
  }
  return re
}

const namesKept = new Map<string, string[]>()
/**
 * The unit words of a country's currency, written after an amount: the last word of its English
 * name in the singular and the plural, from CLDR through `Intl` ("lek" and "lekë" in Albania,
 * "som" in Uzbekistan, "kyats" in Myanmar, "kwachas" in Malawi).
 */
function currencyNames(country: string | undefined): string[] {
  const cc = countryCode(country)
  let names = namesKept.get(cc)
  if (names) return names
  names = []
  const currency = (countryToCurrency as Record<string, string>)[cc]
  if (currency)
    for (const n of [1, 800])
      try {
        const name = new Intl.NumberFormat('en', {
          style: 'currency',
          currency,
          currencyDisplay: 'name',
        })
          .formatToParts(n)
          .find((p) => p.type === 'currency')
          ?.value.trim()
          .split(/\s+/)
          .at(-1)
        if (name && name.length >= 3)
          names.push(name.toLowerCase(), name[0].toUpperCase() + name.slice(1).toLowerCase())
      } catch {
        // a currency Intl does not name
      }
  names = [...new Set(names)]
  namesKept.set(cc, names)
  return names
}

const amountsKept = new Map<string, RegExp>()
/** An amount with its sign before or after, for one country (`localSigns`). */
function amountPattern(country: string | undefined): RegExp {
  const key = (country ?? '').toUpperCase()
  let re = amountsKept.get(key)
  if (re) return re
  const codes = `(?:${[...localSigns(country).map(escape), ...CODE_LIST].join('|')})`
  // After the amount also the currency's name ("800 lekë") and a short sign's plural ("800 Ks").
  const names = currencyNames(country).map(escape)
  const after = `(?:${
    [
      ...names,
      ...localSigns(country)
        .filter((s) => /^\p{L}{1,2}$/u.test(s))
        .map((s) => `${escape(s)}s`),
    ].join('|') || '(?!)'
  })`
  re = new RegExp(
    `(?:(?:${CURRENCY}|(?<![\\p{L}])${codes}\\.?)\\s?(${NUMBER})|(${NUMBER})\\s?(?:${WORDS}|${CURRENCY}|${codes}(?![\\p{L}])|${after}(?![\\p{L}])))`,
    'gu',
  )
  amountsKept.set(key, re)
  return re
}
const CHEAP =
  /\b(?:affordable|budget(?:-friendly)?|cheap(?:er)?|inexpensive|low[- ]cost|good value|value for money|reasonably priced|reasonable prices?|wallet-friendly|economical)\b/gi
const DEAR =
  /\b(?:premium|upscale|high[- ]end|higher[- ]end|luxury|luxurious|expensive|pricey|pricier|on the pricier side|top[- ]end|exclusive|fine[- ]dining prices|costly|upmarket|up-market)\b/gi
const MID = /\b(?:mid[- ]range|mid[- ]priced|moderately priced|moderate prices?)\b/gi

/** A currency sign or a capitalised word: the cheap test before the amount pattern. */
const AMOUNT_HINT =
  /\p{Sc}|\b\p{Lu}|\b(?:kr|lei|lv|zł|euros?|pesos|dollars|pounds|rupees|rand|reais|dirhams?|ringgit|francs?|kronor|kroner|złoty|riyals?|shillings?|dinars?|colones|soles|taka|baht|forint)\b|F CFA/u

/** A priceRange as a band (1–4 symbols) or as amounts `[low, high]`, or null. */
function readRange(
  range: string | undefined,
): { band: number } | { low: number; high: number } | null {
  if (!range) return null
  const t = range.trim()
  const sym = new RegExp(`^(${CURRENCY})\\1{0,3}$`, 'u').exec(t)
  if (sym) return { band: t.length / sym[1].length }
  const nums = [...t.matchAll(new RegExp(NUMBER, 'gu'))].map((m) => amountOf(m[0]))
  if (nums.length >= 1) return { low: Math.min(...nums), high: Math.max(...nums) }
  return null
}
/** "12,000", "1.200", "5 000" and "12'500" as numbers; "49,90" and "49.90" as 49.9. */
const amountOf = (s: string) =>
  Number(
    s
      .replace(/[ \u00a0\u202f'’]/g, '')
      .replace(/[.,](?=\d{3}(?!\d))/g, '')
      .replace(',', '.'),
  )

/** Price statements of a passage (module doc). */
export function findPrices(
  text: string,
  offset: number,
  facts: BusinessFacts,
  country?: string,
): Found[] {
  const out: Found[] = []
  const range = readRange(facts.priceRange)
  const push = (start: number, end: number, verdict: FactVerdict) =>
    out.push(
      found('price', { start: offset + start, end: offset + end }, verdict, facts.priceRange),
    )
  for (const m of text.matchAll(BAND)) {
    // "quoted in shekels (₪)": the sign naming the currency, no price.
    if (text[m.index - 1] === '(' && text[m.index + m[0].length] === ')' && m[0] === m[1]) continue
    const band = m[0].length / m[1].length
    if (!range || !('band' in range)) push(m.index, m.index + m[0].length, 'unverifiable')
    else push(m.index, m.index + m[0].length, band === range.band ? 'correct' : 'wrong')
  }
  for (const [re, cheap] of [
    [CHEAP, true],
    [DEAR, false],
  ] as const)
    for (const m of text.matchAll(re)) {
      // "It isn't cheap", "not expensive": the word denied says the other band.
      const denied = /(?:\bnot|n['’]t|\bnever|\bhardly)\s+(?:\w+\s+)?$/i.test(
        text.slice(Math.max(0, m.index - 20), m.index),
      )
      const says = denied ? !cheap : cheap
      if (!range || !('band' in range)) push(m.index, m.index + m[0].length, 'unverifiable')
      else push(m.index, m.index + m[0].length, range.band <= 2 === says ? 'correct' : 'wrong')
    }
  for (const m of text.matchAll(MID)) {
    const ok = range && 'band' in range && range.band === 2
    push(m.index, m.index + m[0].length, ok ? 'correct' : 'unverifiable')
  }
  const amounts =
    /\d/.test(text) && (AMOUNT_HINT.test(text) || namesHint(country).test(text))
      ? [...text.matchAll(amountPattern(country))]
      : []
  for (const m of amounts) {
    if (out.some((o) => o.start <= offset + m.index && offset + m.index < o.end)) continue
    // "1 000 XPF is roughly €8.38", "€1 = 119 XPF": a rate of exchange, no price.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40)
    const before = text.slice(Math.max(0, m.index - 30), m.index)
    if (
      /^\s*(?:is|=|≈|equals|is worth|is about|is around)\s+(?:roughly|about|approximately|approx\.?|around|some)?\s*(?:\p{Sc}|[A-Z]{3}\b|US\$)\s?\d/u.test(
        after,
      ) ||
      /(?:\p{Sc}|[A-Z]{3})\s?1\s*(?:=|≈|is)\s*$/u.test(before) ||
      // "Budget US$250–350 per climber for crew tips", "a US$100 deposit": not what it costs.
      /^[\s\d.,–—-]*(?:\p{Sc}|[A-Z]{3})?[\s\d.,]*(?:per\s+\p{L}+\s+)?(?:for\s+(?:the\s+)?(?:\p{L}+\s+)?(?:tips?|tipping|gratuit(?:y|ies))|deposit|in tips)\b/iu.test(
        after,
      )
    )
      continue
    const value = amountOf(m[1] ?? m[2])
    if (!range || !('low' in range) || !Number.isFinite(value)) {
      push(m.index, m.index + m[0].length, 'unverifiable')
      continue
    }
    // An amount in another currency than the owner's range ("Q500" against "US$60-110") cannot
    // be compared.
    const sign = signKey(m[0].replace(m[1] ?? m[2], ' '), country)
    let own = rangeSigns(facts.priceRange!, country)
    // A range in a unit no data names ("Toman") is in the country's money: an amount in another
    // currency ("US$50" in Iran) is not compared with it.
    const home = (countryToCurrency as Record<string, string>)[countryCode(country)]
    if (
      !own.length &&
      home &&
      sign &&
      /^[A-Z]{3}$/.test(sign) &&
      /\p{L}{2}/u.test(facts.priceRange!)
    )
      own = [home]
    if (sign && own.length && !own.includes(sign)) {
      push(m.index, m.index + m[0].length, 'unverifiable')
      continue
    }
    const inside = value >= range.low && value <= range.high
    push(m.index, m.index + m[0].length, inside ? 'correct' : 'wrong')
  }
  return out
}

/**
 * One key per currency a sign can be: the country's own signs and its ISO code are its currency
 * (`localSigns`), an ISO code itself, every dollar "$", anything else as written; null for none.
 */
function signKey(written: string, country: string | undefined): string | null {
  const s = written
    .replace(/^[\s(]*(?:from|about|around|approx\.?|c\.)?\s*/i, '')
    .replace(/[\s.)]+$/, '')
    .trim()
  if (!s) return null
  const cc = countryCode(country)
  const currency = (countryToCurrency as Record<string, string>)[cc]
  if (
    currency &&
    (s.toUpperCase() === currency ||
      localSigns(country).some((l) => l === s || `${l}s` === s) ||
      currencyNames(country).includes(s))
  )
    return currency
  if (/^[A-Z]{3}$/.test(s) && CODE_LIST.includes(s)) return s
  if (s.includes('$')) {
    // "US$" is the US dollar anywhere; a bare "$" (or "BBD $") is the country's own dollar where
    // its currency is written "$", and the US dollar elsewhere ("$" in Cambodia).
    const bare = s.replace(/\s+/g, '').replace(/\$$/, '')
    if (bare === 'US' || bare === 'U.S.') return 'USD'
    const ownDollar = currency ? narrowSign(currency) === '$' : false
    if (bare === '' || (currency && bare.toUpperCase() === currency))
      return ownDollar ? currency! : 'USD'
    // The country's own prefix: "A$" in Australia, "NZ$", "R$" in Brazil, "NT$" in Taiwan.
    const prefix = bare.toUpperCase()
    if (currency && (prefix === cc || prefix === cc[0] || `${bare}$` === enSign(currency)))
      return currency
    return '$'
  }
  return s.toLowerCase()
}

/** The narrow symbol of an ISO currency ("$" for BBD), or null. */
const narrowSign = (currency: string) => signIn(currency, 'narrowSymbol')
/** The symbol of an ISO currency in English ("R$" for BRL, "NT$" for TWD), or null. */
const enSign = (currency: string) => signIn(currency, 'symbol')
function signIn(currency: string, currencyDisplay: 'symbol' | 'narrowSymbol'): string | null {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay })
        .formatToParts(1)
        .find((p) => p.type === 'currency')?.value ?? null
    )
  } catch {
    return null
  }
}

/** The currencies a priceRange is written in (`signKey` of each sign in it). */
function rangeSigns(range: string, country: string | undefined): string[] {
  return range
    .replace(new RegExp(NUMBER, 'gu'), ' ')
    .split(/[\s–—-]+/)
    .map((t) => signKey(t, country))
    .filter((k): k is string => !!k && /[^\p{L}]|^[A-Z]{3}$|^\p{L}{1,4}$/u.test(k))
}

// Services ----------------------------------------------------------------------------------------

const DENIAL =
  /\b(?:(?:do|does|did)(?:n['’]t| not)|no longer|never|cannot|can['’]t|won['’]t|is not|isn['’]t|are not|aren['’]t)\s+(?:do|does|offer|provide|place|fit|sell|stock|carry|make|handle|take|take on|accept|deal with|perform|serve|supply|bake|cater|treat|cut|repair|fix|install|deliver|work on|service|give|administer|carry out|run|host|organi[sz]e|arrange|teach|book|prepare|sew|cook|clean|print|ship|rent|rent out|hire out|lease|groom|board)\s+((?:any\s+)?(?:\p{L}|\d+\p{L})[\p{L}\d'’ -]{2,40}?)(?=[,.;:\n)]|\s[—–]|\s(?:so|but|and|or|because|which|as)\b|$)/giu

/** A verb denied with no object: "They don't deliver, so …" (the service is the verb's noun). */
const DENIAL_BARE =
  /\b(?:(?:do|does|did)(?:n['’]t| not)|no longer|never|cannot|can['’]t|won['’]t)\s+(deliver|cater|ship|install|repair)(?=\s*[,.;:!)\n]|\s+(?:so|but|and|or|anymore|any more)\b|\s*$)/giu

/** "Straightening isn't on the menu", "Delivery is not offered". */
const DENIAL_AFTER =
  /(?<=^[\s*_•-]*|[.!?]\s+|\n[\s*_•-]*|,\s+|;\s+|:[*_]*\s+)([\p{L}][\p{L}'’ -]{2,40}?)\s+(?:isn['’]t|is not|aren['’]t|are not)\s+(?:on the menu|offered|available|provided|something (?:they|it|the \w+) (?:do|does|offers?))/giu

/**
 * "There's no separate vegetarian menu", "has no delivery", "doesn't have a playground", "rents
 * skis only, not snowboards", and a sentence opening with "No" ("No pool, but the garden bar is
 * pleasant").
 */
const DENIAL_NO =
  /(?:\bonly,?\s+not|\b(?:there(?:['’]s| is| are) no|(?:has|have) no|no (?:separate|dedicated|longer any)|(?:does|do)(?:n['’]t| not) have(?: an?| any)?)|(?<=(?:^|[.!?]\s|\n)[\s*_•-]*)No|(?<=[:：][*_]*\s+)[Nn]o)\s+((?:[\p{L}][\p{L}'’-]*\s?){1,4}?)(?=\s*[,.;:\n)]|\s(?:so|but|and|or|because|which|as|for|with|in|at|on|to|here|there|yet)\b|$)/giu

/** Two stems of one word: the same first five letters ("deliver" and "delivery"). */
const sameStem = (a: string, b: string) =>
  a.startsWith(b.slice(0, 5)) || b.startsWith(a.slice(0, 5))

/** Words of how a service is given, not what it is ("sessions", "experience", "classes"). */
const FORMAT_WORDS = new Set(
  'session sessions experience experiences class classes lesson lessons course courses workshop workshops option options work jobs'.split(
    ' ',
  ),
)

/**
 * The listed service a denied object is, or undefined: its head word (the last before a place or
 * a pronoun, "ATMs" of "ATMs on Bubaque", "implants" of "implants itself") is a word of the
 * service, and when both say which kind ("carpet cleaning", "office cleaning"), their kinds share
 * a word.
 */
function deniedService(object: string, services: string[]): string | undefined {
  // "No trips on Sundays": when, not what.
  if (
    /\b(?:on|at|during|after|before)\s+(?:weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:public\s+)?holidays|night|nights)\b/i.test(
      object,
    )
  )
    return undefined
  const core = (s: string) =>
    s.split(
      /\s+(?:on|in|at|to|from|for|with|near|around|during|after|before|outside|beyond|within|across|except|itself|themselves|anymore|any more|there|here|either|though|so|but|as)\b/i,
    )[0]
  // "sandblasting sessions" for "Sandblasting experience": the format says nothing of what.
  const what = (s: string) => {
    // "AC" and "A/C" are air conditioning.
    const all = [
      ...stemsOf(s.replace(/(?<![\p{L}])(?:AC|A\/C|a\/c)(?![\p{L}])/gu, 'air conditioning')),
    ]
    const kept = all.filter((w) => !FORMAT_WORDS.has(w))
    return kept.length ? kept : all
  }
  const words = what(core(object))
  const head = words.at(-1)
  if (!head) return undefined
  const kinds = words.slice(0, -1)
  return services.find((s) => {
    const own = what(s)
    // "snorkelling trips" for "snorkelling at St Paul's Pool": the service's own words all there.
    const ownCore = [...stemsOf(core(s))]
    if (ownCore.length && ownCore.every((c) => words.some((w) => sameStem(w, c)))) return true
    // "water-damaged phones" for "Water damage repair": two words saying the kind, both its own.
    if (kinds.length >= 2 && kinds.every((k) => own.some((w) => sameStem(k, w)))) return true
    if (!own.some((w) => sameStem(w, head))) return false
    const ownKinds = own.filter((w) => !sameStem(w, head))
    return (
      !kinds.length || !ownKinds.length || kinds.some((k) => ownKinds.some((w) => sameStem(k, w)))
    )
  })
}

/** A service the answer says the business does not offer, that its facts list: wrong. */
export function findDeniedServices(text: string, offset: number, facts: BusinessFacts): Found[] {
  if (!facts.services?.length) return []
  const out: Found[] = []
  if (!/n['’]t\b|\bnot\b|\bno\b|\bnever\b|\bcannot\b/i.test(text)) return out
  for (const m of [
    ...[...text.matchAll(DENIAL)].filter((m) => ownSubject(text, m.index)),
    ...[...text.matchAll(DENIAL_BARE)].filter((m) => ownSubject(text, m.index)),
    ...text.matchAll(DENIAL_AFTER),
    ...text.matchAll(DENIAL_NO),
  ]) {
    if (out.some((o) => o.start <= offset + m.index && offset + m.index < o.end)) continue
    const listed = deniedService(m[1], facts.services)
    if (listed)
      out.push(
        found(
          'service',
          { start: offset + m.index, end: offset + m.index + m[0].trimEnd().length },
          'wrong',
          listed,
        ),
      )
  }
  return out
}

// Status ------------------------------------------------------------------------------------------

const PERMANENT = new RegExp(PERMANENT_CLOSURE.source, 'giu')
const PERMANENT_OTHER_SCRIPTS = new RegExp(PERMANENT_CLOSURE_OTHER_SCRIPTS.source, 'gu')
const TEMPORARY =
  /\b(?:temporarily (?:closed|shut)|closed temporarily|closed for (?:renovations?|refurbishment|repairs|the (?:season|winter|summer)|a while|now)|temporarily not operating|vorübergehend geschlossen|temporalmente cerrado|cerrado temporalmente|temporariamente fechado|fechado temporariamente|ferm[ée]e? temporairement|tijdelijk gesloten|temporaneamente chiuso)\b/giu
const MOVED =
  /\b(?:has |have |had |recently |['’]ve |['’]s )?(?:moved|relocated|relocating|moving)(?:\s+from\s+[^.\n;()]{2,60}?)?(?:\s+(?:to|into)\s+([^.\n;,()]{2,60})|\s*[—–]\s*[^.\n]{0,50}?\b(?:is|are)\s+now\s+(?:based\s+|located\s+)?(?:in|at|on)\s+([^.\n;,()]{2,60}))/giu
const STILL_OPEN =
  /\b(?:open (?:and|&) (?:taking|accepting|welcoming|seeing) (?:bookings|orders|appointments|reservations|enrol?ments|registrations|clients|patients|customers|students|guests|walk-ins|new \w+)|open for business|open (?:and|&) (?:operating|serving|running|trading|working)(?: as (?:usual|normal)| normally)?|(?:operating|trading|open) as (?:usual|normal)|business as usual|(?:is|are) still (?:open|operating|trading|in business|running)|still (?:open|operating|trading) (?:for business|as usual)?|remains? open|is open as usual|currently open)\b/giu
/** A word every status statement has: the cheap test before the full ones. */
const STATUS_WORDS =
  /clos|shut|ceas|no longer|out of business|mov(?:ed|ing)|relocat|still|remain|open|fech|cerr|ferm|geschl|geslot|gesluit|chius|stäng|폐업|영업|閉|停|歇|关闭|ปิด|مغلق|أغلق|סגור|работ|закрыт|праці|закрит|byllur|zamkn|zavřen|zatvoren|zárva|bezár|[îi]nchis|zaprt|затвор|трајно|κλει|kapa|suljettu|lukket|stengt|suletud|slēgts|uždaryt|đóng|tutup|sarado|bağlan|yopil|ёпил|жабыл|хаагд|зачын|fungwa|lokað|tancat|fèmen|փակ|დახურ|बंद|बन्द|বন্ধ|மூட|වසා|ተዘግ|ປິດ|بسته|അടച്ച|ಮುಚ್ಚ|మూసి|બંધ|ਬੰਦ|بند|ବନ୍ଦ/iu

/** A closure only supposed, asked about, or denied: not stated. */
const SUPPOSED =
  /\b(?:if|whether|check(?:ing)?|confirm(?:ing)?|verify|make sure|in case|may|might|could|possibly|rumou?r\w*|unconfirmed|despite|hasn['’]t|has not|haven['’]t|not (?:permanently )?closed|wasn['’]t|isn['’]t|ask|worth|before (?:you|visiting|heading))\b/i
/** The closure is denied later in the sentence ("… but it is still open"). */
const DENIED_AFTER =
  /^[^.\n]{0,80}\b(?:but|however)\b[^.\n]{0,40}\b(?:still|open|operating|trading)\b/i

/** The sentence of `text` around `at` (from its start to `at`). */
function sentenceBefore(text: string, at: number): string {
  const head = text.slice(0, at)
  const cut = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('\n'),
    head.lastIndexOf('? '),
    head.lastIndexOf('! '),
  )
  return head.slice(cut + 1)
}

/** Status statements of a passage (module doc). */
export function findStatus(text: string, offset: number, facts: BusinessFacts): Found[] {
  const out: Found[] = []
  if (!STATUS_WORDS.test(text)) return out
  const status = facts.status
  const add = (m: RegExpMatchArray, stated: NonNullable<BusinessFacts['status']>, end?: number) => {
    const lead = sentenceBefore(text, m.index!)
    if (SUPPOSED.test(lead)) return
    if (DENIED_AFTER.test(text.slice(m.index! + m[0].length))) return
    const span = { start: offset + m.index!, end: offset + (end ?? m.index! + m[0].length) }
    if (!status) out.push(found('status', span, 'unverifiable'))
    else out.push(found('status', span, status === stated ? 'correct' : 'wrong', status))
  }
  for (const m of text.matchAll(PERMANENT)) add(m, 'permanently closed')
  for (const m of text.matchAll(PERMANENT_OTHER_SCRIPTS)) add(m, 'permanently closed')
  for (const m of text.matchAll(TEMPORARY)) add(m, 'temporarily closed')
  // A business that moved still trades: "still open" agrees with `moved`.
  for (const m of text.matchAll(STILL_OPEN)) add(m, status === 'moved' ? 'moved' : 'open')
  for (const m of text.matchAll(MOVED)) {
    const lead = sentenceBefore(text, m.index)
    if (SUPPOSED.test(lead)) continue
    // "… when many NGOs and businesses relocated from Khartoum": others moved.
    if (!ownSubject(text, m.index)) continue
    // "Benin moved to ten-digit numbers": a move to no place.
    const to = (m[1] ?? m[2]).trim()
    if (!/^(?:\p{Lu}|\d|(?:the|a|an|new|its|their|larger|bigger|smaller|nearby)\b)/u.test(to))
      continue
    // The move itself ("has moved"; "has relocated — its office is now in Mauren"); where to is
    // an address fact of its own (address.ts).
    const verb = m[0].search(/\s+(?:from|to|into)\s|\s*[—–]/)
    const span = { start: offset + m.index, end: offset + m.index + verb }
    if (!status) out.push(found('status', span, 'unverifiable'))
    else if (status === 'moved') out.push(found('status', span, 'correct'))
    else out.push(found('status', span, 'wrong', status))
  }
  return out
}

/** True when `stated` says the business closed for good (the contract's, re-exported). */
export { isPermanentClosure }

/** The facts of a passage as the result carries them: `stated` is the answer's own words. */
export const toAnswerFact = (answer: string, f: Found): AnswerFact => ({
  kind: f.kind,
  stated: answer.slice(f.start, f.end),
  verdict: f.verdict,
  ...(f.expected ? { expected: f.expected } : {}),
})
