/**
 * What /audit-results shows, read from an `AuditResult` (pure, safe in the browser). Every figure
 * (mentions, mention rate, share of voice, ranked competitors, positions, informative and citation
 * rates, cited domains) is the engine's, read from `scores` and never recomputed here, so the page,
 * the results email and the CMS record agree (docs/decisions/0041).
 *
 * - `assistantViews(result)` → one `AssistantView` per assistant asked, in the result's order: its
 *   ten answers (the first sample of each question: question id, question, answer, mentioned,
 *   competitors, cited sources, how the answer was made, the business's rank in it, error), and
 *   from `scores.by_assistant[].metrics`: `answers` received over every sample (failed calls
 *   excluded), `mentions`, `mentionRate` (0..1) with its 95% `interval`, average and median
 *   position, citation rate, searched answers and its top `TOP_COMPETITORS` competitors.
 *   `available` = at least one of its listed answers was received; an unavailable assistant has
 *   `unavailableReason`, the safe reason its calls failed with. `webSearchOffered` = at least one
 *   of its answers was asked with the vendor's web search tool.
 * - `overallView(result, views)` → the all-assistants view the page opens on (docs/decisions/0110):
 *   `scores.overall`'s figures in the hero's shape (`HeroFigures`), the assistants that answered
 *   (`askedWhom`), and per question (`QuestionRow`) each assistant's outcome (named and where,
 *   not named, or no answer) and every competitor any of them named.
 * - `answerAnchor(assistant, question)` → the id of one assistant's answer on the page.
 * - `shareOfVoice(result, max)` → the business and its top `max` competitors with `mentions`
 *   (answers naming them, all assistants, once per answer) and `share` (0..1) of all name mentions,
 *   from `scores.overall`.
 * - Formatting for the page (the product's own wording, not the spec's): `percent`, `rateRange`,
 *   `positionLabel`, `placeName`, `searchLine`, `searchModeLabel`, `dateTimeLabel`, `askedAtLabel`,
 *   `safeHref`.
 */
import {
  TOP_COMPETITORS,
  type AnswerProvenance,
  type AssistantId,
  type AuditResult,
  type CitedSource,
  type Rate,
  type SearchLocation,
} from '@aivis/contract'

export interface AnswerView {
  id: number
  question: string
  answer: string
  mentioned: boolean
  competitors: string[]
  /** The model that answered. */
  model: string
  /** The sources the vendor cited, in the assistant's order (empty when none). */
  citations: CitedSource[]
  /** How the answer was made: surface, whether the vendor searched, location sent, when. */
  provenance: AnswerProvenance
  /** The business's rank among the businesses the answer names (1 = first); null when not named. */
  position: number | null
  error?: string
}

export interface AssistantView {
  id: AssistantId
  name: string
  model: string
  available: boolean
  unavailableReason?: string
  answers: number
  mentions: number
  mentionRate: number
  /** The 95% interval of the mention rate. */
  interval: { low: number; high: number }
  averagePosition: number | null
  /** Median rank of the business in the answers naming it; null when never named. */
  medianPosition: number | null
  /** Answers citing the business's own site / answers, with its 95% interval. */
  citationRate: Rate
  /** Answers made with a web search the vendor actually ran. */
  searchedAnswers: number
  /** At least one listed answer was asked with the vendor's web search tool. */
  webSearchOffered: boolean
  topCompetitors: string[]
  items: AnswerView[]
}

/**
 * The figures a results hero shows, for one assistant (`AssistantView`) or for all of them
 * (`OverallView`).
 */
export type HeroFigures = Pick<
  AssistantView,
  | 'name'
  | 'available'
  | 'unavailableReason'
  | 'answers'
  | 'mentions'
  | 'mentionRate'
  | 'interval'
  | 'medianPosition'
  | 'searchedAnswers'
  | 'webSearchOffered'
  | 'topCompetitors'
>

/** One assistant's outcome for one question (its first sample, as listed). */
export interface QuestionOutcome {
  assistant: AssistantId
  name: string
  /** 'named' (with `position`), 'not named', or 'no answer' (the call failed; not scored). */
  outcome: 'named' | 'not named' | 'no answer'
  position: number | null
}

/** One question across every assistant: each one's outcome and every competitor they named. */
export interface QuestionRow {
  id: number
  question: string
  outcomes: QuestionOutcome[]
  /** Every competitor any assistant named in its answer, in order of first appearance. */
  competitors: string[]
}

/** The all-assistants view: the overall figures, who was asked, and each question's row. */
export interface OverallView extends HeroFigures {
  id: 'all'
  /** The assistants that answered, in the result's order ("ChatGPT, Claude and Gemini"). */
  askedWhom: string[]
  questions: QuestionRow[]
}

