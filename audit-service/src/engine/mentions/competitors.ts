/**
 * Mention detection in assistant answers (the measure behind mention rate and share of voice).
 *
 * - `normalizeName(name)`: lowercase, diacritics and punctuation removed, "&" read as "and", a
 *   leading "The" and trailing legal suffixes (LLC, Inc, Ltd, Pty Ltd, Co, Corp, GmbH, PLC, LLP…)
 *   dropped, spaces collapsed. "The Acme & Sons Pty. Ltd." → "acme and sons". A suffix right after
 *   "and" is part of the name: "Smith & Co" → "smith and co" (else it would match "Smith and Jones").
 * - `websiteHost(website)`: the host without scheme, `www.` and path; null for no site, and for
 *   shared platforms (facebook.com, linktr.ee, google.com…) whose host names no one business.
 * - `mentionsBusiness(answer, business)`: the business is named as an entity (docs/decisions/0015;
 *   rules in the function's doc) or its website appears (`mentionsWebsite`).
 * - `extractCompetitors(answer, business)`: business names an answer recommends, in order of first
 *   appearance, the business itself excluded (docs/decisions/0017). Reads the shapes real
 *   assistants write: list items ("1. **Name** – why", "- Name: why", "* **Name:** why",
 *   "2. [Name](url) - why", "1. Name is known for…"), headings ("### 1. Name", "## **Name**", and
 *   "### Name" among sibling headings that are names), lines that are only a bold name, "Name: why"
 *   lines, bold names in prose, tables (`tableNames`: the name column or a comparison table's
 *   header), inline enumerations and prose names in context (`prose.ts`). The structure decides what
 *   a line is: an entry whose sub-items are mostly attributes ("Location: …") is a business and its
 *   sub-items are skipped; a bare entry whose sub-items are mostly names ("**Fine Dining**") is a
 *   category and only its sub-items count. Citation markers ("[1]"), leading emoji and numbering,
 *   addresses in brackets and the reason after a dash, colon or verb are dropped. A candidate must
 *   look like a name (Title Case words, at most 7, not ending in "for"/"in"…) and is not a section or
 *   attribute label ("Pricing", "Why choose them", "Best for families") or advice ("Check reviews
 *   on Google"). Directories, review sites and public bodies are sources, not competitors. A later
 *   shorter or longer form of a found name ("Square Mile" after "Square Mile Coffee Roasters")
 *   merges into it (a longer form only when the extra words are generic); the first words of the
 *   business's own name are the business.
 * - `extractSources(answer)`: the directories, review sites, maps, social networks and public
 *   bodies the answer names, in order, each once (informational, never scored).
 *
 * Pure functions, no I/O; nothing throws. Measured on the labelled sets in `audit-service/devset/`
 * by `npx tsx audit-service/bench/extraction.eval.ts`.
 */

import {
  ALONE_NOT_A_NAME,
  CONNECTORS,
  DETAIL_LABELS,
  IMPERATIVES,
  LEGAL_SUFFIXES,
  NOT_A_NAME,
  SENTENCE_STARTS,
  COMMON_WORDS,
  DESCRIPTIVE_WORDS,
  GENERIC_LAST_WORDS,
  PUBLIC_BODY_ENDINGS,
  SHARED_HOSTS,
  SOURCE_NAMES,
  PUBLIC_BODY_WORDS,
  WORD_EQUIVALENTS,
} from './lexicon'
import { getDomain } from 'tldts'
import { inlineItems, proseNames } from './prose'

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

/** Host of a website address without scheme, `www.` and path; null when there is none or it is shared. */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#:]/)[0]
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || SHARED_HOSTS.has(host)) return null
  return host
}

