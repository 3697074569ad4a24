/**
 * Mention detection in assistant answers (the measure behind mention rate and share of voice).
 *
 * - `normalizeName(name)`: lowercase, diacritics and punctuation removed, "&" read as "and", a
 *   leading "The" and trailing legal suffixes (LLC, Inc, Ltd, Pty Ltd, Co, Corp, GmbH, PLC, LLP…)
 *   dropped, spaces collapsed. "The Acme & Sons Pty. Ltd." → "acme and sons". A suffix right after
 *   "and" is part of the name: "Smith & Co" → "smith and co" (else it would match "Smith and Jones").
 * - `websiteHost(website)`: the host without scheme, `www.` and path; null for no site, and for
 *   shared platforms (facebook.com, linktr.ee, google.com…) whose host names no one business.
 * - `mentionsBusiness(answer, { name, website })`: the normalised name appears as whole words in the
 *   normalised answer ("Acme" is not found in "Acmeville Plumbing"), or the website's host (without
 *   www.) or a subdomain of it appears in the answer ("acme.com" is not found in "acme.com.au").
 * - `extractCompetitors(answer, business)`: business names an answer recommends, in order of first
 *   appearance, deduplicated by normalised name, the business itself excluded. Reads the shapes real
 *   assistants write: list items ("1. **Name** – why", "- Name: why", "* **Name:** why",
 *   "2. [Name](url) - why", "1. Name is known for…"), headings ("### 1. Name", "## **Name**"),
 *   lines that are only a bold name ("**1. Name**"), "Name: why" lines, bold names in prose, and
 *   the first column of markdown tables (header row skipped). The structure decides what a line is:
 *   an entry whose sub-items are mostly attributes ("Location: …", "Known for: …") is a business and
 *   its sub-items are skipped; a bare entry whose sub-items are mostly names ("**Fine Dining**") is a
 *   category and only its sub-items count. Citation markers ("[1]"), leading emoji and numbering,
 *   addresses in brackets and the reason after a dash, colon or verb are dropped. A candidate must
 *   look like a name (Title Case words, at most 7, not ending in "for"/"in"…) and is not a section or
 *   attribute label ("Pricing", "Why choose them", "Best for families"), a review platform
 *   ("Google Reviews", "Yelp") or advice ("Check reviews on Google").
 *
 * Pure functions, no I/O; nothing throws. Names found only in running prose without bold or list
 * structure ("try Acme, Beta or Gamma") are not extracted.
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
        const rest = s.slice(0, -suffix.length - 1).trim()
        // "Smith & Co": the suffix is the name's last word, not a legal form.
        if (rest === 'and' || rest.endsWith(' and')) continue
        s = rest
        changed = true
      }
    }
  }
  return s
}

/** Hosts shared by many businesses: a website there does not identify one business. */
const SHARED_HOSTS = new Set([
  'facebook.com', 'm.facebook.com', 'fb.com', 'instagram.com', 'linkedin.com', 'twitter.com', 'x.com', 'youtube.com',
  'tiktok.com', 'pinterest.com', 'google.com', 'maps.google.com', 'business.google.com', 'sites.google.com', 'g.page',
  'goo.gl', 'maps.app.goo.gl', 'business.site', 'linktr.ee', 'yelp.com', 'yelp.com.au', 'yelp.co.uk', 'yelp.ca',
  'tripadvisor.com', 'tripadvisor.com.au', 'tripadvisor.co.uk', 'etsy.com', 'amazon.com', 'ebay.com', 'wa.me',
])

/** Host of a website address without scheme, `www.` and path; null when there is none or it is shared. */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null
  const host = website.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').split(/[/?#:]/)[0]
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || SHARED_HOSTS.has(host)) return null
  return host
}

function containsWords(haystack: string, needle: string): boolean {
  return needle.length > 0 && ` ${haystack} `.includes(` ${needle} `)
}

export function mentionsBusiness(answer: string, business: { name: string; website?: string | null }): boolean {
  if (containsWords(normalizeName(answer), normalizeName(business.name))) return true
  const host = websiteHost(business.website)
  if (!host) return false
  const escaped = host.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
  // The host itself or a subdomain of it ("shop.acme.com"), not a longer host ("notacme.com",
  // "acme.com.au"); a full stop after it ends the sentence.
  return new RegExp(`(^|[^a-z0-9.-])([a-z0-9-]+\\.)*${escaped}($|[^a-z0-9.-]|\\.(?![a-z0-9]))`, 'i').test(answer)
}

