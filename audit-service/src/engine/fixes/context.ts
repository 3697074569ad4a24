/**
 * What the fix rules share about one audit result, computed once by `buildFixContext`: the
 * business as the result names it, the answers received, the engine's figures and the helpers that
 * pick the places (cited domains with their listing gaps, named directories) a fix can point to.
 *
 * Figures are read from the result (`scores.overall`, `scores.by_assistant[].metrics`), never
 * recounted from the answers: the engine computes them once (`metricsOf`, `tallyNames`,
 * `isBusinessName`, `siteOwnerOf` in engine/scoring.ts; decision docs/decisions/0041). Pure, no
 * I/O; nothing throws.
 */
import type { AssistantAnswer, AuditResult } from '@aivis/contract'
import { getDomainWithoutSuffix } from 'tldts'
import { websiteHost } from '../mentions'
import { citedDomains, compactName, isBusinessName, siteOwnerOf, tallyNames } from '../scoring'

/** A domain the answers cited and the answers citing it (summed over the assistants asked for). */
export interface CitedDomain {
  domain: string
  count: number
}

/**
 * A listing gap of the overall figures (`scores.overall.top_sources[].listing_gap`): a domain cited
 * by answers that named competitors and never the business, with the answers citing it and the
 * assistants whose own cited domains (`by_assistant[].metrics.top_sources`) hold it, in
 * `by_assistant` order.
 */
export interface ListingGap {
  domain: string
  answers: number
  assistants: string[]
}

type AssistantScore = AuditResult['scores']['by_assistant'][number]

/** Everything about one result that the rules and fallbacks read (see `buildFixContext`). */
export interface FixContext {
  readonly result: AuditResult
  /** `business_name` trimmed. */
  readonly business: string
  /** `specialism` trimmed, or "your service". */
  readonly service: string
  /** `location` trimmed, or "your area". */
  readonly location: string
  /** The website's host without "www." (`websiteHost`), null without a website. */
  readonly host: string | null
  /** Every answer of every assistant whose call did not fail. */
  readonly received: AssistantAnswer[]
  /** `scores.overall.answers`: the answers received. */
  readonly total: number
  /** `scores.overall.mentions`: the answers naming the business. */
  readonly mentions: number
  /** `scores.overall.competitors`, most-named first: name and answers naming it. */
  readonly competitors: { name: string; count: number }[]
  /** The business itself under another spelling ("Harbour Dental Pty Ltd", "harbourdental"). */
  readonly isBusiness: (name: string) => boolean
  /**
   * A cited domain worth listing: one a vendor cited as a source of an answer (its citations, never
   * a link written inside an answer's text, which whoever steers an answer can plant:
   * docs/decisions/0102), not the business's own, not one that looks like a competitor's.
   */
  readonly usefulDomain: (domain: string) => boolean
  /** The overall listing gaps worth listing (`usefulDomain`), most-cited first. */
  readonly listingGaps: ListingGap[]
  /**
   * True for an assistant whose answers were made with a web search it actually ran
   * (`metrics.searched_answers` > 0): it cites the pages it finds.
   */
  readonly searches: (score: AssistantScore) => boolean
  /** The received answers of the assistants with these ids. */
  readonly answersOf: (ids: ReadonlySet<string>) => AssistantAnswer[]
  /** Directories these answers named (`answers[].sources`), most-named first, the business never. */
  readonly namedSources: (answers: AssistantAnswer[]) => string[]
  /**
   * Useful domains cited by the assistants with these ids (`by_assistant[].metrics.top_sources`),
   * answers summed, most-cited first (ties: alphabetical).
   */
  readonly citedDomains: (ids: ReadonlySet<string>) => CitedDomain[]
}

/** A domain's name without its suffix, letters and digits only ("yelp.com.au" → "yelp"). */
const domainLabel = (domain: string) =>
  (getDomainWithoutSuffix(domain) ?? domain).replace(/[^a-z0-9]/gi, '').toLowerCase()

const looksLikeDomain = (s: string) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(s)

/** A domain by its label, a name compacted: "Yelp" and "yelp.com" are one place. */
const placeKey = (place: string) =>
  looksLikeDomain(place) ? domainLabel(place) : compactName(place)

/** The first `max` places, a directory named and cited ("Yelp", "yelp.com") once. */
export function firstDistinct(places: string[], max: number): string[] {
  const out: string[] = []
  const keys = new Set<string>()
  for (const place of places) {
    const key = placeKey(place)
    if (!key || keys.has(key)) continue
    keys.add(key)
    out.push(place)
    if (out.length === max) break
  }
  return out
}

/** Domains cited by the assistants in `ids`, answers summed, useful ones only, most-cited first. */
function citedDomainsOf(
  result: AuditResult,
  ids: ReadonlySet<string>,
  useful: (domain: string) => boolean,
): CitedDomain[] {
  const counts = new Map<string, number>()
  for (const s of result.scores.by_assistant)
    if (ids.has(s.assistant))
      for (const { domain, answers } of s.metrics.top_sources)
        counts.set(domain, (counts.get(domain) ?? 0) + answers)
  return [...counts.entries()]
    .filter(([domain]) => useful(domain))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([domain, count]) => ({ domain, count }))
}

/** The `FixContext` of one result (see its fields); reads only the result, never throws. */
export function buildFixContext(result: AuditResult): FixContext {
  const business = result.business_name.trim()
  const service = result.specialism.trim() || 'your service'
  const location = result.location.trim() || 'your area'
  const host = websiteHost(result.website)
  const identity = { names: [business], website: result.website, service }
  const isBusiness = (name: string) => isBusinessName(name, identity)
  const received = result.discovery_queries_results.flatMap((q) =>
    q.answers.filter((a) => !a.error),
  )
  // The engine's figures (scores.overall), never recounted here.
  const overall = result.scores.overall
  const competitors = overall.competitors.map((c) => ({ name: c.name, count: c.answers }))
  const owners = { host, names: [business], competitors: competitors.map((c) => c.name) }
  // The domains the vendors cited, normalised as the figures' `top_sources` are.
  const vendorCited = new Set(received.flatMap((a) => citedDomains('', a.citations)))
  const usefulDomain = (domain: string) =>
    vendorCited.has(domain) && siteOwnerOf(domain, owners) === null
  const listingGaps = overall.top_sources
    .filter((s) => s.listing_gap && usefulDomain(s.domain))
    .map((s) => ({
      domain: s.domain,
      answers: s.answers,
      assistants: result.scores.by_assistant
        .filter((a) => a.metrics.top_sources.some((t) => t.domain === s.domain))
        .map((a) => a.assistant_name),
    }))
  return {
    result,
    business,
    service,
    location,
    host,
    received,
    total: overall.answers,
    mentions: overall.mentions,
    competitors,
    isBusiness,
    usefulDomain,
    listingGaps,
    searches: (score) => score.metrics.searched_answers > 0,
    answersOf: (ids) => received.filter((a) => ids.has(a.assistant)),
    namedSources: (answers) =>
      tallyNames(
        answers.map((a) => a.sources ?? []),
        isBusiness,
      ).map((s) => s.name),
    citedDomains: (ids) => citedDomainsOf(result, ids, usefulDomain),
  }
}
