/**
 * The first things a business should do after its audit ("your first 3 fixes" of the results
 * email), derived from the `AuditResult` alone, deterministically: the same result always gives the
 * same fixes in the same order. Texts use only what the result holds (business name, service,
 * location, assistants, competitor names, cited domains and named directories, counts); nothing
 * about the business is invented.
 *
 * `firstFixes(result, n = 3)` → `Fix[]` ({ id, title, why, how }): the fixes of the rules below that
 * fire, in rule order (most impactful first), then the fallbacks, cut to `n`. It returns `n` fixes
 * whenever `n` ≤ the rules that fire plus the fallbacks not already covered (always ≥ 4).
 *
 * Counts are over the answers received (failed calls excluded), every sample of every assistant.
 * Assistants: Perplexity and Gemini search the web and cite what they read ("search assistants");
 * ChatGPT and Claude mostly answer from what many sources say about a business ("recall
 * assistants").
 *
 * Rules, in order:
 * 1. `listings-cited` / `listings-directories` — an assistant that answered named the business in
 *    none of its answers. Search assistants (Perplexity, Gemini) → `listings-cited`: get listed or
 *    mentioned on the domains their answers cited (`by_assistant[].metrics.top_sources`), then the
 *    directories their answers named (`answers[].sources`); the business's own site and domains that
 *    look like a competitor's are left out. Recall assistants (ChatGPT, Claude) →
 *    `listings-directories`: the same name, address and phone on the directories their answers
 *    named (then those any assistant named, then their cited domains). One fix per group; the group
 *    with more answers missing the business comes first (ties: recall first).
 * 2. `competitor-proof` — the competitor named in the most answers (once per answer, names
 *    compared normalised, the business itself never counted) was named in at least 2 answers and at
 *    least twice as often as the business: study and match its proof signals (reviews, directory
 *    listings, comparison pages), naming it (and the runner-up).
 * 3. `entity` — an assistant answered the control question ("What do you know about {business} in
 *    {location}?") without naming the business (`control_questions[].knows_business` false, no
 *    error): build the entity (Google Business Profile, a factual "About" page written like an
 *    encyclopedia entry, the same description everywhere).
 * 4. `website-cited` — the result has a website and no answer linked to or cited it
 *    (`scores.overall.citation_rate` 0 over at least one answer): LocalBusiness JSON-LD and one clear
 *    "{service} in {location}" page.
 * 5. `keep-proof-fresh` — severity STRONG or an overall mention rate of at least 0.6: keep reviews,
 *    profile and listings current.
 *
 * Fallbacks, in order, each skipped when a rule above already covers it:
 * `answer-questions` (an FAQ answering the audit's own questions), `reviews` (reviews naming the
 * service and the location), `structured-data` (not after `website-cited`), `consistent-details`
 * (not after `listings-directories`).
 *
 * Pure function, no I/O; nothing throws (empty or partial results give fallbacks).
 */
import type { AssistantAnswer, AssistantId, AuditResult } from '@aivis/contract'
import { getDomainWithoutSuffix } from 'tldts'
import { websiteHost } from './mentions'
import { compactName, isBusinessName, tallyNames } from './scoring'

export interface Fix {
  /** Stable id of the rule that made it (see module doc). */
  id: string
  title: string
  /** What in the result shows the need. */
  why: string
  /** What to do. */
  how: string
}

/** Assistants that search the web and cite what they read. */
const SEARCH_ASSISTANTS: readonly AssistantId[] = ['perplexity', 'gemini']

/** "A", "A and B", "A, B and C". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

/** A domain's name without its suffix, letters and digits only ("yelp.com.au" → "yelp"). */
const domainLabel = (domain: string) =>
  (getDomainWithoutSuffix(domain) ?? domain).replace(/[^a-z0-9]/gi, '').toLowerCase()

const looksLikeDomain = (s: string) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(s)

