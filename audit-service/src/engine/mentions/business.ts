/**
 * Does an answer name the audited business? The measure behind mention rate and share of voice
 * (docs/decisions/0015).
 *
 * - `websiteHost(website)`: the host without scheme, `www.` and path; null for no site, and for
 *   shared platforms (facebook.com, linktr.ee, google.com…) whose host names no one business.
 * - `mentionsWebsite(text, website)`: the website (its host or a subdomain, same registrable
 *   domain) appears in the text.
 * - `mentionsBusiness(answer, business)`: the business is named as an entity (rules in the
 *   function's doc) or its website appears.
 *
 * Pure functions, no I/O; nothing throws.
 */

import { hostOf } from '@aivis/contract'
import { getDomain, getDomainWithoutSuffix } from 'tldts'
import {
  COMMON_WORDS,
  CONNECTORS,
  GEOGRAPHIC_WORDS,
  HONORIFICS,
  LEADING_ARTICLES,
  PLACE_BEFORE,
  PLACE_CONTEXT_WORDS,
  PLACE_NOUNS,
  SHARED_HOSTS,
} from './lexicon'
import { isKnownPlace } from './places'
import {
  extendsName,
  isCapitalised,
  isKindWord,
  matchLettersAt,
  nameVariants,
  normalizeName,
  placeWords,
  stems,
  tokenize,
  type Token,
} from './names'

/**
 * Host of a website address: contract `hostOf` (scheme, `www.` and path dropped, spec §5) without
 * its port; null when there is none, it is not a dotted host name, or it is shared.
 */
export function websiteHost(website: string | null | undefined): string | null {
  const host = hostOf(website).split(':')[0]
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || SHARED_HOSTS.has(host)) return null
  return host
}

/**
 * The website's registrable domain and host, or null (see `websiteHost`). The domain is the
 * public-suffix list's without private suffixes (`shop.github.io` → `github.io`), as the hosts in
 * an answer are read below; not the audit limits' domain, which counts a site under a private
 * suffix on its own.
 */
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

/** One way the business may be written: normalised words, and whether it is a short form. */
interface OwnForm {
  words: readonly string[]
  /** A short form (words of the name left out): not the business where it names a place. */
  short: boolean
  /** Made only of place words ("Kauri Coast" of "Kauri Coast Builders"): also not after "the". */
  placeShaped: boolean
}

/**
 * The ways the business may be written (docs/decisions/0015, 0089), for each of its name and
 * aliases: `nameVariants` of the name, and of the name without its honorifics ("Dr. Patel Eye
 * Care" → "Patel Eye Care"); a person's name with the title and surname only ("Dr. Hina Aslam" →
 * "Dr Aslam"); its first words when what is dropped is its trade words ("Asante & Quaye" of
 * "Asante & Quaye Solicitors", "Jade Pavilion" of "Jade Pavilion Dim Sum House"; short forms); and
 * the website's name read as the name's words and initials ("kestrelpms.co.nz" → "Kestrel PMS").
 * Cached per business (bounded).
 */
function ownForms(business: BusinessRef): readonly OwnForm[] {
  const key = [
    business.name,
    business.website ?? '',
    business.service ?? '',
    ...(business.aliases ?? []),
  ].join('\u0000')
  let forms = formsOf.get(key)
  if (!forms) {
    if (formsOf.size >= 2_000) formsOf.clear()
    forms = ownFormsUncached(business)
    formsOf.set(key, forms)
  }
  return forms
}
const formsOf = new Map<string, readonly OwnForm[]>()

