/**
 * The audit's figures and its verdict, as pure functions (docs/decisions/0016, 0049).
 *
 * - `wilsonInterval(successes, n)` → `{ low, high }`: the 95% Wilson score interval of a proportion
 *   (0..1). With n = 0 it is the whole range [0, 1]. Wilson rather than the normal approximation
 *   because audits have few answers (10 to 40) and rates near 0, where the normal interval breaks.
 * - `severityOf(successes, n)`: STRONG when the interval's centre is 0.6 or more (the centre is
 *   the rate pulled towards 1/2 by little evidence, so one lucky answer of three is not STRONG;
 *   with 40 answers it is within 0.05 of the raw rate); LOW only when the business was named in
 *   fewer than 1 answer in 10 (`LOW_BELOW`), because spec §4's LOW banner says "You are missing";
 *   MODERATE ("You appear sometimes") otherwise (docs/decisions/0109). `firm` says whether the
 *   whole interval lies inside that band (LOW below 0.1, MODERATE to 0.6, STRONG from 0.6): the
 *   verdict would not change with more answers.
 * - `verdictOf(metrics)`: the audit's verdict, `severityOf` over the mention rate, except that LOW
 *   becomes INCONCLUSIVE (never firm) when the informative rate's value is below
 *   `INFORMATIVE_MIN` (1/2): most answers named no business at all, so they cannot show that the
 *   business is missing (docs/decisions/0049). MODERATE and STRONG are never changed.
 * - `rateOf(successes, n)` → `{ value, low, high, n }` (value = successes / n, 0 when n = 0).
 * - `positionOf(answer, businessNames, competitors)` → the business's rank among the names in an
 *   answer (1 = named first), by first occurrence in the text; null when it does not occur.
 * - `answerPosition(answer, business)` → the rank recorded on each answer (`position`): null unless
 *   the answer names the business; the business under another spelling is not a competitor ahead
 *   of itself. An answer that names the business only through its website has no rank (null).
 * - `citedDomains(answer, citations)` → the hosts of the links and bare URLs in the answer plus the
 *   vendor's citations' domains, each once, `www.` dropped, in order of appearance.
 * - `siteOwnerOf(domain, owners)` → 'business' when the domain is the business's own site (its
 *   host, a subdomain or a parent of it, or a domain whose name is the business's compacted name),
 *   'competitor' when its name is (or, from 5 letters, contains or is contained in) a competitor's
 *   compacted name of 4+ letters, else null. Such sites are never listing gaps: nobody gets listed
 *   on them.
 *
 * - `tallyNames(lists, exclude?)` → names ranked by the lists (answers) naming them, each name once
 *   per list, spelling variants merged by `normalizeName` ("Pure Motion Pty Ltd" = "PURE MOTION"),
 *   shown as first written, ties by first appearance; names `exclude` accepts are left out. The one
 *   ranking of the product: competitors, named directories.
 * - `isBusinessName(name, business)` → the name is the business itself under another spelling
 *   ("Harbour Dental Pty Ltd", "harbourdental", one of its aliases).
 * - `metricsOf(answers, business, topSources = 10)` → the `Metrics` of `@aivis/contract` over the
 *   given answers (one assistant's, or all), every figure of the audit:
 *   - `answers`, `mentions`, `mention_rate` (mentions / answers with its 95% interval and n);
 *   - `share_of_voice` (business mentions / business + competitor mentions, each name once per
 *     answer) and the ranked `competitors` with their share of voice;
 *   - `informative_rate`: answers naming any business (the business or a competitor) / answers,
 *     with its interval;
 *   - `average_position` and `median_position` of the business's rank over the answers naming it
 *     (the median of an even count is the mean of the middle two), null when it is never ranked;
 *   - `citation_rate`: answers citing the business's own site (a link or bare URL in the text, or a
 *     vendor citation, on its host or a subdomain) / answers, with its interval; 0 over n without a
 *     website;
 *   - `searched_answers`: answers for which the vendor actually ran a web search;
 *   - `top_sources`: the cited domains (`citedDomains`), ranked by the answers citing each, ties by
 *     first appearance, cut to `topSources`; of those answers, `business_answers` name the business
 *     and `competitor_answers` name a competitor; `listing_gap` when competitor_answers > 0 and
 *     business_answers = 0, a vendor cited the domain as a source (a link only written in an
 *     answer's text is never one: docs/decisions/0102) and it is nobody's own site (`siteOwnerOf`). The business's own
 *     domain stays in the ranking (it is cited, and `citation_rate` counts it) but is never a
 *     listing gap.
 *   The results page, the email, the fixes and the CMS record read these figures and never
 *   recompute them (docs/decisions/0041).
 *
 * Errors: none; inputs out of range are clamped (successes to 0..n).
 */
