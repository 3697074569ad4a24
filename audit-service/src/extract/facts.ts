/**
 * The business's facts from its own web page, to pre-fill the setup form's "Your business facts"
 * (the owner confirms them; they become the audit's `business_facts`).
 *
 * `parseBusinessFacts(html)` → `{ facts, profiles }`: `facts` a `BusinessFacts` (contract
 * facts.ts: `telephone`, `address`, `openingHours`, `email`, `priceRange`, `foundingDate`,
 * `services`), every field the page gives; `profiles` the business's profiles elsewhere
 * (schema.org `sameAs`: directories, social pages), http(s) addresses only. It reads, in order
 * of trust, the schema.org `LocalBusiness` node (any subtype; `Organization` when there is none)
 * in JSON-LD (`@graph` included) and in microdata (through microdata-node), then the page's own
 * `tel:` and `mailto:` links for what structured data left out. `openingHoursSpecification` is
 * written as `openingHours` lines (`Mo,Tu 08:00-18:00`); a line or value the schema refuses is
 * left out rather than failing the whole. Never throws on bad markup.
 */
import { businessFactsSchema, type BusinessFacts } from '@aivis/contract'
import * as cheerio from 'cheerio'
import microdata from 'microdata-node'
import { jsonLdNodes, typesOf, type Json } from './parse'

export interface PageFacts {
  facts: BusinessFacts
  profiles: string[]
}

const SCHEMA = /^https?:\/\/schema\.org\//
/** The first value of a property (JSON-LD allows a list anywhere). */
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v)
const all = (v: unknown): unknown[] =>
  v === undefined || v === null ? [] : ([] as unknown[]).concat(v)
const str = (v: unknown): string | undefined => {
  const s = first(v)
  if (typeof s === 'number') return String(s)
  if (typeof s !== 'string') return undefined
  const t = s.replace(/\s+/g, ' ').trim()
  return t || undefined
}

interface MicroItem {
  type?: string[]
  properties?: Record<string, unknown[]>
}

/** Microdata items as JSON-LD-shaped nodes: `@type`, then each property's values. */
function microdataNodes(html: string): Json[] {
  const toNode = (item: MicroItem): Json => {
    const node: Json = { '@type': item.type ?? [] }
    for (const [name, values] of Object.entries(item.properties ?? {}))
      node[name] = values.map((v) => (v && typeof v === 'object' ? toNode(v as MicroItem) : v))
    return node
  }
  try {
    const { items } = microdata.toJson(html) as { items: MicroItem[] }
    return items.map(toNode)
  } catch {
    return []
  }
}

/** Not a business: the site, a page, a breadcrumb, a person, an offer… */
const NOT_A_BUSINESS = new Set([
  'WebSite',
  'WebPage',
  'BreadcrumbList',
  'Person',
  'Offer',
  'Product',
  'Review',
  'ImageObject',
  'PostalAddress',
  'FAQPage',
  'Article',
  'BlogPosting',
])

/** The business node: one with an address or a *Business type, else LocalBusiness, else Organization. */
function businessNode(nodes: Json[]): Json | undefined {
  const candidates = nodes.filter((n) => !typesOf(n).every((t) => NOT_A_BUSINESS.has(t)))
  return (
    candidates.find(
      (n) => !typesOf(n).includes('Organization') && (n.address || n.telephone || n.openingHours),
    ) ??
    candidates.find((n) => typesOf(n).some((t) => t.endsWith('Business'))) ??
    candidates.find((n) => typesOf(n).includes('Organization'))
  )
}

const DAY: Record<string, string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
}

/** "8:00" / "08:00:00" → "08:00"; undefined when it is not a time. */
function hhmm(v: unknown): string | undefined {
  const m = /^(\d{1,2}):(\d{2})/.exec(str(v) ?? '')
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : undefined
}

