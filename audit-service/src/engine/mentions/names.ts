/**
 * How business names are written and compared: normalisation, the word tokenizer, the variants a
 * name may be written in, and matching a name's words against an answer's words
 * (docs/decisions/0015).
 *
 * - `normalizeName(name)`: lowercase, letters transliterated to Latin (`@sindresorhus/transliterate`:
 *   "Mellieħa" → "mellieha"), punctuation removed, "&" read as "and", a
 *   leading "The" and trailing legal suffixes (LLC, Inc, Ltd, Pty Ltd, Co, Corp, GmbH, PLC, LLP…)
 *   dropped, spaces collapsed. "The Acme & Sons Pty. Ltd." → "acme and sons". A suffix right after
 *   "and" is part of the name: "Smith & Co" → "smith and co" (else it would match "Smith and Jones").
 * - `tokenize(text)` → the words of a text (`Token`), each with its normalised form and what
 *   separates it from the previous word; `matchAt(tokens, i, words)` → where a name's words end when
 *   they start at token `i`.
 * - `nameVariants(name, service)` → the ways a name may be written; `canonicalWord`, `stems`,
 *   `extendsName`, `isCapitalised`, `isPrefixOf`: the word-level helpers the matching shares.
 * - `placeWords(answer)` → the words an answer uses as places; `isBranchOf(name, own, places)` → a
 *   name is one of the business's followed by places only (a branch: "Dishoom Edinburgh").
 *
 * Pure functions, no I/O; nothing throws.
 */

import transliterate from '@sindresorhus/transliterate'
import { LEADING_LEGAL_FORM, legalTail } from './legalForms'
import {
  BOUNDARY_WORDS,
  BUSINESS_KIND_WORDS,
  DESCRIPTIVE_WORDS,
  GENERIC_LAST_WORDS,
  PLACE_COLUMN,
  TRADE_WORDS,
  WORD_EQUIVALENTS,
} from './lexicon'

/**
 * Most recent results of `normalizeName`, by input. The same names and words come back many times
 * per answer (every candidate, every token, the business's names), so each is normalised once; the
 * cache is emptied when it reaches `MEMO_LIMIT` entries, which bounds its memory.
 */
const normalized = new Map<string, string>()
const MEMO_LIMIT = 20_000

/**
 * `s` as a string of its own, for a memo to keep. V8 keeps a substring of 13 characters or more
 * as a view into the whole text it was cut from (a sliced string), so a memo keeping the names
 * and words cut from answers would keep every answer they came from, long after its audit
 * (docs/decisions/0103). Concatenating then slicing copies the characters once.
 */
const detached = (s: string): string => (s.length < 13 ? s : (' ' + s).slice(1))

/** See module doc. Returns '' for a name made only of punctuation or suffixes. */
export function normalizeName(name: string): string {
  let s = normalized.get(name)
  if (s === undefined) {
    if (normalized.size >= MEMO_LIMIT) normalized.clear()
    s = detached(normalizeUncached(name))
    normalized.set(detached(name), s)
  }
  return s
}

