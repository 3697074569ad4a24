/**
 * Mention detection in assistant answers.
 *
 * - `normalizeName(name)`: lowercase, diacritics and punctuation removed, "&" read as "and", a
 *   leading "The" and trailing legal suffixes (LLC, Inc, Ltd, Pty Ltd, Co, Corp, GmbH, PLC, LLP…)
 *   dropped, spaces collapsed. "The Acme & Sons Pty. Ltd." → "acme and sons".
 * - `mentionsBusiness(answer, { name, website })`: the normalised name appears as whole words in the
 *   normalised answer, or the website's host (without www.) appears in the answer.
 * - `extractCompetitors(answer, business)`: business names an answer recommends, in order of first
 *   appearance, deduplicated by normalised name, the business itself excluded. Reads the shapes real
 *   assistants write: list items ("1. **Name** – why", "- Name: why", "* **Name:** why",
 *   "2. [Name](url) - why"), numbered headings ("### 1. Name"), "Name: why" lines, bold names in
 *   prose, and the first column of markdown tables (header row skipped). Citation markers ("[1]"),
 *   leading emoji, addresses in brackets and the reason after a dash or colon are dropped. A
 *   candidate must look like a name (Title Case words, at most 7) and is not a section label
 *   ("Pricing", "Why choose them"), a review platform ("Google Reviews", "Yelp") or advice
 *   ("Check reviews on Google").
 *
 * Pure functions, no I/O; nothing throws.
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

/** Labels of sections and attributes that open list items or bold text without being a name. */
const NOT_A_NAME = new Set(
  [
    'note', 'notes', 'tip', 'tips', 'pro tip', 'conclusion', 'summary', 'why', 'how', 'what', 'where', 'when', 'who',
    'reviews', 'pricing', 'price', 'prices', 'price range', 'cost', 'costs', 'fees', 'location', 'locations', 'services',
    'services offered', 'key services', 'specialties', 'specialty', 'speciality', 'specialities', 'key features', 'features',
    'pros', 'cons', 'recommendation', 'recommendations', 'important', 'disclaimer', 'overview', 'highlights', 'best for',
    'ideal for', 'good for', 'contact', 'contact info', 'contact information', 'website', 'web', 'phone', 'email',
    'address', 'hours', 'opening hours', 'rating', 'ratings', 'google rating', 'experience', 'reputation',
    'availability', 'credentials', 'qualifications', 'accreditation', 'insurance', 'ask for quotes', 'check reviews',
    'final thoughts', 'bottom line', 'considerations', 'key considerations', 'things to consider', 'next steps',
    'top picks', 'top choices', 'honorable mentions', 'honourable mentions', 'other options', 'also consider',
    'budget option', 'budget options', 'premium option', 'service area', 'service areas', 'areas served', 'notable',
    'standout', 'why choose', 'why choose them', 'what to expect', 'what sets them apart', 'customer reviews',
    'sources', 'source', 'references', 'in summary', 'tldr', 'quick answer', 'short answer', 'emergency services',
    'free consultation', 'licensed and insured', 'how to choose', 'tips for choosing', 'questions to ask',
    // review and listing platforms: where assistants send people, not competitors
    'google', 'google reviews', 'google maps', 'google business profile', 'yelp', 'tripadvisor', 'trustpilot',
    'facebook', 'instagram', 'reddit', 'nextdoor', 'angi', 'angies list', 'houzz', 'thumbtack', 'yellow pages',
    'better business bureau', 'bbb', 'hipages', 'airtasker', 'productreview', 'word of mouth', 'healthengine',
    'hotdoc', 'zocdoc', 'opentable', 'ubereats', 'uber eats', 'doordash', 'checkatrade', 'trustatrader', 'yell',
  ].map(normalizeName),
)

/** Lower-case words allowed inside a Title Case name ("Dentists on Macquarie", "Bread & Butter"). */
const CONNECTORS = new Set(['and', 'of', 'the', 'de', 'la', 'le', 'du', 'da', 'von', 'van', 'der', 'for', 'on', 'at', 'in', 'by', 'to', 'n', '&', '+', 'y', 'e', 'a'])

