/**
 * Sources: the directories, review sites, maps, social networks and public bodies an answer sends
 * people to. They are not competitors and are never scored (spec; docs/decisions/0017).
 *
 * - `isSourceName(name)`: a name as written is a source: `isSource` of its normalised form, or a
 *   source whose last word is a legal form (`SOURCE_NAMES_WITH_LEGAL_FORM`: "Urban Company").
 * - `isSource(key)`: a normalised candidate name is a source (`SOURCE_NAMES`, `PUBLIC_BODY_WORDS`,
 *   `PUBLIC_BODY_ENDINGS`, `TRADE_ASSOCIATION`, a state's public service such as "NSW Health" in
 *   lexicon.ts).
 * - `collectSources(answer, candidates)`: the sources named in the answer's words, merged with the
 *   candidates competitor extraction set aside as sources, in order, each once. `extractSources`
 *   (competitors.ts) calls it with those candidates; this module does not read the answer's
 *   structure, so it does not depend on competitors.ts.
 *
 * Pure functions, no I/O; nothing throws.
 */

import {
  LOWER_CASE_SOURCES,
  PLACE_AND_TRADE_CODES,
  PUBLIC_BODY_ENDINGS,
  PUBLIC_BODY_WORDS,
  PUBLIC_SERVICE_WORDS,
  SOURCE_NAMES,
  SOURCE_NAMES_WITH_LEGAL_FORM,
  TRADE_ASSOCIATION,
} from './lexicon'
import {
  canonicalWord,
  isCapitalised,
  isPrefixOf,
  matchLettersAt,
  normalizeName,
  tokenize,
} from './names'
import { isKnownPlace } from './places'

/**
 * `SOURCE_NAMES` (and `SOURCE_NAMES_WITH_LEGAL_FORM`) as the letters `matchLettersAt` compares
 * (words joined: "yellow pages" → "yellowpages") with their number of words, indexed by their
 * first letter: a source can only start at a token whose word starts with that letter, so each
 * token is tried against a few names, not all of them.
 */
const SOURCES_BY_INITIAL = new Map<string, { letters: string; words: number }[]>()
// A legal form is a word tokens abbreviate ("Company" → "co"; `canonicalWord`).
const legalForms = SOURCE_NAMES_WITH_LEGAL_FORM.map((name) =>
  name.split(' ').map(canonicalWord).join(' '),
)
for (const name of [...SOURCE_NAMES, ...legalForms]) {
  const letters = name.replace(/ /g, '')
  const list = SOURCES_BY_INITIAL.get(letters[0]) ?? []
  list.push({ letters, words: name.split(' ').length })
  SOURCES_BY_INITIAL.set(letters[0], list)
}

/**
 * True when a name as written is a source: its normalised form is (`isSource`), or it is one of
 * `SOURCE_NAMES_WITH_LEGAL_FORM` ("Urban Company"), which `normalizeName` would shorten.
 */
export function isSourceName(name: string): boolean {
  if (isSource(normalizeName(name))) return true
  // A name written as a web address ("Recommend.my", "FishingBooker.com"): a site, not a business
  // offered in the market.
  if (/^[\p{L}\p{N}-]+\.(?:[a-z]{2,3})(?:\.[a-z]{2})?$/u.test(name.trim())) return true
  const written = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '')
  return SOURCE_NAMES_WITH_LEGAL_FORM.some((src) => isPrefixOf(src, written))
}

/** A court by its shape (normalised): a kind of court before "court", or "court of". */
const COURT =
  /\b(?:high|supreme|magistrates?|district|county|federal|appeals?|family|labou?r|commercial|land|small claims|industrial|constitutional|circuit|sharia|kadhis?) courts?\b|\bcourts? of\b/

/**
 * "Sasip Institute", "Island Eye Institute", "WE Fitness Society": a tuition centre, clinic or gym
 * named an institute or society, not a body. A body says whose it is: a profession or trade
 * ("Law Society", "Dental Society"), a nation or place ("Tanganyika Law Society", "Malaysian
 * Institute of Accountants"), "national", "chartered", "royal", or "… of …".
 */
function privateInstitute(words: readonly string[]): boolean {
  if (!['institute', 'society', 'agency'].includes(words.at(-1)!) || words.includes('of'))
    return false
  const rest = words.slice(0, -1)
  if (rest.some((w) => BODY_QUALIFIERS.has(w))) return false
  // "Panama City Language Institute", "Beirut Homes Agency": a kind of business says it is one.
  if (rest.some((w) => PRIVATE_KINDS.test(w))) return true
  // An agency is a public one unless it says its trade ("Health Care Agency" runs public clinics).
  if (words.at(-1) === 'agency') return false
  return !rest.some(
    (w) =>
      BODY_QUALIFIERS.has(w) ||
      isKnownPlace(w) ||
      /^\w{3,}(?:ian|ean|ese|ish|ani|ari|shi)$/.test(w),
  )
}

