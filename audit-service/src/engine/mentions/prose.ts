/**
 * Business names in running text, for competitor extraction (competitors.ts `extractCompetitors`,
 * docs/decisions/0017). Pure functions, no I/O; nothing throws. Word lists are in lexicon.ts.
 *
 * - `inlineItems(text)` → the items of an inline enumeration ("try: 1) Ridgeline Walks — day trips;
 *   2) Alpine Trails NZ — …", "(1) The Rees Hotel — …; (2) …"), or null when the text has none. Items
 *   are numbered 1, 2, … in order (at least two), each marker at the start or after a space, colon
 *   or semicolon; each item's text runs to the next marker.
 * - `proseNames(text)` → Title Case runs of a paragraph that name a business, in order, as
 *   written. A run is consecutive capitalised words separated by single spaces, allowing "&" and
 *   the name connectors of/de/du/des/la/le/et inside ("Roundhay Plumbing & Heating"); a possessive
 *   "'s" ends it. A run is left out when it is
 *   - a sentence's first word alone ("Portland has…"), after dropping a leading sentence word
 *     ("If", "For"); a run opened by a quantifier ("Many Kolkata CAs", "Several Bristol…");
 *   - a place: after in/on/at/near/around/across/from/to/through/into (with an optional "the"), or
 *     listed after a verb of area ("covers Clontarf, Raheny and Howth"), or
 *     ending in a geographic word (Street, Peak, Beach…), or used as an adjective: followed directly
 *     by a lower-case word that is not a verb or a joining word ("Sydney practices", "Gas Safe
 *     registration");
 *   - after the article "a"/"an" ("a Registered Electrical Contractor": a kind of business);
 *   - a month, a weekday or an assistant's name ("I'm Claude").
 *   What remains is a business only in one of these contexts:
 *   - an enumeration: two or more runs joined by commas and a final "and"/"or" ("Zazie, Foreign
 *     Cinema, and Outerlands"), places and citation markers between them ignored ("Casa Verde on
 *     King Street, and Il Forno");
 *   - followed by a verb of description ("Grossi Florentino is…", "Plumbline Services gets…");
 *   - after a word that introduces options ("try", "like", "use", "include", "about", "recommend").
 *   A name a few words after "registered with", "licensed by", "a member of"… is a body the
 *   business belongs to, and one right after "platforms like", "sites such as"… is a directory:
 *   either goes to `bodies` (when given) instead of the result.
 *   The caller still checks each name (`cleanCandidate`, sources, the business itself).
 *
 * `proseNames` reads in steps: `Paragraph` (the text without markdown, its words) → `runsOf`
 * (capitalised runs) → `joinedPairs` ("Petal and Stem does…" is one name) → `placesAmong` (runs that are places) → `mayBeName` (the shape filters
 * above) → `acceptedInContext` (enumerations, cues and verbs) → `namesAndBodies`.
 */

import {
  ABBREVIATIONS,
  BUSINESS_KIND_WORDS,
  SERVICE_ADJECTIVES,
  BODY_CONTEXT,
  COVERAGE_VERBS,
  DESCRIPTION_VERBS,
  GEOGRAPHIC_WORDS,
  HOLIDAY_NAME,
  JOINING_WORDS,
  NAME_ENDERS,
  NEVER_A_BUSINESS,
  NOT_OPTIONS_BEFORE_CUE,
  OPTION_CUES,
  PARTNER_VERBS,
  PARTNERSHIP_WORDS,
  PLACE_PREPOSITIONS,
  PROSE_LEADING_WORDS,
  QUANTIFIERS,
  RELATION_NOUNS,
  RUN_INNER_WORDS,
  SINGULAR_VERBS,
  SOURCE_CUE,
  TRADE_WORDS,
} from './lexicon'
import { legalTail } from './legalForms'

/** See module doc. */
export function proseNames(
  text: string,
  isSource: (name: string) => boolean = () => false,
  bodies?: string[],
): string[] {
  const p = new Paragraph(text)
  const runs = joinedPairs(p, runsOf(p))
  const places = placesAmong(p, runs)
  const kept = runs.filter((r) => !places.has(r) && mayBeName(p, r))
  const { accepted, chainHead } = acceptedInContext(p, kept, isSource)
  const inContext = kept.filter((r) => accepted.has(r))
  return namesAndBodies(p, inContext, chainHead, bodies)
}

