/**
 * The business's contact page, read when its home page leaves facts out (a telephone, an address or
 * opening hours are often only on "Contact us").
 *
 * - `lacksContactFacts(facts)`: true when the home page's facts have no
 *   `telephone`, no `address` or no `openingHours`.
 * - `contactPageUrl(html, pageUrl)` → the absolute URL of the first link of the page whose href or
 *   text names a contact page (contact, contact-us, kontakt, contacto, contatti, nous-contacter, get
 *   in touch), on the page's own origin (scheme, host and port equal); null when there is none. The
 *   page itself (hash dropped) never counts. Never throws.
 * - `mergeFacts(home, contact)` → the home page's facts, completed by what the contact page adds:
 *   every field the home page gives wins; `address` is merged part by part (the home page's parts
 *   win); `profiles` are the union, home page's first.
 */
import type { BusinessFacts } from '@aivis/contract'
import * as cheerio from 'cheerio'
import type { PageFacts } from './facts'

/** Words of a link (its href or its text) that name a contact page, in the languages served. */
const CONTACT =
  /contact|kontakt|contatti|nous[\s_-]*contacter|get[\s_-]*in[\s_-]*touch|contacto|contactez/i

/** True when the facts lack a telephone, an address or opening hours (the contact page may have them). */
export function lacksContactFacts(facts: BusinessFacts): boolean {
  return !facts.telephone || !facts.address || !facts.openingHours?.length
}

/** The first same-origin contact link of `html` (read at `pageUrl`), absolute; null when none. */
export function contactPageUrl(html: string, pageUrl: string): string | null {
  let base: URL
  try {
    base = new URL(pageUrl)
  } catch {
    return null
  }
  const here = `${base.origin}${base.pathname}${base.search}`
  const $ = cheerio.load(html)
  for (const el of $('a[href]').toArray()) {
    const href = ($(el).attr('href') ?? '').trim()
    if (!href || /^(mailto|tel|javascript|data):/i.test(href)) continue
    let target: URL
    try {
      target = new URL(href, base)
    } catch {
      continue
    }
    if (target.origin !== base.origin) continue
    target.hash = ''
    if (target.href === here) continue
    const text = $(el).text().replace(/\s+/g, ' ').trim()
    if (CONTACT.test(decodeURIComponentSafe(target.pathname)) || CONTACT.test(text))
      return target.href
  }
  return null
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** `home` completed by `contact` (see module doc). */
export function mergeFacts(home: PageFacts, contact: PageFacts): PageFacts {
  const facts: Record<string, unknown> = { ...contact.facts, ...home.facts }
  if (home.facts.address && contact.facts.address) {
    const parts = { ...contact.facts.address }
    for (const [k, v] of Object.entries(home.facts.address))
      if (v !== undefined) Object.assign(parts, { [k]: v })
    facts.address = parts
  }
  return {
    facts: facts as BusinessFacts,
    profiles: [...new Set([...home.profiles, ...contact.profiles])],
  }
}