/** The name without its leading honorifics, or null when it has none (or nothing would be left). */
function withoutHonorifics(name: string): { rest: string; title: string } | null {
  const words = name.trim().split(/\s+/)
  let k = 0
  while (k < words.length - 1 && HONORIFICS.has(words[k].replace(/['’.]/g, '').toLowerCase())) k++
  if (k === 0) return null
  return { rest: words.slice(k).join(' '), title: words[0].replace(/['’.]/g, '').toLowerCase() }
}

function ownFormsUncached(business: BusinessRef): OwnForm[] {
  const forms: OwnForm[] = []
  const seen = new Set<string>()
  const add = (words: readonly string[], short: boolean, placeShaped = false) => {
    const k = words.join(' ')
    if (!k || seen.has(k)) return
    seen.add(k)
    forms.push({ words, short: short || placeShaped, placeShaped })
  }
  const serviceStems = stems(business.service)
  const isTradeWord = (w: string) =>
    isKindWord(w) || serviceStems.some((stem) => w.startsWith(stem))
  const names = [business.name, ...(business.aliases ?? [])]
  for (const name of names) {
    const plain = withoutHonorifics(name)
    for (const n of plain ? [name, plain.rest] : [name]) {
      const variants = nameVariants(n, business.service)
      // A variant with words left out is a short form; so is one made only of place words.
      variants.forEach((v, k) =>
        add(v, k > 0 && v.length < variants[0].length, k > 0 && placeShapedForm(v, isTradeWord)),
      )
    }
    const core = nameVariants(plain?.rest ?? name, business.service)[0] ?? []
    // Without a leading article or kind of business ("Posada del Casco" of "La Posada del Casco",
    // "Estrela d'Ouro" of "Padaria Estrela d'Ouro", "Weber & Partner" of "Kanzlei Dr. Weber &
    // Partner"), two words or more left: a short form.
    for (
      let lead = 1;
      lead <= core.length - 2 &&
      (LEADING_ARTICLES.has(core[lead - 1]) ||
        isTradeWord(core[lead - 1]) ||
        HONORIFICS.has(core[lead - 1]));
      lead++
    ) {
      const rest = core.slice(lead)
      if (!rest.every(isTradeWord)) add(rest, true, placeShapedForm(rest, isTradeWord))
    }
    // A person's practice: "Dr. Hina Aslam" is also "Dr Aslam".
    if (plain && core.length >= 2 && core.length <= 3 && /^\p{Lu}/u.test(plain.rest))
      if (!core.some(isTradeWord)) add([plain.title, core[core.length - 1]], false)
    // Its first words, when only trade words are dropped: a short form.
    for (let k = core.length - 1; k >= 2; k--) {
      const head = core.slice(0, k)
      const tail = core.slice(k)
      if (['and', 'of', 'the', 'at'].includes(head[k - 1])) continue
      if (head.every(isTradeWord) || !tail.some(isTradeWord)) continue
      add(head, true, placeShapedForm(head, isTradeWord))
    }
  }
  for (const words of domainForms(business.website, names)) add(words, false)
  return forms
}

/** Short forms made only of place words ("Kauri Coast" of "Kauri Coast Builders"). */
const placeShapedForm = (words: readonly string[], isTradeWord: (w: string) => boolean) =>
  words.some((w) => GEOGRAPHIC_WORDS.has(w)) && !words.some(isTradeWord)

/**
 * The website's name (its registrable domain without suffix, "kestrelpms") read as the words of
 * one of `names` and the initials of runs of them: "kestrel" + "pms" (Property Management
 * Services) gives ["kestrel", "pms"]; a domain of initials only ("kpms") gives ["kpms"]. Only a
 * reading with initials in it is returned (the plain words are `nameVariants`' already).
 */
function domainForms(website: string | null | undefined, names: string[]): string[][] {
  const host = websiteHost(website)
  const label = host ? getDomainWithoutSuffix(host)?.replace(/[^a-z0-9]/g, '') : null
  if (!label || label.length < 3) return []
  const out: string[][] = []
  for (const name of names) {
    // Each word with its initials: an acronym word gives all its letters ("IT" in "Managed IT
    // Services" gives "it": "mits").
    const parts = (withoutHonorifics(name)?.rest ?? name)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !/^(?:and|of|the)$/i.test(w))
      .map((w) => ({
        word: normalizeName(w),
        initials: /^\p{Lu}{2,4}$/u.test(w) ? w.toLowerCase() : (normalizeName(w)[0] ?? ''),
      }))
      .filter((p) => p.word)
    const words = parts.map((p) => p.word)
    const read = (pos: number, w: number, pieces: string[], initials: boolean): void => {
      if (out.length > 4) return
      if (pos === label.length) {
        // "hndesign.jo" of "Haddad & Nasser Design Studio": "HN Design", and "HN Design Studio".
        if (initials)
          out.push(pieces, [...pieces, ...normalizeName(words.slice(w).join(' ')).split(' ')])
        return
      }
      for (let k = w; k < words.length; k++) {
        if (label.startsWith(words[k], pos))
          read(pos + words[k].length, k + 1, [...pieces, words[k]], initials)
        // Initials of words k..m (two or more).
        let letters = ''
        for (let m = k; m < words.length && letters.length < 6; m++) {
          letters += parts[m].initials
          if (m > k && label.startsWith(letters, pos))
            read(pos + letters.length, m + 1, [...pieces, letters], true)
        }
        // Words may be left out only after the first piece ("kestrelpms" skips nothing).
        if (pieces.length === 0) break
      }
    }
    read(0, 0, [], false)
    // The website spelling the name's first words only ("songfa" of "Song Fa Bak Kut Teh"): the
    // short name the business goes by.
    for (let k = 2; k < words.length; k++)
      if (label === words.slice(0, k).join('') && !out.length) out.push(words.slice(0, k))
  }
  return out
}

/** A span of the answer: offsets of its first and past its last character. */
export interface Span {
  start: number
  end: number
}

/**
 * True when `answer` names the business (docs/decisions/0015, 0089): `findBusinessName` finds it,
 * or the website (its host or a subdomain, same registrable domain) appears (`mentionsWebsite`).
 */
export function mentionsBusiness(answer: string, business: BusinessRef): boolean {
  return !!findBusinessName(answer, business) || mentionsWebsite(answer, business.website)
}

/**
 * Where `answer` first names the business by name (offsets in `answer`), or null. `inside(span)`,
 * when given, rejects matches that lie inside another entity (a competitor's name that contains the
 * business's words); `placeForms`, when given, receives the letters of each short form the answer
 * writes as a place. Rules:
 * - a form of the name (`ownForms`) is spelt by whole words of the answer (case, accents,
 *   punctuation, possessive and word breaks aside), not inside a longer different name: a
 *   capitalised word right before or after it (spaces only between) that is not a connector,
 *   imperative or legal suffix, or "& Word" after it, makes it another business ("Blue Sky Dental",
 *   "Apex Legends", "Harbour Dental Group", "Maple Leaf Plumbing & Drain"), unless the words after
 *   it are places of the answer (`placeWords`): a branch ("Dishoom Edinburgh");
 * - a short form (its trade words dropped, or only a place's words: "Kauri Coast" of "Kauri Coast
 *   Builders") is a place, not the business, when a place noun follows it ("Coral Ridge Road",
 *   "the Coral Ridge area": `PLACE_NOUNS`) or a place preposition comes before it ("in Coral
 *   Ridge", "the wider Kauri Coast": `PLACE_BEFORE`, `PLACE_CONTEXT_WORDS`);
 * - a one-word name that is short (≤ 3 letters) or a common word ("Apex", "Summit") counts only
 *   followed by a word of the service ("Apex Plumbing"); another one-word name only capitalised;
 * - a longer name written all in lower case ("a rapid response") counts only when the owner
 *   writes it in lower case too.
 */
export function findBusinessName(
  answer: string,
  business: BusinessRef,
  inside?: (span: Span) => boolean,
  placeForms?: Set<string>,
): Span | null {
  // Hosts and link targets are read by `mentionsWebsite`, not as words ("harbourdental.com.au…");
  // they are blanked to the same length so that offsets stay the answer's.
  const blanked = !answer.includes('.')
    ? answer
    : answer
        .replace(/\]\([^)\s]*\)/g, (m) => '] '.padEnd(m.length, ' '))
        .replace(HOST_IN_TEXT, (m) => ' ; '.padEnd(m.length, ' '))
  const tokens = tokenize(blanked)
  const serviceStems = stems(business.service)
  const names = [business.name, ...(business.aliases ?? [])]
  let places: Set<string> | undefined
  /** Capitalised words after the match that are all places of the answer: a branch. */
  const branchAfter = (end: number) => {
    places ??= placeWords(answer)
    let k = end
    const joinedCap = (t: Token | undefined) => !!t && t.joined && isCapitalised(t.raw)
    while (joinedCap(tokens[k]) && places.has(tokens[k].norm)) k++
    return k > end && !joinedCap(tokens[k])
  }
  /**
   * Written as a place: a place noun after it ("Coral Ridge Road", "the Coral Ridge area"), a
   * place preposition before it ("in Coral Ridge", "off the Coral Ridge"), or, for a form made only
   * of place words, any preposition or "the" before it ("the wider Kauri Coast"); possessive
   * before a word in lower case ("Coral Ridge's bakeries", as one writes of a town); or followed by
   * a comma and a city or country ("East Legon, Accra").
   */
  const asPlace = (i: number, end: number, placeShaped: boolean) => {
    const after = tokens[end]
    if (after && !after.broken && PLACE_NOUNS.has(after.raw.toLowerCase())) return true
    if (/['’]s$/.test(tokens[end - 1].raw) && after?.joined && /^\p{Ll}/u.test(after.raw))
      return true
    // "East Legon, Accra": a short form, a comma, then a city or country of the gazetteer.
    if (after && /^,\s*$/.test(blanked.slice(tokens[end - 1].end, after.start))) {
      const next = tokens.slice(end, end + 3)
      for (let k = next.length; k > 0; k--)
        if (
          isKnownPlace(
            next
              .slice(0, k)
              .map((t) => t.raw)
              .join(' '),
          )
        )
          return true
    }
    const before = tokens[i - 1]
    // Bold or italics between ("near **Thaba-Bosiu**") keep the words together.
    if (
      !before ||
      !(tokens[i].joined || /^[ *_]+$/.test(blanked.slice(before.end, tokens[i].start)))
    )
      return false
    const cue = (t: Token) =>
      PLACE_BEFORE.has(t.raw.toLowerCase()) || (placeShaped && PLACE_CONTEXT_WORDS.has(t.raw))
    if (cue(before)) return true
    const two = tokens[i - 2]
    const filler = placeShaped ? /^(?:the|a|an|[a-z]+er)$/i : /^the$/i
    return !!before.joined && !!two && cue(two) && filler.test(before.raw)
  }
  // The owner writes each word of the name capitalised: then so does an answer that names it
  // ("East Legon homes", "the Lalibela sky", "Lumley's sands" are phrases, not the name).
  const capitalised = names.every((n) =>
    n
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w.length >= 3 && !CONNECTORS.has(w.toLowerCase()))
      .every((w) => /^[\p{Lu}\p{N}]/u.test(w)),
  )
  let best: Span | null = null
  for (const { words, short, placeShaped } of ownForms(business)) {
    const single = words.length === 1
    const letters = words.join('')
    // A short form written as a place once names that place all through the answer ("in Area
    // 10", "the Ta' Xbiex marina"): only the longer forms count there.
    if (short) {
      let place = false
      for (let i = 0; i < tokens.length && !place; i++) {
        const end = matchLettersAt(tokens, i, letters)
        place = end >= 0 && asPlace(i, end, placeShaped)
      }
      if (place) {
        placeForms?.add(letters)
        continue
      }
    }
    for (let i = 0; i < tokens.length; i++) {
      if (best && tokens[i].start >= best.start) break
      const end = matchLettersAt(tokens, i, letters)
      if (end < 0) continue
      const before = tokens[i - 1]
      const after = tokens[end]
      if (extendsName(before, tokens[i].joined)) continue
      const followedByService = !!after && serviceStems.some((stem) => after.norm.startsWith(stem))
      if (after?.amp && after.joined && extendsName(tokens[end + 1], tokens[end + 1]?.joined))
        continue
      if (single) {
        const word = words[0]
        const common = word.length <= 3 || COMMON_WORDS.has(word)
        // The full name with its "The" ("The Liberty") is not the common word.
        const withThe = before?.raw === 'The' && tokens[i].joined
        if (common && !followedByService && !withThe) continue
        if (!isCapitalised(tokens[i].raw) && !followedByService) continue
        if (!followedByService && extendsName(after, after?.joined ?? false) && !branchAfter(end))
          continue
      } else {
        if (extendsName(after, after?.joined ?? false) && !branchAfter(end)) continue
        // Written all in lower case, a name of everyday words is a phrase ("a rapid response",
        // "fill a bread basket"), unless the owner writes the name in lower case too; a name whose
        // owner capitalises every word is a phrase with any of them in lower case.
        const matched = tokens.slice(i, end)
        const lower = matched.every((t) => !/\p{Lu}/u.test(t.raw))
        if (lower && names.every((n) => /\p{Lu}/u.test(n))) continue
        if (
          capitalised &&
          matched.some((t) => t.raw.length >= 3 && /^\p{Ll}/u.test(t.raw) && !CONNECTORS.has(t.raw))
        )
          continue
      }
      const span = { start: tokens[i].start, end: tokens[end - 1].end }
      if (inside?.(span)) continue
      best = span
      break
    }
  }
  return best
}