/** A word of the answer with its normalised form and what separates it from the previous word. */
interface Token {
  raw: string
  norm: string
  /** `norm` without a possessive "'s" ("Rosa's" → "rosa"), else `norm`. */
  bare: string
  /** Only spaces between this word and the previous one (no punctuation or line break). */
  joined: boolean
  /** A line break, comma, semicolon, colon or bracket between this word and the previous one. */
  broken: boolean
  /** The previous gap holds a literal "&". */
  amp: boolean
  /** Offsets of the word in the text. */
  start: number
  end: number
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let last = 0
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’]*|&/gu)) {
    const gap = text.slice(last, m.index)
    last = m.index! + m[0].length
    if (m[0] === '&') {
      tokens.push({
        raw: '&',
        norm: 'and',
        bare: 'and',
        joined: /^ *$/.test(gap),
        broken: false,
        amp: true,
        start: m.index!,
        end: last,
      })
      continue
    }
    const norm = canonicalWord(normalizeName(m[0]) || m[0].toLowerCase())
    const bare = /['’]s$/i.test(m[0]) ? canonicalWord(norm.replace(/s$/, '')) : norm
    tokens.push({
      raw: m[0],
      norm,
      bare,
      joined: /^ +$/.test(gap),
      broken: /[\n,;:()[\]]/.test(gap),
      amp: false,
      start: m.index!,
      end: last,
    })
  }
  return tokens
}

/** One spelling for words assistants abbreviate ("Physiotherapy" → "physio"). */
function canonicalWord(word: string): string {
  return WORD_EQUIVALENTS.get(word) ?? word
}

/** Words that may stand right before or after a name without making it a longer name. */
const BOUNDARY_WORDS = new Set([
  ...CONNECTORS,
  ...IMPERATIVES,
  ...SENTENCE_STARTS,
  'a',
  'an',
  'at',
  'by',
  'for',
  'from',
  'in',
  'is',
  'are',
  'on',
  'or',
  'to',
  'with',
  'like',
  'visit',
  'try',
  'call',
  'contact',
  'book',
  'see',
  'choose',
  'including',
  'near',
  'via',
  'per',
  'pty',
  'pte',
  'pvt',
  'ltd',
  'llc',
  'inc',
  'co',
  'corp',
  'gmbh',
  'plc',
  'llp',
  'limited',
  'company',
])

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word)

/** A word that makes the match part of a longer, different name: capitalised and not a boundary word. */
const extendsName = (t: Token | undefined, joined: boolean) =>
  !!t && joined && isCapitalised(t.raw) && !BOUNDARY_WORDS.has(t.raw.toLowerCase())

/**
 * The ways `name` may be written (normalised words, abbreviations unified): the name itself; without
 * a generic last word (services, group, roasters, accountants…) when two words or more remain;
 * without its trailing words of the business's own service when two words or more remain ("Lotus
 * Flow" for "Lotus Flow Yoga", a yoga studio; "Pampered Paws" for "Pampered Paws Dog Grooming", a
 * dog groomer); without descriptive words (`DESCRIPTIVE_WORDS`: "Hollins Butchers" for "Hollins
 * Family Butchers"), its first word and two words or more kept; with its last word singular or
 * plural; and, when the name ends in a trade word, without a trade word before it ("Heart
 * Coffee Roasters" → "Heart Roasters").
 */
function nameVariants(name: string, service?: string): string[][] {
  const words = normalizeName(name).split(' ').filter(Boolean).map(canonicalWord)
  if (!words.length) return []
  const variants = [words]
  const n = words.length
  const serviceWords = (service ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3)
  const ofService = (w: string) =>
    serviceWords.includes(w) || stems(service).some((stem) => w.startsWith(stem))
  let keep = n
  while (keep > 2 && ofService(words[keep - 1])) keep--
  if (keep < n) variants.push(words.slice(0, keep))
  // Descriptive words left out, the first word and at least two words kept.
  const droppable = words
    .map((w, k) => k)
    .filter(
      (k) =>
        k > 0 &&
        (DESCRIPTIVE_WORDS.has(words[k]) ||
          GENERIC_LAST_WORDS.has(words[k]) ||
          ofService(words[k])),
    )
    .slice(0, 4)
  for (let mask = 1; mask < 1 << droppable.length; mask++) {
    const drop = new Set(droppable.filter((_, b) => mask & (1 << b)))
    const rest = words.filter((_, k) => !drop.has(k))
    // "Harper & Vale": a name ending in "and" is not a name.
    if (rest.length >= 2 && rest.at(-1) !== 'and') variants.push(rest)
  }
  // The last word singular or plural ("Lockdown Escape Room" for "… Rooms").
  const last = words[n - 1]
  if (n >= 2 && last.length > 3)
    variants.push([...words.slice(0, -1), last.endsWith('s') ? last.slice(0, -1) : `${last}s`])
  if (n >= 3 && GENERIC_LAST_WORDS.has(words[n - 1])) variants.push(words.slice(0, -1))
  if (n >= 3 && GENERIC_LAST_WORDS.has(words[n - 1]))
    for (let k = 1; k < n - 1; k++)
      if (GENERIC_LAST_WORDS.has(words[k])) variants.push(words.filter((_, j) => j !== k))
  return variants
}

