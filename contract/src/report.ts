/**
 * One report of one audit (pure; safe in the browser): the sections every medium shows, in order,
 * computed once from an `AuditResult`, so that the results page, the saved report, the shared
 * page, the PDF and the email tell the same story, each in its own medium (docs/decisions/0105).
 * Every figure is the engine's, read from `scores` and never recounted (docs/decisions/0041).
 *
 * `reportModel(result)` → `ReportModel`:
 * - `business`: name, service, location, website;
 * - `notice`: `simulated` (answers from the built-in simulated assistants: every medium says so on
 *   its first screen or page), `cached` and `auditedAt` (ISO 8601);
 * - `verdict`: `severity`, `banner` (spec §4's text, `severityBanner`), and `summary`, the figures
 *   in an owner's words (`verdictSummary`): how often the business was named and where, by whom,
 *   against whom;
 * - `fixes`: the first fixes made with the result (`result.fixes`; empty for a result made before
 *   they were kept, whose medium may make them itself);
 * - `competitors`: every competitor the answers named, ranked, with the answers naming it and its
 *   share of voice, the business first among equals where it ranks (`isBusiness`);
 * - `sources`: the domains the answers cite, ranked, with how many name the business and how many
 *   a competitor, and whether it is a listing gap;
 * - `knowledge`: per assistant, whether it knows the business (the control question), its answer
 *   and the safe reason of a failed call;
 * - `facts`: 'What the assistants say about you' (`FACTS_HEADING`), the fact check of the answers
 *   that named the business, or null when the audit had no owner's facts (`fact_check` absent):
 *   `{ heading, summary, counts, wrong }`. `summary` is one line in plain words, the engine's counts
 *   as they are ("3 wrong facts in 9 answers that named you; 21 facts were right.", or "No wrong
 *   facts in …" when there are none: `factCheckSummary`); `wrong` every wrong fact in the result's
 *   order (the most serious first), each a `ReportWrongFact`: `label` its kind in words
 *   (`FACT_LABELS`: "Phone number", "Opening hours"…), `assistant`, `stated` (the answer's own
 *   words), `expected` (the business's own value, opening hours in words: `openingHoursText`),
 *   `question`, `sources` (the domains that answer cited, each once with its first URL: where the
 *   wrong fact most likely comes from) and `mostSerious` (a "permanently closed" said of a business
 *   that trades, `isPermanentClosure`).
 *
 * `auditTimeZone(result)` → its market's IANA zone (else 'UTC'); `auditTimeText(iso, zone, style?)` →
 * "November 25, 2026 at 7:00 PM Sydney time" ('medium': "Nov 25, 2026, 7:00 PM Sydney time"):
 * times in the business's own zone, not the server's; `auditZoneText(zone)` → "Sydney time" (how
 * a chart's caption names the zone of its dates).
 *
 * `answerCompetitors(names)` → `{ shown, more }`: one answer's competitors, the first
 * `COMPETITORS_PER_ANSWER` (spec §9) shown and the rest folded ("+2 more"), none left out.
 *
 * Nothing throws: a result with no answers gives a report that says so.
 */
import type { AuditResult, FactCheck, Fix, WrongFact } from './audit'
import { severityBanner } from './copy'
import { isPermanentClosure, OPENING_HOURS_LINE, type FactKind } from './facts'
import type { CitedDomain, ControlAnswer } from './metrics'
import type { Severity } from './vocabulary'

/** A competitor, or the business itself, with the answers naming it and its share of voice. */
export interface ReportCompetitor {
  name: string
  /** Answers naming it (once per answer), every assistant. */
  answers: number
  /** Its share of all business and competitor mentions, 0..1. */
  share: number
  isBusiness: boolean
}

/** What one assistant said when asked about the business by name (the control question). */
export interface ReportKnowledge {
  assistant: string
  /** The assistant named the business in its answer; false when the call failed. */
  knows: boolean
  answer: string
  /** Why the call failed (a safe reason), when it did. */
  error?: string
}

/** The heading of the fact check in every medium. */
export const FACTS_HEADING = 'What the assistants say about you'

