/**
 * The audit's figures and its verdict, as pure functions (docs/decisions/0003).
 *
 * - `wilsonInterval(successes, n)` → `{ low, high }`: the 95% Wilson score interval of a proportion
 *   (0..1). With n = 0 it is the whole range [0, 1]. Wilson rather than the normal approximation
 *   because audits have few answers (10 to 40) and rates near 0, where the normal interval breaks.
 * - `severityOf(successes, n)`: the verdict from the interval, not the raw rate: the band (LOW below
 *   0.3, MODERATE from 0.3, STRONG from 0.6) that holds the interval's centre. The centre is the
 *   rate pulled towards 1/2 by little evidence, so one lucky answer of three is not STRONG and 0 of
 *   2 is not a confident LOW; with 40 answers it is within 0.05 of the raw rate. `firm` says whether
 *   the whole interval lies inside that band (the verdict would not change with more answers).
 * - `rateOf(successes, n)` → `{ value, low, high, n }` (value = successes / n, 0 when n = 0).
 * - `positionOf(answer, businessNames, competitors)` → the business's rank among the names in an
 *   answer (1 = named first), by first occurrence in the text; null when it does not occur.
 * - `citedDomains(answer, citations)` → the registrable-looking hosts of the links and bare URLs in
 *   the answer plus the vendor's citation URLs, each once, `www.` dropped.
 *
 * - `tallyNames(lists, exclude?)` → names ranked by the lists (answers) naming them, each name once
 *   per list, spelling variants merged by `normalizeName` ("Pure Motion Pty Ltd" = "PURE MOTION"),
 *   shown as first written, ties by first appearance; names `exclude` accepts are left out. The one
 *   ranking of the product: competitors, named directories.
 * - `isBusinessName(name, business)` → the name is the business itself under another spelling
 *   ("Harbour Dental Pty Ltd", "harbourdental", one of its aliases).
 * - `metricsOf(answers, business)` → the `Metrics` of `@aivis/contract` over the given answers
 *   (one assistant's, or all): mentions and mention rate with interval, share of voice, the ranked
 *   competitors with their share of voice, average position, citation rate of the business's
 *   website, top cited domains. The results page, the email, the fixes and the CMS record read
 *   these figures and never recompute them (docs/decisions/0041).
 *
 * Errors: none; inputs out of range are clamped (successes to 0..n).
 */
import { hostOf, type Metrics, type Severity } from '@aivis/contract'
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

/** Band of a rate in 0..1: LOW < 0.3 ≤ MODERATE < 0.6 ≤ STRONG. */
export function bandOf(rate: number): Severity {
  if (rate >= 0.6) return 'STRONG'
  if (rate >= 0.3) return 'MODERATE'
  return 'LOW'
}

export function severityOf(successes: number, n: number): { severity: Severity; firm: boolean } {
  const { low, high } = wilsonInterval(successes, n)
  const severity = bandOf((low + high) / 2)
  return { severity, firm: bandOf(low) === severity && bandOf(high - 1e-9) === severity }
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

export function citedDomains(answer: string, citations: string[] = []): string[] {
  const hosts = new Set<string>()
  const add = (host: string) => hosts.add(hostOf(host).replace(/\.$/, ''))
  for (const match of answer.matchAll(URL_PATTERN)) add(match[1])
  for (const url of citations) {
    try {
      add(new URL(url).hostname)
    } catch {
      /* not a URL: ignored */
    }
  }
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

/** One scored answer, as the engine has it after detection. */
export interface ScoredAnswer {
  text: string
  mentioned: boolean
  competitors: string[]
  /** Citation URLs the vendor returned beside the text (Perplexity, Gemini grounding). */
  citations?: string[]
}

/** `host` is the business's own host or one of its subdomains. */
const isOwnDomain = (domain: string, host: string) => domain === host || domain.endsWith(`.${host}`)

export function metricsOf(
  answers: ScoredAnswer[],
  business: BusinessIdentity & { host: string | null },
  topSources = 5,
): Metrics {
  const n = answers.length
  const mentions = answers.filter((a) => a.mentioned).length
  const competitors = tallyNames(
    answers.map((a) => a.competitors),
    (name) => isBusinessName(name, business),
  )
  const competitorMentions = competitors.reduce((sum, c) => sum + c.answers, 0)
  const allMentions = mentions + competitorMentions
  const shareOf = (count: number) => (allMentions > 0 ? count / allMentions : 0)
  const positions = answers
    .filter((a) => a.mentioned)
    .map((a) => positionOf(a.text, business.names, a.competitors))
    .filter((p): p is number => p !== null)
  const sources = new Map<string, number>()
  let citing = 0
  for (const answer of answers) {
    const domains = citedDomains(answer.text, answer.citations)
    if (business.host && domains.some((d) => isOwnDomain(d, business.host!))) citing++
    for (const domain of domains) sources.set(domain, (sources.get(domain) ?? 0) + 1)
  }
  return {
    answers: n,
    mentions,
    mention_rate: rateOf(mentions, n),
    share_of_voice: shareOf(mentions),
    competitors: competitors.map((c) => ({ ...c, share_of_voice: shareOf(c.answers) })),
    average_position: positions.length
      ? positions.reduce((sum, p) => sum + p, 0) / positions.length
      : null,
    citation_rate: n && business.host ? citing / n : 0,
    top_sources: [...sources.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, topSources)
      .map(([domain, count]) => ({ domain, answers: count })),
  }
}