/** Kinds of private institute and agency ("Language Institute", "Homes Agency"), normalised. */
const PRIVATE_KINDS =
  /^(?:languages?|learning|homes|talent|recruitment|travel|property|properties|realty|marketing|driving|beauty|fitness|coaching|tuition|training|eye|design|media|model|modelling|employment|study|studies|educational|tutoring)$/

/** Words that make an institute or society a body of a profession or nation (normalised). */
const BODY_QUALIFIERS: ReadonlySet<string> = new Set(
  (
    'national chartered royal professional law bar legal medical dental veterinary pharmaceutical ' +
    'pharmacy nursing physiotherapy physio psychological engineers engineering architects ' +
    'surveyors accountants accounting planners bankers actuaries optometrists opticians ' +
    'chiropractors realtors valuers builders contractors insurance'
  ).split(' '),
)

/** True when a normalised candidate is a source (see module doc); false for ''. */
export function isSource(key: string): boolean {
  if (!key) return false
  const words = key.split(' ')
  if (PUBLIC_BODY_WORDS.has(words.at(-1)!) && !privateInstitute(words)) return true
  // "Ordem dos Advogados de Moçambique", "Order of Pharmacists", "Colegio de Abogados": a body
  // named as an order, college, chamber or council of its members.
  if (
    /^(?:ordem|ordre|orden|ordine|order|colegio|camara|conselho|consejo|conseil|consiglio|kammer|syndicat|sindicato)$/.test(
      words[0],
    ) &&
    /^(?:of|dos|das|de|des|du|do|da|di|dei|degli|del|der)$/.test(words[1] ?? '')
  )
    return true
  // "Pool Institute of South Africa", "Chamber of Commerce": a body word before "of".
  if (words.some((w, k) => PUBLIC_BODY_WORDS.has(w) && words[k + 1] === 'of')) return true
  if (PUBLIC_BODY_ENDINGS.some((end) => key === end || key.endsWith(` ${end}`))) return true
  if (key.startsWith('consumer affairs ')) return true
  if (TRADE_ASSOCIATION.test(key)) return true
  // "Region of Central Macedonia", "Municipality of Athens": a public authority or a place.
  if (
    /^(?:region|province|district|municipality|county|prefecture|city|state|department|governorate) of /.test(
      key,
    )
  )
    return true
  // "High Court of Zambezia", "Magistrates Court", "Court of Appeal": courts (not "Grays Court").
  if (COURT.test(key)) return true
  // "Find a Dentist", "FindaLawyer": a directory's "find a …" service.
  if (/^find ?an? /.test(key) || /^findan?[a-z]{4,}$/.test(key)) return true
  // "Advocates Disciplinary Committee", "Dental Regulatory Authority": regulators by their words.
  if (words.some((w) => /^(?:disciplinary|regulatory|licensing|statutory)$/.test(w))) return true
  // "NSW Health", "SA Water": a state's public service.
  if (
    words.length === 2 &&
    PLACE_AND_TRADE_CODES.has(words[0]) &&
    PUBLIC_SERVICE_WORDS.has(words[1])
  )
    return true
  // "Capterra UK", "Legal Aid Queensland"; an edition of a guide: "Cuisine Good Food Guide".
  return SOURCE_NAMES.some(
    (src) =>
      key === src || key.startsWith(`${src} `) || (src.includes(' ') && key.endsWith(` ${src}`)),
  )
}

/** A source found in the answer: its offset and its text as written. */
interface Found {
  at: number
  name: string
}

/**
 * The `SOURCE_NAMES` written in the answer, each at the longest match starting at a word, written
 * capitalised, as a known lower-case brand ("hipages") or as a domain ("Booking.com", kept whole).
 */
function listedSources(answer: string): Found[] {
  const found: Found[] = []
  const tokens = tokenize(answer)
  for (let i = 0; i < tokens.length; i++) {
    // The longest source name starting here, written capitalised or as a domain ("Booking.com").
    let end = -1
    const { norm, bare } = tokens[i]
    for (const initial of norm[0] === bare[0] ? [norm[0]] : [norm[0], bare[0]])
      for (const { letters, words } of SOURCES_BY_INITIAL.get(initial) ?? []) {
        const e = matchLettersAt(tokens, i, letters)
        // A source word written as several words ("Trip Advisor", "Builders crack") has no
        // one-letter word in it: "Find a" is a phrase, not "Finda".
        if (e - i > words && tokens.slice(i + 1, e).some((t) => t.raw.length === 1)) continue
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
  return found
}

/**
 * The sources an answer names, as written, in order of first appearance, each once: the listed
 * source names (`listedSources`) and `candidates`, names read from the answer's structure that are
 * sources ("Queensland Law Society", "Capterra UK"). A candidate inside a listed name is dropped; a
 * candidate around listed names replaces them ("NSW Fair Trading" over "Fair Trading"). Names whose
 * normalised form starts with one already kept (or is its start) are left out.
 */
export function collectSources(answer: string, candidates: string[]): string[] {
  const found = listedSources(answer)
  for (const name of candidates) {
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