/** Stems of the service's words ("plumbers" → "plumb"), to recognise "Apex Plumbing". */
const stems = (service: string | undefined) =>
  (service ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 5))

/**
 * End (exclusive) of a match of `words` starting at token `i`, or -1. The tokens' letters must
 * spell the words' letters exactly, so "Greenedge" matches "Green Edge" and "Ledger and Co" matches
 * "Ledger & Co"; the last token may carry a possessive ("Nonna Rosa's"). No line break, comma or
 * bracket inside a match.
 */
function matchAt(tokens: Token[], i: number, words: string[]): number {
  const target = words.join('')
  let acc = ''
  for (let j = i; j < tokens.length; j++) {
    if (j > i && tokens[j].broken) return -1
    if (acc + tokens[j].norm === target || acc + tokens[j].bare === target) return j + 1
    acc += tokens[j].norm
    if (!target.startsWith(acc)) return -1
  }
  return -1
}

/** The website's registrable domain and host, or null (see `websiteHost`). */
function siteOf(website: string | null | undefined): { host: string; domain: string } | null {
  const host = websiteHost(website)
  if (!host) return null
  return { host, domain: getDomain(host) ?? host }
}

/** Host-like strings in a text: bare domains, link targets and citation URLs. */
const HOST_IN_TEXT =
  /(?<![\p{L}\p{N}.@-])(?:[a-z]+:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?![\p{L}\p{N}-]|\.[a-z0-9])/giu

/**
 * True when the text names the website: a host in it whose registrable domain (public-suffix list,
 * tldts) is the site's, and that is the site's host or a subdomain of it. Look-alikes
 * ("harbourdental.com.au.example.net", "notharbourdental.com") have another domain.
 */
export function mentionsWebsite(text: string, website: string | null | undefined): boolean {
  const site = siteOf(website)
  if (!site) return false
  for (const m of text.matchAll(HOST_IN_TEXT)) {
    const host = m[1].toLowerCase().replace(/^www\./, '')
    if (getDomain(host) !== site.domain) continue
    if (host === site.host || host.endsWith(`.${site.host}`) || site.host.endsWith(`.${host}`))
      return true
  }
  return false
}

/** The business as the detection functions take it (`aliases` and `service` optional). */
export interface BusinessRef {
  name: string
  website?: string | null
  /** Other names it trades under (request field `aliases`); each counts as the business. */
  aliases?: string[]
  /** Its service ("plumbing"), which lets a short or common-word name count ("Apex Plumbing"). */
  service?: string
}

/**
 * True when `answer` names the business (module doc, docs/decisions/0015):
 * - a name variant (the name or an alias; see `nameVariants`) is spelt by whole words of the answer
 *   (case, accents, punctuation, possessive and word breaks aside), not inside a longer different
 *   name: a capitalised word right before or after it (spaces only between) that is not a connector,
 *   imperative or legal suffix, or "& Word" after it, makes it another business ("Blue Sky Dental",
 *   "Apex Legends", "Harbour Dental Group", "Maple Leaf Plumbing & Drain");
 * - a one-word name that is short (≤ 3 letters) or a common word ("Apex", "Summit") counts only
 *   followed by a word of the service ("Apex Plumbing"); another one-word name only capitalised;
 * - a longer name written all in lower case ("a rapid response") counts only when the owner
 *   writes it in lower case too;
 * - or the website (its host or a subdomain, same registrable domain) appears (`mentionsWebsite`).
 */
