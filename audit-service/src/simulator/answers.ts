/**
 * Simulated assistant answers: plausible markdown recommendations that vary by market, question and
 * assistant, deterministic for the same inputs (seeded hash), and name the business in part of the
 * answers (a per-business rate between 20 % and 60 %).
 *
 * - `simulatedAnswer({ assistant, question, business, specialism, location, country?, website?,
 *   searched? })` → markdown string (the text `server.ts` serves). `country` (ISO alpha-2; absent:
 *   resolved from `location` by the engine's gazetteer) chooses the directories named and the
 *   suffix of the businesses' invented websites ("pinnacledental.com.au"); `website` is the
 *   business's own; `searched` writes the answer of a web search (search.ts).
 * - `compose(input)` → the answer with what it was written from (entries, directories, place),
 *   for the searched wire formats.
 * - `simulate(input)` → `{ answer, truth }`: the same answer and its ground truth, `truth.format`
 *   (one of `ANSWER_FORMATS`, the dev set's shapes), `truth.mentioned` (the business is named),
 *   `truth.competitors` (other businesses, as written at their first appearance, in order) and
 *   `truth.sources` (directories and review sites named), for tests of the detection in
 *   `engine/mentions/`.
 *
 * Formats follow each assistant's house style (`FORMAT_PLANS`): ChatGPT numbered lists with bold
 * names, sometimes headings or a table; Claude prose and bulleted or dashed lists, sometimes bold
 * prose; Gemini headings and bold prose, sometimes a table, bullets or prose; Perplexity
 * citation-style answers with [n] markers and a numbered source list of the country's directories
 * (directories.ts: Yelp, hipages, Yell, TripAdvisor…; none when searched: the sources then come in
 * the response), sometimes inline enumerations ("1) Name — why; 2) …"). An audit's ten discovery
 * questions get each assistant's ten planned formats in a seeded order, so every format occurs in
 * every simulated audit; any other question (the control question) draws a format from the plan.
 *
 * Traps, sometimes: a directory or review site named (in the closing lines, as a list item or in
 * the source list), a "Co." name ("Pinnacle Dental Co."), and a later short reference to an
 * earlier competitor ("Pinnacle Dental" after "Pinnacle Dental Co.", "Mitchell & Carter" after
 * "Mitchell & Carter Dental"), which is not a new competitor.
 */
import { mentionsBusiness, normalizeName, type BusinessRef } from '../engine/mentions'
import { discoveryQuestions, phraseOf } from '../engine/questions'
import { resolveLocation } from '../engine/location'
import { hostOf, type AssistantId, type BusinessType } from '@aivis/contract'
import { ALL_DIRECTORIES, directoriesFor, siteSuffix } from './directories'
import {
  pick,
  renderAnswer,
  type AnswerFormat,
  type Directory,
  type Entry,
  type Reason,
} from './formats'

export { ANSWER_FORMATS, type AnswerFormat } from './formats'

/** 32-bit FNV-1a hash of a string. */
export function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Small seeded PRNG (mulberry32) returning floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ADJECTIVES = [
  'Premier',
  'Trusted',
  'Summit',
  'Harbour',
  'Northside',
  'Evergreen',
  'Golden',
  'Urban',
  'Coastal',
  'Heritage',
  'Pinnacle',
  'Cornerstone',
  'Apex',
  'Bright',
  'Riverside',
  'Greenway',
]
const SURNAMES = [
  'Mitchell',
  'Carter',
  'Nguyen',
  'Patel',
  'Walker',
  'Thompson',
  'Kim',
  'Rossi',
  'Murphy',
  'Hughes',
  'Singh',
  'Chen',
  'Baker',
  'Lawson',
]
const SUFFIXES = [
  'Group',
  'Co',
  'Studio',
  'Partners',
  'Collective',
  'Specialists',
  'Centre',
  'Experts',
]

const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase())

