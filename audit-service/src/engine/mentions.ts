/**
 * Mention detection in assistant answers.
 *
 * - `normalizeName(name)`: lowercase, diacritics and punctuation removed, "&" read as "and", a
 *   leading "The" and trailing legal suffixes (LLC, Inc, Ltd, Pty Ltd, Co, Corp, GmbH, PLC, LLP…)
 *   dropped, spaces collapsed. "The Acme & Sons Pty. Ltd." → "acme and sons".
 * - `mentionsBusiness(answer, { name, website })`: the normalised name appears as whole words in the
 *   normalised answer, or the website's host (without www.) appears in the answer.
 * - `extractCompetitors(answer, business)`: business names an answer recommends, in order of first
 *   appearance, deduplicated by normalised name, the business itself excluded. Reads list items
 *   ("1. **Name** – why", "- Name: why"), bold names and markdown link texts.
 */

const LEGAL_SUFFIXES = [
  'pty ltd', 'pty limited', 'proprietary limited', 'pty', 'ltd', 'limited', 'llc', 'l l c', 'inc', 'incorporated',
  'co', 'corp', 'corporation', 'company', 'gmbh', 'plc', 'llp', 'lp', 'pllc', 'sa', 'bv', 'ag',
]

/** See module doc. Returns '' for a name made only of punctuation or suffixes. */
export function normalizeName(name: string): string {
  let s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  s = s.replace(/^the\s+/, '')
  let changed = true
  while (changed) {
    changed = false
    for (const suffix of LEGAL_SUFFIXES) {
      if (s.endsWith(` ${suffix}`)) {
        s = s.slice(0, -suffix.length - 1).trim()
        changed = true
      }
    }
  }
  return s
}

/** Host of a website address without scheme, `www.` and path; null when there is none. */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null
  const host = website.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').split(/[/?#:]/)[0]
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null
}

function containsWords(haystack: string, needle: string): boolean {
  return needle.length > 0 && ` ${haystack} `.includes(` ${needle} `)
}

export function mentionsBusiness(answer: string, business: { name: string; website?: string | null }): boolean {
  if (containsWords(normalizeName(answer), normalizeName(business.name))) return true
  const host = websiteHost(business.website)
  if (!host) return false
  const escaped = host.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
  return new RegExp(`(^|[^a-z0-9-])(www\\.)?${escaped}($|[^a-z0-9-])`, 'i').test(answer)
}

/** Words that open list items or bold text without being a business name. */
const NOT_A_NAME = new Set(
  [
    'note', 'notes', 'tip', 'tips', 'conclusion', 'summary', 'why', 'how', 'what', 'where', 'when', 'reviews', 'pricing',
    'price', 'cost', 'location', 'services', 'specialties', 'specialty', 'key features', 'features', 'pros', 'cons',
    'recommendation', 'recommendations', 'important', 'disclaimer', 'overview', 'highlights', 'best for', 'contact',
    'website', 'phone', 'address', 'hours', 'rating', 'ratings', 'experience', 'reputation', 'availability',
    'credentials', 'ask for quotes', 'check reviews', 'final thoughts', 'bottom line', 'considerations',
  ].map(normalizeName),
)

const CONNECTORS = new Set(['and', 'of', 'the', 'de', 'la', 'le', 'du', 'da', 'von', 'van', 'for', 'on', 'at', 'in', '&', '+', 'y', 'e'])

function cleanCandidate(raw: string): string | null {
  let s = raw
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  s = s.split(/\s+[-–—|]\s+|:\s|\s\(|, (?=[a-z])/)[0].trim()
  s = s.replace(/[.:;,!?]+$/, '').trim()
  if (s.length < 2 || s.length > 60) return null
  if (s.split(' ').length > 7) return null
  // Business names are written in title case; advice ("Check reviews on Google") is not.
  const words = s.split(' ')
  if (!words.every((w) => /^[A-Z0-9&'’(]/.test(w) || CONNECTORS.has(w))) return null
  if (NOT_A_NAME.has(normalizeName(s))) return null
  if (/^(https?:|www\.)/i.test(s)) return null
  return s
}

export function extractCompetitors(answer: string, business: { name: string; website?: string | null }): string[] {
  const found: string[] = []
  const seen = new Set<string>()
  const add = (raw: string) => {
    const name = cleanCandidate(raw)
    if (!name) return
    const key = normalizeName(name)
    if (!key || seen.has(key)) return
    if (mentionsBusiness(name, business) || containsWords(key, normalizeName(business.name))) return
    seen.add(key)
    found.push(name)
  }
  for (const line of answer.split(/\r?\n/)) {
    if (/^\s*#/.test(line)) continue
    const item = line.match(/^\s*(?:\d+[.)]|[-*•+])\s+(.*)$/)
    if (item) {
      const bold = item[1].match(/^\*\*(.+?)\*\*/) ?? item[1].match(/^__(.+?)__/)
      const link = item[1].match(/^\[([^\]]+)\]\(/)
      add(bold ? bold[1] : link ? link[1] : item[1])
      continue
    }
    for (const m of line.matchAll(/\*\*(.+?)\*\*/g)) add(m[1])
  }
  return found
}