export function mentionsBusiness(answer: string, business: BusinessRef): boolean {
  // Hosts and link targets are read by `mentionsWebsite`, not as words ("harbourdental.com.au…").
  const tokens = tokenize(answer.replace(/\]\([^)\s]*\)/g, '] ').replace(HOST_IN_TEXT, ' ; '))
  const serviceStems = stems(business.service)
  const names = [business.name, ...(business.aliases ?? [])]
  for (const variant of names.flatMap((n) => nameVariants(n, business.service))) {
    const single = variant.length === 1
    for (let i = 0; i < tokens.length; i++) {
      const end = matchAt(tokens, i, variant)
      if (end < 0) continue
      const before = tokens[i - 1]
      const after = tokens[end]
      if (extendsName(before, tokens[i].joined)) continue
      const followedByService = !!after && serviceStems.some((stem) => after.norm.startsWith(stem))
      if (after?.amp && after.joined && extendsName(tokens[end + 1], tokens[end + 1]?.joined))
        continue
      if (single) {
        const word = variant[0]
        const common = word.length <= 3 || COMMON_WORDS.has(word)
        // The full name with its "The" ("The Liberty") is not the common word.
        const withThe = before?.raw === 'The' && tokens[i].joined
        if (common && !followedByService && !withThe) continue
        if (!isCapitalised(tokens[i].raw) && !followedByService) continue
        if (!followedByService && extendsName(after, after?.joined ?? false)) continue
      } else {
        if (extendsName(after, after?.joined ?? false)) continue
        // Written all in lower case, a name of everyday words is a phrase ("a rapid response",
        // "fill a bread basket"), unless the owner writes the name in lower case too.
        const lower = tokens.slice(i, end).every((t) => !/\p{Lu}/u.test(t.raw))
        if (lower && names.every((n) => /\p{Lu}/u.test(n))) continue
      }
      return true
    }
  }
  return mentionsWebsite(answer, business.website)
}

/** Label shapes: "Best for families", "Great for groups", "Best overall", "Top pick for value". */
const LABEL_PATTERNS = [
  /^(best|great|ideal|good|perfect|recommended|popular|suitable|famous|known|top pick|top choice)\b.*\bfor\b/i,
  /^(best|top)\s+(overall|value|budget|choice|pick|option|rated)\b/i,
]

const DETAIL_PATTERN =
  /^(known|specializ|specialis|located|based|offers|best for|great for|ideal for|good for|why )/i

/** Verbs that end a name in "1. Acme Plumbing is known for…" items. */
const NAME_ENDS_BEFORE =
  /\s+(?=(?:is|are|was|were|has|have|had|offers|provides|specializes|specialises|focuses|stands|remains|boasts|delivers|does|can|will|should|would|may|might|operates|serves)\b)/

