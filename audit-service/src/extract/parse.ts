/**
 * Business info from a web page (spec §3 "Extracted business info", §7 call 3): reads, in order of
 * trust, JSON-LD (`LocalBusiness` and its subtypes, `Organization`; `@graph` arrays included),
 * OpenGraph (`og:site_name`, `og:title`, `og:description`), `<title>`, the meta description and a
 * postal address (JSON-LD `PostalAddress`, else microdata `addressLocality`).
 *
 * `parseBusinessInfo(html)` → `{ business_name, core_service, target_location, business_type,
 * description }`, each a trimmed string or null when the page does not say. `core_service` comes
 * from the schema.org type ("Dentist" → "dentist", "HairSalon" → "hair salon") or a title such as
 * "Dentist in Sydney | Harbour Dental"; `business_type` is one of the contract's business types
 * when the schema.org type implies one. Never throws on bad markup.
 */
import * as cheerio from 'cheerio'

export interface BusinessInfo {
  business_name: string | null
  core_service: string | null
  target_location: string | null
  business_type: string | null
  description: string | null
}

/** A JSON-LD node. */
export type Json = Record<string, unknown>

/** schema.org types that say nothing about the service. */
const GENERIC_TYPES = new Set([
  'LocalBusiness',
  'Organization',
  'Corporation',
  'WebSite',
  'WebPage',
  'ProfessionalService',
  'Store',
  'Place',
  'Thing',
])
/** schema.org type → the contract's business type. */
const TYPE_OF: Record<string, string> = {
  Restaurant: 'restaurant',
  CafeOrCoffeeShop: 'restaurant',
  FoodEstablishment: 'restaurant',
  Bakery: 'restaurant',
  BarOrPub: 'restaurant',
  Dentist: 'practice',
  Physician: 'practice',
  MedicalClinic: 'practice',
  Optician: 'practice',
  Attorney: 'practice',
  LegalService: 'practice',
  AccountingService: 'practice',
  Store: 'retail',
  ClothingStore: 'retail',
  OnlineStore: 'ecommerce',
  SoftwareApplication: 'saas',
}

const clean = (v: unknown): string | null => {
  if (typeof v !== 'string') return null
  const s = v.replace(/\s+/g, ' ').trim()
  return s ? s.slice(0, 200) : null
}
/** A node's schema.org types without the vocabulary's address ("Dentist"). */
export const typesOf = (node: Json): string[] =>
  ([] as unknown[])
    .concat(node['@type'] ?? [])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//, ''))

/** "HairSalon" → "hair salon". */
const words = (type: string) =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/Or /g, 'or ')
    .toLowerCase()

/** Every typed node of the page's JSON-LD blocks (`@graph` included); a broken block is skipped. */
export function jsonLdNodes($: cheerio.CheerioAPI): Json[] {
  const out: Json[] = []
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit)
    if (v && typeof v === 'object') {
      const node = v as Json
      if (node['@graph']) visit(node['@graph'])
      if (node['@type']) out.push(node)
    }
  }
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      visit(JSON.parse($(el).text()))
    } catch {
      /* a broken block is skipped */
    }
  })
  return out
}

function placeOf(address: unknown): string | null {
  const a = (Array.isArray(address) ? address[0] : address) as Json | string | undefined
  if (typeof a === 'string') {
    // "12 Harbour St, Sydney NSW 2000, Australia" → "Sydney NSW"
    const parts = a.split(',').map((p) => p.trim())
    return clean(parts.length > 1 ? parts[1].replace(/\b\d{3,}\b/g, '') : null)
  }
  if (!a || typeof a !== 'object') return null
  const locality = clean(a.addressLocality)
  const region = clean(a.addressRegion)
  return locality ?? region
}

/** "Dentist in Sydney | Harbour Dental" → { service: "Dentist", place: "Sydney" }. */
function fromTitle(title: string | null): { service: string | null; place: string | null } {
  if (!title) return { service: null, place: null }
  for (const part of title.split(/\s[|–—-]\s/)) {
    const m =
      /^(?:the\s+)?(?:best\s+|trusted\s+|top\s+)?([\p{L} &'-]{3,40}?)\s+(?:in|near)\s+([\p{L} .'-]{2,40})$/iu.exec(
        part.trim(),
      )
    if (m) return { service: m[1].trim(), place: m[2].trim() }
  }
  return { service: null, place: null }
}

export function parseBusinessInfo(html: string): BusinessInfo {
  const $ = cheerio.load(html)
  const meta = (sel: string) => clean($(sel).attr('content'))
  const nodes = jsonLdNodes($)
  const business =
    nodes.find((n) =>
      typesOf(n).some(
        (t) =>
          !['WebSite', 'WebPage', 'Organization'].includes(t) &&
          (n.address || t.endsWith('Business')),
      ),
    ) ??
    nodes.find((n) => typesOf(n).includes('LocalBusiness')) ??
    nodes.find((n) => typesOf(n).includes('Organization'))
  const specific = business ? typesOf(business).find((t) => !GENERIC_TYPES.has(t)) : undefined
  const title = clean($('title').first().text())
  const fromT = fromTitle(meta('meta[property="og:title"]') ?? title)
  const microLocality = clean($('[itemprop="addressLocality"]').first().text())

  const name =
    clean(business?.name) ??
    meta('meta[property="og:site_name"]') ??
    (title ? clean(title.split(/\s[|–—-]\s/).at(-1)) : null)
  return {
    business_name: name,
    core_service: specific ? words(specific) : fromT.service,
    target_location: placeOf(business?.address) ?? microLocality ?? fromT.place,
    business_type: specific ? (TYPE_OF[specific] ?? null) : null,
    description:
      clean(business?.description) ??
      meta('meta[name="description"]') ??
      meta('meta[property="og:description"]'),
  }
}
