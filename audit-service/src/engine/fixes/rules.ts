/**
 * The rules behind the audit's first fixes, as data: `FIX_RULES` in impact order (most impactful
 * first), then `FALLBACKS`, generic but specific to the result, with the fixes that make each one
 * redundant (`skipIf`). `firstFixes` (index.ts) gives the fixes of the rules that apply, in this
 * order, then the fallbacks not skipped, cut to `n`. Each rule's docstring says when it fires and
 * what it says.
 *
 * Texts use only what the result holds (business name, service, location, assistants, competitor
 * names, cited domains and named directories, counts); nothing about the business is invented.
 * Pure, no I/O; nothing throws.
 */
import type { AuditResult, WrongFact } from '@aivis/contract'
import { accessFixes } from './access'
import { type FixContext, firstDistinct } from './context'
import { type Fix, listOf, plural } from './text'

/**
 * A rule: when `applies(ctx)`, `build(ctx)` gives its fixes, in order. Most rules give one fix,
 * whose id is the rule's id; a rule may give several (`listings`: one per group of assistants),
 * each with one of the ids in `gives`.
 */
export interface FixRule {
  /** Stable id of the rule, unique among `FIX_RULES` and `FALLBACKS`. */
  id: string
  /** The ids of the fixes `build` can give. */
  gives: readonly string[]
  applies(ctx: FixContext): boolean
  /** The rule's fixes, in order; called only when `applies(ctx)`. */
  build(ctx: FixContext): Fix[]
}

/** A fallback: one fix, given unless a fix with its id or one of `skipIf` is already chosen. */
export interface Fallback {
  /** Stable id of the fallback and of its fix. */
  id: string
  /** Fix ids that already cover this fallback. */
  skipIf: readonly string[]
  build(ctx: FixContext): Fix
}

type AssistantScore = AuditResult['scores']['by_assistant'][number]

/** How many listing-gap domains the `listing-gaps` fix names. */
const GAP_DOMAINS = 3

/**
 * Rule 1, `listing-gaps`: the overall cited domains hold listing gaps (`scores.overall.top_sources`
 * with `listing_gap`: answers citing them named competitors and never the business; the business's
 * own site and competitors' sites are never gaps): get listed on the first three, most-cited first,
 * saying how many answers cited each and which assistants (those whose own cited domains hold it).
 */
const listingGaps: FixRule = {
  id: 'listing-gaps',
  gives: ['listing-gaps'],
  applies: (ctx) => ctx.listingGaps.length > 0,
  build: ({ listingGaps: gaps, business, service, location }) => {
    const top = gaps.slice(0, GAP_DOMAINS)
    const domains = listOf(top.map((g) => g.domain))
    const cited = top.map(
      (g) =>
        `${g.domain} (${plural(g.answers, 'answer')}${
          g.assistants.length ? `, by ${listOf(g.assistants)}` : ''
        })`,
    )
    return [
      {
        id: 'listing-gaps',
        title: `Get listed on ${domains}`,
        why: `The answers that cited ${listOf(cited)} named competitors but never ${business}.`,
        how: `Create or claim a complete ${business} listing on ${domains}, describing it as ${service} in ${location}, with the same name, address and phone as your website, and ask customers to review you there.`,
      },
    ]
  },
}

/** Assistants of one kind that answered and never named the business, and their answers summed. */
interface AbsentGroup {
  search: boolean
  list: AssistantScore[]
  missing: number
}

/**
 * Rule 2's groups: recall then search assistants, the one missing more answers first; no search
 * group when the `listing-gaps` fix already says where the searches look.
 */
function absentGroups(ctx: FixContext): AbsentGroup[] {
  const absent = ctx.result.scores.by_assistant.filter((s) => s.answers > 0 && s.mentions === 0)
  return [
    { search: false, list: absent.filter((s) => !ctx.searches(s)) },
    { search: true, list: ctx.listingGaps.length ? [] : absent.filter((s) => ctx.searches(s)) },
  ]
    .filter((g) => g.list.length > 0)
    .map((g) => ({ ...g, missing: g.list.reduce((sum, s) => sum + s.answers, 0) }))
    .sort((a, b) => b.missing - a.missing || Number(a.search) - Number(b.search))
}