/** What a fact is about, in words, as every medium labels a wrong fact. */
export const FACT_LABELS: Record<FactKind, string> = {
  telephone: 'Phone number',
  address: 'Address',
  hours: 'Opening hours',
  status: 'Trading status',
  email: 'Email',
  website: 'Website',
  founded: 'Founding date',
  price: 'Prices',
  service: 'Service',
}

/** How a medium marks the most serious wrong fact (a closure said of a business that trades). */
export const MOST_SERIOUS = 'Most serious'

/** A domain one answer cited, with the first URL of it the answer cited. */
export interface ReportSource {
  domain: string
  url: string
}

/** One wrong fact an assistant stated about the business, and where it was said. */
export interface ReportWrongFact {
  kind: FactKind
  /** The kind in words (`FACT_LABELS`): "Phone number". */
  label: string
  /** The assistant's display name: "ChatGPT". */
  assistant: string
  /** The answer's own words. */
  stated: string
  /** The business's own value (opening hours in words); null when the check gave none. */
  expected: string | null
  /** The question the answer replied to. */
  question: string
  /** The domains the answer cited, each once in the answer's order: where it most likely comes from. */
  sources: ReportSource[]
  /** A "permanently closed" said of a business that trades: the wrong fact that costs most. */
  mostSerious: boolean
}

/** The fact check as the report shows it (module doc). */
export interface ReportFacts {
  heading: string
  summary: string
  counts: Omit<FactCheck, 'wrong_facts'>
  wrong: ReportWrongFact[]
}

export interface ReportModel {
  business: { name: string; service: string; location: string; website: string | null }
  notice: { simulated: boolean; cached: boolean; auditedAt: string }
  verdict: { severity: Severity; banner: string; summary: string }
  fixes: Fix[]
  competitors: ReportCompetitor[]
  sources: CitedDomain[]
  knowledge: ReportKnowledge[]
  /** The fact check; null when the audit had no owner's facts to check. */
  facts: ReportFacts | null
}

/** Competitors shown for one answer before the rest are folded behind "+N more" (spec §9: 3). */
export const COMPETITORS_PER_ANSWER = 3

/**
 * The heading of an audit's fixes in every medium (decision 0105): 'Your first 3 fixes', 'Your
 * first fix' for one. `count`: how many fixes are shown (≥ 1).
 */
export function firstFixesHeading(count: number): string {
  return count === 1 ? 'Your first fix' : `Your first ${count} fixes`
}

/**
 * The competitors one answer names, as a medium shows them: the first `COMPETITORS_PER_ANSWER`,
 * and the rest (shown on demand, or counted: "+2 more"). Never fewer than the answer names.
 */
export function answerCompetitors(names: readonly string[]): { shown: string[]; more: string[] } {
  return {
    shown: names.slice(0, COMPETITORS_PER_ANSWER),
    more: names.slice(COMPETITORS_PER_ANSWER),
  }
}

/**
 * The time zone an audit's times are shown in: its market's (the resolved search location's IANA
 * zone), else 'UTC' (no location was resolved: web search was off).
 */
export function auditTimeZone(result: Pick<AuditResult, 'search_location'>): string {
  const zone: unknown = result.search_location?.timezone
  return typeof zone === 'string' && zone && zoneName(zone) !== null ? zone : 'UTC'
}

/** "Sydney" for 'Australia/Sydney', "New York" for 'America/New_York'; null for a zone Intl does not know. */
function zoneName(zone: string): string | null {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    return null
  }
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ')
}

/**
 * How a zone is named after a time: "Sydney time" for 'Australia/Sydney'; "UTC" for 'UTC' or a
 * zone Intl does not know.
 */
export function auditZoneText(timeZone: string): string {
  const place = timeZone === 'UTC' ? null : zoneName(timeZone)
  return place ? `${place} time` : 'UTC'
}

/**
 * When an audit ran, in its market's time: "November 25, 2026 at 7:00 PM Sydney time"; in UTC
 * ("… 8:00 AM UTC") for 'UTC' or a zone Intl does not know. `iso`: an ISO 8601 time.
 * `dateStyle` 'medium' gives the short form of lists and tables: "Nov 25, 2026, 7:00 PM Sydney time".
 */