/** Titles of sections and headings that are not names (see `cleanCandidate`). */
const SECTION_TITLE =
  /^(?:(?:getting|choosing|finding|comparing|booking|planning|understanding|preparing|saving)\b|(?:typical|average|estimated|expected)\s+\w+|(?:costs?|prices?|pricing|fees|rates|budget)\b|comparison\b|(?:overview|summary|conclusion|bottom line|final thoughts|next steps|key takeaways|at a glance|quick comparison)$)/i

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
  s = s.replace(/^(?:\d{1,2}[.)]|No\.\s?\d{1,2}[.:)])\s+/, '')
  // "Dr. Sarah Nguyen at Parramatta Dental Care": the person works at the business named.
  s = s.replace(
    /^(?:Dr|Mr|Mrs|Ms|Prof|Professor)\.?\s+(?:\p{Lu}[\p{L}'’-]*\.?\s+){0,3}(?:at|from)\s+/u,
    '',
  )
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
  // A trade or descriptive word alone ("Wellness", "Cattery") is the tail of a split name.
  if (words.length === 1 && (DESCRIPTIVE_WORDS.has(first) || GENERIC_LAST_WORDS.has(first)))
    return null
  // Section titles ("Typical Costs", "Getting Started", "Comparison of Local HVAC Contractors"),
  // prices ("$20–$28") and people ("Dr. Anika Sharma") are not businesses.
  if (SECTION_TITLE.test(s) || /[$€£¥]|^\d[\d,.\s–-]*$/.test(s)) return null
  // A title and a first and last name is a person; "Mr. Rooter Plumbing" is a brand.
  const person =
    /^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor)\.?\s+(\p{Lu}[\p{L}'’-]+)\s+(\p{Lu}[\p{L}'’-]+)$/u.exec(s)
  if (person && !person.slice(1).some((w) => DESCRIPTIVE_WORDS.has(normalizeName(w)))) return null
  // A legal form alone ("LLC", "Company") is the tail of a name, not a name.
  if (words.length === 1 && LEGAL_SUFFIXES.includes(s.toLowerCase().replace(/\./g, ''))) return null
  if (NOT_A_NAME.has(normalizeName(s)) || LABEL_PATTERNS.some((re) => re.test(s))) return null
  if (/^(https?:|www\.)/i.test(s) || /^\d+([.,]\d+)?%?$/.test(s)) return null
  return s
}

/**
 * Headings of advice sections: tips, considerations, how to choose, questions to ask, red flags,
 * pricing, what to expect, before you book, good to know, resources, FAQs.
 */