/** What rule 2's two fixes say about a group: who, how many of their answers, where they cite. */
function groupFacts(ctx: FixContext, group: AbsentGroup) {
  const ids = new Set<string>(group.list.map((s) => s.assistant))
  const names = listOf(group.list.map((s) => s.assistant_name))
  const one = group.list.length === 1
  const none = `${names} named ${ctx.business} in none of ${one ? 'its' : 'their'} ${plural(
    group.missing,
    'answer',
  )} about ${ctx.service} in ${ctx.location}`
  return { ids, names, one, none, domains: ctx.citedDomains(ids) }
}

/** Rule 2 for search assistants: get listed on the domains they cited and directories they named. */
function listingsCited(ctx: FixContext, group: AbsentGroup): Fix {
  const { business, service, location } = ctx
  const { ids, names, one, none, domains } = groupFacts(ctx, group)
  const places = firstDistinct(
    [...domains.map((d) => d.domain), ...ctx.namedSources(ctx.answersOf(ids))],
    3,
  )
  const cited = domains.slice(0, 3).map((d) => `${d.domain} (${plural(d.count, 'answer')})`)
  return {
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
  }
}

/** Rule 2 for recall assistants: identical details on the directories the answers named. */
function listingsDirectories(ctx: FixContext, group: AbsentGroup): Fix {
  const { business, service, location } = ctx
  const { ids, one, none, domains } = groupFacts(ctx, group)
  const places = firstDistinct(
    [
      ...ctx.namedSources(ctx.answersOf(ids)),
      ...ctx.namedSources(ctx.received),
      ...domains.map((d) => d.domain),
    ],
    3,
  )
  return {
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
  }
}

/**
 * Rule 2, `listings-cited` / `listings-directories`: an assistant that answered named the business
 * in none of its answers. Search assistants (any whose answers were made with a web search it
 * actually ran, `metrics.searched_answers` > 0) → `listings-cited`: get listed or mentioned on the
 * domains their answers cited (`by_assistant[].metrics.top_sources`), then the directories their
 * answers named (`answers[].sources`); the business's own site and domains that look like a
 * competitor's are left out; not given when rule 1 (`listing-gaps`) fired, which already names
 * where the searches look. Recall assistants (no search: they answer from what many sources say
 * about a business) → `listings-directories`: the same name, address and phone on the directories
 * their answers named (then those any assistant named, then their cited domains). One fix per
 * group; the group with more answers missing the business comes first (ties: recall first).
 */
const listings: FixRule = {
  id: 'listings',
  gives: ['listings-cited', 'listings-directories'],
  applies: (ctx) => absentGroups(ctx).length > 0,
  build: (ctx) =>
    absentGroups(ctx).map((group) =>
      group.search ? listingsCited(ctx, group) : listingsDirectories(ctx, group),
    ),
}

/**
 * Rule 3, `competitor-proof`: the competitor named in the most answers (`scores.overall.competitors`:
 * once per answer, names compared normalised, the business itself never counted) was named in at
 * least 2 answers and at least twice as often as the business: study and match its proof signals
 * (reviews, directory listings, comparison pages), naming it (and the runner-up).
 */
const competitorProof: FixRule = {
  id: 'competitor-proof',
  gives: ['competitor-proof'],
  applies: ({ competitors: [top], mentions }) =>
    !!top && top.count >= 2 && top.count >= 2 * mentions,
  build: ({ competitors: [top, second], business, service, location, total, mentions }) => {
    const others = second ? `, ${second.name} in ${second.count}` : ''
    return [
      {
        id: 'competitor-proof',
        title: `Match the proof that gets ${top.name} recommended`,
        why: `${top.name} was named in ${top.count} of ${plural(total, 'answer')}${others}; ${business} in ${mentions}.`,
        how: `Look at ${top.name}'s reviews (how many, how recent, what they mention), the directories that list them and any "best ${service} in ${location}" or comparison pages that feature them. Get ${business} the same signals, then publish your own comparison page for ${service} in ${location}.`,
      },
    ]
  },
}