/** The tab of the all-assistants view. */
export const ALL_ASSISTANTS = 'all'

/** The all-assistants view's name where an assistant's would be ("What AI Assistants Say…"). */
export const ALL_ASSISTANTS_NAME = 'AI Assistants'

export function overallView(result: AuditResult, views: AssistantView[]): OverallView {
  const overall = result.scores.overall
  const answered = views.filter((v) => v.available)
  const questions: QuestionRow[] = result.discovery_queries_results.map((q) => {
    const outcomes: QuestionOutcome[] = []
    const competitors: string[] = []
    for (const v of views) {
      const item = v.items.find((i) => i.id === q.id)
      if (!item) continue
      outcomes.push({
        assistant: v.id,
        name: v.name,
        outcome: item.error ? 'no answer' : item.mentioned ? 'named' : 'not named',
        position: item.error || !item.mentioned ? null : item.position,
      })
      for (const c of item.competitors) if (!competitors.includes(c)) competitors.push(c)
    }
    return { id: q.id, question: q.question, outcomes, competitors }
  })
  return {
    id: ALL_ASSISTANTS,
    name: ALL_ASSISTANTS_NAME,
    available: answered.length > 0,
    ...(answered.length === 0 ? { unavailableReason: 'no assistant answered' } : {}),
    answers: overall.answers,
    mentions: overall.mentions,
    mentionRate: overall.mention_rate.value,
    interval: { low: overall.mention_rate.low, high: overall.mention_rate.high },
    medianPosition: overall.median_position,
    searchedAnswers: overall.searched_answers,
    webSearchOffered: views.some((v) => v.webSearchOffered),
    topCompetitors: result.summary.top_competitors.slice(0, TOP_COMPETITORS),
    askedWhom: answered.map((v) => v.name),
    questions,
  }
}

/** The element id of `assistant`'s answer to question `question` on the results page. */
export const answerAnchor = (assistant: AssistantId, question: number) =>
  `answer-${assistant}-${question}`

export interface VoiceShare {
  name: string
  isBusiness: boolean
  mentions: number
  share: number
}

const NO_RATE: Rate = { value: 0, low: 0, high: 1, n: 0 }

export function assistantViews(result: AuditResult): AssistantView[] {
  const order = result.scores.by_assistant.map((s) => s.assistant)
  for (const q of result.discovery_queries_results)
    for (const a of q.answers) if (!order.includes(a.assistant)) order.push(a.assistant)
  return order.map((id) => {
    const items: AnswerView[] = []
    let name = ''
    let model = ''
    for (const q of result.discovery_queries_results) {
      // The first sample of each question is the one listed; every sample counts in the figures.
      const a = q.answers.find((answer) => answer.assistant === id && (answer.sample ?? 1) === 1)
      if (!a) continue
      name ||= a.assistant_name
      model ||= a.model
      items.push({
        id: q.id,
        question: q.question,
        answer: a.answer,
        mentioned: !a.error && a.mentioned_you,
        competitors: a.error ? [] : a.competitors_mentioned,
        model: a.model,
        citations: a.error ? [] : (a.citations ?? []),
        provenance: a.provenance,
        position: a.error ? null : a.position,
        ...(a.error ? { error: a.error } : {}),
      })
    }
    const score = result.scores.by_assistant.find((s) => s.assistant === id)
    const metrics = score?.metrics
    const received = items.filter((i) => !i.error)
    const firstError = items.find((i) => i.error)?.error
    return {
      id,
      name: name || score?.assistant_name || id,
      model: model || score?.model || '',
      available: received.length > 0,
      ...(received.length === 0 ? { unavailableReason: firstError ?? 'no answer' } : {}),
      answers: metrics?.answers ?? 0,
      mentions: metrics?.mentions ?? 0,
      mentionRate: metrics?.mention_rate.value ?? 0,
      interval: { low: metrics?.mention_rate.low ?? 0, high: metrics?.mention_rate.high ?? 1 },
      averagePosition: metrics?.average_position ?? null,
      medianPosition: metrics?.median_position ?? null,
      citationRate: metrics?.citation_rate ?? NO_RATE,
      searchedAnswers: metrics?.searched_answers ?? 0,
      webSearchOffered: items.some((i) => i.provenance.surface === 'api_web_search'),
      topCompetitors: (metrics?.competitors ?? []).slice(0, TOP_COMPETITORS).map((c) => c.name),
      items,
    }
  })
}

export function shareOfVoice(result: AuditResult, max = TOP_COMPETITORS): VoiceShare[] {
  const overall = result.scores.overall
  return [
    {
      name: result.business_name,
      isBusiness: true,
      mentions: overall.mentions,
      share: overall.share_of_voice,
    },
    ...overall.competitors.slice(0, max).map((c) => ({
      name: c.name,
      isBusiness: false,
      mentions: c.answers,
      share: c.share_of_voice,
    })),
  ]
}

