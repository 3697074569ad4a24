/**
 * What /audit-results shows, read from an `AuditResult` (pure, safe in the browser). Every figure
 * (mentions, mention rate, share of voice, ranked competitors) is the engine's, read from
 * `scores` and never recomputed here, so the page, the results email and the CMS record agree
 * (docs/decisions/0041).
 *
 * - `assistantViews(result)` → one `AssistantView` per assistant asked, in the result's order: its
 *   ten answers (the first sample of each question: question id, question, answer, mentioned,
 *   competitors, error), and from `scores.by_assistant[].metrics`: `answers` received over every
 *   sample (failed calls excluded), `mentions`, `mentionRate` (0..1) with its 95% `interval`,
 *   average position, citation rate and its top `TOP_COMPETITORS` competitors. `available` = at
 *   least one of its listed answers was received; an unavailable assistant has
 *   `unavailableReason`, the safe reason its calls failed with.
 * - `shareOfVoice(result, max)` → the business and its top `max` competitors with `mentions`
 *   (answers naming them, all assistants, once per answer) and `share` (0..1) of all name mentions,
 *   from `scores.overall`.
 */
import { TOP_COMPETITORS, type AssistantId, type AuditResult } from '@aivis/contract'

export interface AnswerView {
  id: number
  question: string
  answer: string
  mentioned: boolean
  competitors: string[]
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
  citationRate: number
  topCompetitors: string[]
  items: AnswerView[]
}

export interface VoiceShare {
  name: string
  isBusiness: boolean
  mentions: number
  share: number
}

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
      citationRate: metrics?.citation_rate ?? 0,
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