export function firstFixes(result: AuditResult, n = 3): Fix[] {
  const want = Math.max(0, Math.floor(Number.isFinite(n) ? n : 0))
  if (want === 0) return []

  const business = result.business_name.trim()
  const service = result.specialism.trim() || 'your service'
  const location = result.location.trim() || 'your area'
  const businessCompact = compactName(business)
  const host = websiteHost(result.website)
  const identity = { names: [business], website: result.website, service }
  /** The business itself under another spelling ("Harbour Dental Pty Ltd", "harbourdental"). */
  const isBusiness = (name: string) => isBusinessName(name, identity)

  const received: AssistantAnswer[] = result.discovery_queries_results.flatMap((q) =>
    q.answers.filter((a) => !a.error),
  )
  // The engine's figures (scores.overall), never recounted here.
  const overall = result.scores.overall
  const total = overall.answers
  const mentions = overall.mentions
  const competitors = overall.competitors.map((c) => ({ name: c.name, count: c.answers }))
  const competitorCompacts = competitors
    .map((c) => compactName(c.name))
    .filter((c) => c.length >= 4)

  /** A cited domain worth listing: not the business's own, not one that looks like a competitor's. */
  const usefulDomain = (domain: string): boolean => {
    if (host && (domain === host || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`)))
      return false
    const label = domainLabel(domain)
    if (label.length >= 4 && label === businessCompact) return false
    return !competitorCompacts.some(
      (c) => c === label || (label.length >= 5 && (c.includes(label) || label.includes(c))),
    )
  }

  const answersOf = (ids: Set<string>) => received.filter((a) => ids.has(a.assistant))
  const namedSources = (answers: AssistantAnswer[]) =>
    tallyNames(
      answers.map((a) => a.sources ?? []),
      isBusiness,
    ).map((s) => s.name)
  const citedDomains = (ids: Set<string>) => {
    const counts = new Map<string, number>()
    for (const s of result.scores.by_assistant)
      if (ids.has(s.assistant))
        for (const { domain, answers } of s.metrics.top_sources)
          counts.set(domain, (counts.get(domain) ?? 0) + answers)
    return [...counts.entries()]
      .filter(([domain]) => usefulDomain(domain))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([domain, count]) => ({ domain, count }))
  }
  /** A domain by its label, a name compacted: "Yelp" and "yelp.com" are one place. */
  const placeKey = (place: string) =>
    looksLikeDomain(place) ? domainLabel(place) : compactName(place)
  /** The first `max` places, a directory named and cited ("Yelp", "yelp.com") once. */
  const firstDistinct = (places: string[], max: number) => {
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

  const fixes: { fix: Fix; rank: number }[] = []

  // Rule 1: assistants that never named the business.
  const absent = result.scores.by_assistant.filter((s) => s.answers > 0 && s.mentions === 0)
  const groups = [
    { search: false, list: absent.filter((s) => !SEARCH_ASSISTANTS.includes(s.assistant)) },
    { search: true, list: absent.filter((s) => SEARCH_ASSISTANTS.includes(s.assistant)) },
  ]
    .filter((g) => g.list.length > 0)
    .map((g) => ({ ...g, missing: g.list.reduce((sum, s) => sum + s.answers, 0) }))
    .sort((a, b) => b.missing - a.missing || Number(a.search) - Number(b.search))
  for (const group of groups) {
    const ids = new Set<string>(group.list.map((s) => s.assistant))
    const names = listOf(group.list.map((s) => s.assistant_name))
    const one = group.list.length === 1
    const none = `${names} named ${business} in none of ${one ? 'its' : 'their'} ${plural(
      group.missing,
      'answer',
    )} about ${service} in ${location}`
    const domains = citedDomains(ids)
    if (group.search) {
      const places = firstDistinct(
        [...domains.map((d) => d.domain), ...namedSources(answersOf(ids))],
        3,
      )
      const cited = domains.slice(0, 3).map((d) => `${d.domain} (${plural(d.count, 'answer')})`)
      fixes.push({
        rank: 1,
        fix: {
          id: 'listings-cited',
          title: places.length
            ? `Get listed where ${names} ${one ? 'looks' : 'look'}: ${listOf(places)}`
            : `Get found by the web searches ${names} ${one ? 'makes' : 'make'}`,
          why: cited.length
            ? `${none}. ${one ? 'It' : 'They'} cited ${listOf(cited)}.`
            : places.length
              ? `${none}. ${one ? 'It' : 'They'} pointed people to ${listOf(places)}.`
              : `${none}. ${one ? 'It searches' : 'They search'} the web before answering, so ${
                  one ? 'it' : 'they'
                } can only name businesses the pages ${one ? 'it finds' : 'they find'} mention.`,
          how: places.length
            ? `Create or claim a complete ${business} listing or mention on ${listOf(
                places,
              )}, describing it as ${service} in ${location}, with the same name, address and phone as your website, and ask customers to review you there.`
            : `Claim your Google Business Profile and list ${business} on the main directories for ${service} in ${location}, with the same name, address and phone everywhere.`,
        },
      })
    } else {
      const places = firstDistinct(
        [
          ...namedSources(answersOf(ids)),
          ...namedSources(received),
          ...domains.map((d) => d.domain),
        ],
        3,
      )
      fixes.push({
        rank: 1,
        fix: {
          id: 'listings-directories',
          title: places.length
            ? `Make ${business}'s details identical on ${listOf(places)}`
            : `Make ${business}'s name, address and phone identical everywhere`,
          why: `${none}. ${
            one ? 'It recommends' : 'They recommend'
          } businesses that many sources describe the same way${
            places.length ? `; the answers pointed people to ${listOf(places)}` : ''
          }.`,
          how: `List ${business} on ${
            places.length ? listOf(places) : 'your Google Business Profile and the main directories'
          } with exactly the same name, address, phone and website as on your site, call the service "${service}" and the area "${location}", and remove old or duplicate listings.`,
        },
      })
    }
  }

  // Rule 2: a competitor named far more often than the business.
  const [top, second] = competitors
  if (top && top.count >= 2 && top.count >= 2 * mentions) {
    const others = second ? `, ${second.name} in ${second.count}` : ''
    fixes.push({
      rank: 2,
      fix: {
        id: 'competitor-proof',
        title: `Match the proof that gets ${top.name} recommended`,
        why: `${top.name} was named in ${top.count} of ${plural(total, 'answer')}${others}; ${business} in ${mentions}.`,
        how: `Look at ${top.name}'s reviews (how many, how recent, what they mention), the directories that list them and any "best ${service} in ${location}" or comparison pages that feature them. Get ${business} the same signals, then publish your own comparison page for ${service} in ${location}.`,
      },
    })
  }

  // Rule 3: the control question shows an assistant does not know the business.
  const unknown = (result.control_questions ?? []).filter((c) => !c.error && !c.knows_business)
  if (unknown.length > 0) {
    const names = listOf(unknown.map((c) => c.assistant_name))
    const one = unknown.length === 1
    fixes.push({
      rank: 3,
      fix: {
        id: 'entity',
        title: `Teach ${names} who ${business} is`,
        why: `Asked "${unknown[0].question}", ${names} did not name ${business}: ${
          one ? 'it does' : 'they do'
        } not seem to know the business yet.`,
        how: `Claim and complete your Google Business Profile, publish an "About" page written like an encyclopedia entry (what ${business} does, where, since when, who runs it) and use the same description on every profile and directory.`,
      },
    })
  }

  // Rule 4: the business's website is never cited.
  if (host && overall.answers > 0 && overall.citation_rate === 0) {
    const instead = overall.top_sources
      .map((s) => s.domain)
      .filter(usefulDomain)
      .slice(0, 3)
    fixes.push({
      rank: 4,
      fix: {
        id: 'website-cited',
        title: `Make ${host} easy for assistants to cite`,
        why: `None of the ${plural(overall.answers, 'answer')} linked to or cited ${host}${
          instead.length ? `; they cited ${listOf(instead)} instead` : ''
        }.`,
        how: `Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: ${location}) to your pages and publish one clear page for "${service} in ${location}" that says what you do, where, for whom and how to book.`,
      },
    })
  }

  // Rule 5: already named often.
  const rate = result.scores.mention_rate
  if (result.severity === 'STRONG' || rate >= 0.6) {
    fixes.push({
      rank: 5,
      fix: {
        id: 'keep-proof-fresh',
        title: `Keep ${business}'s proof fresh`,
        why: `Assistants named ${business} in ${mentions} of ${plural(total, 'answer')} (${Math.round(
          rate * 100,
        )}%). Staying there takes recent reviews and current listings.`,
        how: `Ask every happy customer for a review that mentions ${service} and ${location}, post to your Google Business Profile every month, keep listings current and re-run this audit monthly to catch a slip early.`,
      },
    })
  }

  const chosen = fixes.sort((a, b) => a.rank - b.rank).map((f) => f.fix)
  const has = (id: string) => chosen.some((f) => f.id === id)

  // Fallbacks: generic but specific to the result.
  const questions = result.questions_and_answers.map((q) => q.question).filter(Boolean)
  const examples = questions.slice(0, 2).map((q) => `"${q}"`)
  const missed = total - mentions
  const reviewSites = namedSources(received).slice(0, 2)
  const fallbacks: Fix[] = [
    {
      id: 'answer-questions',
      title: `Answer the questions people ask about ${service} in ${location}`,
      why: `Assistants answer from pages that answer the question directly${
        total > 0 ? `; ${business} was left out of ${missed} of ${plural(total, 'answer')}` : ''
      }.`,
      how: `Add an FAQ to your ${service} page that answers the audit's questions in plain words${
        examples.length ? `, such as ${listOf(examples)}` : ''
      }, with your location, prices or price ranges and proof (reviews, years in business).`,
    },
    {
      id: 'reviews',
      title: `Collect reviews that mention ${service} in ${location}`,
      why: `Assistants repeat what reviews say; reviews naming the service and the place tie ${business} to questions like these.`,
      how: `After each job, send a short link to your Google review page${
        reviewSites.length ? ` (and ${listOf(reviewSites)})` : ''
      } asking what you did and where, and reply to every review.`,
    },
    {
      id: 'structured-data',
      title: `Describe ${business} in structured data`,
      why: `LocalBusiness JSON-LD states your name, address, phone and service in a form search engines and assistants read directly.`,
      how: `Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: ${location}) to your ${
        host ?? 'website'
      } pages and check it with a rich-results test.`,
    },
    {
      id: 'consistent-details',
      title: `Make ${business}'s name, address and phone identical everywhere`,
      why: `Assistants trust businesses that many sources describe the same way.`,
      how: `Check your Google Business Profile${
        reviewSites.length ? `, ${listOf(reviewSites)}` : ''
      } and your social profiles: same name, address, phone and website, the service called "${service}", old or duplicate listings removed.`,
    },
  ]
  for (const fix of fallbacks) {
    if (chosen.length >= want) break
    if (has(fix.id)) continue
    if (fix.id === 'structured-data' && has('website-cited')) continue
    if (fix.id === 'consistent-details' && has('listings-directories')) continue
    chosen.push(fix)
  }
  return chosen.slice(0, want)
}
