/**
 * Competitors and sources of an assistant answer (docs/decisions/0017, 0048, 0089).
 *
 * - `extractCompetitors(answer, business)`: business names an answer recommends, in order of first
 *   appearance, the business itself excluded. Reads the shapes real assistants write: list items
 *   ("1. **Name** – why", "- Name: why", "* **Name:** why", "2. [Name](url) - why", "1. Name is
 *   known for…"), headings ("### 1. Name", "## **Name**", and "### Name" among sibling headings
 *   that are names), lines that are only a bold name, "Name: why" lines, bold names in prose,
 *   tables (`tableNames`: the name column or a comparison table's header), inline enumerations and
 *   prose names in context (`prose.ts`). The structure decides what a line is: an entry whose
 *   sub-items are mostly attributes ("Location: …") is a business and its sub-items are skipped; a
 *   bare entry whose sub-items are mostly names ("**Fine Dining**") is a category and only its
 *   sub-items count. Items of an advice section ("### Booking Tips") are labels, never names.
 *   Directories, review sites and public bodies are sources, not competitors, also when an entry
 *   describes itself as one ("**Master Builders** – the industry body"). A searching assistant's
 *   citation markers are removed first and its "Sources" list and footnote lines are never read
 *   for names; an item grouping names under a place or label reads the names. A later shorter or
 *   longer form of a found name ("Square Mile" after "Square Mile Coffee Roasters") merges into it
 *   (a longer form only when the extra words are generic); the first words of the business's own
 *   name are the business.
 * - `extractSources(answer)`: the directories, review sites, maps, social networks and public
 *   bodies the answer names, in order, each once (informational, never scored; `sources.ts`).
 * - `cleanCandidate(raw)`: the name in a raw candidate, or null when it does not look like one.
 *   Citation markers ("[1]"), leading emoji and numbering, addresses in brackets and the reason
 *   after a dash, colon or verb are dropped, and so are a branch after a comma ("Smile Clinic,
 *   Westlands") and a street after a kind of business ("… Kitchen on Norzin Lam"). A name is Title
 *   Case words, at most 9, not ending in "for"/"in"…, and is not a section or attribute label
 *   ("Pricing", "Why choose them", "Best for families"), advice ("Check reviews on Google"), a
 *   place (a noun of a town's parts last: "Jebel Ali Free Zone"; a gazetteer place in a sentence),
 *   a law, licence or pass; in a sentence, not a person at a business nor a lone bold acronym.
 * - `extractNames(answer, business)` (decision 0089): the one reading the others are views of:
 *   competitors, sources, and the candidates that are the business itself (`own`, and of them
 *   `ownEntries`, written as entries). entities.ts `analyzeAnswer` decides mention, position and
 *   competitors from it.
 *
 * The public functions are views of one reading, `extractNames`: `readLine` reads each line by
 * its kind (`readHeading`, `readTable`, `readItem`, `readText`, with `readEntry` deciding entries
 * from their sub-items) into a `NameCollector`, which cleans, classifies and deduplicates, and
 * settles at the end (`settled`: in an answer that writes its businesses in bold, names read only
 * in running text need a trade word or a legal form).
 *
 * Pure functions, no I/O; nothing throws. Measured on the labelled sets in `audit-service/devset/`
 * by `npx tsx audit-service/bench/extraction.eval.ts`.
 */

import { mentionsBusiness, type BusinessRef } from './business'
import {
  ADVICE_HEADING,
  ALONE_NOT_A_NAME,
  BUSINESS_KIND_WORDS,
  CONNECTORS,
  DESCRIPTIVE_WORDS,
  DETAIL_LABELS,
  DETAIL_PATTERN,
  DIRECTORY_DESCRIPTION,
  GENERIC_LAST_WORDS,
  GEOGRAPHIC_WORDS,
  IMPERATIVES,
  LABEL_PATTERNS,
  LANDMARK_NOUNS,
  LEGAL_SUFFIXES,
  NAME_ENDS_BEFORE,
  NOT_A_NAME,
  AREA_NOUNS,
  PLACE_AND_TRADE_CODES,
  SECTION_TITLE,
  SENTENCE_STARTS,
  WEEKDAY_NAMES,
} from './lexicon'
import {
  childrenOf,
  cleanText,
  isBare,
  labelOf,
  leadOf,
  parseLines,
  siblingsAreNames,
  tableNames,
  type IsName,
  type Line,
} from './markdown'
import { legalTail } from './legalForms'
import {
  canonicalWord,
  isBranchOf,
  isKindWord,
  isPrefixOf,
  normalizeName,
  placeWords,
} from './names'
import { isKnownPlace } from './places'
import { inlineItems, proseNames } from './prose'
import { collectSources, isSourceName } from './sources'

/**
 * Business names `answer` recommends, as written, in order of first appearance, deduplicated by
 * normalised name, the business itself excluded (see module doc for the shapes read).
 */
export function extractCompetitors(answer: string, business: BusinessRef): string[] {
  const { competitors, sources } = extractNames(answer, business)
  lastReading = { answer, sources }
  return competitors
}

/**
 * The sources read from the answer `extractCompetitors` read last. The engine calls
 * `extractSources` right after `extractCompetitors` on the same answer, and the sources a reading
 * finds do not depend on the business (a source is set aside before the business is looked at), so
 * that reading's sources are reused instead of reading the answer a second time.
 */
let lastReading: { answer: string; sources: string[] } | null = null