/** "42%" for 0.42 (whole percent). */
export const percent = (value: number) => `${Math.round(value * 100)}%`

/** "95% range 11–60%": a rate's 95% interval in whole percent. */
export const rateRange = (rate: Pick<Rate, 'low' | 'high'>) =>
  `95% range ${percent(rate.low)}–${percent(rate.high)}`

/** How many of a rate's `n` answers it counts (value × n, rounded: the engine's successes). */
export const rateCount = (rate: Rate) => Math.round(rate.value * rate.n)

/** "#2" for rank 2, "#3.5" for a median between 3 and 4. */
export const positionLabel = (position: number) =>
  `#${Number.isInteger(position) ? position : position.toFixed(1).replace(/\.0$/, '')}`

/**
 * A resolved search location as a visitor reads it: "Sydney, New South Wales, AU" (city, region,
 * ISO country code, the parts known); null when the gazetteer resolved none of them.
 */
export function placeName(location: SearchLocation): string | null {
  const parts = [location.city, location.region, location.country].filter(
    (p): p is string => !!p && p.trim() !== '',
  )
  return parts.length > 0 ? parts.join(', ') : null
}

/**
 * The hero's line on where `view`'s answers were searched from: `where` is "Web search off" when
 * the audit did not offer web search; "{assistant} answered without web search" when none of its
 * answers was asked with the tool; otherwise "Searched from {place}" (or, for a place the
 * gazetteer did not resolve, without a location); `used` then says how many of its answers
 * actually searched ("web search used in 8 of 10 answers"), null otherwise.
 */
export function searchLine(
  result: AuditResult,
  view: HeroFigures,
): { where: string; used: string | null } {
  if (!result.web_search) return { where: 'Web search off', used: null }
  if (!view.webSearchOffered)
    return {
      where:
        view.name === ALL_ASSISTANTS_NAME
          ? 'The assistants answered without web search'
          : `${view.name} answered without web search`,
      used: null,
    }
  const loc = result.search_location
  const place = loc ? placeName(loc) : null
  const where = place
    ? `Searched from ${place}`
    : loc?.query
      ? `Searched without a set location ("${loc.query}" was not recognised as a place)`
      : 'Searched without a set location'
  return {
    where,
    used:
      view.answers > 0
        ? `web search used in ${view.searchedAnswers} of ${view.answers} answers`
        : null,
  }
}

/**
 * How an answer was asked: "Web search" only when the vendor actually searched (`searched`);
 * "Web search offered, not used" when the tool was offered and the vendor answered without it;
 * "No web search" when it was not offered.
 */
export function searchModeLabel(provenance: AnswerProvenance): string {
  if (provenance.searched) return 'Web search'
  return provenance.surface === 'api_web_search' ? 'Web search offered, not used' : 'No web search'
}

/**
 * The visitor's locale and IANA time zone for dates on the page; unset, the runtime's own. The
 * server renders the results with the browser's (server/resultsView.server.tsx), so that its HTML
 * and the browser's hydration give the same text.
 */
export interface DateDisplay {
  locale?: string
  timeZone?: string
}

/** `date` as a medium date and short time ("Nov 24, 2026, 8:11 PM" in en-US) for `display`. */
export function dateTimeLabel(date: Date, display: DateDisplay = {}): string {
  return new Intl.DateTimeFormat(display.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: display.timeZone,
  }).format(date)
}

/** When an answer was asked (`dateTimeLabel`); the raw text if unparseable. */
export function askedAtLabel(askedAt: string, display?: DateDisplay): string {
  const date = new Date(askedAt)
  if (Number.isNaN(date.getTime())) return askedAt
  return dateTimeLabel(date, display)
}

/** Longest address shown for a source without a title, in characters (the link keeps it whole). */
const SOURCE_LABEL_MAX = 60

/**
 * A cited source's link text: its title, or for an untitled source its address without the scheme
 * and `www.`, cut to `SOURCE_LABEL_MAX` characters with "…".
 */
export function sourceLabel(source: Pick<CitedSource, 'url' | 'title'>): string {
  const title = source.title?.trim()
  if (title) return title
  const bare = source.url.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/^www\./i, '')
  return bare.length > SOURCE_LABEL_MAX ? `${bare.slice(0, SOURCE_LABEL_MAX - 1)}…` : bare
}

/** `url` when it is an http(s) address (a link may be followed), otherwise null. */
export function safeHref(url: string): string | null {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? url : null
  } catch {
    return null
  }
}