/** The control answers (no error) that did not name the business. */
const unknownTo = (ctx: FixContext) =>
  (ctx.result.control_questions ?? []).filter((c) => !c.error && !c.knows_business)

/**
 * Rule 4, `entity`: an assistant answered the control question ("What do you know about
 * {business} in {location}?") without naming the business (`control_questions[].knows_business`
 * false, no error): build the entity (Google Business Profile, a factual "About" page written like
 * an encyclopedia entry, the same description everywhere).
 */
const entity: FixRule = {
  id: 'entity',
  gives: ['entity'],
  applies: (ctx) => unknownTo(ctx).length > 0,
  build: (ctx) => {
    const unknown = unknownTo(ctx)
    const names = listOf(unknown.map((c) => c.assistant_name))
    const one = unknown.length === 1
    const { business } = ctx
    return [
      {
        id: 'entity',
        title: `Teach ${names} who ${business} is`,
        why: `Asked "${unknown[0].question}", ${names} did not name ${business}: ${
          one ? 'it does' : 'they do'
        } not seem to know the business yet.`,
        how: `Claim and complete your Google Business Profile, publish an "About" page written like an encyclopedia entry (what ${business} does, where, since when, who runs it) and use the same description on every profile and directory.`,
      },
    ]
  },
}

/**
 * Rule 5, `website-cited`: the result has a website and no answer linked to or cited it (the own-site
 * citation rate `scores.overall.citation_rate.value` is 0 over n ≥ 1 answers): LocalBusiness
 * JSON-LD and one clear "{service} in {location}" page, naming the useful domains cited instead.
 */
const websiteCited: FixRule = {
  id: 'website-cited',
  gives: ['website-cited'],
  applies: ({ host, result: { scores } }) =>
    !!host && scores.overall.citation_rate.n > 0 && scores.overall.citation_rate.value === 0,
  build: ({ host, service, location, usefulDomain, result: { scores } }) => {
    const overall = scores.overall
    const rate = overall.citation_rate
    const instead = overall.top_sources
      .map((s) => s.domain)
      .filter(usefulDomain)
      .slice(0, 3)
    return [
      {
        id: 'website-cited',
        title: `Make ${host} easy for assistants to cite`,
        why: `None of the ${plural(rate.n, 'answer')} linked to or cited ${host}${
          instead.length ? `; they cited ${listOf(instead)} instead` : ''
        }.`,
        how: `Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: ${location}) to your pages and publish one clear page for "${service} in ${location}" that says what you do, where, for whom and how to book.`,
      },
    ]
  },
}

/**
 * Rule 6, `keep-proof-fresh`: severity STRONG or an overall mention rate (`scores.mention_rate`)
 * of at least 0.6: keep reviews, profile and listings current.
 */
const keepProofFresh: FixRule = {
  id: 'keep-proof-fresh',
  gives: ['keep-proof-fresh'],
  applies: ({ result }) => result.severity === 'STRONG' || result.scores.mention_rate >= 0.6,
  build: ({ business, service, location, total, mentions, result }) => [
    {
      id: 'keep-proof-fresh',
      title: `Keep ${business}'s proof fresh`,
      why: `Assistants named ${business} in ${mentions} of ${plural(total, 'answer')} (${Math.round(
        result.scores.mention_rate * 100,
      )}%). Staying there takes recent reviews and current listings.`,
      how: `Ask every happy customer for a review that mentions ${service} and ${location}, post to your Google Business Profile every month, keep listings current and re-run this audit monthly to catch a slip early.`,
    },
  ],
}