/** The word a business in a trade puts in its name ("dentist" → "Dental"); word pools by trade. */
const TRADE_WORDS: [RegExp, string[]][] = [
  [/dent|orthodon/i, ['Dental', 'Dental Care', 'Smiles', 'Dentistry']],
  [/plumb/i, ['Plumbing', 'Plumbing & Gas', 'Plumbers']],
  [/electric/i, ['Electrical', 'Electrics', 'Electrical Services']],
  [/physio/i, ['Physio', 'Physiotherapy', 'Sports Physio']],
  [/lawyer|solicitor|attorney|legal|law/i, ['Legal', 'Lawyers', 'Law']],
  [/account|bookkeep|tax/i, ['Accounting', 'Accountants', 'Tax & Advisory']],
  [/restaurant|cafe|café|coffee|food|pizza|bakery/i, ['Kitchen', 'Eatery', 'Café', 'Bistro']],
  [/real estate|realtor|property/i, ['Realty', 'Property', 'Real Estate']],
  [/roof/i, ['Roofing', 'Roofers', 'Roof Restorations']],
  [/clean/i, ['Cleaning', 'Cleaners', 'Cleaning Co']],
  [/market|seo|advertis/i, ['Digital', 'Marketing', 'Media']],
  [/software|saas|app|it support|web/i, ['Software', 'Labs', 'Tech']],
  [/hotel|accommodation|tour|travel/i, ['Stays', 'Tours', 'Retreats']],
  [/vet|veterin/i, ['Vets', 'Veterinary Clinic', 'Animal Hospital']],
  [/hair|salon|barber|beauty/i, ['Hair Studio', 'Salon', 'Barbers']],
  [/gym|fitness|personal train/i, ['Fitness', 'Strength', 'Training']],
]

function tradeWords(specialism: string): string[] {
  const hit = TRADE_WORDS.find(([re]) => re.test(specialism))
  return hit ? hit[1] : [titleCase(specialism.trim().split(/\s+/).slice(0, 2).join(' '))]
}

/** Words of `a` are the first words of `b` (normalised names). */
const isPrefixOf = (a: string, b: string) => b === a || b.startsWith(`${a} `)

/** Normalised key to keep a pool free of near-duplicates ("Evergreen Dental" / "Evergreen Dental Co"). */
const poolKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(co|group|centre|partners)\b/g, '')
    .replace(/[^a-z]+/g, '')

/** The market's competitor pool: 8 distinct names fixed for a specialism and location (word pools). */
export function competitorPool(specialism: string, location: string): string[] {
  const key = `${specialism.toLowerCase()}|${location.toLowerCase()}`
  let pool = POOLS.get(key)
  if (!pool) {
    if (POOLS.size >= 1000) POOLS.clear()
    pool = makePool(specialism, location)
    POOLS.set(key, pool)
  }
  return [...pool]
}

/** Pools already made (a pool is fixed for its market), at most 1000. */
const POOLS = new Map<string, string[]>()

function makePool(specialism: string, location: string): string[] {
  const r = rng(hash(`pool|${specialism.toLowerCase()}|${location.toLowerCase()}`))
  const words = tradeWords(specialism)
  const svc = () => pick(r, words)
  const loc = titleCase(location.split(',')[0].trim())
  const makers = [
    () => `${loc} ${svc()}`,
    () => `${pick(r, ADJECTIVES)} ${svc()}`,
    () => `${pick(r, SURNAMES)} & ${pick(r, SURNAMES)} ${svc()}`,
    () => `${pick(r, ADJECTIVES)} ${svc()} ${pick(r, SUFFIXES)}`,
    () => `${pick(r, SURNAMES)} ${svc()}`,
    () => `${svc()} ${pick(r, SUFFIXES)} ${loc}`,
  ]
  const pool: string[] = []
  const keys = new Set<string>()
  for (let tries = 0; pool.length < 8 && tries < 200; tries++) {
    const name = pick(r, makers)()
    if (/\b(\w+) & \1\b/.test(name) || keys.has(poolKey(name))) continue
    // Nor one name the first words of another ("Coastal Aircon Service" / "… Service Studio"),
    // or the same name to the detection ("Sydney Physio" / "Sydney Physiotherapy"): a reader
    // would take one for a reference to the other.
    const words = normalizeName(name)
    const same = (p: string) =>
      isPrefixOf(normalizeName(p), words) ||
      isPrefixOf(words, normalizeName(p)) ||
      mentionsBusiness(name, { name: p }) ||
      mentionsBusiness(p, { name })
    if (pool.some(same)) continue
    keys.add(poolKey(name))
    pool.push(name)
  }
  return pool
}