/** `normalizeName` without the cache. */
function normalizeUncached(name: string): string {
  // One plain word (most of an answer's tokens): only its case changes.
  if (/^[A-Za-z0-9]+$/.test(name)) return name.toLowerCase()
  // Accents dropped first ("Müller" → "muller", as answers also write it), then letters of
  // every script as Latin ones ("Mellieħa" → "mellieha", "Łódź" → "lodz").
  let s = transliterate(
    name
      .replace(LEADING_LEGAL_FORM, '')
      // "Master Plumber (HK) Ltd", "SunGrid Lanka (Pvt) Ltd": a bracketed part of the legal form.
      .replace(/\s*\((?:\p{Lu}{1,3}|Pvt|Pte|Pty|Private)\)(?=\s*(?:Ltd|Limited|LLC)\b)/gu, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
  )
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  s = s.replace(/^the\s+/, '')
  // Legal forms at the end (`legalTail`), one after another ("… Pty Ltd", "… LLC Inc").
  const words = s.split(' ')
  for (let n = legalTail(words); n > 0; n = legalTail(words)) {
    // "Smith & Co": the suffix is the name's last word after "and", not a legal form.
    if (words[words.length - n - 1] === 'and') break
    words.length -= n
  }
  return words.join(' ')
}

/** A word of the answer with its normalised form and what separates it from the previous word. */
export interface Token {
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

/** A word's `Token.norm` and `Token.bare`, by the word as written (bounded like `normalized`). */
const forms = new Map<string, { norm: string; bare: string }>()

/** `Token.norm` and `Token.bare` of a word as written (cached in `forms`). */
function wordForms(word: string): { norm: string; bare: string } {
  let f = forms.get(word)
  if (!f) {
    const norm = canonicalWord(normalizeName(word) || word.toLowerCase())
    const bare = /['’]s$/i.test(word) ? canonicalWord(norm.replace(/s$/, '')) : norm
    const kept = detached(norm)
    f = { norm: kept, bare: bare === norm ? kept : detached(bare) }
    if (forms.size >= MEMO_LIMIT) forms.clear()
    forms.set(detached(word), f)
  }
  return f
}

/** The words (letters and digits, inner apostrophes kept) and "&" signs of a text, in order. */
export function tokenize(text: string): Token[] {
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
    const { norm, bare } = wordForms(m[0])
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

/** One spelling for words assistants abbreviate ("Physiotherapy" → "physio"; `WORD_EQUIVALENTS`). */
export function canonicalWord(word: string): string {
  return WORD_EQUIVALENTS.get(word) ?? word
}

/**
 * True when a normalised word names a kind of business or trade ("clinic", "solicitors", "garage",
 * "dental"): `TRADE_WORDS`, `DESCRIPTIVE_WORDS`, `GENERIC_LAST_WORDS` or `BUSINESS_KIND_WORDS`.
 */
export const isKindWord = (w: string) =>
  TRADE_WORDS.has(w) ||
  DESCRIPTIVE_WORDS.has(w) ||
  GENERIC_LAST_WORDS.has(w) ||
  BUSINESS_KIND_WORDS.has(w)

/** True when the word as written starts with an upper-case letter. */
export const isCapitalised = (word: string) => /^\p{Lu}/u.test(word)

/**
 * True when token `t` makes a match part of a longer, different name: it is joined to the match
 * (`joined`: spaces only between), capitalised and not a boundary word (`BOUNDARY_WORDS`).
 */
export const extendsName = (t: Token | undefined, joined: boolean) =>
  !!t && joined && isCapitalised(t.raw) && !BOUNDARY_WORDS.has(t.raw.toLowerCase())

/**
 * The ways `name` may be written (normalised words, abbreviations unified): the name itself; without
 * a generic last word (services, group, roasters, accountants…) when two words or more remain;
 * without its trailing words of the business's own service when two words or more remain ("Lotus
 * Flow" for "Lotus Flow Yoga", a yoga studio; "Pampered Paws" for "Pampered Paws Dog Grooming", a
 * dog groomer); without descriptive words (`DESCRIPTIVE_WORDS`: "Hollins Butchers" for "Hollins
 * Family Butchers"), its first word and two words or more kept; with its last word singular or
 * plural; and, when the name ends in a trade word, without a trade word before it ("Heart
 * Coffee Roasters" → "Heart Roasters"). Returns [] for a name that normalises to nothing.
 */
export function nameVariants(name: string, service?: string): readonly (readonly string[])[] {
  const key = `${name}\u0000${service ?? ''}`
  let v = variantsOf.get(key)
  if (!v) {
    if (variantsOf.size >= MEMO_LIMIT) variantsOf.clear()
    v = variantsUncached(name, service)
    variantsOf.set(key, v)
  }
  return v
}

/**
 * Most recent results of `nameVariants`, by name and service (bounded like `normalized`): the
 * business's names are tried against every answer and every candidate name of an audit.
 */
const variantsOf = new Map<string, readonly (readonly string[])[]>()

/** `nameVariants` without the cache. */
function variantsUncached(name: string, service?: string): string[][] {
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
export const stems = (service: string | undefined) =>
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
export function matchAt(tokens: Token[], i: number, words: string[]): number {
  return matchLettersAt(tokens, i, words.join(''))
}

/**
 * `matchAt` for words already joined (`target`: the words' letters, `words.join('')`), for callers
 * that try one name at every token: the join is made once per name, not once per token.
 */
export function matchLettersAt(tokens: Token[], i: number, target: string): number {
  // The first token must spell the start of the name (or all of it with a possessive).
  const first = tokens[i]
  if (!first || (!target.startsWith(first.norm) && first.bare !== target)) return -1
  let acc = ''
  for (let j = i; j < tokens.length; j++) {
    if (j > i && tokens[j].broken) return -1
    if (acc + tokens[j].norm === target || acc + tokens[j].bare === target) return j + 1
    acc += tokens[j].norm
    if (!target.startsWith(acc)) return -1
  }
  return -1
}

/** Words of `a` are the first words of `b` ("square mile" of "square mile coffee roasters"). */
export const isPrefixOf = (a: string, b: string) => b === a || b.startsWith(`${a} `)

/**
 * Words the answer uses as places, normalised like `Token.norm`: the capitalised words (up to
 * three) after "in", "near", "around", "across", "throughout", "serving" or "covering" (with an
 * optional "the"), the places of a list after such a preposition that ends its clause or after
 * "areas like", "islands such as" ("across Central, Sheung Wan and Tsim Sha Tsui:"; a list with a
 * trade word in it names businesses), "X-based", and the words of a table's place column
 * ("Location", "Suburb", "Area"), trade and generic words (`DESCRIPTIVE_WORDS`,
 * `GENERIC_LAST_WORDS`) left out. A name
 * followed only by such words is a branch of that name ("Dishoom Edinburgh", "Lone Star Roofing
 * Plano").
 */
export function placeWords(answer: string): Set<string> {
  const out = new Set<string>()
  // Trade and generic words ("Group", "Dental") are never places: "in Harbour Dental Group".
  const add = (text: string) => {
    for (const t of tokenize(text))
      if (isCapitalised(t.raw) && !DESCRIPTIVE_WORDS.has(t.norm) && !GENERIC_LAST_WORDS.has(t.norm))
        out.add(t.norm)
  }
  const after =
    /\b(?:in|near|around|across|throughout|serving|covering)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,2})/gu
  for (const m of answer.matchAll(after)) add(m[1])
  // A list of places after a preposition inside a sentence, that ends the clause ("across Central,
  // Sheung Wan and Tsim Sha Tsui:"; not "in Singapore, Aircon Express and Coolserve are…", where
  // a verb follows names), or after "areas like", "islands such as" ("islands such as Maafushi,
  // Thulusdhoo or Dhigurah, several agencies…").
  const run = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2}"
  const items = `(${run}(?:(?:,\\s*|,?\\s+(?:and|or|&)\\s+)${run})+)`
  const clauseEnd = `(?=\\s*(?:[.:;!?)—–]|\\[\\d|$)|\\s+(?:areas?|neighbou?rhoods?|suburbs?|districts?)\\b)`
  const list = new RegExp(
    `(?<=\\p{Ll}[,]?\\s)(?:(?:in|near|around|across|throughout|serving|covering|between|especially|particularly|notably|mainly)\\s+(?:the\\s+)?${items}${clauseEnd}|(?:areas?|neighbou?rhoods?|suburbs?|districts?|towns?|villages?|islands?|atolls?|beaches|cities|regions?|places|spots|locations)(?:,)?\\s+(?:like|such as|including)\\s+${items})`,
    'gu',
  )
  for (const m of answer.matchAll(list)) {
    const parts = (m[1] ?? m[2]).split(/,\s*|\s+(?:and|or|&)\s+/)
    // A list with a trade word in it names businesses ("especially Pulse Fitness and Core Gym.").
    const trade = (t: Token) =>
      DESCRIPTIVE_WORDS.has(t.norm) ||
      GENERIC_LAST_WORDS.has(t.norm) ||
      BUSINESS_KIND_WORDS.has(t.norm)
    if (parts.some((part) => tokenize(part).some(trade))) continue
    for (const part of parts) add(part)
  }
  // "Lilongwe-based": a place.
  for (const m of answer.matchAll(/\b(\p{Lu}[\p{L}'’]+)-based\b/gu)) add(m[1])
  const lines = answer.split(/\r?\n/)
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((c) => c.replace(/[*_]/g, '').trim())
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*\|/.test(lines[i]) || !/^\s*\|?\s*:?-{2,}/.test(lines[i + 1])) continue
    const columns = cells(lines[i])
      .map((h, k) => (PLACE_COLUMN.test(h) ? k : -1))
      .filter((k) => k >= 0)
    for (let j = i + 2; j < lines.length && /^\s*\|/.test(lines[j]); j++)
      for (const k of columns) add(cells(lines[j])[k] ?? '')
  }
  return out
}

/**
 * True when the normalised `name` is one of `own` (normalised names) followed only by words of
 * `places` (`placeWords`): a branch of the business ("dishoom edinburgh").
 */
export function isBranchOf(name: string, own: readonly string[], places: ReadonlySet<string>) {
  return own.some(
    (o) =>
      name.startsWith(`${o} `) &&
      name
        .slice(o.length + 1)
        .split(' ')
        .every((w) => places.has(canonicalWord(w))),
  )
}