export function auditTimeText(
  iso: string,
  timeZone = 'UTC',
  dateStyle: 'long' | 'medium' = 'long',
): string {
  const place = timeZone === 'UTC' ? null : zoneName(timeZone)
  const text = new Intl.DateTimeFormat('en', {
    dateStyle,
    timeStyle: 'short',
    timeZone: place ? timeZone : 'UTC',
  }).format(new Date(iso))
  return place ? `${text} ${place} time` : `${text} UTC`
}

/** "40%": a proportion 0..1 as a whole percentage. */
const pct = (rate: number) => `${Math.round(rate * 100)}%`

/** "A", "A and B", "A, B and C": names in running English ('' for none). */
export const listOf = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** "1 answer", "3 answers". */
const answersCount = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`

/** "#2", "#2.5" (a median over an even count). */
const rank = (position: number) => `#${Number.isInteger(position) ? position : position.toFixed(1)}`

/** "twice", "3 times", "2.5 times" as often: `mine` > 0. */
function timesAsOften(theirs: number, mine: number): string {
  const ratio = Math.round((theirs / mine) * 10) / 10
  return ratio === 2 ? 'twice' : `${ratio} times`
}

/**
 * The figures of `result` in an owner's words, agreeing with every figure the report shows: how
 * often the business was named (answers, rate, median rank when named), by which assistants, and
 * against which competitor (the most named, and how much more often). E.g. "Harbour Dental was
 * named in 8 of 40 answers (20%), usually at #2. Perplexity named it in 4 of 10, ChatGPT in 2 of
 * 10, Claude in 1 of 10 and Gemini in 1 of 10. Sydney Dental Co was named 3 times as often (24
 * answers)."
 */
export function verdictSummary(result: AuditResult): string {
  const { mentions, answers, mention_rate, median_position, competitors } = result.scores.overall
  const business = result.business_name
  if (answers === 0) return `No assistant answered, so ${business}'s visibility is not known yet.`
  const top = competitors[0]
  const asked = result.scores.by_assistant.filter((a) => a.metrics.answers > 0)
  if (mentions === 0) {
    const against = top ? ` ${top.name} was named in ${answersCount(top.answers)}.` : ''
    return `No assistant named ${business} in any of the ${answersCount(answers)}.${against}`
  }
  const where = median_position !== null ? `, usually at ${rank(median_position)}` : ''
  const named = `${business} was named in ${mentions} of ${answersCount(answers)} (${pct(mention_rate.value)})${where}.`
  const naming = asked
    .filter((a) => a.mentions > 0)
    .sort((a, b) => b.mentions / b.answers - a.mentions / a.answers)
    .map(
      (a, i) => `${a.assistant_name}${i === 0 ? ' named it' : ''} in ${a.mentions} of ${a.answers}`,
    )
  const never = asked.filter((a) => a.mentions === 0).map((a) => a.assistant_name)
  const byWhom =
    asked.length > 1
      ? ` ${listOf(naming)}${never.length ? `; ${listOf(never)} never did` : ''}.`
      : ''
  const against = !top
    ? ' No competitor was named.'
    : top.answers > mentions
      ? ` ${top.name} was named ${timesAsOften(top.answers, mentions)} as often (${answersCount(top.answers)}).`
      : top.answers === mentions
        ? ` ${top.name} was named as often.`
        : ` More often than any competitor (${top.name}: ${answersCount(top.answers)}).`
  return `${named}${byWhom}${against}`
}