/** First words of advice items ("Check reviews", "Ask for quotes"), not names. */
const IMPERATIVES = new Set([
  'check', 'ask', 'look', 'compare', 'read', 'consider', 'search', 'visit', 'call', 'contact', 'book', 'get', 'verify',
  'confirm', 'request', 'research', 'choose', 'find', 'use', 'avoid', 'beware', 'schedule', 'make', 'keep', 'review',
  'browse', 'explore', 'note', 'remember', 'ensure', 'always', 'never', 'don’t', "don't",
])

function cleanCandidate(raw: string): string | null {
  let s = raw
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[\d+(?:,\s*\d+)*\]|【[^】]*】/g, '')
    .replace(/[*_`#]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  s = s.replace(/^[^\p{L}\p{N}]+/u, '')
  s = s.split(/\s+[-–—|]\s+|\s*—\s*|:\s|\s\(|, (?=[a-z])|\s+-\s*$/)[0].trim()
  s = s.replace(/[.:;,!?]+$/, '').trim()
  if (s.length < 2 || s.length > 60) return null
  const words = s.split(' ')
  if (words.length > 7) return null
  // Business names are written in Title Case; advice ("Check reviews on Google") is not.
  if (!/^[\p{Lu}0-9]/u.test(s)) return null
  if (!words.every((w) => /^[\p{Lu}0-9&'’(+]/u.test(w) || CONNECTORS.has(w))) return null
  if (IMPERATIVES.has(words[0].toLowerCase())) return null
  if (NOT_A_NAME.has(normalizeName(s))) return null
  if (/^(https?:|www\.)/i.test(s) || /^\d+([.,]\d+)?%?$/.test(s)) return null
  return s
}

const LIST_ITEM = /^\s*(?:\d+[.)]|[-*•+])\s+(.*)$/

/** The part of a list item that would hold a name: its leading bold or link text, else all of it. */
function leadOf(text: string): string {
  const lead = text.match(/^\*\*(.+?)\*\*/) ?? text.match(/^__(.+?)__/) ?? text.match(/^\[([^\]]+)\]\(/)
  return lead ? lead[1] : text
}

const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/

export function extractCompetitors(answer: string, business: { name: string; website?: string | null }): string[] {
  const found: string[] = []
  const seen = new Set<string>()
  const businessKey = normalizeName(business.name)
  /** Adds a candidate; true when `raw` looked like a name (even if already seen or the business). */
  const add = (raw: string): boolean => {
    const name = cleanCandidate(raw)
    if (!name) return false
    const key = normalizeName(name)
    if (!key) return false
    if (seen.has(key) || mentionsBusiness(name, business) || containsWords(key, businessKey)) return true
    seen.add(key)
    found.push(name)
    return true
  }
  const bolds = (text: string) => {
    for (const m of text.matchAll(/\*\*(.+?)\*\*|__(.+?)__/g)) add(m[1] ?? m[2])
  }
  const lines = answer.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const heading = line.match(/^\s*#{1,6}\s+(.*)$/)
    if (heading) {
      // Only numbered ("### 1. Name") or wholly bold ("## **Name**") headings name a business.
      const numbered = heading[1].match(/^\d+[.)]\s+(.*)$/)
      if (numbered) add(numbered[1])
      else if (/^\*\*[^*]+\*\*:?\s*$/.test(heading[1].trim())) add(heading[1])
      continue
    }
    if (/^\s*\|/.test(line)) {
      if (TABLE_SEPARATOR.test(line) || TABLE_SEPARATOR.test(lines[i + 1] ?? '')) continue
      add(line.trim().replace(/^\|/, '').split('|')[0])
      continue
    }
    const item = line.match(LIST_ITEM)
    if (item) {
      add(leadOf(item[1]))
      bolds(item[1])
      continue
    }
    if (/^\s*(\*\*[^*]+\*\*|__[^_]+__):?\s*$/.test(line)) {
      // A bold line alone is a category ("**Fine Dining**") when the list under it names
      // businesses; otherwise it is a business whose details follow ("**Acme**" / "- Address: …").
      const next = lines.slice(i + 1).find((l) => l.trim() !== '')
      const nextItem = next?.match(LIST_ITEM)
      if (nextItem && cleanCandidate(leadOf(nextItem[1]))) continue
    }
    const labelled = line.match(/^\s*([\p{Lu}0-9][^:*]{1,60}):\s+\S/u)
    if (labelled) add(labelled[1])
    bolds(line)
  }
  return found
}