import { getDomainWithoutSuffix } from 'tldts'
import { hostOf, type CitedSource, type Metrics, type Severity } from '@aivis/contract'
import { mentionsBusiness, normalizeName } from './mentions'

/** z for a two-sided 95% interval. */
const Z = 1.959964

export interface Interval {
  low: number
  high: number
}

export function wilsonInterval(successes: number, n: number, z = Z): Interval {
  if (n <= 0) return { low: 0, high: 1 }
  const k = Math.min(Math.max(successes, 0), n)
  const p = k / n
  const z2 = z * z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/** Below this mention rate the business is missing from the answers: LOW (decision 0109). */
export const LOW_BELOW = 0.1
/** From this interval centre the business appears frequently: STRONG (decisions 0003, 0016). */
export const STRONG_FROM = 0.6

/** Band of a rate in 0..1: LOW < 0.1 ≤ MODERATE < 0.6 ≤ STRONG. */
export function bandOf(rate: number): Severity {
  if (rate >= STRONG_FROM) return 'STRONG'
  if (rate >= LOW_BELOW) return 'MODERATE'
  return 'LOW'
}

export function severityOf(successes: number, n: number): { severity: Severity; firm: boolean } {
  const { low, high } = wilsonInterval(successes, n)
  const raw = n > 0 ? successes / n : 0
  const severity: Severity =
    (low + high) / 2 >= STRONG_FROM ? 'STRONG' : raw < LOW_BELOW ? 'LOW' : 'MODERATE'
  return { severity, firm: bandOf(low) === severity && bandOf(high - 1e-9) === severity }
}

/**
 * Below this informative rate (answers naming any business / answers), a LOW verdict is
 * INCONCLUSIVE (docs/decisions/0049).
 */
export const INFORMATIVE_MIN = 0.5

/**
 * The verdict of an audit from its overall figures (module doc; docs/decisions/0016, 0049):
 * `severityOf(mentions, answers)`, with LOW turned into INCONCLUSIVE (firm false) when
 * `informative_rate.value` < `INFORMATIVE_MIN`.
 */
export function verdictOf(metrics: Pick<Metrics, 'mentions' | 'answers' | 'informative_rate'>): {
  severity: Severity
  firm: boolean
} {
  const verdict = severityOf(metrics.mentions, metrics.answers)
  if (verdict.severity === 'LOW' && metrics.informative_rate.value < INFORMATIVE_MIN)
    return { severity: 'INCONCLUSIVE', firm: false }
  return verdict
}

export interface Rate extends Interval {
  /** successes / n, 0..1 (0 when n = 0). */
  value: number
  /** The number of answers the rate rests on. */
  n: number
}

export function rateOf(successes: number, n: number): Rate {
  return { value: n > 0 ? successes / n : 0, ...wilsonInterval(successes, n), n }
}

/** First index of any of `names` in `text` as a whole phrase (case-insensitive), or -1. */
function firstIndex(text: string, names: string[]): number {
  const lower = text.toLowerCase()
  let best = -1
  for (const name of names) {
    const needle = name.trim().toLowerCase()
    if (!needle) continue
    let from = 0
    for (;;) {
      const i = lower.indexOf(needle, from)
      if (i < 0) break
      const before = i === 0 ? '' : lower[i - 1]
      const after = lower[i + needle.length] ?? ''
      if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) {
        if (best < 0 || i < best) best = i
        break
      }
      from = i + 1
    }
  }
  return best
}