/** Labels of sections and attributes that open list items or bold text without being a name. */
const NOT_A_NAME = new Set(
  [
    'note', 'notes', 'tip', 'tips', 'pro tip', 'conclusion', 'summary', 'why', 'how', 'what', 'where', 'when', 'who',
    'reviews', 'review', 'pricing', 'price', 'prices', 'price range', 'price point', 'cost', 'costs', 'fees', 'rates',
    'location', 'locations', 'services', 'service', 'services offered', 'key services', 'specialties', 'specialty',
    'speciality', 'specialities', 'specialization', 'specialisation', 'specializations', 'specialisations', 'expertise',
    'key features', 'features', 'pros', 'cons', 'recommendation', 'recommendations', 'important', 'disclaimer',
    'overview', 'highlights', 'highlight', 'contact', 'contact info', 'contact information', 'contact details',
    'website', 'web', 'site', 'url', 'phone', 'email', 'address', 'hours', 'opening hours', 'open', 'rating', 'ratings',
    'google rating', 'star rating', 'experience', 'reputation', 'availability', 'credentials', 'qualifications',
    'accreditation', 'accreditations', 'certifications', 'insurance', 'warranty', 'guarantee', 'licensing', 'license',
    'licence', 'established', 'founded', 'years in business', 'team', 'staff', 'languages', 'booking', 'bookings',
    'appointments', 'parking', 'accessibility', 'delivery', 'shipping', 'returns', 'free trial', 'plans', 'integrations',
    'support', 'customer service', 'response time', 'turnaround', 'cuisine', 'menu', 'atmosphere', 'ambiance',
    'ambience', 'vibe', 'signature dish', 'must try', 'dishes', 'drinks', 'strengths', 'weaknesses', 'drawbacks',
    'downsides', 'caveats', 'offers', 'focus', 'focus areas', 'approach', 'philosophy', 'clients', 'clientele',
    'ask for quotes', 'check reviews', 'final thoughts', 'bottom line', 'considerations', 'key considerations',
    'things to consider', 'next steps', 'top picks', 'top pick', 'top choices', 'top choice', 'honorable mentions',
    'honourable mentions', 'other options', 'also consider', 'budget option', 'budget options', 'premium option',
    'best overall', 'best value', 'runner up', 'service area', 'service areas', 'areas served', 'notable', 'standout',
    'why choose', 'why choose them', 'why its great', 'why it stands out', 'why we like it', 'what to expect',
    'what sets them apart', 'what they offer', 'customer reviews', 'sources', 'source', 'references', 'citations',
    'in summary', 'tldr', 'quick answer', 'short answer', 'key takeaways', 'key points', 'general tips', 'more options',
    'additional tips', 'additional options', 'important notes', 'next steps', 'final tips', 'emergency services', 'free consultation',
    'licensed and insured', 'how to choose', 'tips for choosing', 'questions to ask', 'local favorites',
    'local favourites', 'fine dining', 'casual dining', 'casual', 'budget', 'premium', 'luxury', 'mid range',
    // review and listing platforms: where assistants send people, not competitors
    'google', 'google reviews', 'google maps', 'google business profile', 'yelp', 'tripadvisor', 'trustpilot',
    'facebook', 'instagram', 'reddit', 'nextdoor', 'angi', 'angies list', 'houzz', 'thumbtack', 'yellow pages',
    'better business bureau', 'bbb', 'hipages', 'airtasker', 'productreview', 'word of mouth', 'healthengine',
    'hotdoc', 'zocdoc', 'opentable', 'ubereats', 'uber eats', 'doordash', 'checkatrade', 'trustatrader', 'yell',
  ].map(normalizeName),
)

/** Label shapes: "Best for families", "Great for groups", "Best overall", "Top pick for value". */
const LABEL_PATTERNS = [
  /^(best|great|ideal|good|perfect|recommended|popular|suitable|famous|known|top pick|top choice)\b.*\bfor\b/i,
  /^(best|top)\s+(overall|value|budget|choice|pick|option|rated)\b/i,
]

