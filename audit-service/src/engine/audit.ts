/**
 * The audit engine: asks every configured assistant the ten discovery questions concurrently and
 * assembles the result of spec §3 (`AuditResult`).
 *
 * `runAudit(request, assistants)`:
 * - `assistants`: the configured ones, in primary order (chatgpt, claude, gemini, perplexity); the
 *   first fills `questions_and_answers` and names the hero ("What ChatGPT Says…").
 * - All assistants are asked at once, each with at most `opts.concurrency` (default 5) of its ten
 *   questions in flight. A failed call (HTTP error, timeout, empty answer) becomes an answer with
 *   `error` and counts in no score; the primary is then the first assistant with any answer.
 * - Throws `AllAssistantsFailedError` (→ HTTP 502) when no call succeeded.
 * - `opts.now` (ms clock) is injectable for tests.
 *
 * Result (spec §3): `questions_and_answers` = the primary's ten answers (id 1..10), each with at most
 * 3 competitors (spec §9); `discovery_queries_results` = every assistant's answer to each question
 * with the full ordered competitor list; `summary.times_you_mentioned` = primary answers naming the
 * business, `total_questions` = 10, `top_competitors` = `rankCompetitors` over all answers (top 5).
 *
 * Scores (all in 0..1, over every answer received from every assistant): mention rate = answers
 * naming the business / answers received; share of voice = business mentions / (business mentions +
 * competitor mentions), each name counted once per answer; `by_assistant` = each assistant's own
 * mention rate. Severity per docs/decisions/0003 (LOW < 0.3 ≤ MODERATE < 0.6 ≤ STRONG).
 */
import type { AssistantAnswer, AuditRequest, AuditResult, Severity } from '../schema'
import type { Assistant } from './assistants'
import { extractCompetitors, mentionsBusiness, normalizeName } from './mentions'
import { discoveryQuestions } from './questions'

export class AllAssistantsFailedError extends Error {
  constructor(public readonly errors: string[]) {
    super(`No AI assistant could be reached: ${[...new Set(errors)].slice(0, 3).join('; ')}`)
  }
}

/** Readable message of an SDK error, without stack or request details. */
function errorMessage(err: unknown): string {
  const e = err as { message?: string; status?: number; name?: string }
  const msg = (e?.message ?? String(err)).split('\n')[0].slice(0, 300)
  return e?.status && !msg.includes(String(e.status)) ? `${e.status} ${msg}` : msg
}

/** Severity of a mention rate in 0..1 (docs/decisions/0003). */
export function severityOf(mentionRate: number): Severity {
  if (mentionRate >= 0.6) return 'STRONG'
  if (mentionRate >= 0.3) return 'MODERATE'
  return 'LOW'
}

/** Runs `tasks` with at most `limit` in flight; resolves in input order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/**
 * Top competitors (spec §3 `summary.top_competitors`): ranked by the number of answers (all
 * assistants) naming them, ties by first appearance; a name counts once per answer. Names are
 * compared normalised ("Pure Motion Pty Ltd" = "PURE MOTION") and shown as first written.
 * `answerLists`: each answer's competitors in order, answers in order. Returns at most `max` names.
 */
export function rankCompetitors(answerLists: string[][], max = 5): string[] {
  const stats = new Map<string, { name: string; count: number; first: number }>()
  let order = 0
  for (const list of answerLists) {
    const counted = new Set<string>()
    for (const name of list) {
      const key = normalizeName(name) || name
      if (counted.has(key)) continue
      counted.add(key)
      const s = stats.get(key)
      if (s) s.count++
      else stats.set(key, { name, count: 1, first: order++ })
    }
  }
  return [...stats.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, max)
    .map((s) => s.name)
}

export async function runAudit(
  req: AuditRequest,
  assistants: Assistant[],
  opts: { concurrency?: number; now?: () => number } = {},
): Promise<AuditResult> {
  const now = opts.now ?? Date.now
  const started = now()
  const business = { name: req.business_name, website: req.website }
  const questions = discoveryQuestions({ specialism: req.core_product_service, location: req.target_location, businessType: req.business_type })
  const ask = async (assistant: Assistant, qi: number): Promise<{ qi: number; a: AssistantAnswer }> => {
    const base = { assistant: assistant.id, assistant_name: assistant.name, model: assistant.model }
    try {
      const answer = await assistant.ask(questions[qi])
      return {
        qi,
        a: { ...base, answer, mentioned_you: mentionsBusiness(answer, business), competitors_mentioned: extractCompetitors(answer, business) },
      }
    } catch (err) {
      return { qi, a: { ...base, answer: '', mentioned_you: false, competitors_mentioned: [], error: errorMessage(err) } }
    }
  }
  // Every assistant at once; each gets at most `concurrency` of its questions in flight.
  const perAssistant = await Promise.all(
    assistants.map((assistant) => mapLimit(questions.map((_, qi) => qi), opts.concurrency ?? 5, (qi) => ask(assistant, qi))),
  )
  const answers = perAssistant.flat()

  const ok = answers.filter((x) => !x.a.error)
  if (ok.length === 0) throw new AllAssistantsFailedError(answers.map((x) => x.a.error!))

  const discovery = questions.map((question, i) => ({
    id: i + 1,
    question,
    answers: answers.filter((x) => x.qi === i).map((x) => x.a),
  }))
  const primary = assistants.find((p) => ok.some((x) => x.a.assistant === p.id)) ?? assistants[0]
  const qa = discovery.map((d) => {
    const a = d.answers.find((x) => x.assistant === primary.id)!
    return {
      id: d.id,
      question: d.question,
      answer: a.error ? `${primary.name} could not answer this question (${a.error}).` : a.answer,
      mentioned_you: a.mentioned_you,
      competitors_mentioned: a.competitors_mentioned.slice(0, 3),
    }
  })

  const mentions = ok.filter((x) => x.a.mentioned_you).length
  const competitorMentions = ok.reduce((n, x) => n + x.a.competitors_mentioned.length, 0)
  const mentionRate = mentions / ok.length
  const byAssistant = assistants.map((p) => {
    const mine = ok.filter((x) => x.a.assistant === p.id)
    const m = mine.filter((x) => x.a.mentioned_you).length
    return { assistant: p.id, assistant_name: p.name, model: p.model, mentions: m, answers: mine.length, mention_rate: mine.length ? m / mine.length : 0 }
  })

  return {
    business_name: req.business_name,
    specialism: req.core_product_service,
    location: req.target_location,
    website: req.website,
    business_type: req.business_type,
    severity: severityOf(mentionRate),
    simulated: assistants.some((p) => p.simulated),
    assistant: primary.name,
    scores: {
      mention_rate: mentionRate,
      share_of_voice: mentions + competitorMentions ? mentions / (mentions + competitorMentions) : 0,
      by_assistant: byAssistant,
    },
    discovery_queries_results: discovery,
    summary: {
      times_you_mentioned: qa.filter((q) => q.mentioned_you).length,
      total_questions: questions.length,
      top_competitors: rankCompetitors(ok.map((x) => x.a.competitors_mentioned)),
    },
    questions_and_answers: qa,
    created_at: new Date(now()).toISOString(),
    duration_ms: now() - started,
  }
}
