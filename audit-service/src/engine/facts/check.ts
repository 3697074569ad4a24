/**
 * The fact check of one answer: what it states about the audited business, each fact compared with
 * the business's own facts (the ones the owner confirmed, `business_facts`).
 *
 * `checkAnswerFacts(answer, business, opts)` → `AnswerFact[]` in the answer's order, each
 * `{ kind, stated, verdict, expected? }`: `stated` the answer's exact words, `verdict` `correct`,
 * `wrong` or `unverifiable` (the facts say nothing of it), `expected` the business's own value when
 * wrong.
 * - `business`: `{ name, aliases?, service?, website, location, facts }`; `location` is the place
 *   the owner typed (its words are never a wrong address).
 * - `opts.question`: `'business'` for an answer about the business (the control and contact
 *   questions), `'market'` for a discovery answer (only its passage about the business is read).
 * - `opts.country`: ISO 3166-1 alpha-2 of the business, for national phone numbers and regions
 *   (default: the address's country, else the telephone's own prefix).
 * - `opts.now`: the audit's time, for spans such as "over 20 years" (default: now).
 *
 * Only the passages about this business are read (`ownPassages`, scope.ts): a competitor's or a
 * namesake told apart never counts; a namesake's details given as this business's do (they are
 * this business's facts as the answer states them, and wrong). Readers per kind: hours.ts,
 * address.ts, kinds.ts. A status "permanently closed" is reported only when the answer says it of
 * this business and not as a mere possibility.
 *
 * Pure and synchronous (the audit runs it on every answer: engine/audit.ts); never throws.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { AnswerFact, BusinessFacts } from '@aivis/contract'
import type { Span } from '../mentions/business'
import {
  addressExpected,
  findAddresses,
  judgeAddress,
  namesAddress,
  namesDistrict,
} from './address'
import { HOURS_LINE, businessWeek, findHours, hoursExpected, judgeHours } from './hours'
import {
  findDeniedServices,
  findEmails,
  findFounded,
  findPrices,
  findStatus,
  findTelephones,
  findWebsites,
  phoneCountry,
  toAnswerFact,
  type Found,
} from './kinds'
import { ownPassages, type QuestionScope } from './scope'

export type { QuestionScope } from './scope'

/** The business as the fact check reads it. */
export interface FactCheckBusiness {
  name: string
  aliases?: string[]
  service?: string
  website: string | null
  /** The place the owner typed ("Manly, NSW"). */
  location: string
  facts: BusinessFacts
}

export interface FactCheckOptions {
  question: QuestionScope
  country?: string
  now?: Date
}

/**
 * Other businesses as a clause's subject: "several agencies", "other salons", "most shops"; not
 * "It's usually open" (a contraction, not a plural).
 */