/** "1 wrong fact", "3 wrong facts": `n` and the noun, plural unless 1. */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The fact check in one line of plain words, its counts as the engine made them (never recounted):
 * "3 wrong facts in 9 answers that named you; 21 facts were right." ("…; 21 facts were right and 2
 * could not be checked."), "No wrong facts in 9 answers that named you; 21 facts were right.", and
 * for none to check "No answer named you, so there were no facts to check."
 */
export function factCheckSummary(check: Omit<FactCheck, 'wrong_facts'>): string {
  const { answers_checked: answers, facts, correct, wrong, unverifiable } = check
  if (answers === 0) return 'No answer named you, so there were no facts to check.'
  const where = `in ${counted(answers, 'answer that named you', 'answers that named you')}`
  if (facts === 0) return `No wrong facts ${where}: they stated no facts about you.`
  const right = `${counted(correct, 'fact was', 'facts were')} right`
  const unchecked = unverifiable > 0 ? ` and ${unverifiable} could not be checked` : ''
  const lead = wrong > 0 ? counted(wrong, 'wrong fact', 'wrong facts') : 'No wrong facts'
  return `${lead} ${where}; ${right}${unchecked}.`
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}

/**
 * Opening hours as an owner reads them: each schema.org line of `text` (`; `-separated, e.g.
 * "Mo-Fr 08:00-18:00; Sa 09:00-12:00") in words, "Monday to Friday 08:00–18:00; Saturday
 * 09:00–12:00". A part that is not such a line is kept as written.
 */
export function openingHoursText(text: string): string {
  return text
    .split('; ')
    .map((line) => {
      if (!OPENING_HOURS_LINE.test(line)) return line
      const [days, times] = line.split(' ')
      const dayText = days
        .split(',')
        .map((d) =>
          d
            .split('-')
            .map((x) => DAY_NAMES[x])
            .join(' to '),
        )
        .join(', ')
      return `${dayText} ${times.replace(/-/g, '–').replace(/,/g, ', ')}`
    })
    .join('; ')
}

/** The domains `citations` name, each once, with the first web (http, https) URL citing it. */
function sourcesOf(citations: WrongFact['citations']): ReportSource[] {
  const seen = new Map<string, string>()
  for (const c of citations ?? [])
    if (!seen.has(c.domain) && /^https?:\/\//i.test(c.url)) seen.set(c.domain, c.url)
  return [...seen].map(([domain, url]) => ({ domain, url }))
}

/** The report's fact check of `result` (module doc); null without `fact_check`. */
export function reportFacts(result: Pick<AuditResult, 'fact_check'>): ReportFacts | null {
  const check = result.fact_check
  if (!check) return null
  const { wrong_facts, ...counts } = check
  return {
    heading: FACTS_HEADING,
    summary: factCheckSummary(counts),
    counts,
    wrong: wrong_facts.map((f) => ({
      kind: f.kind,
      label: FACT_LABELS[f.kind],
      assistant: f.assistant_name,
      stated: f.stated,
      expected: f.expected
        ? f.kind === 'hours'
          ? openingHoursText(f.expected)
          : f.expected
        : null,
      question: f.question,
      sources: sourcesOf(f.citations),
      mostSerious: f.kind === 'status' && isPermanentClosure(f.stated),
    })),
  }
}

/** See module doc. */
export function reportModel(result: AuditResult): ReportModel {
  const overall = result.scores.overall
  const business: ReportCompetitor = {
    name: result.business_name,
    answers: overall.mentions,
    share: overall.share_of_voice,
    isBusiness: true,
  }
  const rivals: ReportCompetitor[] = overall.competitors.map((c) => ({
    name: c.name,
    answers: c.answers,
    share: c.share_of_voice,
    isBusiness: false,
  }))
  const at = rivals.findIndex((c) => c.answers <= business.answers)
  const competitors =
    business.answers === 0
      ? rivals
      : [
          ...rivals.slice(0, at < 0 ? rivals.length : at),
          business,
          ...rivals.slice(at < 0 ? rivals.length : at),
        ]
  return {
    business: {
      name: result.business_name,
      service: result.specialism,
      location: result.location,
      website: result.website,
    },
    notice: {
      simulated: result.simulated,
      cached: result.cached === true,
      auditedAt: result.audited_at ?? result.created_at,
    },
    verdict: {
      severity: result.severity,
      banner: severityBanner(result.severity, result.specialism, result.location),
      summary: verdictSummary(result),
    },
    fixes: result.fixes ?? [],
    competitors,
    sources: overall.top_sources,
    knowledge: (result.control_questions ?? []).map((c: ControlAnswer) => ({
      assistant: c.assistant_name,
      knows: !c.error && c.knows_business,
      answer: c.answer,
      ...(c.error ? { error: c.error } : {}),
    })),
    facts: reportFacts(result),
  }
}