/** Why a name is recommended, as a list fragment and as a verb phrase for prose. */
const REASONS: Reason[] = [
  {
    item: 'consistently strong reviews and clear, upfront pricing',
    clause: 'gets consistently strong reviews and is clear about pricing',
  },
  {
    item: 'known for quick response times and friendly staff',
    clause: 'is known for quick response times and friendly staff',
  },
  {
    item: 'long-established locally with a loyal customer base',
    clause: 'has been around for years and has a loyal customer base',
  },
  {
    item: 'highly rated on Google for attention to detail',
    clause: 'is highly rated on Google for attention to detail',
  },
  {
    item: 'offers flexible appointments, including weekends',
    clause: 'offers flexible appointments, including weekends',
  },
  {
    item: 'specialises in complex jobs other providers turn away',
    clause: 'specialises in complex jobs other providers turn away',
  },
  {
    item: 'praised for explaining options without pressure',
    clause: 'is often praised for explaining options without pressure',
  },
  {
    item: 'a good choice if you want an experienced, senior team',
    clause: 'is a good choice if you want an experienced, senior team',
  },
  {
    item: 'frequently recommended in local community groups',
    clause: 'is frequently recommended in local community groups',
  },
  {
    item: 'modern facilities and transparent quotes',
    clause: 'has modern facilities and transparent quotes',
  },
]

const BEST_FOR = [
  'families',
  'urgent jobs',
  'first-time customers',
  'larger projects',
  'value for money',
  'weekend appointments',
]

/** Every directory name an answer may contain ("Google" only in a reason), for `truth.sources`. */
const SOURCE_PATTERNS: [string, RegExp][] = [
  ...[...new Set(ALL_DIRECTORIES.filter((d) => d.named).map((d) => d.name))].map(
    (name) => [name, new RegExp(`\\b${name}\\b`)] as [string, RegExp],
  ),
  ['Google', /\bGoogle\b(?! Maps)/],
]

/** Country (ISO alpha-2) of each place asked about, as the engine resolves it; null: unknown. */
const COUNTRIES = new Map<string, string | null>()

/** The country of a place as typed ("Queenstown, NZ" → "NZ"), or null. */
export function countryOfPlace(location: string): string | null {
  const key = location.trim().toLowerCase()
  if (!COUNTRIES.has(key)) {
    if (COUNTRIES.size >= 1000) COUNTRIES.clear()
    COUNTRIES.set(key, resolveLocation(location).country)
  }
  return COUNTRIES.get(key) ?? null
}

/** A business's (invented) website host: its name's letters and digits and the country's suffix. */
export function siteOf(name: string, country: string | null): string {
  return `${name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')}${siteSuffix(country)}`
}

/**
 * The formats each assistant writes over an audit's ten discovery questions (one per question, in
 * a seeded order); together they cover every one of `ANSWER_FORMATS`.
 */
export const FORMAT_PLANS: Record<AssistantId, readonly AnswerFormat[]> = {
  chatgpt: [
    'numbered',
    'numbered',
    'numbered',
    'numbered',
    'numbered',
    'numbered',
    'headings',
    'headings',
    'table',
    'table',
  ],
  claude: [
    'prose',
    'prose',
    'prose',
    'prose',
    'bullets',
    'bullets',
    'bullets',
    'dash',
    'dash',
    'bold-prose',
  ],
  gemini: [
    'headings',
    'headings',
    'headings',
    'bold-prose',
    'bold-prose',
    'bold-prose',
    'table',
    'table',
    'bullets',
    'prose',
  ],
  perplexity: [
    'citations',
    'citations',
    'citations',
    'citations',
    'numbered',
    'numbered',
    'numbered',
    'inline',
    'inline',
    'inline',
  ],
}

export interface SimulationInput {
  assistant: AssistantId
  question: string
  business: string
  specialism: string
  /** The place asked about, as typed ("Sydney", "Queenstown, NZ"). */
  location: string
  /**
   * Its country, ISO 3166-1 alpha-2 (directories named, websites' suffix); absent: resolved from
   * `location` by the engine's gazetteer; null: unknown (international directories, ".com").
   */
  country?: string | null
  /** The business's website (any form: "https://www.x.com.au/"); absent: invented from its name. */
  website?: string | null
  /** The answer comes from a web search (see `Draft.searched`); absent: false. */
  searched?: boolean
}

/** What a simulated answer contains, by construction (the labels of `devset/README.md`). */
export interface SimulatedTruth {
  format: AnswerFormat
  /** The answer names the business. */
  mentioned: boolean
  /** Other businesses named, as written at their first appearance, in order, each once. */
  competitors: string[]
  /** Directories and review sites named, in order of first appearance (informational). */
  sources: string[]
  /**
   * The traps in the answer: `source` (a directory or review site named), `co-name` (a competitor
   * written with "Co."), `short-reference` (a later shorter form of an earlier competitor's name).
   */
  traps: SimulatedTrap[]
}