/** What each kind of fact is called in words, and its schema.org property on the website. */
const FACT_WORDS: Record<WrongFact['kind'], { words: string; property: string }> = {
  telephone: { words: 'phone number', property: 'telephone' },
  address: { words: 'address', property: 'address' },
  hours: { words: 'opening hours', property: 'openingHours' },
  status: { words: 'trading status', property: 'openingHours' },
  email: { words: 'email address', property: 'email' },
  website: { words: 'website address', property: 'url' },
  founded: { words: 'founding year', property: 'foundingDate' },
  price: { words: 'prices', property: 'priceRange' },
  service: { words: 'services', property: 'makesOffer' },
}

/** How a wrong fact reads in a fix: `ChatGPT said "(02) 9555 0132" (yours: +61 2 9555 0123)`. */
const saidWrong = (f: WrongFact) =>
  `${f.assistant_name} said "${f.stated}"${f.expected ? ` (yours: ${f.expected})` : ''}`

/**
 * Rule 0, `wrong-facts` (decision 0114): the fact check found wrong facts about the business
 * (`fact_check.wrong_facts`, the most serious first: a closure, then telephone, address, hours):
 * correct them where the assistants read them, naming up to three of them with the assistant
 * that said each and the business's own value, the domains the answers with wrong facts cited
 * (where they most likely come from; the business's own site and competitors' never), and the
 * schema.org properties to add to the website's structured data. A closure said of an open
 * business gets its own title. Comes before every other fix: a wrong phone number or "permanently
 * closed" loses the customers the other fixes bring.
 */
const wrongFacts: FixRule = {
  id: 'wrong-facts',
  gives: ['wrong-facts'],
  applies: ({ result }) => (result.fact_check?.wrong_facts.length ?? 0) > 0,
  build: ({ result, business, host, isBusiness }) => {
    const wrong = result.fact_check!.wrong_facts
    const closed = wrong[0].kind === 'status' && wrong[0].expected === 'open'
    const kinds = [...new Set(wrong.map((f) => f.kind))]
    // The vendors' own citations of those answers (never links inside an answer's text), the
    // business's own site left out.
    const cited = [
      ...new Set(
        wrong
          .flatMap((f) => (f.citations ?? []).map((c) => c.domain))
          .filter((d) => d !== host && !(host && d.endsWith(`.${host}`)) && !isBusiness(d)),
      ),
    ].slice(0, 3)
    const assistants = [...new Set(wrong.map((f) => f.assistant_name))]
    const properties = [...new Set(kinds.map((k) => FACT_WORDS[k].property))]
    const words = listOf(kinds.map((k) => FACT_WORDS[k].words))
    return [
      {
        id: 'wrong-facts',
        title: closed
          ? `Tell the assistants ${business} is open`
          : `Correct the ${words} ${listOf(assistants)} ${assistants.length === 1 ? 'gives' : 'give'} for ${business}`,
        why: `${plural(wrong.length, 'wrong fact')} about ${business}: ${wrong
          .slice(0, 3)
          .map(saidWrong)
          .join('; ')}${wrong.length > 3 ? '; and more in the report' : ''}.`,
        how: `${
          cited.length
            ? `Update your ${words} on ${listOf(cited)}, the sources those answers cited, and on your Google Business Profile`
            : `Update your ${words} on your Google Business Profile and every directory that lists ${business}`
        }; add ${listOf(properties)} to your site's structured data (LocalBusiness JSON-LD) so the right ${
          kinds.length === 1 ? 'value is' : 'values are'
        } stated where assistants read it.`,
      },
    ]
  },
}

/** The fixes of the site access check with strong evidence that they matter. */
const STRONG_ACCESS_FIXES = [
  'search-crawlers',
  'robots-error',
  'rendered-by-script',
  'facts-in-page',
]

/**
 * Rule 0b, `site-access` (decision 0114): the audit's site access check (`site_access`,
 * extract/access.ts) found what keeps assistants from reading the site, with strong evidence that
 * it matters: search crawlers blocked by robots.txt, a robots.txt answering with a server error, a
 * page drawn by scripts, or the owner's facts missing from the HTML as served. Its fixes
 * (`accessFixes`) come right after the wrong facts; the weaker points (structured data, sitemap,
 * training crawlers) stay in the report.
 */