const ADVICE_HEADING =
  /^(?:(?:[\w'’-]+\s+){0,3}(?:tips?|considerations?|factors?|questions|checklist|advice|red flags|resources|faqs?|notes?|reminders?)(?:\s+(?:to|for|before|when)\b.*)?|(?:how|what|when|where|things) to\b.*|before you\b.*|choosing\b.*|(?:good|worth|nice|useful) to know|keep in mind|a few (?:things|tips|notes)\b.*|pricing|prices|costs?\b.*|what to (?:expect|look for|ask)\b.*)[:.]?$/i

/** Markdown text without emphasis, link syntax and leading emoji or markers, trimmed. */
const cleanText = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim()

const LIST_ITEM = /^(\s*)(\d+[.)]|[-*•+])\s+(.*)$/
const HEADING = /^\s*(#{1,6})\s+(.*)$/
const BOLD_LINE = /^\s*(\*\*[^*]+\*\*|__[^_]+__):?\s*$/
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/

/** The part of a list item that would hold a name: its leading bold or link text, else all of it. */
function leadOf(text: string): string {
  const lead =
    text.match(/^\*\*(.+?)\*\*/) ?? text.match(/^__(.+?)__/) ?? text.match(/^\[([^\]]+)\]\(/)
  return lead ? lead[1] : text
}

/** True when a list item's text is only its lead ("**Fine Dining**", "Casual:"): a possible category. */
function isBare(text: string): boolean {
  const rest = text.replace(/^\*\*(.+?)\*\*|^__(.+?)__|^\[([^\]]+)\]\([^)]*\)/, '')
  return rest === text
    ? /^[^:]{1,60}:?\s*$/.test(text.replace(/\[\d+\]/g, '')) && !/\s[-–—]\s/.test(text)
    : /^[\s:.*_]*$/.test(rest)
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
  /** Heading level (1–6); 0 for other lines. */
  level: number
}

function parseLines(answer: string): Line[] {
  return answer.split(/\r?\n/).map((raw) => {
    const indent = (raw.match(/^\s*/)?.[0] ?? '').replace(/\t/g, '    ').length
    const base = { indent, ordered: false, level: 0 }
    if (!raw.trim()) return { ...base, kind: 'blank', text: '' }
    const heading = raw.match(HEADING)
    if (heading)
      return { ...base, kind: 'heading', level: heading[1].length, text: heading[2].trim() }
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
 * line at the indent of the first of them, up to the next heading or bold line.
 */
function childrenOf(lines: Line[], i: number): number[] {
  const parent = lines[i]
  const out: number[] = []
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j]
    if (l.kind === 'blank') continue
    if (parent.kind === 'item') {
      const deeper = l.indent > parent.indent
      if (
        l.kind === 'item' &&
        (deeper || (parent.ordered && !l.ordered && l.indent === parent.indent))
      )
        out.push(j)
      else if (!deeper) break
    } else {
      if (l.kind === 'heading' || l.kind === 'bold' || l.kind === 'table') break
      // The section's own items: those at the first item's indent (deeper ones are their details).
      if (l.kind === 'item') {
        if (!out.length || l.indent <= lines[out[0]].indent) out.push(j)
      } else if (out.length) break
    }
  }
  return out
}

/**
 * True when heading `i` and at least one other heading of its level in the same section look like
 * business names, and at least half of those headings do ("### Ultimate Hikes", "### Trilogy
 * Treks"): a list of businesses written as headings.
 */
function siblingsAreNames(lines: Line[], i: number): boolean {
  const level = lines[i].level
  const siblings: number[] = []
  for (const dir of [-1, 1]) {
    for (let j = i + dir; j >= 0 && j < lines.length; j += dir) {
      if (lines[j].kind !== 'heading') continue
      if (lines[j].level < level) break
      if (lines[j].level === level) siblings.push(j)
    }
  }
  const nameLike = (k: number) => !!cleanCandidate(lines[k].text)
  if (!nameLike(i)) return false
  const names = siblings.filter(nameLike).length
  return names >= 1 && (names + 1) * 2 >= siblings.length + 1
}

/** Header words of a table's name column ("Company", "Firm", "Restaurant"). Normalised form. */
const NAME_COLUMNS = new Set(
  (
    'name business company firm practice clinic provider restaurant hotel operator roaster ' +
    'roastery tool software app product platform brand agency studio shop store cafe venue ' +
    'dentist plumber lawyer accountant guide tour operator option pick recommendation'
  ).split(' '),
)

/** First header cells of a table whose other header cells are the names (a comparison table). */
const ATTRIBUTE_COLUMNS = new Set(
  'feature features criteria criterion attribute aspect category comparison factor'.split(' '),
)

/**
 * The names in a markdown table (`rows` as written, header first): the column headed by a name
 * word ("Company", "Firm"); else, for a comparison table whose first header cell is empty or
 * "Feature", the other header cells; else the first column whose cells mostly look like names
 * (rank numbers skipped).
 */
function tableNames(rows: string[]): string[] {
  const cells = rows
    .filter((r) => !TABLE_SEPARATOR.test(r))
    .map((r) =>
      r
        .replace(/^\s*\|/, '')
        .replace(/\|\s*$/, '')
        .split('|')
        .map((c) => c.trim()),
    )
  const hasHeader = rows.length > 1 && TABLE_SEPARATOR.test(rows[1])
  const header = hasHeader ? cells[0] : []
  const body = hasHeader ? cells.slice(1) : cells
  const headerKeys = header.map((h) => normalizeName(h.replace(/[*_]/g, '')))
  const named = headerKeys.findIndex(
    (h) => NAME_COLUMNS.has(h) || NAME_COLUMNS.has(h.replace(/s$/, '')),
  )
  if (named >= 0) return body.map((row) => row[named] ?? '')
  if (header.length > 2 && (headerKeys[0] === '' || ATTRIBUTE_COLUMNS.has(headerKeys[0]))) {
    const names = header.slice(1).filter((h) => cleanCandidate(h))
    if (names.length >= 2 && names.length * 2 >= header.length - 1) return header.slice(1)
  }
  const width = Math.max(0, ...body.map((r) => r.length))
  for (let c = 0; c < width; c++) {
    const col = body.map((r) => r[c] ?? '')
    if (col.filter((v) => cleanCandidate(v) && !/^\d/.test(v)).length * 2 > col.length) return col
  }
  return []
}

/**
 * Business names `answer` recommends, as written, in order of first appearance, deduplicated by
 * normalised name, the business itself excluded (see module doc for the shapes read).
 */
export function extractCompetitors(answer: string, business: BusinessRef): string[] {
  return extractNames(answer, business).competitors
}

/**
 * The directories, review sites, maps, social networks and public registers an answer names
 * (`SOURCE_NAMES`, names ending in a `PUBLIC_BODY_WORDS` word), as written, in order of first
 * appearance, each once. Informational (spec: not competitors, never scored).
 */
export function extractSources(answer: string): string[] {
  const found: { at: number; name: string }[] = []
  const tokens = tokenize(answer)
  for (let i = 0; i < tokens.length; i++) {
    // The longest source name starting here, written capitalised or as a domain ("Booking.com").
    let end = -1
    for (const words of SOURCE_WORDS) {
      const e = matchAt(tokens, i, words)
      if (e > end) end = e
    }
    if (end < 0) continue
    const raw = tokens[i].raw
    const domain = /^\.\w/.test(answer.slice(tokens[end - 1].end))
    if (!isCapitalised(raw) && !LOWER_CASE_SOURCES.has(raw) && !domain) continue
    const stop = domain
      ? tokens[end - 1].end + answer.slice(tokens[end - 1].end).match(/^(\.\w+)+/)![0].length
      : tokens[end - 1].end
    found.push({ at: tokens[i].start, name: answer.slice(tokens[i].start, stop) })
    i = end - 1
  }
  // Public bodies and sources read as candidates ("Queensland Law Society", "Capterra UK").
  for (const name of extractNames(answer, { name: '' }).sources) {
    const at = answer.indexOf(name)
    if (found.some((f) => f.at <= at && at < f.at + f.name.length)) continue
    // A longer name over a shorter one found inside it ("NSW Fair Trading" over "Fair Trading").
    for (let k = found.length - 1; k >= 0; k--)
      if (found[k].at >= at && found[k].at < at + name.length) found.splice(k, 1)
    found.push({ at, name })
  }
  const seen = new Set<string>()
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.name)
    .filter((name) => {
      const key = normalizeName(name)
      if ([...seen].some((k) => isPrefixOf(k, key) || isPrefixOf(key, k))) return false
      seen.add(key)
      return true
    })
}

/** `SOURCE_NAMES` as words, longest first. */
const SOURCE_WORDS = SOURCE_NAMES.map((s) => s.split(' ')).sort((a, b) => b.length - a.length)

/** Sources whose brand is written in lower case ("hipages"). */
const LOWER_CASE_SOURCES = new Set(['hipages', 'hotdoc'])

/** True when a normalised candidate is a source (see `extractSources`). */
export function isSource(key: string): boolean {
  if (!key) return false
  const words = key.split(' ')
  if (PUBLIC_BODY_WORDS.has(words.at(-1)!)) return true
  // "Pool Institute of South Africa", "Chamber of Commerce": a body word before "of".
  if (words.some((w, k) => PUBLIC_BODY_WORDS.has(w) && words[k + 1] === 'of')) return true
  if (PUBLIC_BODY_ENDINGS.some((end) => key === end || key.endsWith(` ${end}`))) return true
  if (key.startsWith('consumer affairs ')) return true
  return SOURCE_NAMES.some((src) => key === src || key.startsWith(`${src} `))
}

/** Words of `a` are the first words of `b` ("square mile" of "square mile coffee roasters"). */
const isPrefixOf = (a: string, b: string) => b === a || b.startsWith(`${a} `)

/** Competitors and sources of one answer (see `extractCompetitors` and `extractSources`). */
function extractNames(
  answer: string,
  business: BusinessRef,
): { competitors: string[]; sources: string[] } {
  const found: string[] = []
  const foundKeys: string[] = []
  const sources: string[] = []
  const sourceKeys = new Set<string>()
  // With and without a possessive: prose reads "Nonna Rosa's" as the name "Nonna Rosa".
  const ownNames = [business.name, ...(business.aliases ?? [])]
  const ownKeys = [...ownNames, ...ownNames.map((n) => n.replace(/['’]s\b/g, ''))]
    .map(normalizeName)
    .filter(Boolean)
  const addSource = (name: string) => {
    const key = normalizeName(name)
    if (!key || sourceKeys.has(key)) return
    sources.push(name)
    sourceKeys.add(key)
  }
  const add = (raw: string) => {
    const name = cleanCandidate(raw)
    if (!name) return
    const key = normalizeName(name)
    if (!key) return
    if (isSource(key)) return addSource(name)
    // The business itself: its name, an alias, or their first words ("ChillTech" for "ChillTech Aircon").
    if (ownKeys.some((own) => isPrefixOf(key, own)) || mentionsBusiness(name, business)) return
    // Variants of one name merge: a later shorter or longer form of a found name is that name.
    // A longer form merges only when the extra words are generic ("Mojo" → "Mojo Coffee"), so
    // "Bondi Physio & Pilates" stays apart from "Bondi Physio".
    const longerForm = (k: string) =>
      isPrefixOf(k, key) &&
      key
        .slice(k.length)
        .trim()
        .split(' ')
        .every((w) => GENERIC_LAST_WORDS.has(w))
    if (foundKeys.some((k) => isPrefixOf(key, k) || longerForm(k))) return
    foundKeys.push(key)
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
    const first =
      label
        .replace(/[*_`[\]]/g, '')
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase() ?? ''
    return IMPERATIVES.has(first) ? 'advice' : 'detail'
  }

  /**
   * Decides an entry with a name-like `lead` from its sub-items: mostly details → a business (its
   * sub-items skipped); mostly advice → a section such as "Tips for choosing" (left out); mostly
   * names under a bare entry → a category (left out; its sub-items are read). `strict`: only known
   * detail labels ("Location", "Known for") count, for plain headings.
   */
  const entry = (
    i: number,
    lead: string,
    opts: { bare: boolean; alone: boolean; strict?: boolean },
  ) => {
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
          return (
            DETAIL_LABELS.has(label) ||
            DETAIL_PATTERN.test(labelOf(lines[k].text).replace(/[*_]/g, '').trim())
          )
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

  // Inside an advice section ("### Booking Tips", "**Key considerations:**") list items are
  // labels ("**Timing:** …"), never names; the section ends at the next heading of its level or
  // above (a bold-line section at the next heading or bold line).
  let advice: { level: number } | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (line.kind === 'heading' || line.kind === 'bold') {
      const level = line.kind === 'heading' ? line.level : 7
      if (advice && level <= advice.level) advice = null
      else if (advice && line.kind === 'bold') advice = null
      if (ADVICE_HEADING.test(cleanText(line.text))) {
        advice = { level }
        continue
      }
    }
    if (advice && line.kind === 'item') continue
    if (skip.has(i)) continue
    switch (line.kind) {
      case 'heading': {
        // "### 1. Name" and "## **Name**" name a business; "### Name" when its sibling headings
        // are names too, or when details follow.
        const text = line.text.replace(/^[^\p{L}\p{N}*]+/u, '')
        const named =
          /^(\*\*)?\d{1,2}[.)]\s/.test(text) ||
          /^\*\*[^*]+\*\*:?$/.test(text) ||
          siblingsAreNames(lines, i)
        entry(i, text, { bare: true, alone: named, strict: !named })
        break
      }
      case 'bold':
        entry(i, line.text, { bare: true, alone: true })
        break
      case 'table': {
        let end = i
        while (lines[end + 1]?.kind === 'table') end++
        for (const name of tableNames(lines.slice(i, end + 1).map((l) => l.text))) add(name)
        i = end
        break
      }
      case 'item':
        entry(i, leadOf(line.text), { bare: isBare(line.text), alone: true })
        bolds(line.text.replace(/^\*\*(.+?)\*\*/, ''))
        break
      case 'text': {
        const items = inlineItems(line.text)
        if (items) {
          for (const item of items) add(leadOf(item))
          break
        }
        const labelled = line.text.match(/^([\p{Lu}0-9][^:*]{1,60}):\s+\S/u)
        if (labelled) add(labelled[1])
        bolds(line.text)
        const bodies: string[] = []
        for (const name of proseNames(line.text, (n) => isSource(normalizeName(n)), bodies))
          add(name)
        for (const body of bodies) addSource(body)
        break
      }
    }
  }
  return { competitors: found, sources }
}