export type SimulatedTrap = 'source' | 'co-name' | 'short-reference'

/** Share of answers (0.2–0.6) that name this business, fixed per business and market. */
export function simulatedMentionRate(
  business: string,
  specialism: string,
  location: string,
): number {
  return (
    0.2 +
    rng(
      hash(`rate|${business.toLowerCase()}|${specialism.toLowerCase()}|${location.toLowerCase()}`),
    )() *
      0.4
  )
}

/** Seeded Fisher–Yates shuffle (a copy). */
function shuffle<T>(r: () => number, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** One business type per market kind of `discoveryQuestions` (local, retail, national, online). */
const MARKET_KINDS: BusinessType[] = ['service', 'local_retail', 'national_brand', 'online_only']

/** Position (0–9) of a discovery question of this market, or -1 for any other question. */
function questionIndex(question: string, specialism: string, location: string): number {
  for (const businessType of MARKET_KINDS) {
    const i = discoveryQuestions({ specialism, location, businessType }).indexOf(question)
    if (i >= 0) return i
  }
  return -1
}

/**
 * The format of an answer: the assistant's plan in a seeded order per business and market, indexed
 * by the question's position among the market's discovery questions; any other question draws one
 * from the plan.
 */
export function simulatedFormat(input: SimulationInput): AnswerFormat {
  const { assistant, question, business, specialism, location } = input
  const plan = FORMAT_PLANS[assistant]
  const key = [assistant, business, specialism, location].join('|').toLowerCase()
  const order = shuffle(rng(hash(`formats|${key}`)), plan)
  const i = questionIndex(question, specialism, location)
  if (i >= 0) return order[i % order.length]
  return pick(rng(hash(`format|${assistant}|${question}|${business}`)), plan)
}

/** Last words that already mark a company; no "Co." is added after them. */
const COMPANY_WORDS = new Set([...SUFFIXES, 'Co.'])

/**
 * A shorter form of a competitor's name that an answer may use later: the name without its "Co.",
 * without its last word (three words or more), or a surname alone ("Mitchell" for "Mitchell
 * Dental"). Null when none reads naturally.
 */
function shortFormOf(written: string, poolName: string, loc: string): string | null {
  if (written !== poolName && written.startsWith(poolName)) return poolName
  const words = poolName.split(' ')
  if (poolName.toLowerCase().endsWith(loc.toLowerCase())) return null
  if (words.length >= 3) {
    const short = words.slice(0, -1)
    while (short.at(-1) === '&') short.pop()
    const s = short.join(' ')
    return short.length >= 2 && s.toLowerCase() !== loc.toLowerCase() ? s : null
  }
  if (words.length === 2 && SURNAMES.includes(words[0])) return words[0]
  return null
}

/**
 * One simulated answer with what it was written from, for the searched wire formats (`search.ts`):
 * its entries in order (each with its website host), which of them is the business, the directories
 * it names, the market phrase and the place as written.
 */
export interface Composition {
  answer: string
  truth: SimulatedTruth
  entries: Entry[]
  /** Index of the business among `entries`, or -1 when the answer does not name it. */
  own: number
  /** Directories the text names, in order (Perplexity's markers [1], [2]... refer to them first). */
  directories: Directory[]
  /** The market as a plural noun phrase ("dentists"). */
  market: string
  /** The place as the answer writes it ("Queenstown"). */
  place: string
  country: string | null
}

/** See module doc. Deterministic: the same input gives the same answer and truth. */
export function simulate(input: SimulationInput): { answer: string; truth: SimulatedTruth } {
  const { answer, truth } = compose(input)
  return { answer, truth }
}

/** `simulate` with the parts the answer was written from (see `Composition`). */
export function compose(input: SimulationInput): Composition {
  const { assistant, question, business, specialism, location } = input
  const country = input.country === undefined ? countryOfPlace(location) : input.country
  const r = rng(hash(`answer|${assistant}|${question}|${business}`))
  // As the audit reads the business (engine/audit.ts): its name and service.
  const ref: BusinessRef = { name: business, service: specialism }
  const own = normalizeName(business)
  /** True when `name` would read as the business itself (its name, or its first words). */
  const isOwn = (name: string) =>
    !!business &&
    (mentionsBusiness(name, ref) ||
      mentionsBusiness(name, { name: business }) ||
      (!!own && isPrefixOf(normalizeName(name), own)))
  // A competitor never carries the business's own name ("Harbour Dental" in its own market).
  const pool = competitorPool(specialism, location).filter((n) => !isOwn(n))
  const count = Math.min(pool.length, 3 + Math.floor(r() * 3))
  const names: string[] = []
  while (names.length < count) {
    const n = pick(r, pool)
    if (!names.includes(n)) names.push(n)
  }
  const mentioned = !!business && r() < simulatedMentionRate(business, specialism, location)
  if (mentioned) names.splice(Math.floor(r() * (names.length + 1)), 0, business)

  const format = simulatedFormat(input)
  const loc = titleCase(location.split(',')[0].trim())
  // The business as an assistant writes it: a short or common one-word name with its trade word
  // ("Apex Plumbing"), as decision 0015 reads a name that alone is a common word.
  const ownWords = [...tradeWords(specialism), phraseOf(specialism).s].map(titleCase)
  const businessAs =
    (!mentionsBusiness(business, ref) &&
      ownWords.map((w) => `${business} ${w}`).find((n) => mentionsBusiness(n, ref))) ||
    business
  // "Co." names: a pool name ending in "Co" is written "Co."; sometimes one more name gets a "Co.".
  const written = names.map((n) => (n === business ? businessAs : / Co$/.test(n) ? `${n}.` : n))
  if (r() < 0.3) {
    const k = Math.floor(r() * names.length)
    const n = names[k]
    const last = n.split(' ').at(-1)!
    const withCo = `${n} Co.`
    if (
      n !== business &&
      written[k] === n &&
      !COMPANY_WORDS.has(last) &&
      !n.toLowerCase().endsWith(loc.toLowerCase()) &&
      !isOwn(withCo)
    )
      written[k] = withCo
  }
  const reasons = shuffle(r, REASONS)
  const bestFor = shuffle(r, BEST_FOR)
  const entries: Entry[] = written.map((name, i) => ({
    name,
    reason: reasons[i % reasons.length],
    bestFor: bestFor[i % bestFor.length],
    site: (names[i] === business && hostOf(input.website)) || siteOf(name, country),
  }))

  // A later short reference to an earlier competitor, never one that reads as another name.
  let shortRef: { short: string; of: Entry } | undefined
  if (r() < 0.4) {
    const keys = entries.map((e) => normalizeName(e.name))
    const candidates = entries.flatMap((e, i) => {
      if (names[i] === business) return []
      const short = shortFormOf(e.name, names[i], loc)
      if (!short) return []
      const key = normalizeName(short)
      const clashes = keys.some((k, j) => j !== i && (isPrefixOf(key, k) || isPrefixOf(k, key)))
      if (!key || !isPrefixOf(key, keys[i]) || clashes || isOwn(short)) return []
      return [{ short, of: e }]
    })
    if (candidates.length) shortRef = pick(r, candidates)
  }

  const dirs = shuffle(
    r,
    directoriesFor(specialism, country).filter((d) => d.named),
  )
  const directories = assistant === 'perplexity' || r() < 0.45 ? dirs.slice(0, 2) : []
  const market = phraseOf(specialism).many
  const place = location.split(',')[0].trim() || location
  const answer = renderAnswer({
    assistant,
    format,
    market,
    location: place,
    entries,
    shortRef,
    directories,
    directoryItem: directories.length > 0 && r() < 0.35,
    detailed: assistant === 'chatgpt' && r() < 0.4,
    searched: input.searched ?? false,
    r,
  })
  const sources = SOURCE_PATTERNS.map(([name, re]) => ({ name, at: answer.search(re) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((s) => s.name)
  const competitors = written.filter((_, i) => names[i] !== business)
  const traps: SimulatedTrap[] = []
  if (sources.length) traps.push('source')
  if (competitors.some((c) => / Co\.$/.test(c))) traps.push('co-name')
  if (shortRef) traps.push('short-reference')
  return {
    answer,
    truth: { format, mentioned, competitors, sources, traps },
    entries,
    own: names.indexOf(business),
    directories,
    market,
    place,
    country,
  }
}

/** The answer of `simulate` (what the simulated vendor APIs return). */
export function simulatedAnswer(input: SimulationInput): string {
  return simulate(input).answer
}

/** The ground truth of `simulate`. */
export function simulatedTruth(input: SimulationInput): SimulatedTruth {
  return simulate(input).truth
}