const OTHERS_LEAD =
  /^\s*(?:in [^,]{1,30},\s*)?\p{Lu}\p{Ll}+(?:ies|[^s'’]s)\s+(?:in|across|around|near|nearby|generally|usually|often|typically|take|tend|must|may|can)\b[^,]*$/u
const OTHERS =
  /\b(?:several|other|many|some|most|few|nearby|neighbou?ring)\s+(?:[\p{L}-]+\s+){0,2}?(?!(?:days|weeks|months|hours|times|evenings|mornings|afternoons|weekends|holidays|nights|seasons|years)\b)[\p{L}-]{3,}(?:ies|[^s]s)\b/iu

/**
 * A line's label that times something other than opening ("Women-only sessions:", "Kitchen:",
 * "Happy hour:", "Classes:"): its hours are not the business's opening hours.
 */
const OTHER_TIMES_LABEL =
  /^[\s>*_•+-]*(?:\d+[.)]\s*)?(?:\*\*|__)?(?:[\p{L}'’-]+[ \t]){0,3}(?:sessions?|class(?:es)?|lessons?|courses?|kitchen|breakfast|brunch|lunch|dinner|happy hours?|deliver(?:y|ies)|takeaway|take-away|pick-?up|collection|mass(?:es)?|services|prayers?|visiting|swim(?:ming)?|training|practice|tours?|departures?|check-?in|check-?out|women[- ]only|ladies|men[- ]only|kids|children)(?:[ \t][\p{L}'’()-]+){0,2}(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*$/iu

/** A sentence that explains a notation rather than states hours. */
const EXPLAINS =
  /["”»’)]\s*(?:means?|stands? for)\b|\b(?:stands? for|short for|abbreviat\w*|(?:use|write)s? [^.\n]{1,40} for)\b/i

/** True when `a` and `b` share a word of three or more letters, ignoring case and accents. */
function sharesWord(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length >= 3)
  const of = new Set(words(b))
  return words(a).some((w) => of.has(w))
}

/** The sentence of `text` around offset `at`: from the last `.`, `!`, `?` or line end to the next. */
function sentenceAround(text: string, at: number): string {
  let i = at
  while (i > 0 && !'.!?\n'.includes(text[i - 1])) i--
  let j = at
  while (
    j < text.length &&
    !'!?\n'.includes(text[j]) &&
    !(text[j] === '.' && /\s/.test(text[j + 1] ?? ' '))
  )
    j++
  return text.slice(i, j)
}

/** The clause of `text` before offset `at`: back to the last `.`, `;`, `!`, `?` or line end. */
function clauseBefore(text: string, at: number): string {
  let i = at
  while (i > 0 && !'.;!?\n'.includes(text[i - 1])) i--
  return text.slice(i, at)
}

/**
 * True when a status is said of another business named as the verb's subject: "Note that the
 * Cocos Club on Home Island, once a popular alternative, has closed" (a name of two capitalised
 * words or more, a place and an apposition after it). Not a name sharing a word with the
 * business's own, nor a pronoun or "the workshop" as the subject.
 */
function othersStatus(lead: string, business: FactCheckBusiness): boolean {
  const m =
    /(?:^|\s)(?:the\s+)?(\p{Lu}[\p{L}'’&-]+(?:\s+\p{Lu}[\p{L}'’&-]+)+)(?:\s+(?:on|in|at)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)?(?:,[^,\n]{1,60},)?\s+(?:(?:has|have|had|was|were|is|are|now|since|recently|just|sadly|reportedly|apparently)\s+)*$/u.exec(
      lead.replace(/[*_]/g, ' '),
    )
  return !!m && ![business.name, ...(business.aliases ?? [])].some((n) => sharesWord(m[1], n))
}

/** The country of the business: the address's, else the one the telephone's prefix names. */
function countryOf(facts: BusinessFacts, given?: string): string | undefined {
  if (given) return given
  const c = facts.address?.addressCountry
  if (c && /^[A-Za-z]{2}$/.test(c.trim())) return c.trim()
  // "+61 2 9555 0123": the international form names its country.
  return facts.telephone ? parsePhoneNumberFromString(facts.telephone)?.country : undefined
}

/** Something every hours statement has: a digit, or a word of opening or closing. */
/** Passages next to each other (only spaces between) joined: fewer, longer texts to read. */
function blocksOf(answer: string, passages: Span[]): Span[] {
  const out: Span[] = []
  for (const p of passages) {
    const last = out.at(-1)
    if (last && /^\s*$/.test(answer.slice(last.end, p.start))) last.end = p.end
    else out.push({ ...p })
  }
  return out
}

/** The facts `answer` states about the business (module doc). */
export function checkAnswerFacts(
  answer: string,
  business: FactCheckBusiness,
  opts: FactCheckOptions,
): AnswerFact[] {
  return findAnswerFacts(answer, business, opts).map(({ start, end, ...fact }) => {
    void start
    void end
    return fact
  })
}

/**
 * A fact read through blanked emphasis, its span cut to the words after the last marker inside
 * ("founded in **1998**" → "1998"), so `stated` stays an exact span without Markdown markers.
 */
function withoutEmphasis(answer: string, f: Found): Found {
  let { start, end } = f
  const at = (i: number) => answer.startsWith('**', i) || answer.startsWith('__', i)
  while (end - start > 2 && at(end - 2)) end -= 2
  while (end - start > 2 && at(start)) start += 2
  const inner = Math.max(
    answer.lastIndexOf('**', end - 1) >= start ? answer.lastIndexOf('**', end - 1) : -1,
    answer.lastIndexOf('__', end - 1) >= start ? answer.lastIndexOf('__', end - 1) : -1,
  )
  if (inner >= 0 && inner + 2 < end) start = inner + 2
  return start === f.start && end === f.end ? f : { ...f, start, end }
}

/** As `checkAnswerFacts`, each fact with its span in `answer` (`start`, `end`: offsets). */
export function findAnswerFacts(
  answer: string,
  business: FactCheckBusiness,
  opts: FactCheckOptions,
): (AnswerFact & Span)[] {
  if (!answer.trim()) return []
  // Digits of other scripts read as ASCII ones ("۹ تا ۱۷", "９：００"); one code unit each, so
  // every offset stays the answer's, and `stated` is taken from the answer as written.
  const written = answer
  answer = asciiDigits(answer)
  const facts = business.facts
  const country = countryOf(facts, opts.country)
  const now = opts.now ?? new Date()
  const week = businessWeek(facts.openingHours)
  const passages = ownPassages(
    answer,
    {
      name: business.name,
      aliases: business.aliases,
      service: business.service,
      website: business.website,
    },
    opts.question,
    country,
    [
      business.location,
      facts.address?.addressLocality,
      facts.address?.addressRegion,
      facts.address?.addressCountry,
    ]
      .filter(Boolean)
      .join(', '),
  )
  const out: Found[] = []
  const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end
  for (const p of blocksOf(answer, passages)) {
    // Citation markers ("[2]", "【3†source】") blanked to their length, so offsets stay the answer's.
    const text = answer
      .slice(p.start, p.end)
      .replace(/\[\d{1,3}\](?:\([^)\s]*\))?|【[^】]*】/g, (m) => ' '.repeat(m.length))
    // Each reader runs only where its kind can be: cheap gates first (the check runs on every
    // answer of an audit that names the business).
    const phones = /\d[\d\s().-]{3,}\d/.test(text)
      ? findTelephones(text, p.start, facts, phoneCountry(country))
      : []
    const emails = findEmails(text, p.start, facts)
    const hasHost = /\.[a-z]{2,}/i.test(text)
    const sites = (
      hasHost ? findWebsites(text, p.start, business.website, business.name, business.service) : []
    ).filter((w) => !emails.some((e) => overlaps(e, w)))
    const here: Found[] = [...phones, ...emails, ...sites]
    for (const a of findAddresses(text, p.start)) {
      if (here.some((h) => overlaps(h, a))) continue
      if (a.glossOf) {
        const anchor = here.find((h) => h.kind === 'address' && overlaps(h, a.glossOf!))
        if (anchor) here.push({ ...anchor, start: a.start, end: a.end })
        continue
      }
      const stated = answer.slice(a.start, a.end)
      // "**Liido Sunset Restaurant** (Makhaayadda Liido Sunset)": the name again, not a district.
      if (a.area && sharesWord(stated, business.name)) continue
      // A district beside the town: only when the town is the business's own.
      const townOk = (address: NonNullable<typeof facts.address>) =>
        !a.town ||
        judgeAddress(
          answer.slice(a.town.start, a.town.end),
          address,
          business.location,
          country,
        ) === 'correct'
      if (!facts.address) {
        if (!a.town)
          here.push({ kind: 'address', start: a.start, end: a.end, verdict: 'unverifiable' })
      } else if (!townOk(facts.address)) continue
      else {
        let verdict: AnswerFact['verdict'] = judgeAddress(
          stated,
          facts.address,
          business.location,
          country,
        )
        // "Railway Street (Sikka Hadid)": the same address in the local language right after.
        const local = /^\s*\(([^()\n]{3,80})\)/.exec(answer.slice(a.end))?.[1]
        if (
          verdict === 'wrong' &&
          local &&
          judgeAddress(local, facts.address, business.location, country) === 'correct' &&
          namesAddress(local, facts.address, business.location, country)
        )
          verdict = 'correct'
        // "in the Fontvieille district" of a business whose address names no district (0119).
        if (verdict === 'wrong' && a.area && !namesDistrict(facts.address)) verdict = 'unverifiable'
        here.push({
          kind: 'address',
          start: a.start,
          end: a.end,
          verdict,
          ...(verdict === 'wrong' ? { expected: addressExpected(facts.address) } : {}),
        })
      }
    }
    const hours = HOURS_LINE.test(text) ? findHours(text, p.start, country) : []
    for (const h of hours) {
      if (here.some((x) => x.kind !== 'address' && overlaps(x, h))) continue
      // "…; in high season several agencies on the peninsula also open on Sundays": hours of
      // others in the clause.
      const clause = clauseBefore(text, h.start - p.start)
      // "Pharmacies in Malta take turns to open on Sundays": the trade's hours, not the business's.
      if (OTHERS.test(clause) || OTHERS_LEAD.test(clause)) continue
      // "in the summer season it sometimes opens on Sundays too": now and then, not its week.
      if (
        /\b(?:sometimes|occasionally|on occasion|now and then|from time to time)\s*$/i.test(clause)
      )
        continue
      // "Women-only sessions: Tuesday and Thursday, 10h – 14h": the times of something else.
      const lineStart = text.lastIndexOf('\n', h.start - p.start - 1) + 1
      if (OTHER_TIMES_LABEL.test(text.slice(lineStart, h.start - p.start))) continue
      // 'Listings use E, T, K … for Monday to Sunday ("suletud" means closed)': a notation explained.
      if (EXPLAINS.test(sentenceAround(text, h.start - p.start))) continue
      // "Aho Faiumu (Saturday): 9:00am – 12:00pm": the day's own name before its English one.
      const gloss = /(?<![\p{L}])(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,3}\p{Lu}[\p{L}'’-]*[ \t]*\($/u.exec(
        text.slice(lineStart, h.start - p.start),
      )
      if (gloss && /^\p{L}+\)/u.test(answer.slice(h.start, h.end)))
        h.start = lineStart + gloss.index + p.start
      // "daily 1 PM – 1 AM (يوميًا من ١ ظهرًا حتى ١ صباحًا)": the same hours again in the local
      // language, read with them when no statement of its own was read there.
      const again = /^[ \t]*\([^()\n]{3,80}\)/u.exec(text.slice(h.end - p.start))
      if (
        again &&
        /\d/.test(again[0]) &&
        !hours.some((o) => o.start >= h.end && o.start < h.end + again[0].length)
      )
        h.end += again[0].length
      if (!week) here.push({ kind: 'hours', start: h.start, end: h.end, verdict: 'unverifiable' })
      else {
        const verdict = judgeHours(h, week)
        here.push({
          kind: 'hours',
          start: h.start,
          end: h.end,
          verdict,
          ...(verdict === 'wrong' ? { expected: hoursExpected(facts.openingHours!) } : {}),
        })
      }
    }
    // Emphasis blanked too for the readers of phrases ("founded in **1986**").
    const plain = text.replace(/\*\*|__/g, '  ')
    const rest = [
      ...findStatus(text, p.start, facts).filter(
        (f) => !othersStatus(clauseBefore(text, f.start - p.start), business),
      ),
      ...findFounded(plain, p.start, facts, now),
      ...findPrices(plain, p.start, facts, country),
      ...findDeniedServices(text, p.start, facts),
    ]
      .map((f) => withoutEmphasis(answer, f))
      .filter((f) => !here.some((h) => overlaps(h, f)))
    out.push(...here, ...rest)
  }
  return out
    .sort((a, b) => a.start - b.start)
    .map((f) => ({ ...toAnswerFact(written, f), start: f.start, end: f.end }))
}

/**
 * `text` with Arabic-Indic, Persian, Devanagari, Bengali and full-width digits, and the full-width
 * colon, written as ASCII: the same length, each sign one code unit for one.
 */
function asciiDigits(text: string): string {
  if (!/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff10-\uff1a]/.test(text)) return text
  return text.replace(
    /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff10-\uff1a]/g,
    (d) => {
      const c = d.charCodeAt(0)
      for (const zero of [0x0660, 0x06f0, 0x0966, 0x09e6, 0xff10])
        if (c >= zero && c <= zero + 10) return c - zero === 10 ? ':' : String(c - zero)
      return d
    },
  )
}
