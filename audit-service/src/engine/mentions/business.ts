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
import { getDomain } from 'tldts'
import {
  COMMON_WORDS,
  DESCRIPTIVE_WORDS,
  GENERIC_LAST_WORDS,
  GEOGRAPHIC_WORDS,
  PLACE_CONTEXT_WORDS,
  SHARED_HOSTS,
  TRADE_WORDS,
} from './lexicon'
import {
  extendsName,
  isCapitalised,
  matchLettersAt,
  nameVariants,
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
 * True when `answer` names the business (docs/decisions/0015):
 * - a name variant (the name or an alias; see `nameVariants`) is spelt by whole words of the answer
 *   (case, accents, punctuation, possessive and word breaks aside), not inside a longer different
 *   name: a capitalised word right before or after it (spaces only between) that is not a connector,
 *   imperative or legal suffix, or "& Word" after it, makes it another business ("Blue Sky Dental",
 *   "Apex Legends", "Harbour Dental Group", "Maple Leaf Plumbing & Drain"), unless the words after
 *   it are places of the answer (`placeWords`): a branch ("Dishoom Edinburgh");
 * - a short form that is only a place's words ("Kauri Coast" of "Kauri Coast Builders", "Lake
 *   Wanaka" of "Lake Wanaka Lodge": a geographic word and no trade word), written as a place
 *   (after "the" or a preposition, one word between allowed: "the wider Kauri Coast"), is that
 *   place, not the business;
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
  let places: Set<string> | undefined
  /** Capitalised words after the match that are all places of the answer: a branch. */
  const branchAfter = (end: number) => {
    places ??= placeWords(answer)
    let k = end
    const joinedCap = (t: Token | undefined) => !!t && t.joined && isCapitalised(t.raw)
    while (joinedCap(tokens[k]) && places.has(tokens[k].norm)) k++
    return k > end && !joinedCap(tokens[k])
  }
  // A short form made only of a place's words, written as a place, is that place ("the wider
  // Kauri Coast" is not "Kauri Coast Builders", "near Lake Wanaka" is not "Lake Wanaka Lodge");
  // the full name, and the short form used as a name ("Ledger Lane is…"), still count.
  const placeShaped = (words: readonly string[]) =>
    words.some((w) => GEOGRAPHIC_WORDS.has(w)) &&
    !words.some(
      (w) =>
        DESCRIPTIVE_WORDS.has(w) ||
        GENERIC_LAST_WORDS.has(w) ||
        TRADE_WORDS.has(w) ||
        serviceStems.some((stem) => w.startsWith(stem)),
    )
  const fullNames = names.map((n) => nameVariants(n, business.service)[0]?.join(' '))
  /** "the wider Kauri Coast", "on the shore of Lake Wanaka": written as a place. */
  const asPlace = (i: number) =>
    (tokens[i].joined && PLACE_CONTEXT_WORDS.has(tokens[i - 1]?.raw ?? '')) ||
    (tokens[i].joined &&
      !!tokens[i - 1]?.joined &&
      PLACE_CONTEXT_WORDS.has(tokens[i - 2]?.raw ?? ''))
  for (const variant of names.flatMap((n) => nameVariants(n, business.service))) {
    const single = variant.length === 1
    const short = !fullNames.includes(variant.join(' ')) && placeShaped(variant)
    const letters = variant.join('')
    for (let i = 0; i < tokens.length; i++) {
      const end = matchLettersAt(tokens, i, letters)
      if (end < 0) continue
      if (short && asPlace(i)) continue
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
        if (!followedByService && extendsName(after, after?.joined ?? false) && !branchAfter(end))
          continue
      } else {
        if (extendsName(after, after?.joined ?? false) && !branchAfter(end)) continue
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
