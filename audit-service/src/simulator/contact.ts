/**
 * Simulated answers to the contact question ("What are the contact details and opening hours of
 * {business} in {location}?"), so that the fact check runs end to end without vendor keys
 * (docs/decisions/0114).
 *
 * The audit sends the owner's facts to the simulator in the `x-sim-facts` header (URI-encoded
 * JSON, `businessFactsSchema`); a real assistant gets no such header. `contactAnswer(input)` →
 * the answer in the assistant's house style (ChatGPT bold labels, Claude prose, Gemini bullets
 * and "Key Considerations", Perplexity `[n]` markers and a source list), stating the facts with
 * one seeded slip per assistant and business: none, two phone digits swapped, a closing time an
 * hour late, a closed day said open, a street number off by two, or (rarely) a closure, as real
 * assistants get listings wrong. Formats differ from the owner's as assistants write them: the
 * national phone form (`libphonenumber-js`), "St" for "Street", 12-hour clocks, day names.
 * `isContactQuestion(q)` tells the question apart. Deterministic; never throws on facts it cannot
 * read (it leaves them out).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import type { AssistantId, BusinessFacts } from '@aivis/contract'
import { businessWeek, type Week } from '../engine/facts/hours'
import { hash } from './answers'

/** True for the audit's contact question. */
export const isContactQuestion = (q: string) =>
  /^What are the contact details and opening hours of /.test(q)

/** The slips a simulated answer can make (one per assistant and business, seeded). */
export const CONTACT_SLIPS = [
  'none',
  'phone',
  'closing',
  'closed-day',
  'street',
  'closure',
] as const
export type ContactSlip = (typeof CONTACT_SLIPS)[number]