/**
 * The directories, review sites, maps, social networks and public registers an answer names
 * (`SOURCE_NAMES`, names ending in a `PUBLIC_BODY_WORDS` word), as written, in order of first
 * appearance, each once. Informational (spec: not competitors, never scored). See `collectSources`.
 */
export function extractSources(answer: string): string[] {
  // Public bodies and sources read as candidates ("Queensland Law Society", "Capterra UK").
  const read =
    lastReading?.answer === answer
      ? lastReading.sources
      : extractNames(answer, { name: '' }).sources
  return collectSources(answer, read)
}

// Candidates --------------------------------------------------------------------------------------

/** A word of a name: Title Case, a number, "&", or camel case ("iFix", "eBay"). */
const NAME_WORD = /^(?:[\p{Lu}0-9&'’(+]|[a-z]+\p{Lu})/u

/**
 * The name in a raw candidate, or null when it does not look like a business name (module doc).
 * `prose`: the candidate is written inside a sentence or a description (a bold span, a name in
 * running text), not as an entry of its own: a person there is someone at a business ("led by
 * **Dr. Neema Mollel**"), and a lone acronym is a product or scheme ("**NSSF** top-ups").
 */
export function cleanCandidate(raw: string, prose: Context = false): string | null {
  // "Ωράριο (opening hours)", "Adresse (address)": a label glossed in English, no name.
  const gloss = /\(([^()]{2,40})\)/.exec(raw)
  if (gloss && NOT_A_NAME.has(normalizeName(gloss[1]))) return null
  const s = candidateText(raw)
  return looksLikeBusinessName(s, prose) ? s : null
}

/**
 * Where a candidate is written: as an entry (false), in bold opening a paragraph (an entry too),
 * in running text, or in bold in a sentence.
 */
type Context = false | 'boldLead' | 'prose' | 'bold'

/**
 * A raw candidate without link syntax, citation markers, emphasis, leading emoji and numbering, a
 * person's title before "at"/"from" the business, the reason after a dash, colon, bracket or verb,
 * and trailing punctuation.
 */
function candidateText(raw: string): string {
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
  // "Tashi Delek Kitchen on Norzin Lam": a name ending in a kind of business, then its street.
  const address = s.match(/^(.+?\s(\S+))\s+(?:on|at|in|off)\s+\p{Lu}/u)
  if (address && BUSINESS_KIND_WORDS.has(normalizeName(address[2]))) s = address[1]
  // "Tembo Smile Clinic, Kisumbe": a branch or area after a comma is not part of the name; a
  // legal form ("…, Inc."), a partnership ("Ochieng, Mwangi & Co") or "and" after it is.
  const comma = s.indexOf(', ')
  if (comma > 0) {
    const rest = s.slice(comma + 2)
    if (
      /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(rest) &&
      !/&|\band\b/i.test(rest) &&
      normalizeName(`x ${rest}`) !== 'x' &&
      !PARTNERSHIP_NAME_WORDS.test(rest)
    )
      s = s.slice(0, comma)
  }
  return s
}

/** Words after a comma that keep it part of a firm's name ("…, Attorneys", "…, Partners"). */
const PARTNERSHIP_NAME_WORDS =
  /\b(?:Partners|Associates|Sons|Brothers|Bros|Attorneys|Advocates|Solicitors|Lawyers|Chartered|Accountants|Architects|Engineers)\b/

/** True when a cleaned candidate (`candidateText`) has the shape of a business name (module doc). */
function looksLikeBusinessName(s: string, prose: Context = false): boolean {
  const inSentence = prose === 'prose' || prose === 'bold'
  if (s.length < 2 || s.length > 60) return false
  const words = s.split(' ')
  if (words.length > 9) return false
  // Business names are written in Title Case; advice ("Check reviews on Google") is not.
  if (!NAME_WORD.test(s)) return false
  if (!words.every((w) => NAME_WORD.test(w) || CONNECTORS.has(w))) return false
  // A name does not end in a connector: "Known for", "Specializes in" are labels.
  if (words.length > 1 && CONNECTORS.has(words[words.length - 1].toLowerCase())) return false
  const first = normalizeName(words[0])
  // An acronym is no sentence start ("WE Fitness Society").
  // "I Latina": a capital letter opening a name of capitalised words.
  const acronym =
    /^[A-Z0-9&]{2,}$/.test(words[0]) ||
    (/^[A-Z]$/.test(words[0]) && words.length > 1 && words.every((w) => NAME_WORD.test(w)))
  if (!acronym && (IMPERATIVES.has(words[0].toLowerCase()) || SENTENCE_STARTS.has(first)))
    return false
  if (words.length === 1 && ALONE_NOT_A_NAME.has(first)) return false
  // A trade or descriptive word alone ("Wellness", "Cattery") is the tail of a split name.
  if (words.length === 1 && (DESCRIPTIVE_WORDS.has(first) || GENERIC_LAST_WORDS.has(first)))
    return false
  // Section titles ("Typical Costs", "Getting Started", "Comparison of Local HVAC Contractors")
  // and prices ("$20–$28") are not businesses.
  if (SECTION_TITLE.test(s) || /[$€£¥]|^\d[\d,.\s–-]*$/.test(s)) return false
  // A title and a first and last name is a person ("Dr. Anika Sharma", "Adv. Priya Menon", "CA
  // Suresh Nair"; "Mr." opens trade brands: "Mr. Rooter Plumbing"). In a sentence a person is
  // someone at a business; offered as an entry of its own, a sole practitioner, an option
  // (decision 0089).
  const person = PERSON.exec(s)
  if (inSentence && person && !person.slice(1).some((w) => DESCRIPTIVE_WORDS.has(normalizeName(w))))
    return false
  // A lone acronym in a sentence is a product, scheme or body ("**NSSF** top-ups", "a **REIT**").
  if (prose === 'bold' && /^[A-Z]{2,6}s?$/.test(s)) return false
  // A place: a name ending in a place noun without a trade word ("Jebel Ali Free Zone", "Marina
  // Walk Mall", "Kiswa Heights", "Coral Ridge Road").
  if (isPlaceName(words)) return false
  // A country, region or city of the gazetteer ("Zimbabwe", "Port Moresby", "Hong Kong") named in
  // a sentence; an entry of its own with that name ("**Corum** – estate agents") is a business.
  if (inSentence && isKnownPlace(s)) return false
  // A law, licence, pass, portal or fair: "Data Protection Act, 2019", "Angkor Pass".
  if (DOCUMENT_WORDS.has(normalizeName(words.at(-1) ?? '')) || /\bAct,? \d{4}$/.test(s))
    return false
  // Codes of places and trades ("NSW", "NZ", "HVAC"), road numbers ("N1", "M25") and "<place>
  // CBD" are not businesses.
  if (words.length === 1 && /^[A-Z]{1,2}\d{1,3}$/.test(s)) return false
  const lower = words.map((w) => w.toLowerCase().replace(/[.:]/g, ''))
  if (lower.every((w) => PLACE_AND_TRADE_CODES.has(w))) return false
  if (words.length <= 2 && lower.at(-1) === 'cbd') return false
  // A legal form alone ("LLC", "Company") is the tail of a name, not a name.
  if (words.length === 1 && LEGAL_SUFFIXES.includes(s.toLowerCase().replace(/\./g, '')))
    return false
  if (NOT_A_NAME.has(normalizeName(s)) || LABEL_PATTERNS.some((re) => re.test(s))) return false
  if (/^(https?:|www\.)/i.test(s) || /^\d+([.,]\d+)?%?$/.test(s)) return false
  if (STREET_AND_NUMBER.test(s)) return false
  // "KSh 12,000", "AED 450": an amount in a currency's code or local sign, no name.
  const amount = AMOUNT.exec(s)
  if (amount && (!/^\p{Lu}{3}$/u.test(amount[1]) || CURRENCY_CODES.has(amount[1]))) return false
  // "Δευτέρα–Σάββατο", "Montag": days of a listing's hours in any language, no name.
  if (s.split(/[\s,–—-]+/).every((w) => WEEKDAY_NAMES.has(w.toLowerCase().replace(/\.$/, ''))))
    return false
  // "Practical Details", "Hours & Contact": a section's title made of section words only.
  if (words.every((w) => SECTION_WORDS.has(w.toLowerCase().replace(/[:.]$/, '')))) return false
  // "Founded in 2005", "Since 1998": when the business began, no name.
  if (
    /^(?:Founded|Established|Est\.?|Opened|Since|Open since|Running since)\s+(?:in\s+)?(?:19|20)\d{2}\b/i.test(
      s,
    )
  )
    return false
  // "Details I have:", "What I found": a sentence's subject and its "I", no name.
  if (words.length > 1 && words.at(-1) === 'I' && !/^[IVX]+$/.test(words.at(-2) ?? '')) return false
  return true
}

/** Words section titles are made of ("Practical Details", "Hours & Contact", "Getting There"). */
const SECTION_WORDS: ReadonlySet<string> = new Set(
  (
    'practical details detail information info hours contact contacts activities about overview ' +
    'location locations services prices pricing rates getting there tips key facts basics and & ' +
    'opening booking bookings reservations amenities facilities what to know need at a glance ' +
    'more highlights background history address phone email website reviews specialties features ' +
    'accommodation transport parking access accessibility directions the essentials useful'
  ).split(' '),
)

/** ISO 4217 currency codes, from `Intl`. */
const CURRENCY_CODES: ReadonlySet<string> = new Set(
  (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('currency'),
)
/** A currency's code or local sign, then a number. */
const AMOUNT = /^(\p{Lu}{3}|KSh|Ksh|TSh|USh|Rs|Rp|RM|R|Dhs|Dh|TL|Fr|kr|zł|Kč|Ft|lei)\.?\s?\d/u

/**
 * A business's details written as a list item of their own, never a business: a street then its
 * number ("Jl. Hayam Wuruk No. 45", "Reichenstraße 14", "2217 Santa Maria Ave"), a telephone
 * number ("Tel. 03591 482760"), a clock time ("Mo–Fr 6:00–18:00 Uhr").
 */
const STREET_AND_NUMBER =
  /^(?:(?:Jl|Jln|Jalan|Rua|Av|Avda|Avenida|Calle|Carrera|Cra|Rue|Via|Viale|Ul|Ulica|Str|Strada|Soi|Thanon|Đường|Phố|Jr|Jirón|Calzada)\.?\s[^\d\n]*\d|[\p{Lu}][\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|laan|straat|gatan|gata|gade|vej|vei|veien|utca|iela|katu|tie)\s*\d|(?:[\p{Lu}][\p{L}-]*\s+){1,3}(?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee)\s*\d|\d+[A-Za-z]?\s+(?:[\p{Lu}][\p{L}'’.-]*\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Highway|Hwy)\b\.?(?:,|$))|\d[\d\s()./-]{6,}\d|(?<![\d.])\d{1,2}[:.]\d{2}\s*(?:[–—-]|Uhr|h\b|[ap]\.?m\b)/iu

/** Last words of documents, permits and events, never of a business ("… Act", "… Licence"). */
const DOCUMENT_WORDS: ReadonlySet<string> = new Set(
  'act acts regulations bill code licence license permit pass visa expo portal programme program policy'.split(
    ' ',
  ),
)

/** A title and a first and last name: a person ("Dr. Anika Sharma", "CA Suresh Nair"). */
const PERSON =
  /^(?:Dr|Mrs|Ms|Mx|Prof|Professor|Adv|Advocate|Atty|Attorney|CA|CPA)\.?\s+(\p{Lu}[\p{L}'’-]+)\s+(\p{Lu}[\p{L}'’-]+)$/u

/**
 * A name ending in a noun of a town's parts (`AREA_NOUNS`: road, mall, district, free zone…) with
 * no trade word in it is a place. Nouns that end hotels and restaurants as often as places (park,
 * bay, court, square, lodge) are not read so.
 */
function isPlaceName(words: readonly string[]): boolean {
  const norms = words.map((w) => canonicalWord(normalizeName(w)))
  const zone = /^(?:free|economic|industrial|business) zone$/.test(norms.slice(-2).join(' '))
  if (!AREA_NOUNS.has(norms.at(-1) ?? '') && !zone) return false
  return !norms.some(isKindWord)
}

/** A name ending in a landmark noun (`LANDMARK_NOUNS`) without a trade word in it. */
function isLandmark(name: string): boolean {
  const words = normalizeName(name).split(' ')
  return LANDMARK_NOUNS.has(words.at(-1) ?? '') && !hasTradeWord(name)
}

/** A name with a trade word or a legal form in it ("Kenkey Palace Restaurant", "Acme Ltd"). */
function hasTradeWord(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(canonicalWord)
  return (
    words.some(isKindWord) ||
    legalTail(
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
        .split(' '),
    ) > 0
  )
}

/** `cleanCandidate` as a predicate, for the markdown readers. */
const looksLikeName: IsName = (text) => !!cleanCandidate(text)

/** `key` is the found name `found` plus generic words only ("mojo coffee" after "mojo"). */
const isLongerForm = (found: string, key: string) =>
  isPrefixOf(found, key) &&
  key
    .slice(found.length)
    .trim()
    .split(' ')
    .every((w) => GENERIC_LAST_WORDS.has(w))

/**
 * The names read from one answer so far: competitors and sources as written, in order of first
 * appearance, each once by normalised name.
 */
class NameCollector {
  readonly competitors: string[] = []
  /** Competitors read only in running text (not an entry, not bold): kept by `settle`. */
  private readonly weak = new Set<string>()
  /** Bold names after a cue of insurance or payment: not read again from the same sentence. */
  private readonly notOptions = new Set<string>()
  /** Bold spans and entry leads taken as names: the answer's house style writes names so. */
  private marked = 0
  readonly sources: string[] = []
  /** Candidates that are the business itself, as written, in order. */
  readonly own: string[] = []
  /** Of `own`, those written as an entry (a list item, heading, table cell or bold name). */
  readonly ownEntries: string[] = []
  private readonly keys: string[] = []
  private readonly sourceKeys = new Set<string>()
  private readonly business: BusinessRef
  /** The business's names and aliases, with and without a possessive, normalised. */
  private readonly ownKeys: string[]

  /** Acronyms the answer defines (`definedAcronyms`): a source's, or a name's written in full. */
  private readonly acronyms: ReadonlyMap<string, 'source' | 'name'>

  /** Words the answer uses as places (`placeWords`): the business's name and places is a branch. */
  private readonly places: ReadonlySet<string>

  constructor(
    business: BusinessRef,
    acronyms: ReadonlyMap<string, 'source' | 'name'> = new Map(),
    places: ReadonlySet<string> = new Set(),
  ) {
    this.business = business
    this.acronyms = acronyms
    this.places = places
    // With and without a possessive: prose reads "Nonna Rosa's" as the name "Nonna Rosa".
    const ownNames = [business.name, ...(business.aliases ?? [])]
    this.ownKeys = [...ownNames, ...ownNames.map((n) => n.replace(/['’]s\b/g, ''))]
      .map(normalizeName)
      .filter(Boolean)
  }

  /** Records a source once by normalised name. */
  addSource(name: string): void {
    const key = normalizeName(name)
    if (!key || this.sourceKeys.has(key)) return
    this.sources.push(name)
    this.sourceKeys.add(key)
  }

  /**
   * Records a raw candidate: dropped unless it looks like a name (`cleanCandidate`); a source goes
   * to `sources`; the business itself and variants of a found name are left out.
   */
  add(raw: string, prose: Context = false): void {
    const name = cleanCandidate(raw, prose)
    if (!name) return
    const key = normalizeName(name)
    if (!key) return
    if (isSourceName(name) || this.acronyms.get(key) === 'source') return this.addSource(name)
    if (this.acronyms.get(key) === 'name' || this.notOptions.has(key)) return
    // In a sentence, a name made only of words the answer uses as places is a place ("across
    // Central, Sheung Wan and Tsim Sha Tsui", "areas like Kigamboni and Goba").
    if (
      (prose === 'prose' || prose === 'bold') &&
      key.split(' ').every((w) => this.places.has(canonicalWord(w)))
    )
      return
    // The business itself: its name, an alias, or their first words ("ChillTech" for "ChillTech Aircon").
    // A branch of the business ("Dishoom Edinburgh" in an answer about Edinburgh) is the business.
    if (
      this.ownKeys.some((own) => isPrefixOf(key, own)) ||
      isBranchOf(key, this.ownKeys, this.places) ||
      mentionsBusiness(name, this.business)
    ) {
      this.own.push(name)
      if (prose !== 'prose') this.ownEntries.push(name)
      return
    }
    // Variants of one name merge: a later shorter or longer form of a found name is that name.
    // A longer form merges only when the extra words are generic ("Mojo" → "Mojo Coffee"), so
    // "Bondi Physio & Pilates" stays apart from "Bondi Physio".
    // "Hartley & Sons" after "J. Hartley & Sons": the name without its initials.
    const withoutInitials = (k: string) =>
      /^(?:[a-z] )+/.test(k) && k.replace(/^(?:[a-z] )+/, '') === key
    // "Dignam & Co" read again after "Orr, Dignam & Co": the end of a found name of partners.
    const endOf = (k: string) => key.includes(' ') && k.endsWith(` ${key}`)
    if (
      this.keys.some(
        (k) => isPrefixOf(key, k) || isLongerForm(k, key) || withoutInitials(k) || endOf(k),
      )
    )
      return
    this.keys.push(key)
    this.competitors.push(name)
    if (prose === 'prose') this.weak.add(name)
    else if (prose === 'bold' || prose === 'boldLead') this.marked++
  }

  /**
   * The competitors, once the whole answer is read. An answer that writes its businesses in bold
   * (two or more bold names) names in plain running text mostly places, brands it services,
   * insurers and landmarks ("dealer service for BMW and Ford", "near Badshahi Mosque"): there a
   * name read only in running text stays a competitor only with a trade word or a legal form in it
   * ("Kenkey Palace Restaurant", "Acme Ltd"). Decision 0089.
   */
  settled(): string[] {
    // Wherever the answer writes its names, one read only in running text that ends in a landmark
    // noun without a trade word is a place ("Lahore Fort", "Mamanuca Islands").
    const kept = this.competitors.filter((name) => !this.weak.has(name) || !isLandmark(name))
    if (this.marked < 2 || this.weak.size === 0) return kept
    return kept.filter((name) => !this.weak.has(name) || hasTradeWord(name))
  }

  /**
   * Records each bold span (`**…**`, `__…__`) of a text as a candidate. One that opens the text
   * (`opens`: a paragraph of a Claude-style answer, "**Dr. Roberta Zammit** is an independent vet")
   * is an entry; others are in a sentence ("led by **Dr. Neema Mollel**"), and one after a cue of
   * insurance or payment in its sentence ("accepts **Daman** and **AXA**") is no option.
   */
  addBolds(text: string, opens = false): void {
    for (const m of text.matchAll(/\*\*(.+?)\*\*|__(.+?)__/g)) {
      const at = m.index ?? 0
      const sentence =
        text
          .slice(0, at)
          .split(/[.!?;]\s/)
          .at(-1) ?? ''
      if (NOT_AN_OPTION_CUE.test(sentence)) {
        this.notOptions.add(normalizeName(m[1] ?? m[2]))
        continue
      }
      const raw = m[1] ?? m[2]
      if (opens && at === 0) {
        const rest = text.slice(at + m[0].length)
        if (PERSON.test(cleanText(raw)) && /^\W*(?:at|from|of|with|who works)\b/i.test(rest))
          continue
        this.add(raw, 'boldLead')
      } else if (
        (PERSON.test(cleanText(raw)) &&
          /^\W*(?:is|are)\s+an?\s/i.test(text.slice(at + m[0].length))) ||
        (/^[A-Z0-9&]{2,8}$/.test(cleanText(raw)) &&
          /^\s*(?:is|are|has|have|offers?|provides?|runs?)\b/.test(text.slice(at + m[0].length)))
      ) {
        // "… **ISOLAS** is one of the oldest firms": an acronym described as a business.
        // "… **Dr. Saad Qureshi** is an independent DPT who does home visits": an option.
        this.add(raw, 'boldLead')
      } else this.add(raw, 'bold')
    }
  }
}

/**
 * Words of a sentence naming insurers, medical aids, payment means and schemes before a bold name:
 * "accepts insurance from **Daman**", "covered by **Jubilee Life**", "pay with **MoMo**".
 */
const NOT_AN_OPTION_CUE =
  /\b(?:insur\w*|insurers?|medical aids?|health (?:funds?|plans?|schemes?|cover)|covered by|cover from|benefits? under|dispens\w* under|(?:on (?:the|their|its) )?panel of|panel (?:provider|list)s?|payments?|pay (?:with|by|via)|mobile money|wallets?|schemes?|installments?|instalments?|financing)\b/i

// Reading the answer's lines ----------------------------------------------------------------------

/** The state of one reading: the answer's lines, the sub-items already read, the names found. */
interface Reader {
  lines: Line[]
  /** Lines read as part of an entry above them (details or advice), not read again. */
  skip: Set<number>
  names: NameCollector
}

/** How many readings `extractNames` keeps: an audit's answers, read again by the fact check. */
const RECENT_READINGS = 64
const recentReadings = new Map<string, NamesRead>()

/**
 * Competitors and sources of one answer (see `extractCompetitors` and `extractSources`). The last
 * `RECENT_READINGS` readings are kept, so the fact check (engine/facts/scope.ts) reading an answer
 * the audit has just analysed pays nothing; callers never change what it returns.
 */
export function extractNames(answer: string, business: BusinessRef): NamesRead {
  const key = [
    business.name,
    business.website ?? '',
    (business.aliases ?? []).join('\u0001'),
    business.service ?? '',
    answer,
  ].join('\u0000')
  const known = recentReadings.get(key)
  if (known) return known
  const read = readNames(answer, business)
  if (recentReadings.size >= RECENT_READINGS)
    recentReadings.delete(recentReadings.keys().next().value!)
  recentReadings.set(key, read)
  return read
}

function readNames(answer: string, business: BusinessRef): NamesRead {
  const reader: Reader = {
    lines: parseLines(withoutCitationMarkers(answer)),
    skip: new Set(),
    names: new NameCollector(business, definedAcronyms(answer), placeWords(answer)),
  }
  const { lines } = reader
  // Inside an advice section ("### Booking Tips", "**Key considerations:**") list items are
  // labels ("**Timing:** …"), never names; the section ends at the next heading of its level or
  // above (a bold-line section at the next heading or bold line). Bold lines count as level 7.
  let advice: number | null = null
  // A searching assistant's list of sources ("Sources:", "[1] bbb.org – …") names pages, not
  // options: from its title to the next heading no line is read for names.
  let sourceList = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (line.kind === 'heading') sourceList = false
    if (SOURCE_LIST_TITLE.test(cleanText(line.text)) && line.kind !== 'item') sourceList = true
    if (sourceList || isFootnote(line)) continue
    if (line.kind === 'heading' || line.kind === 'bold') {
      const level = line.kind === 'heading' ? line.level : 7
      if (advice !== null && (level <= advice || line.kind === 'bold')) advice = null
      if (ADVICE_HEADING.test(cleanText(line.text))) {
        advice = level
        continue
      }
    }
    if (advice !== null && line.kind === 'item') continue
    if (reader.skip.has(i)) continue
    i = readLine(reader, i)
  }
  const { sources, own, ownEntries } = reader.names
  return { competitors: reader.names.settled(), sources, own, ownEntries }
}

/** What one reading of an answer finds (`extractNames`): names as written, in order, each once. */
export interface NamesRead {
  /** Businesses other than the audited one. */
  competitors: string[]
  /** Directories, review sites, registers and public bodies. */
  sources: string[]
  /** Candidates that are the audited business itself (its name, an alias, a branch). */
  own: string[]
  /** Of `own`, those written as an entry (not in running text). */
  ownEntries: string[]
}

/**
 * The answer without the citation markers searching assistants put after words ("Acme[1][2]",
 * "Acme 【3†source】", "Acme【4:0†source】", "Acme[1](https://…)", "Acme[^2]"), so they never become
 * part of a name. A marker opening a line (a footnote: "[1] bbb.org – …") stays.
 */
const withoutCitationMarkers = (answer: string) =>
  answer.replace(/(?<=\S)[ \t]*(?:\[\d{1,3}\](?:\([^)\s]*\))?|\[\^[\w-]+\]|【[^】]*】)+/g, '')

/**
 * Title of a searching assistant's list of sources: "Sources", "**References:**", "## Citations",
 * "Learn more", "Further reading".
 */
const SOURCE_LIST_TITLE =
  /^(?:sources?|references?|citations?|cited sources|links|learn more|further reading|read more)\s*:?$/i

/** A footnote line of a source list: "[1] bbb.org – …", "- [2] [Title](https://…)". */
const isFootnote = (line: Line) =>
  (line.kind === 'text' || line.kind === 'item') && /^\[\d{1,2}\]\s*\S/.test(line.text)

/**
 * Acronyms an answer defines, normalised, and what they stand for: a source ("the Federation of
 * Master Builders (FMB)", "the ECB (Electrical Contracting Board of South Africa)") or a name read
 * where it is written in full ("The British School of Motoring (BSM)": the initials of the words
 * before the bracket). A later "FMB has a search…" is that source; a later "BSM" is no new name.
 */
function definedAcronyms(answer: string): Map<string, 'source' | 'name'> {
  const out = new Map<string, 'source' | 'name'>()
  for (const [before, written] of acronymsWithContext(answer)) {
    const words = before.replace(/[*_]/g, '').trim().split(/\s+/).slice(-8)
    const acronym = normalizeName(written)
    if (words.some((_, k) => isSourceName(words.slice(k).join(' ')))) {
      out.set(acronym, 'source')
      continue
    }
    const initials = words
      .filter((w) => /^\p{Lu}/u.test(w))
      .map((w) => w[0].toLowerCase())
      .join('')
    if (acronym.length >= 2 && initials.endsWith(acronym.replace(/ /g, '')))
      out.set(acronym, 'name')
  }
  for (const m of answer.matchAll(/\b([A-Z][A-Za-z&]{1,7})\s*\(([^()\n]{3,80})\)/g))
    if (isSourceName(m[2])) out.set(normalizeName(m[1]), 'source')
  return out
}

/** An acronym in brackets: "(FMB)", "(ECB)". */
const ACRONYM_IN_BRACKETS = /\(([A-Z][A-Za-z&]{1,7})\)/g

/**
 * Each bracketed acronym of the answer ("(FMB)"), in order, with the text before it on its line:
 * up to 80 characters, not reaching back past a bracket, a line break or the previous acronym, and
 * without the spaces right before the bracket. The same pairs as `/([^()\n]{0,80}?)\s*\((ACR)\)/g`
 * gives, but each acronym is found first and the text looked back from it, instead of trying 80
 * characters forward from every position of the answer.
 */
function* acronymsWithContext(answer: string): Generator<[before: string, acronym: string]> {
  let from = 0
  for (const m of answer.matchAll(ACRONYM_IN_BRACKETS)) {
    const open = m.index!
    // The spaces (line breaks included) right before the bracket, not before `from`.
    let end = open
    while (end > from && /\s/.test(answer[end - 1])) end--
    // Back from there to a bracket or a line break, at most 80 characters, not before `from`.
    let start = end
    while (start > from && end - start < 80 && !'()\n'.includes(answer[start - 1])) start--
    yield [answer.slice(start, end), m[1]]
    from = open + m[0].length
  }
}

/** Reads line `i` by its kind; returns the index of the last line read (a table spans several). */
function readLine(r: Reader, i: number): number {
  const line = r.lines[i]
  switch (line.kind) {
    case 'heading':
      readHeading(r, i)
      break
    case 'bold':
      readEntry(r, i, line.text, { bare: true, alone: true })
      break
    case 'table':
      return readTable(r, i)
    case 'item':
      if (readDirectory(r, line.text) || readGroup(r, line.text)) break
      if (!labelsOthers(line.text) && !labelsDetail(r.lines, i))
        readEntry(r, i, leadOf(line.text), { bare: isBare(line.text), alone: true })
      r.names.addBolds(line.text.replace(/^\*\*(.+?)\*\*/, ''))
      break
    case 'text':
      readText(r, line.text)
      break
  }
  return i
}

/**
 * A one-word label and a contact detail: "**GSM:** 0475 61 22 08", "Τηλ.: +30 2651 023874",
 * "Διεύθυνση: Ανεξαρτησίας 38" (a number within its first words).
 */
const LABELLED_DETAIL =
  /^(?:\*\*|__)?\p{L}[\p{L}./-]{0,24}(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?:[+(\d]|[^\s@]+@|https?:|www\.|[^\n:]{1,30}\d)/u

/**
 * True when list item `i` labels a detail of a block of them (an item next to it does too): the
 * label is a word in any language ("Telefon", "GSM", "Τηλ."), not a business.
 */
function labelsDetail(lines: Line[], i: number): boolean {
  const labelled = (k: number) => lines[k]?.kind === 'item' && LABELLED_DETAIL.test(lines[k].text)
  return labelled(i) && (labelled(i - 1) || labelled(i + 1))
}

/**
 * A heading: "### 1. Name" and "## **Name**" name a business; "### Name" when its sibling headings
 * are names too, or when details follow (`strict`: only known detail labels count).
 */
function readHeading(r: Reader, i: number): void {
  const text = r.lines[i].text.replace(/^[^\p{L}\p{N}*]+/u, '')
  const named =
    /^(\*\*)?\d{1,2}[.)]\s/.test(text) ||
    /^\*\*[^*]+\*\*:?$/.test(text) ||
    siblingsAreNames(r.lines, i, looksLikeName)
  readEntry(r, i, text, { bare: true, alone: named, strict: !named })
}

/** The table starting at line `i` (`tableNames`); returns the index of its last row. */
function readTable(r: Reader, i: number): number {
  let end = i
  while (r.lines[end + 1]?.kind === 'table') end++
  const rows = r.lines.slice(i, end + 1).map((l) => l.text)
  for (const name of tableNames(rows, looksLikeName)) r.names.add(name)
  return end
}

/**
 * A line of text: the items of an inline enumeration; else a "Name: why" label, bold spans and
 * names in prose (`proseNames`), bodies named in a membership context going to sources.
 */
function readText(r: Reader, text: string): void {
  if (/^\*\*/.test(text) && readDirectory(r, text)) return
  const items = inlineItems(text)
  if (items) {
    for (const item of items) r.names.add(leadOf(item))
    return
  }
  const labelled = text.match(/^([\p{Lu}0-9][^:*]{1,60}):\s+\S/u)
  if (labelled) r.names.add(labelled[1])
  r.names.addBolds(text, true)
  const bodies: string[] = []
  for (const name of proseNames(text, isSourceName, bodies)) r.names.add(name, 'prose')
  for (const body of bodies) r.names.addSource(body)
}

/**
 * True when a list item's lead labels other names or is described as a place: "**Al Qusais:**
 * Several clinics, including **Palm Tree Dental**", "**Kiswa Heights** is a quieter residential
 * district" (decision 0089). Its bold names are still read; its lead is not a business.
 */
function labelsOthers(text: string): boolean {
  const lead = leadOf(text)
  const at = text.indexOf(lead)
  const rest = at >= 0 ? text.slice(at + lead.length).replace(/^[*_\]]+(?:\([^)]*\))?/, '') : ''
  // "**Dr. Anika Sharma** at the clinic is friendly": a person at a business, not an option.
  if (PERSON.test(cleanText(lead)) && /^\W*(?:at|from|of|with|who works)\b/i.test(rest)) return true
  if (/\b(?:including|such as|e\.g\.|home to|hosts?|like)\s+(?:\*\*|__)/i.test(rest)) return true
  return PLACE_DESCRIPTION.test(rest)
}

/** A description that says its subject is a place: "is a quieter residential district". */
const PLACE_DESCRIPTION =
  /^[\s:,–—-]*(?:is|are)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:district|suburb|area|neighbou?rhood|town|city|estate|zone|free zone|township|village|mall|shopping (?:centre|center|mall)|landmark|market|region|quarter|precinct|locality|municipality)\b/i

/**
 * A list item that groups names under a label that is a place or no name: "**Auckland CBD:**
 * Remedy Coffee, Kōkako and Little Bird", "**North Shore:** Takapuna Beach Cafe", "**City
 * centre:** …" (one name of two words or more). The text after the colon must be only
 * names; each is read, the label never. Returns false for other items.
 */
function readGroup(r: Reader, text: string): boolean {
  const m =
    text.match(/^\*\*([^*]+?)(?::\*\*|\*\*:)\s+(.+)$/) ?? text.match(/^([^:*]{2,40}):\s+(.+)$/)
  if (!m) return false
  const rest = m[2].replace(/\[\d{1,2}\]|【[^】]*】/g, '').replace(/[.\s]+$/, '')
  // "Smile and Co. Dental" is one name: "and" before a partnership word does not split.
  const parts = rest.split(
    /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+(?!(?:Co|Company|Sons|Son|Daughters|Partners|Associates)\b)/,
  )
  if (!parts.every((part) => cleanCandidate(part) === part.replace(/[*_]/g, '').trim()))
    return false
  const label = cleanText(m[1])
  // "**Location:** Airport and Waigani": a business's detail, not a group of names.
  if (
    /^(?:locations?|address(?:es)?|areas?(?: served)?|service areas?|based in|located in|where|branch(?:es)?|neighbou?rhoods?|suburbs?|coverage)$/i.test(
      label,
    )
  )
    return false
  const lastWord = label.split(/\s+/).at(-1)?.toLowerCase() ?? ''
  // The label is a place or no name ("**Frankston Dental:** Serving the Peninsula and Frankston"
  // is a business and its description); one name after it has two words or more ("**Located
  // in:** Sydney" is a detail).
  if (!GEOGRAPHIC_WORDS.has(lastWord) && cleanCandidate(label)) return false
  if (parts.length < 2 && parts[0].trim().split(/\s+/).length < 2) return false
  for (const part of parts) r.names.add(part)
  return true
}

/**
 * An entry ("**Master Builders** – the industry body; …", "Avvo – Not a law firm; a directory")
 * whose description says it is a directory, register or body (`DIRECTORY_DESCRIPTION`): its name
 * goes to sources and bold names in the description are read. Returns false for other entries.
 */
function readDirectory(r: Reader, text: string): boolean {
  const lead = leadOf(text)
  const description =
    lead !== text
      ? text.slice(text.indexOf(lead) + lead.length).replace(/^[*_\]]+(?:\([^)]*\))?/, '')
      : (text.match(/\s[-–—|]\s(.*)$/)?.[1] ?? '')
  if (!DIRECTORY_DESCRIPTION.test(description.replace(/\[\d{1,2}\]/g, ''))) return false
  const name = cleanCandidate(lead)
  if (!name) return false
  r.names.addSource(name)
  r.names.addBolds(description)
  return true
}

/** What a sub-item is, from its label: another name, advice ("Check reviews"), or a detail. */
function kindOf(text: string): 'name' | 'advice' | 'detail' {
  const label = labelOf(text)
  // "Rafting, bungee jumping and day trips": a word opening a description, not a name.
  const plain = text.replace(/[*_`]/g, '').trim()
  if (label === text && /^[\p{Lu}][\p{L}-]*,\s+[a-z]/u.test(plain)) return 'detail'
  const name = cleanCandidate(label)
  // "Orthodontics (braces) and paediatric dentistry", "Specialises in NGOs, donor reporting": the
  // text goes on in lower case after the would-be name, so it describes, it does not name.
  if (name && label === text) {
    const rest = plain
      .slice(plain.indexOf(name) + name.length)
      .replace(/^\s*\([^)]*\)/, '')
      .trim()
    if (/^(?:,\s*)?(?:and\s+|or\s+)?\p{Ll}/u.test(rest)) return 'detail'
  }
  if (name) return 'name'
  const first =
    label
      .replace(/[*_`[\]]/g, '')
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase() ?? ''
  return IMPERATIVES.has(first) ? 'advice' : 'detail'
}

/** A sub-item label that names a business's detail ("Location", "Known for"; `DETAIL_LABELS`). */
const isDetailLabel = (label: string) =>
  DETAIL_LABELS.has(normalizeName(label)) || DETAIL_PATTERN.test(label.replace(/[*_]/g, '').trim())

/**
 * How an entry line may be read: `bare` (only its lead, a possible category), `alone` (a name
 * even without sub-items), `strict` (only known detail labels make it a business; plain headings).
 */
interface EntryShape {
  bare: boolean
  alone: boolean
  strict?: boolean
}

/**
 * Decides an entry with a name-like `lead` from its sub-items: mostly details → a business (its
 * sub-items skipped); mostly advice → a section such as "Tips for choosing" (left out unless not
 * bare; its sub-items skipped); mostly names under a bare entry → a category (left out; its
 * sub-items are read). Without sub-items the lead is a name when `alone`.
 */
function readEntry(r: Reader, i: number, lead: string, shape: EntryShape): void {
  const kids = cleanCandidate(lead) ? childrenOf(r.lines, i) : []
  if (kids.length === 0) {
    if (shape.alone) r.names.add(lead)
    return
  }
  const kinds = kids.map((k) => kindOf(r.lines[k].text))
  const count = (kind: string) => kinds.filter((k) => k === kind).length
  const details = shape.strict
    ? kids.filter((k) => isDetailLabel(labelOf(r.lines[k].text))).length
    : count('detail')
  if (details * 2 >= kids.length) {
    r.names.add(lead)
    for (const k of kids) r.skip.add(k)
  } else if (count('advice') * 2 >= kids.length) {
    if (!shape.bare) r.names.add(lead)
    for (const k of kids) r.skip.add(k)
  } else if (!shape.bare && !shape.strict) {
    r.names.add(lead)
  }
}