/** Lower-case words allowed inside a Title Case name ("Dentists on Macquarie", "Bread & Butter"). */
const CONNECTORS = new Set(['and', 'of', 'the', 'de', 'la', 'le', 'du', 'da', 'von', 'van', 'der', 'for', 'on', 'at', 'in', 'by', 'to', 'n', '&', '+', 'y', 'e', 'a'])

/** First words of advice items ("Check reviews", "Ask for quotes"), not names. */
const IMPERATIVES = new Set([
  'check', 'ask', 'look', 'compare', 'read', 'consider', 'search', 'visit', 'call', 'contact', 'book', 'get', 'verify',
  'confirm', 'request', 'research', 'choose', 'find', 'use', 'avoid', 'beware', 'schedule', 'make', 'keep', 'review',
  'browse', 'explore', 'note', 'remember', 'ensure', 'always', 'never', 'don’t', "don't", 'try', 'see',
])

/** First words of sentences, never of a business name ("It", "These", "Overall"). */
const SENTENCE_STARTS = new Set([
  'it', 'its', 'this', 'these', 'those', 'they', 'their', 'theyre', 'that', 'there', 'here', 'you', 'your', 'youll',
  'we', 'our', 'i', 'im', 'my', 'most', 'many', 'some', 'all', 'each', 'both', 'other', 'another', 'if', 'when',
  'while', 'also', 'however', 'overall', 'generally', 'typically', 'additionally', 'finally', 'lastly', 'firstly',
  'secondly', 'then', 'for', 'in', 'as', 'with', 'based', 'located', 'known', 'please', 'unfortunately', 'ultimately',
  'tip', 'tips', 'note', 'notes', 'things', 'questions', 'factors', 'what', 'why', 'how', 'where', 'which', 'who',
])

/** Words that are no name on their own but may start one ("First Choice Dental", "Key Realty"). */
const ALONE_NOT_A_NAME = new Set(['first', 'second', 'third', 'next', 'general', 'key', 'more', 'final', 'important', 'additional', 'best', 'top'])

/** Labels of a business's details ("Location:", "Known for:"): sub-items that make a heading a business. */
const DETAIL_LABELS = new Set(
  [
    'location', 'locations', 'address', 'phone', 'website', 'web', 'email', 'contact', 'contact info', 'contact details',
    'hours', 'opening hours', 'rating', 'ratings', 'google rating', 'price', 'pricing', 'price range', 'cost', 'services',
    'services offered', 'key services', 'specialties', 'specialty', 'speciality', 'expertise', 'highlights', 'notable',
    'features', 'cuisine', 'menu', 'atmosphere', 'established', 'founded', 'years in business', 'service area',
    'service areas', 'areas served', 'why choose them', 'why choose', 'why its great', 'why it stands out',
  ].map(normalizeName),
)
const DETAIL_PATTERN = /^(known|specializ|specialis|located|based|offers|best for|great for|ideal for|good for|why )/i

/** Verbs that end a name in "1. Acme Plumbing is known for…" items. */
const NAME_ENDS_BEFORE = /\s+(?=(?:is|are|was|were|has|have|had|offers|provides|specializes|specialises|focuses|stands|remains|boasts|delivers|does|can|will|should|would|may|might|operates|serves)\b)/