// Words -------------------------------------------------------------------------------------------

/** A word of a paragraph (or "&"), with its offsets in the cleaned text. */
interface Word {
  text: string
  start: number
  end: number
  /** Lower case, without a possessive and trailing period. */
  lower: string
  cap: boolean
  possessive: boolean
}

/**
 * The words of a text: letters and digits with inner apostrophes, "+", "-", and "." or "&" between
 * letters ("S&D", "Booking.com"); an abbreviation keeps its period ("Dr.", "Co."); a possessive
 * "'s" is cut off and flagged.
 */
function wordsOf(text: string): Word[] {
  const out: Word[] = []
  for (const m of text.matchAll(/&|[\p{L}\p{N}](?:[\p{L}\p{N}'’+-]|[.&](?=[\p{L}\p{N}]))*/gu)) {
    let raw = m[0]
    let end = m.index! + raw.length
    if (text[end] === '.' && ABBREVIATIONS.test(raw)) {
      raw += '.'
      end++
    }
    const possessive = /['’]s$/.test(raw)
    const bare = possessive ? raw.slice(0, -2) : raw
    out.push({
      text: bare,
      start: m.index!,
      end: possessive ? end - 2 : end,
      lower: bare.toLowerCase().replace(/\.$/, ''),
      cap: /^(?:\p{Lu}|[a-z]+[-]?\p{Lu})/u.test(bare),
      possessive,
    })
  }
  return out
}

/** True when the text between two words ends a sentence or clause. */
const endsClause = (gap: string) => /[.!?;:—–]|^\s*[-]\s/.test(gap) || /\n/.test(gap)

/**
 * A paragraph as `proseNames` reads it: the text without link syntax, citation markers, emphasis,
 * glossed words of another language and a name's bracketed aside (`clean`), its words, and how each word relates to the one before
 * it.
 */
class Paragraph {
  readonly clean: string
  readonly words: Word[]

  constructor(text: string) {
    this.clean = text
      // "including *Hochzeitstorten* (wedding cakes)": a word of another language in italics and
      // its meaning, no name.
      .replace(/(?<![*_\p{L}])([*_])\p{L}[\p{L}'’-]*\1(?![*_])\s*\(\p{Ll}[^()\n]{0,40}\)/gu, (m) =>
        ' '.repeat(m.length),
      )
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[\d+\]|【[^】]*】/g, ' ')
      .replace(/[*_`]/g, '')
      // A name's aside ("Acme Plumbing (Dublin 8), Best Pipes…"): its suburb or address, blanked
      // so the enumeration reads on. An acronym ("(REC)") and a bracket after a lower-case word
      // ("a scheme (NICEIC, …)") stay.
      .replace(/(?<=\p{Lu}[\p{L}\p{N}'’.&-]* )\([^()]{1,40}\)/gu, (m) =>
        /[\p{Ll}\d]/u.test(m) ? ' '.repeat(m.length) : m,
      )
    this.words = wordsOf(this.clean)
  }

  /** The text between word `i` and the word before it (or the start). */
  gapBefore(i: number): string {
    return this.clean.slice(i > 0 ? this.words[i - 1].end : 0, this.words[i].start)
  }

  /** Word `i` is a legal suffix that ends a name ("Co."). */
  endsName(i: number): boolean {
    return NAME_ENDERS.test(this.words[i].text)
  }

  /**
   * After "Co." a sentence opener ("For", "The", "If") starts a new sentence; another capitalised
   * word continues the name ("Stems & Co. Floral Studio").
   */
  newSentenceAfterName(i: number): boolean {
    return (
      i > 0 &&
      this.endsName(i - 1) &&
      PROSE_LEADING_WORDS.has(this.words[i].lower.replace(/['’]/g, ''))
    )
  }

  /** Word `i` follows the previous word in the same name: spaces only, no possessive, no new sentence. */
  joined(i: number): boolean {
    return (
      i > 0 &&
      /^ +$/.test(this.gapBefore(i)) &&
      !this.words[i - 1].possessive &&
      !this.newSentenceAfterName(i) &&
      !(this.endsName(i - 1) && !this.words[i].cap)
    )
  }

  /** Word `i` opens a sentence or clause. */
  atSentenceStart(i: number): boolean {
    return i === 0 || endsClause(this.gapBefore(i)) || this.newSentenceAfterName(i)
  }

  /** Index of the first word after run `r`, skipping a place phrase ("in the Castro"). */
  indexAfter(r: Run): number {
    const { words } = this
    let k = r.last + 1
    if (words[r.last].possessive) return k
    // "The British School of Motoring (BSM) still has…": the acronym is the name's own.
    if (words[k] && /^\s*\($/.test(this.gapBefore(k)) && /^[A-Z&]{2,8}$/.test(words[k].text))
      if (/^\)\s*$/.test(this.clean.slice(words[k].end, words[k + 1]?.start ?? this.clean.length)))
        k++
    if (k < words.length && this.joined(k) && PLACE_PREPOSITIONS.has(words[k].lower)) {
      let m = k + 1
      if (words[m]?.lower === 'the' && this.joined(m)) m++
      if (words[m]?.cap && this.joined(m)) {
        while (words[m + 1]?.cap && this.joined(m + 1)) m++
        k = m + 1
      }
    }
    return k
  }

  /**
   * Run `r` follows a verb of area ("covers", "serves", "operates across"; `COVERAGE_VERBS`), with
   * an optional "the": "covers the City Bowl and Atlantic Seaboard".
   */
  afterCoverageVerb(r: Run): boolean {
    let k = r.first - 1
    if (this.words[k]?.lower === 'the' && this.joined(k + 1)) k--
    const verb = this.words[k]
    return !!verb && !verb.cap && COVERAGE_VERBS.has(verb.lower) && this.joined(k + 1)
  }

  /** Run `r` follows a place preposition, with an optional "the" ("in Carlton", "on the Ring"). */
  afterPlacePreposition(r: Run): boolean {
    const prev = this.words[r.first - 1]
    const prev2 = this.words[r.first - 2]
    return (
      !!prev &&
      this.joined(r.first) &&
      (PLACE_PREPOSITIONS.has(prev.lower) ||
        (prev.lower === 'the' &&
          !!prev2 &&
          this.joined(r.first - 1) &&
          PLACE_PREPOSITIONS.has(prev2.lower)))
    )
  }

  /**
   * Run `r` comes right after an option cue ("try Acme"; `OPTION_CUES`), unless the cue gives
   * examples of insurers, funds, software… (`NOT_OPTIONS_BEFORE_CUE`).
   */
  afterCue(r: Run): boolean {
    const prev = this.words[r.first - 1]
    if (!prev || !OPTION_CUES.has(prev.lower) || !this.joined(r.first)) return false
    return !this.examplesOfOther(r)
  }

  /**
   * Run `r` follows a cue that gives examples of something else than the market: "most medical
   * aids, including Discovery", "a health fund like Bupa or Medibank" (`NOT_OPTIONS_BEFORE_CUE`).
   */
  examplesOfOther(r: Run): boolean {
    const prev = this.words[r.first - 1]
    if (!prev || !OPTION_CUES.has(prev.lower) || !this.joined(r.first)) return false
    return NOT_OPTIONS_BEFORE_CUE.test(this.clean.slice(0, prev.start))
  }
}

// Runs --------------------------------------------------------------------------------------------

/** A capitalised run: its first and last word indexes, its text, and whether it opens a sentence. */
interface Run {
  first: number
  last: number
  name: string
  sentenceStart: boolean
}

/**
 * The capitalised runs of a paragraph, in order: capitalised words (and numbers) joined by single
 * spaces, inner connectors allowed before a capitalised word, a possessive inside a name allowed
 * before a capitalised word; leading sentence words dropped from a run that opens a sentence.
 */
function runsOf(p: Paragraph): Run[] {
  const { words, clean } = p
  const runs: Run[] = []
  for (let i = 0; i < words.length; i++) {
    if (!words[i].cap || words[i].text === '&') continue
    let last = i
    for (let j = i + 1; j < words.length; j++) {
      // A possessive inside a name ("Jim's Air Conditioning") is followed by a capitalised word.
      const gap = clean.slice(words[j - 1].end, words[j].start)
      const afterPossessive = words[j - 1].possessive && /^['’]s +$/.test(gap) && words[j].cap
      if (!p.joined(j) && !afterPossessive) break
      if (words[j].cap || /^\d{1,4}$/.test(words[j].text)) last = j
      else if (RUN_INNER_WORDS.has(words[j].lower) && words[j + 1]?.cap && p.joined(j + 1)) continue
      // "Walsh and Co. Accountants", "Gill and Sons": "and" before a partnership word.
      else if (words[j].lower === 'and' && PARTNERSHIP_WORDS.has(words[j + 1]?.lower ?? ''))
        continue
      else break
    }
    let first = i
    const start = p.atSentenceStart(i)
    // Drop leading sentence words ("If Acme"); a quantifier opens a group, not a name ("Many
    // Kolkata CAs are…").
    let group = false
    while (
      first <= last &&
      start &&
      PROSE_LEADING_WORDS.has(words[first].lower.replace(/['’]/g, ''))
    )
      group ||= QUANTIFIERS.has(words[first++].lower)
    // "Membership of SADA": the relation word and "of" are not part of the name.
    if (
      first < last &&
      RELATION_NOUNS.has(words[first].lower) &&
      words[first + 1]?.lower === 'of' &&
      words[first + 2]
    )
      first += 2
    if (first <= last && !group) {
      runs.push({
        first,
        last,
        name: clean.slice(words[first].start, words[last].end),
        sentenceStart: start,
      })
    }
    i = last
  }
  return runs
}

/**
 * "Petal and Stem in Stockbridge does…": a sentence that opens with one word, "and" and a run
 * followed by a verb in the singular (`SINGULAR_VERBS`) names one business, so the two runs are
 * read as one ("Nandos and Grill'd are both good" names two).
 */
function joinedPairs(p: Paragraph, runs: Run[]): Run[] {
  const { words, clean } = p
  const out: Run[] = []
  for (let k = 0; k < runs.length; k++) {
    const a = runs[k]
    const b = runs[k + 1]
    const pair =
      !!b &&
      a.sentenceStart &&
      a.first === a.last &&
      !words[a.last].possessive &&
      clean.slice(words[a.last].end, words[b.first].start) === ' and ' &&
      SINGULAR_VERBS.has(words[p.indexAfter(b)]?.text ?? '')
    if (!pair) {
      out.push(a)
      continue
    }
    out.push({ ...a, last: b.last, name: clean.slice(words[a.first].start, words[b.last].end) })
    k++
  }
  return out
}

/**
 * The runs that are places: after a place preposition that follows a lower-case word ("salons in
 * Rosebank"), and the runs listed after such a place ("…, Parkhurst and Sandton"); after a name, a
 * place is that name's address and does not start a list ("Casa Verde on King Street, and Il
 * Forno"). A "list" of places followed by a verb was an introductory phrase and names: "In Ottawa,
 * Centretown Dental and Glebe Dental Group are both well reviewed".
 */
function placesAmong(p: Paragraph, runs: Run[]): Set<Run> {
  const { words, clean } = p
  /** "in Rosebank, Parkhurst and Sandton": runs listed after a place run are places too. */
  const placeRuns = new Set<Run>()
  /** Places that do not start a list of places (a name's address). */
  const placeOnly = new Set<Run>()
  /** Runs taken as places for following a place in a list → the list's first place. */
  const listed = new Map<Run, Run>()
  for (let k = 0; k < runs.length; k++) {
    const r = runs[k]
    const prevRun = runs[k - 1]
    const listedAfterPlace =
      !!prevRun &&
      placeRuns.has(prevRun) &&
      /^\s*(?:,\s*(?:and|or)?|and|or)\s*$/.test(
        clean.slice(words[prevRun.last].end, words[r.first].start),
      )
    if (listedAfterPlace) {
      listed.set(r, listed.get(prevRun) ?? prevRun)
      placeRuns.add(r)
    } else if (p.afterCoverageVerb(r)) {
      // "Sparkle Clean covers Clontarf, Raheny and Howth": what a business covers are places.
      placeRuns.add(r)
    } else if (p.afterPlacePreposition(r)) {
      const prep = r.first - (words[r.first - 1].lower === 'the' ? 2 : 1)
      if (!words[prep - 1]?.cap) placeRuns.add(r)
      else placeOnly.add(r)
    }
  }
  for (const [r, head] of listed) {
    const tail = [...listed]
      .filter(([, h]) => h === head)
      .map(([x]) => x)
      .at(-1)!
    const next = words[p.indexAfter(tail)]
    if (next && !next.cap && DESCRIPTION_VERBS.has(next.lower)) placeRuns.delete(r)
  }
  return new Set([...placeRuns, ...placeOnly])
}

/**
 * A run of two words or more that ends in a kind of business (`BUSINESS_KIND_WORDS`,
 * `TRADE_WORDS`: Garage, Services, Clinic…) and has a word that is neither a kind nor a service
 * adjective ("General Dentistry" is a service, "Nkana Accounting Services" a business).
 */
function namedKind(p: Paragraph, r: Run): boolean {
  const ws = p.words.slice(r.first, r.last + 1).map((w) => w.lower)
  if (ws.length < 2) return false
  const kind = (w: string) => BUSINESS_KIND_WORDS.has(w) || TRADE_WORDS.has(w)
  // "Hooked on Seychelles Ltd": a legal form ends a business's name too.
  if (legalTail(ws) > 0 && ws.length > 2) return true
  if (!kind(ws.at(-1)!)) return false
  return ws.some((w) => !kind(w) && !SERVICE_ADJECTIVES.has(w) && !/^(?:and|&|of|the)$/.test(w))
}

/**
 * True when a run that is not a place may be a name by its shape: not a sentence's first word
 * alone, not only months, weekdays, languages or assistants (`NEVER_A_BUSINESS`), not a holiday,
 * not ending in a geographic word (unless a trade word is in it), not after a place preposition,
 * not used as an adjective; a possessive name only after a cue or as an enumeration's item.
 */
function mayBeName(p: Paragraph, r: Run): boolean {
  const { words } = p
  const ws = words.slice(r.first, r.last + 1)
  if (r.sentenceStart && ws.length === 1) return false
  if (ws.every((w) => NEVER_A_BUSINESS.has(w.lower))) return false
  if (HOLIDAY_NAME.test(r.name)) return false
  if (GEOGRAPHIC_WORDS.has(ws.at(-1)!.lower) && !ws.some((w) => TRADE_WORDS.has(w.lower)))
    return false
  if (p.afterPlacePreposition(r)) return false
  // "a Registered Electrical Contractor", "an Accredited Specialist": a kind, not a business.
  const article = words[r.first - 1]
  if (article && !r.sentenceStart && /^an?$/.test(article.text) && p.joined(r.first)) return false
  // "Daikin's own team": a possessive name counts only after a cue ("use Daikin's own…") or as
  // a whole item of an enumeration ("are Nonna Rosa's and Melbourne Café").
  if (words[r.last].possessive) {
    if (p.afterCue(r)) return true
    const rest = p.clean.slice(words[r.last].end).replace(/^['’]s/, '')
    return /^\s*(?:,|(?:and|or)\s+\p{Lu})/u.test(rest)
  }
  // An adjective: followed directly by a lower-case word that is not a verb or a joining word.
  const next = words[r.last + 1]
  if (next && !next.cap && p.joined(r.last + 1))
    if (!DESCRIPTION_VERBS.has(next.lower) && !JOINING_WORDS.has(next.lower)) return false
  return true
}

// Context -----------------------------------------------------------------------------------------

/**
 * How runs `a` and `b` are joined: by a comma, by a final "and"/"or" (with or without a comma), or
 * not as items of one enumeration (null). A possessive and a place phrase after `a` ("on King
 * Street", "in the Castro") are ignored.
 */
function joinBetween(p: Paragraph, a: Run, b: Run): 'comma' | 'and' | null {
  const gap = p.clean
    .slice(p.words[a.last].end, p.words[b.first].start)
    .replace(/^(['’]s)/, '')
    .trim()
  const between = gap
    .replace(/^(?:in|on|at|near)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’.-]*\s*)+/u, '')
    .trim()
  if (/^,\s*(?:and|or)$/.test(between) || /^(?:and|or)$/.test(between)) return 'and'
  if (between === ',') return 'comma'
  return null
}

/** Index in `kept` of the last item of the enumeration starting at `i` (ending in "and"/"or"), or -1. */
function enumerationEnd(p: Paragraph, kept: Run[], i: number): number {
  for (let j = i; j + 1 < kept.length; j++) {
    const join = joinBetween(p, kept[j], kept[j + 1])
    if (!join) return -1
    if (join === 'and') return j + 1
  }
  return -1
}

/** Run `r` follows "with" after a partner verb ("integrates with Xero"; `PARTNER_VERBS`). */
function worksWith(p: Paragraph, r: Run): boolean {
  const prev = p.words[r.first - 1]
  const prev2 = p.words[r.first - 2]
  return (
    !!prev &&
    prev.lower === 'with' &&
    p.joined(r.first) &&
    !!prev2 &&
    PARTNER_VERBS.test(prev2.lower)
  )
}

/**
 * The runs of `kept` that name businesses by their context, and each enumeration item's first
 * run. An enumeration's items are accepted, except what a product works with, and, when one item
 * is a source, only the sources (one body's name with commas: "the Plumbers, Gasfitters and
 * Drainlayers Board"). Another run is accepted after an option cue, or, unless possessive, before
 * a verb of description in the same clause.
 */
function acceptedInContext(
  p: Paragraph,
  kept: Run[],
  isSource: (name: string) => boolean,
): { accepted: Set<Run>; chainHead: Map<Run, Run> } {
  const accepted = new Set<Run>()
  const rejected = new Set<Run>()
  /** Each run of an enumeration → its first run. */
  const chainHead = new Map<Run, Run>()
  for (let i = 0; i < kept.length; i++) {
    const j = enumerationEnd(p, kept, i)
    if (j < 0) continue
    const chain = kept.slice(i, j + 1)
    const oneBody = chain.some((r) => isSource(r.name))
    // "What a product works with", and "a health fund like Bupa or Medibank" are no options.
    const partners = worksWith(p, kept[i]) || p.examplesOfOther(kept[i])
    for (const r of chain) chainHead.set(r, chain[0])
    for (const r of chain) if (!partners && (!oneBody || isSource(r.name))) accepted.add(r)
    for (const r of chain) if (!accepted.has(r)) rejected.add(r)
    i = j
  }
  for (const r of kept) {
    if (accepted.has(r) || rejected.has(r)) continue
    if (p.afterCue(r)) {
      accepted.add(r)
      continue
    }
    if (p.words[r.last].possessive) continue
    // "Nkana Accounting Services, near…", "Rambarran Brothers Garage in Plaisance": a name that
    // ends in a kind of business and has a word of its own is a business wherever it stands.
    if (namedKind(p, r)) {
      accepted.add(r)
      continue
    }
    const k = p.indexAfter(r)
    const next = p.words[k]
    if (next && !next.cap && DESCRIPTION_VERBS.has(next.lower) && !endsClause(p.gapBefore(k)))
      accepted.add(r)
  }
  return { accepted, chainHead }
}

/**
 * The accepted runs' names, in order; with `bodies` given, a run whose clause has a membership
 * word (`BODY_CONTEXT`: "registered with", "a member of") in the 9 words before it (before its
 * enumeration's first item) goes to `bodies` instead: "registered with a competent person scheme
 * (NICEIC, NAPIT or ELECSA)" names bodies, not options; so does a run right after a directory
 * cue (`SOURCE_CUE`: "platforms like Justdial and LawRato").
 */
function namesAndBodies(
  p: Paragraph,
  accepted: Run[],
  chainHead: Map<Run, Run>,
  bodies: string[] | undefined,
): string[] {
  const names: string[] = []
  for (const r of accepted) {
    const head = chainHead.get(r) ?? r
    const clause =
      p.clean
        .slice(0, p.words[head.first].start)
        .split(/[.!?\n]\s/)
        .at(-1) ?? ''
    const near = clause.split(/\s+/).slice(-9).join(' ')
    if (bodies && (BODY_CONTEXT.test(near) || SOURCE_CUE.test(clause))) bodies.push(r.name)
    else names.push(r.name)
  }
  return names
}

// Inline enumerations -----------------------------------------------------------------------------

const INLINE_MARKER = /(^|[\s:;])\(?(\d{1,2})[.)]\s+/g

/** See module doc. */
export function inlineItems(text: string): string[] | null {
  const markers: { n: number; at: number; body: number }[] = []
  for (const m of text.matchAll(INLINE_MARKER)) {
    const n = Number(m[2])
    if (n !== markers.length + 1) continue
    const at = m.index! + m[1].length
    markers.push({ n, at, body: m.index! + m[0].length })
  }
  if (markers.length < 2) return null
  return markers.map((mk, i) =>
    text
      .slice(mk.body, markers[i + 1]?.at ?? text.length)
      .replace(/[;,]\s*$/, '')
      .trim(),
  )
}
