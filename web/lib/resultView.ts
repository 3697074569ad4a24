/**
 * What /audit-results shows, derived from an `AuditResult` (pure, safe in the browser).
 *
 * - `assistantViews(result)` → one `AssistantView` per assistant asked, in the result's order: its
 *   ten answers (the first sample of each question: question id, question, answer, mentioned,
 *   competitors, error), `answers` received over every sample (failed calls excluded), `mentions`,
 *   the 95% `interval`, average position and citation rate when the result carries them,
 *   `mentionRate` (0..1, mentions / answers; 0 without
 *   answers), its own top competitors (ranked like `summary.top_competitors`: answers naming them,
 *   ties by first appearance), and `available` = at least one answer received. An assistant with
 *   no answer is unavailable, with `unavailableReason` the safe reason its calls failed with.
 * - `shareOfVoice(result, max)` → the business and its top `max` competitors with `mentions`
 *   (answers naming them, all assistants, once per answer) and `share` (0..1) of all name mentions
 *   (business + every competitor); the business's share equals `scores.share_of_voice`.
 */
import type { AssistantId, AuditResult } from '@aivis/contract'

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
  /** The 95% interval of the mention rate, when the result carries it. */
  interval?: { low: number; high: number }
  averagePosition?: number | null
  citationRate?: number
  topCompetitors: string[]
  items: AnswerView[]
}

export interface VoiceShare {
  name: string
  isBusiness: boolean
  mentions: number
  share: number
}

/** Display names are compared without case, spacing or punctuation differences. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Names ranked by the number of lists naming them (once per list), ties by first appearance. */
export function rankNames(lists: string[][]): { name: string; count: number }[] {
  const stats = new Map<string, { name: string; count: number; first: number }>()
  let order = 0
  for (const list of lists) {
    const counted = new Set<string>()
    for (const name of list) {
      const key = keyOf(name) || name
      if (counted.has(key)) continue
      counted.add(key)
      const entry = stats.get(key)
      if (entry) entry.count++
      else stats.set(key, { name, count: 1, first: order++ })
    }
  }
  return [...stats.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map(({ name, count }) => ({ name, count }))
}

export function assistantViews(result: AuditResult): AssistantView[] {
  const order = result.scores.by_assistant.map((s) => s.assistant)
  for (const q of result.discovery_queries_results)
    for (const a of q.answers) if (!order.includes(a.assistant)) order.push(a.assistant)
  return order.map((id) => {
    const items: AnswerView[] = []
    let name = ''
    let model = ''
    const all = result.discovery_queries_results.flatMap((q) =>
      q.answers.filter((answer) => answer.assistant === id && !answer.error),
    )
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
    const received = items.filter((i) => !i.error)
    const mentions = all.filter((a) => a.mentioned_you).length
    const firstError = items.find((i) => i.error)?.error
    const metrics = score?.metrics
    return {
      id,
      name: name || score?.assistant_name || id,
      model: model || score?.model || '',
      available: received.length > 0,
      ...(received.length === 0 ? { unavailableReason: firstError ?? 'no answer' } : {}),
      answers: all.length,
      mentions,
      mentionRate: all.length ? mentions / all.length : 0,
      ...(metrics
        ? {
            interval: { low: metrics.mention_rate.low, high: metrics.mention_rate.high },
            averagePosition: metrics.average_position,
            citationRate: metrics.citation_rate,
          }
        : {}),
      topCompetitors: rankNames(all.map((a) => a.competitors_mentioned))
        .slice(0, 5)
        .map((r) => r.name),
      items,
    }
  })
}

export function shareOfVoice(result: AuditResult, max = 5): VoiceShare[] {
  const answers = result.discovery_queries_results.flatMap((q) => q.answers.filter((a) => !a.error))
  const businessMentions = answers.filter((a) => a.mentioned_you).length
  const ranked = rankNames(answers.map((a) => a.competitors_mentioned))
  const total = businessMentions + ranked.reduce((sum, r) => sum + r.count, 0)
  const share = (n: number) => (total ? n / total : 0)
  return [
    {
      name: result.business_name,
      isBusiness: true,
      mentions: businessMentions,
      share: share(businessMentions),
    },
    ...ranked.slice(0, max).map((r) => ({
      name: r.name,
      isBusiness: false,
      mentions: r.count,
      share: share(r.count),
    })),
  ]
}

/** "42%" for 0.42 (whole percent). */
export const percent = (value: number) => `${Math.round(value * 100)}%`