const siteAccess: FixRule = {
  id: 'site-access',
  gives: STRONG_ACCESS_FIXES,
  applies: ({ result }) =>
    !!result.site_access &&
    accessFixes(result.site_access).some((f) => STRONG_ACCESS_FIXES.includes(f.id)),
  build: ({ result }) =>
    accessFixes(result.site_access!).filter((f) => STRONG_ACCESS_FIXES.includes(f.id)),
}

/** The rules, in impact order (most impactful first). */
export const FIX_RULES: readonly FixRule[] = [
  wrongFacts,
  siteAccess,
  listingGaps,
  listings,
  competitorProof,
  entity,
  websiteCited,
  keepProofFresh,
]

/**
 * Up to two directories any answer named, for the review and details fallbacks; Google's own
 * places left out, since both texts already name the Google review page or Business Profile
 * ("your Google review page (and Google Maps)" would name one place twice).
 */
const reviewSites = (ctx: FixContext) =>
  ctx
    .namedSources(ctx.received)
    .filter((name) => !/^google\b/i.test(name.trim()))
    .slice(0, 2)

/**
 * The fallbacks, in order: `answer-questions` (an FAQ answering the audit's own questions),
 * `reviews` (reviews naming the service and the location), `structured-data` (not after
 * `website-cited`), `consistent-details` (not after `listings-directories`).
 */
export const FALLBACKS: readonly Fallback[] = [
  {
    id: 'answer-questions',
    skipIf: [],
    build: ({ business, service, location, total, mentions, result }) => {
      const questions = result.questions_and_answers.map((q) => q.question).filter(Boolean)
      const examples = questions.slice(0, 2).map((q) => `"${q}"`)
      return {
        id: 'answer-questions',
        title: `Answer the questions people ask about ${service} in ${location}`,
        why: `Assistants answer from pages that answer the question directly${
          total > 0
            ? `; ${business} was left out of ${total - mentions} of ${plural(total, 'answer')}`
            : ''
        }.`,
        how: `Add an FAQ to your ${service} page that answers the audit's questions in plain words${
          examples.length ? `, such as ${listOf(examples)}` : ''
        }, with your location, prices or price ranges and proof (reviews, years in business).`,
      }
    },
  },
  {
    id: 'reviews',
    skipIf: [],
    build: (ctx) => {
      const sites = reviewSites(ctx)
      return {
        id: 'reviews',
        title: `Collect reviews that mention ${ctx.service} in ${ctx.location}`,
        why: `Assistants repeat what reviews say; reviews naming the service and the place tie ${ctx.business} to questions like these.`,
        how: `After each job, send a short link to your Google review page${
          sites.length ? ` (and ${listOf(sites)})` : ''
        } asking what you did and where, and reply to every review.`,
      }
    },
  },
  {
    id: 'structured-data',
    skipIf: ['website-cited'],
    build: ({ business, location, host }) => ({
      id: 'structured-data',
      title: `Describe ${business} in structured data`,
      why: `LocalBusiness JSON-LD states your name, address, phone and service in a form search engines and assistants read directly.`,
      how: `Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: ${location}) to your ${
        host ?? 'website'
      } pages and check it with a rich-results test.`,
    }),
  },
  {
    id: 'consistent-details',
    skipIf: ['listings-directories'],
    build: (ctx) => {
      const sites = reviewSites(ctx)
      return {
        id: 'consistent-details',
        title: `Make ${ctx.business}'s name, address and phone identical everywhere`,
        why: `Assistants trust businesses that many sources describe the same way.`,
        how: `Check your Google Business Profile${
          sites.length ? `, ${listOf(sites)}` : ''
        } and your social profiles: same name, address, phone and website, the service called "${ctx.service}", old or duplicate listings removed.`,
      }
    },
  },
]