/** A word of a name: Title Case, a number, "&", or camel case ("iFix", "eBay"). */
const NAME_WORD = /^(?:[\p{Lu}0-9&'’(+]|[a-z]+\p{Lu})/u

/** The name in a raw candidate, or null when it does not look like a business name (see module doc). */
function cleanCandidate(raw: string): string | null {
  let s = raw
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[\d+(?:,\s*\d+)*\]|【[^】]*】/g, '')
    .replace(/[*_`#]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  s = s.replace(/^[^\p{L}\p{N}]+/u, '')
  s = s.replace(/^(?:\d{1,2}[.)]|No\.\s?\d{1,2}[.:)]?)\s+/, '')
  s = s.split(/\s+[-–—|]\s+|\s*—\s*|\s*–\s+|:\s|:$|\s\(|, (?=[a-z])|\s+-\s*$/)[0].trim()
  s = s.split(NAME_ENDS_BEFORE)[0].trim()
  s = s.replace(/[.:;,!?]+$/, '').trim()
  if (s.length < 2 || s.length > 60) return null
  const words = s.split(' ')
  if (words.length > 7) return null
  // Business names are written in Title Case; advice ("Check reviews on Google") is not.
  if (!NAME_WORD.test(s)) return null
  if (!words.every((w) => NAME_WORD.test(w) || CONNECTORS.has(w))) return null
  // A name does not end in a connector: "Known for", "Specializes in" are labels.
  if (words.length > 1 && CONNECTORS.has(words[words.length - 1].toLowerCase())) return null
  const first = normalizeName(words[0])
  if (IMPERATIVES.has(words[0].toLowerCase()) || SENTENCE_STARTS.has(first)) return null
  if (words.length === 1 && ALONE_NOT_A_NAME.has(first)) return null
  if (NOT_A_NAME.has(normalizeName(s)) || LABEL_PATTERNS.some((re) => re.test(s))) return null
  if (/^(https?:|www\.)/i.test(s) || /^\d+([.,]\d+)?%?$/.test(s)) return null
  return s
}

const LIST_ITEM = /^(\s*)(\d+[.)]|[-*•+])\s+(.*)$/
const HEADING = /^\s*#{1,6}\s+(.*)$/
const BOLD_LINE = /^\s*(\*\*[^*]+\*\*|__[^_]+__):?\s*$/
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/

/** The part of a list item that would hold a name: its leading bold or link text, else all of it. */
function leadOf(text: string): string {
  const lead = text.match(/^\*\*(.+?)\*\*/) ?? text.match(/^__(.+?)__/) ?? text.match(/^\[([^\]]+)\]\(/)
  return lead ? lead[1] : text
}

/** True when a list item's text is only its lead ("**Fine Dining**", "Casual:"): a possible category. */
function isBare(text: string): boolean {
  const rest = text.replace(/^\*\*(.+?)\*\*|^__(.+?)__|^\[([^\]]+)\]\([^)]*\)/, '')
  return rest === text ? /^[^:]{1,60}:?\s*$/.test(text.replace(/\[\d+\]/g, '')) && !/\s[-–—]\s/.test(text) : /^[\s:.*_]*$/.test(rest)
}

/** The label of a sub-item: its bold/link lead, else the text before a colon, else all of it. */
function labelOf(text: string): string {
  const lead = leadOf(text)
  if (lead !== text) return lead
  const colon = text.indexOf(':')
  return colon > 0 && colon <= 60 ? text.slice(0, colon) : text
}

interface Line {
  kind: 'blank' | 'heading' | 'bold' | 'table' | 'item' | 'text'
  indent: number
  ordered: boolean
  text: string
}

function parseLines(answer: string): Line[] {
  return answer.split(/\r?\n/).map((raw) => {
    const indent = (raw.match(/^\s*/)?.[0] ?? '').replace(/\t/g, '    ').length
    const base = { indent, ordered: false }
    if (!raw.trim()) return { ...base, kind: 'blank', text: '' }
    const heading = raw.match(HEADING)
    if (heading) return { ...base, kind: 'heading', text: heading[1].trim() }
    if (/^\s*\|/.test(raw)) return { ...base, kind: 'table', text: raw.trim() }
    const item = raw.match(LIST_ITEM)
    if (item) return { ...base, kind: 'item', ordered: /\d/.test(item[2]), text: item[3].trim() }
    if (BOLD_LINE.test(raw)) return { ...base, kind: 'bold', text: raw.trim() }
    return { ...base, kind: 'text', text: raw.trim() }
  })
}

/**
 * Indexes of the sub-items of line `i`: deeper-indented items under a list item (and, under a
 * numbered item, unnumbered items at the same indent); the list items under a heading or a bold
 * line, up to the next heading or bold line.
 */
function childrenOf(lines: Line[], i: number): number[] {
  const parent = lines[i]
  const out: number[] = []
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j]
    if (l.kind === 'blank') continue
    if (parent.kind === 'item') {
      const deeper = l.indent > parent.indent
      if (l.kind === 'item' && (deeper || (parent.ordered && !l.ordered && l.indent === parent.indent))) out.push(j)
      else if (!deeper) break
    } else {
      if (l.kind === 'heading' || l.kind === 'bold' || l.kind === 'table') break
      if (l.kind === 'item') out.push(j)
      else if (out.length) break
    }
  }
  return out
}

export function extractCompetitors(answer: string, business: { name: string; website?: string | null }): string[] {
  const found: string[] = []
  const seen = new Set<string>()
  const businessKey = normalizeName(business.name)
  const add = (raw: string) => {
    const name = cleanCandidate(raw)
    if (!name) return
    const key = normalizeName(name)
    if (!key || seen.has(key) || mentionsBusiness(name, business) || containsWords(key, businessKey)) return
    seen.add(key)
    found.push(name)
  }
  const bolds = (text: string) => {
    for (const m of text.matchAll(/\*\*(.+?)\*\*|__(.+?)__/g)) add(m[1] ?? m[2])
  }
  const lines = parseLines(answer)
  const skip = new Set<number>()

  /** What a sub-item is: another name, advice ("Check reviews"), or a detail of its parent. */
  const kindOf = (k: number): 'name' | 'advice' | 'detail' => {
    const label = labelOf(lines[k].text)
    if (cleanCandidate(label)) return 'name'
    const first = label.replace(/[*_`[\]]/g, '').trim().split(/\s+/)[0]?.toLowerCase() ?? ''
    return IMPERATIVES.has(first) ? 'advice' : 'detail'
  }

  /**
   * Decides an entry with a name-like `lead` from its sub-items: mostly details → a business (its
   * sub-items skipped); mostly advice → a section such as "Tips for choosing" (left out); mostly
   * names under a bare entry → a category (left out; its sub-items are read). `strict`: only known
   * detail labels ("Location", "Known for") count, for plain headings.
   */
  const entry = (i: number, lead: string, opts: { bare: boolean; alone: boolean; strict?: boolean }) => {
    const kids = cleanCandidate(lead) ? childrenOf(lines, i) : []
    if (kids.length === 0) {
      if (opts.alone) add(lead)
      return
    }
    const kinds = kids.map(kindOf)
    const count = (kind: string) => kinds.filter((k) => k === kind).length
    const details = opts.strict
      ? kids.filter((k) => {
          const label = normalizeName(labelOf(lines[k].text))
          return DETAIL_LABELS.has(label) || DETAIL_PATTERN.test(labelOf(lines[k].text).replace(/[*_]/g, '').trim())
        }).length
      : count('detail')
    if (details * 2 >= kids.length) {
      add(lead)
      for (const k of kids) skip.add(k)
    } else if (count('advice') * 2 >= kids.length) {
      if (!opts.bare) add(lead)
      for (const k of kids) skip.add(k)
    } else if (!opts.bare && !opts.strict) {
      add(lead)
    }
  }

  for (let i = 0; i < lines.length; i++) {
    if (skip.has(i)) continue
    const line = lines[i]
    switch (line.kind) {
      case 'heading': {
        // "### 1. Name" and "## **Name**" name a business; "### Name" only when details follow.
        const text = line.text.replace(/^[^\p{L}\p{N}*]+/u, '')
        const named = /^(\*\*)?\d{1,2}[.)]\s/.test(text) || /^\*\*[^*]+\*\*:?$/.test(text)
        entry(i, text, { bare: true, alone: named, strict: !named })
        break
      }
      case 'bold':
        entry(i, line.text, { bare: true, alone: true })
        break
      case 'table': {
        if (TABLE_SEPARATOR.test(line.text) || TABLE_SEPARATOR.test(lines[i + 1]?.text ?? '')) break
        add(line.text.replace(/^\|/, '').split('|')[0])
        break
      }
      case 'item':
        entry(i, leadOf(line.text), { bare: isBare(line.text), alone: true })
        bolds(line.text.replace(/^\*\*(.+?)\*\*/, ''))
        break
      case 'text': {
        const labelled = line.text.match(/^([\p{Lu}0-9][^:*]{1,60}):\s+\S/u)
        if (labelled) add(labelled[1])
        bolds(line.text)
        break
      }
    }
  }
  return found
}