/** The seeded slip of an assistant's answer about a business: mostly none or a small one. */
export function slipOf(assistant: AssistantId, business: string): ContactSlip {
  const h = hash(`contact|${assistant}|${business.toLowerCase()}`) % 20
  if (h < 9) return 'none'
  if (h < 12) return 'phone'
  if (h < 15) return 'closing'
  if (h < 17) return 'closed-day'
  if (h < 19) return 'street'
  return 'closure'
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** 480 → "8am", 1050 → "5:30pm", 720 → "noon". */
function clock(min: number): string {
  if (min === 720) return 'noon'
  if (min === 1440 || min === 0) return 'midnight'
  const h = Math.floor(min / 60) % 24
  const m = min % 60
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`
}

/** The week as lines of days with the same hours: "Monday to Friday: 8am–6pm", "Sunday: closed". */
function hoursLines(week: Week): string[] {
  const text = (d: number) =>
    week[d].length ? week[d].map(([a, b]) => `${clock(a)}–${clock(b)}`).join(', ') : 'closed'
  const out: string[] = []
  for (let d = 0; d < 7;) {
    let e = d
    while (e + 1 < 7 && text(e + 1) === text(d)) e++
    const days = e === d ? DAYS[d] : `${DAYS[d]} to ${DAYS[e]}`
    out.push(`${days}: ${text(d)}`)
    d = e + 1
  }
  return out
}

/** The facts as this answer states them, with its slip applied. */
function stated(facts: BusinessFacts, slip: ContactSlip, country: CountryCode | undefined) {
  const phone = facts.telephone
    ? (parsePhoneNumberFromString(facts.telephone, country)?.formatNational() ?? facts.telephone)
    : null
  const swapped =
    phone && slip === 'phone'
      ? phone.replace(/(\d)(\D*)(\d)$/, (_, a: string, sep: string, b: string) =>
          a === b ? `${(Number(a) + 1) % 10}${sep}${b}` : `${b}${sep}${a}`,
        )
      : phone
  const a = facts.address
  const street = a?.streetAddress
    ? (slip === 'street'
        ? a.streetAddress.replace(/\d+/, (n) => String(Number(n) + 2))
        : a.streetAddress
      ).replace(/\bStreet\b/, 'St')
    : null
  const address = a
    ? [street, [a.addressLocality, a.addressRegion, a.postalCode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : null
  const week = businessWeek(facts.openingHours)
  if (week && slip === 'closing') {
    const d = week.findIndex((x) => x.length > 0)
    if (d >= 0)
      week[d] = week[d].map(([s, e], i, all) =>
        i === all.length - 1 ? [s, Math.min(1440, e + 60)] : [s, e],
      )
  }
  if (week && slip === 'closed-day') {
    const d = week.findIndex((x) => x.length === 0)
    if (d >= 0) week[d] = [[600, 960]]
  }
  return {
    phone: swapped,
    address,
    hours: week ? hoursLines(week) : [],
    email: facts.email ?? null,
    closed: slip === 'closure',
  }
}

/** The contact answer of one assistant (module doc). */
export function contactAnswer(input: {
  assistant: AssistantId
  business: string
  location: string
  website: string | null
  facts: BusinessFacts
  country?: string | null
}): string {
  const slip = slipOf(input.assistant, input.business)
  const cc = (input.country ?? input.facts.address?.addressCountry ?? undefined) as
    CountryCode | undefined
  const s = stated(input.facts, slip, cc)
  const site = input.website?.replace(/^https?:\/\//, '').replace(/\/$/, '') ?? null
  const { business: name, location } = input
  const status = s.closed
    ? `According to recent listings, ${name} appears to be permanently closed.`
    : null
  switch (input.assistant) {
    case 'claude':
      return [
        `**${name}** is in ${location}. Here are the details I have, though I'd recommend confirming them directly before you visit.`,
        [
          s.address && `The address I have is ${s.address}.`,
          s.phone && `You can call them on ${s.phone}${s.email ? ` or email ${s.email}` : ''}.`,
          site && `Their website is ${site}.`,
        ]
          .filter(Boolean)
          .join(' '),
        s.hours.length
          ? `Their usual hours are ${s.hours.map((h) => h.replace(': ', ' ')).join('; ')}.`
          : null,
        status,
      ]
        .filter(Boolean)
        .join('\n\n')
    case 'gemini':
      return [
        `Here's what I found about **${name}** in ${location}:`,
        [
          s.address && `* **Address:** ${s.address}`,
          s.phone && `* **Phone:** ${s.phone}`,
          s.email && `* **Email:** ${s.email}`,
          site && `* **Website:** ${site}`,
          status && `* **Status:** ${status}`,
        ]
          .filter(Boolean)
          .join('\n'),
        s.hours.length ? `**Opening Hours**\n\n${s.hours.map((h) => `* ${h}`).join('\n')}` : null,
        `**Key Considerations**\n\n* **Public holidays:** Hours can change on public holidays, so check before you go.`,
      ]
        .filter(Boolean)
        .join('\n\n')
    case 'perplexity':
      return [
        `${name} is located${s.address ? ` at ${s.address}` : ` in ${location}`}[1].`,
        [
          s.phone && `- Phone: ${s.phone}[1]`,
          s.email && `- Email: ${s.email}[2]`,
          site && `- Website: ${site}[2]`,
          ...s.hours.map((h) => `- ${h}[1]`),
        ]
          .filter(Boolean)
          .join('\n'),
        status ? `${status}[1]` : null,
      ]
        .filter(Boolean)
        .join('\n\n')
    default:
      return [
        `Here are the contact details for **${name}** in ${location}:`,
        [
          s.address && `- **Address:** ${s.address}`,
          s.phone && `- **Phone:** ${s.phone}`,
          s.email && `- **Email:** ${s.email}`,
          site && `- **Website:** ${site}`,
        ]
          .filter(Boolean)
          .join('\n'),
        s.hours.length ? `**Opening hours**\n${s.hours.map((h) => `- ${h}`).join('\n')}` : null,
        status,
      ]
        .filter(Boolean)
        .join('\n\n')
  }
}

/** The owner's facts from the `x-sim-facts` header; `{}` when absent or unreadable. */
export function factsFromHeader(value: string): BusinessFacts {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value))
    return parsed && typeof parsed === 'object' ? (parsed as BusinessFacts) : {}
  } catch {
    return {}
  }
}