/** `openingHoursSpecification` entries as `openingHours` lines ("Mo,Tu 08:00-18:00"). */
function specificationLines(spec: unknown): string[] {
  const lines: string[] = []
  for (const entry of all(spec)) {
    if (!entry || typeof entry !== 'object') continue
    const e = entry as Json
    const days = all(e.dayOfWeek)
      .map((d) => DAY[String(d).replace(SCHEMA, '').toLowerCase()])
      .filter(Boolean)
    const opens = hhmm(e.opens)
    const closes = hhmm(e.closes)
    if (days.length > 0 && opens && closes) lines.push(`${days.join(',')} ${opens}-${closes}`)
  }
  return lines
}

/** "Mo-Fr 8:00-18:00" → "Mo-Fr 08:00-18:00" (hours padded), other text as it is. */
const paddedLine = (line: string) => line.replace(/\b(\d):(\d{2})\b/g, '0$1:$2')

function addressOf(v: unknown): BusinessFacts['address'] {
  const a = first(v)
  if (typeof a === 'string') return { streetAddress: str(a) }
  if (!a || typeof a !== 'object') return undefined
  const n = a as Json
  const country = first(n.addressCountry)
  return {
    streetAddress: str(n.streetAddress),
    addressLocality: str(n.addressLocality),
    addressRegion: str(n.addressRegion),
    postalCode: str(n.postalCode),
    addressCountry:
      country && typeof country === 'object' ? str((country as Json).name) : str(country),
  }
}

/** What the business offers: its offer catalogue's and offers' item names. */
function servicesOf(node: Json): string[] {
  const names: string[] = []
  const offered = (offer: unknown) => {
    if (!offer || typeof offer !== 'object') return
    const o = offer as Json
    const item = first(o.itemOffered) as Json | undefined
    const name = str(item?.name) ?? str(o.name)
    if (name) names.push(name)
  }
  for (const catalog of all(node.hasOfferCatalog))
    for (const el of all((catalog as Json | undefined)?.itemListElement)) offered(el)
  for (const offer of all(node.makesOffer)) offered(offer)
  return [...new Set(names)]
}

/** Keeps each field the schema takes; a field it refuses is left out. */
function valid(raw: Record<string, unknown>): BusinessFacts {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue
    const parsed = businessFactsSchema.safeParse({ [key]: value })
    if (parsed.success) Object.assign(out, parsed.data)
  }
  return out as BusinessFacts
}

export function parseBusinessFacts(html: string): PageFacts {
  const $ = cheerio.load(html)
  const node = businessNode([...jsonLdNodes($), ...microdataNodes(html)])
  const tel = $('a[href^="tel:"]').first().attr('href')?.slice(4)
  const mail = $('a[href^="mailto:"]').first().attr('href')?.slice(7).split('?')[0]
  const hours = [
    ...all(node?.openingHours).flatMap((h) =>
      typeof h === 'string' ? h.split(/(?<=\d)\s*[,;]\s*(?=(?:Mo|Tu|We|Th|Fr|Sa|Su)\b)/) : [],
    ),
    ...specificationLines(node?.openingHoursSpecification),
  ]
    .map((h) => paddedLine(h.trim()))
    .filter((h) => businessFactsSchema.safeParse({ openingHours: [h] }).success)
  const facts = valid({
    telephone: str(node?.telephone) ?? (tel ? decodeURIComponent(tel).trim() : undefined),
    address: node ? addressOf(node.address) : undefined,
    openingHours: hours.length > 0 ? [...new Set(hours)] : undefined,
    email:
      str(node?.email)?.replace(/^mailto:/i, '') ?? (mail ? decodeURIComponent(mail) : undefined),
    priceRange: str(node?.priceRange),
    foundingDate: str(node?.foundingDate),
    services: node ? servicesOf(node) : undefined,
  })
  const profiles = all(node?.sameAs)
    .map((u) => str(u))
    .filter((u): u is string => !!u && /^https?:\/\//i.test(u))
  return { facts, profiles: [...new Set(profiles)] }
}