export function positionOf(
  answer: string,
  businessNames: string[],
  competitors: string[],
): number | null {
  const mine = firstIndex(answer, businessNames)
  if (mine < 0) return null
  const before = competitors.filter((c) => {
    const i = firstIndex(answer, [c])
    return i >= 0 && i < mine
  })
  return before.length + 1
}

const URL_PATTERN = /\bhttps?:\/\/([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?(?:[/?#][^\s)\]]*)?/gi

/** A host as the figures compare it: lower case, no `www.`, no port, no trailing dot. */
const domainOf = (host: string) => hostOf(host).split(':')[0].replace(/\.$/, '')

export function citedDomains(answer: string, citations: readonly CitedSource[] = []): string[] {
  const hosts = new Set<string>()
  const add = (host: string) => {
    const domain = domainOf(host)
    if (domain) hosts.add(domain)
  }
  for (const match of answer.matchAll(URL_PATTERN)) add(match[1])
  for (const citation of citations) add(citation.domain || citation.url)
  return [...hosts]
}

/** A name and the number of answers (lists) naming it. */
export interface NameCount {
  name: string
  answers: number
}

/** The one key two spellings of a name share ("The Acme Co." and "ACME" → "acme"). */
const nameKey = (name: string) => normalizeName(name) || name.trim().toLowerCase()

export function tallyNames(lists: string[][], exclude?: (name: string) => boolean): NameCount[] {
  const stats = new Map<string, { name: string; answers: number; first: number }>()
  let order = 0
  for (const list of lists) {
    const seen = new Set<string>()
    for (const raw of list) {
      const name = raw.trim()
      const key = nameKey(name)
      if (!key || seen.has(key) || exclude?.(name)) continue
      seen.add(key)
      const s = stats.get(key)
      if (s) s.answers++
      else stats.set(key, { name, answers: 1, first: order++ })
    }
  }
  return [...stats.values()]
    .sort((a, b) => b.answers - a.answers || a.first - b.first)
    .map(({ name, answers }) => ({ name, answers }))
}

/** Letters and digits only: "Smith Plumbing" and "smithplumbing.com" compare equal. */
export const compactName = (s: string) => normalizeName(s).replace(/ /g, '')

/** The business an audit is about: its names (name first, then aliases), website and service. */
export interface BusinessIdentity {
  names: string[]
  website: string | null
  service: string
}

export function isBusinessName(name: string, business: BusinessIdentity): boolean {
  const key = normalizeName(name)
  if (!key) return false
  const compact = compactName(name)
  for (const own of business.names)
    if (key === normalizeName(own) || (compact && compact === compactName(own))) return true
  return mentionsBusiness(name, {
    name: business.names[0] ?? '',
    website: business.website,
    aliases: business.names.slice(1),
    service: business.service,
  })
}

/** What `answerPosition` reads of one answer. */
export interface PositionInput {
  text: string
  mentioned: boolean
  competitors: string[]
}

export function answerPosition(answer: PositionInput, business: BusinessIdentity): number | null {
  if (!answer.mentioned) return null
  const others = answer.competitors.filter((c) => !isBusinessName(c, business))
  return positionOf(answer.text, business.names, others)
}

/** Whose own site a domain is, for `siteOwnerOf`: the business's host and names, the competitors. */
export interface SiteOwners {
  /** The business's website host without `www.` (`websiteHost`), null without a website. */
  host: string | null
  /** The business's names (name first, then aliases). */
  names: string[]
  /** Competitor names. */
  competitors: string[]
}

/** A domain's name without its suffix, letters and digits only ("yelp.com.au" → "yelp"). */
const domainLabel = (domain: string) =>
  (getDomainWithoutSuffix(domain) ?? domain).replace(/[^a-z0-9]/gi, '').toLowerCase()

export function siteOwnerOf(domain: string, owners: SiteOwners): 'business' | 'competitor' | null {
  const { host } = owners
  if (host && (domain === host || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`)))
    return 'business'
  const label = domainLabel(domain)
  if (label.length >= 4 && owners.names.some((n) => compactName(n) === label)) return 'business'
  const taken = owners.competitors.map(compactName).filter((c) => c.length >= 4)
  if (
    taken.some(
      (c) => c === label || (label.length >= 5 && (c.includes(label) || label.includes(c))),
    )
  )
    return 'competitor'
  return null
}

/** One scored answer, as the engine has it after detection. */
export interface ScoredAnswer {
  text: string
  mentioned: boolean
  competitors: string[]
  /** The sources the vendor cited beside the text (each URL once). */
  citations?: readonly CitedSource[]
  /** True when the vendor actually ran a web search for this answer. */
  searched?: boolean
  /** The business's rank already recorded on the answer (`answerPosition`); computed when absent. */
  position?: number | null
}

/** `host` is the business's own host or one of its subdomains. */
const isOwnDomain = (domain: string, host: string) => domain === host || domain.endsWith(`.${host}`)

/** The mean of the middle one or two of `values`; null when empty. */
function medianOf(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One cited domain while counting: answers citing it, of them naming the business / a competitor. */
interface DomainTally {
  answers: number
  business: number
  competitor: number
  first: number
}

export function metricsOf(
  answers: ScoredAnswer[],
  business: BusinessIdentity & { host: string | null },
  topSources = 10,
): Metrics {
  const n = answers.length
  // Each answer's competitors without the business under another spelling: computed once here.
  const theirs = answers.map((a) => a.competitors.filter((c) => !isBusinessName(c, business)))
  const mentions = answers.filter((a) => a.mentioned).length
  const informative = answers.filter((a, i) => a.mentioned || theirs[i].length > 0).length
  const competitors = tallyNames(theirs)
  const competitorMentions = competitors.reduce((sum, c) => sum + c.answers, 0)
  const allMentions = mentions + competitorMentions
  const shareOf = (count: number) => (allMentions > 0 ? count / allMentions : 0)
  const positions = answers
    .map((a, i) =>
      a.position !== undefined
        ? a.mentioned
          ? a.position
          : null
        : answerPosition({ ...a, competitors: theirs[i] }, business),
    )
    .filter((p): p is number => p !== null)

  const domains = new Map<string, DomainTally>()
  // Domains a vendor cited as a source (not only linked in an answer's text): docs/decisions/0102.
  const vendorCited = new Set<string>()
  let citing = 0
  answers.forEach((answer, i) => {
    for (const domain of citedDomains('', answer.citations)) vendorCited.add(domain)
    const cited = citedDomains(answer.text, answer.citations)
    if (business.host && cited.some((d) => isOwnDomain(d, business.host!))) citing++
    for (const domain of cited) {
      const t = domains.get(domain) ?? {
        answers: 0,
        business: 0,
        competitor: 0,
        first: domains.size,
      }
      t.answers++
      if (answer.mentioned) t.business++
      if (theirs[i].length > 0) t.competitor++
      domains.set(domain, t)
    }
  })
  const owners: SiteOwners = {
    host: business.host,
    names: business.names,
    competitors: competitors.map((c) => c.name),
  }

  return {
    answers: n,
    mentions,
    mention_rate: rateOf(mentions, n),
    share_of_voice: shareOf(mentions),
    competitors: competitors.map((c) => ({ ...c, share_of_voice: shareOf(c.answers) })),
    informative_rate: rateOf(informative, n),
    average_position: positions.length
      ? positions.reduce((sum, p) => sum + p, 0) / positions.length
      : null,
    median_position: medianOf(positions),
    citation_rate: rateOf(business.host ? citing : 0, n),
    searched_answers: answers.filter((a) => a.searched === true).length,
    top_sources: [...domains.entries()]
      .sort(([, a], [, b]) => b.answers - a.answers || a.first - b.first)
      .slice(0, topSources)
      .map(([domain, t]) => ({
        domain,
        answers: t.answers,
        business_answers: t.business,
        competitor_answers: t.competitor,
        listing_gap:
          t.competitor > 0 &&
          t.business === 0 &&
          vendorCited.has(domain) &&
          !siteOwnerOf(domain, owners),
      })),
  }
}
