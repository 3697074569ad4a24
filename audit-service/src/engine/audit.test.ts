/** The audit engine with stub assistants: scores, severity, ranking, failures, concurrency. */
import { describe, expect, it } from 'vitest'
import type { AssistantId } from '../schema'
import type { Assistant } from './assistants'
import { AllAssistantsFailedError, rankCompetitors, runAudit, severityOf } from './audit'

const req = { business_name: 'Acme Dental', target_location: 'Perth', core_product_service: 'dentist', business_type: 'service' as const, website: 'acmedental.com.au', force_run: false }

function stub(id: AssistantId, answer: (q: string, i: number) => string | Error, track?: { now: number; max: number }): Assistant {
  let i = 0
  return {
    id,
    name: id.toUpperCase(),
    model: `${id}-model`,
    simulated: false,
    async ask(q) {
      const n = i++
      if (track) track.max = Math.max(track.max, ++track.now)
      await new Promise((r) => setTimeout(r, 5))
      if (track) track.now--
      const a = answer(q, n)
      if (a instanceof Error) throw a
      return a
    },
  }
}

describe('severityOf (docs/decisions/0003)', () => {
  it.each([
    [0, 'LOW'],
    [0.29, 'LOW'],
    [0.2999, 'LOW'],
    [0.3, 'MODERATE'],
    [0.59, 'MODERATE'],
    [0.6, 'STRONG'],
    [1, 'STRONG'],
  ])('%s → %s', (rate, severity) => expect(severityOf(rate)).toBe(severity))
})

describe('rankCompetitors', () => {
  it('ranks by number of answers naming them, ties by first appearance, top 5', () => {
    const lists = [['B', 'A'], ['A', 'C'], ['D', 'E', 'F', 'G'], ['C']]
    expect(rankCompetitors(lists)).toEqual(['A', 'C', 'B', 'D', 'E'])
  })
  it('counts a name once per answer', () => {
    expect(rankCompetitors([['X', 'X', 'X'], ['Y'], ['Y']])).toEqual(['Y', 'X'])
  })
  it('counts the same business written differently as one, shown as first written', () => {
    expect(rankCompetitors([['Pure Motion Pty Ltd', 'Beta'], ['PURE MOTION'], ['The Pure Motion', 'Beta'], ['Gamma']])).toEqual(['Pure Motion Pty Ltd', 'Beta', 'Gamma'])
  })
})

describe('runAudit', () => {
  it('fills questions_and_answers from the primary, scores from all assistants', async () => {
    const chatgpt = stub('chatgpt', (_q, i) => (i < 3 ? `1. **Acme Dental** – great\n2. **Perth Smiles** – good` : `1. **Perth Smiles** – good\n2. **Tooth Co** – ok\n3. **Gum Gurus** – ok\n4. **Fourth Dental** – ok`))
    const claude = stub('claude', () => `- **Tooth Co**: fine\n- Visit acmedental.com.au for prices`)
    const r = await runAudit(req, [chatgpt, claude])
    expect(r.assistant).toBe('CHATGPT')
    expect(r.questions_and_answers).toHaveLength(10)
    expect(r.questions_and_answers.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(r.summary).toEqual({ times_you_mentioned: 3, total_questions: 10, top_competitors: ['Tooth Co', 'Perth Smiles', 'Gum Gurus', 'Fourth Dental'] })
    // at most 3 competitors per question (spec §9), the full list in discovery_queries_results
    expect(r.questions_and_answers[5].competitors_mentioned).toEqual(['Perth Smiles', 'Tooth Co', 'Gum Gurus'])
    expect(r.discovery_queries_results[5].answers[0].competitors_mentioned).toHaveLength(4)
    // claude names the website in every answer: 13 of 20 answers mention the business
    expect(r.scores.mention_rate).toBeCloseTo(13 / 20)
    expect(r.severity).toBe('STRONG')
    // competitor mentions: chatgpt 3×1 + 7×4 = 31, claude 10×1 = 10
    expect(r.scores.share_of_voice).toBeCloseTo(13 / (13 + 41))
    expect(r.scores.by_assistant).toEqual([
      { assistant: 'chatgpt', assistant_name: 'CHATGPT', model: 'chatgpt-model', mentions: 3, answers: 10, mention_rate: 0.3 },
      { assistant: 'claude', assistant_name: 'CLAUDE', model: 'claude-model', mentions: 10, answers: 10, mention_rate: 1 },
    ])
    expect(r.simulated).toBe(false)
  })

  it('records a failed call as an answer with an error and leaves it out of the scores', async () => {
    const chatgpt = stub('chatgpt', (_q, i) => (i % 2 ? new Error('429 Rate limit reached') : '1. **Acme Dental** – yes'))
    const r = await runAudit(req, [chatgpt])
    const failed = r.discovery_queries_results.flatMap((d) => d.answers).filter((a) => a.error)
    expect(failed).toHaveLength(5)
    expect(failed[0]).toMatchObject({ answer: '', mentioned_you: false, error: '429 Rate limit reached' })
    expect(r.scores.mention_rate).toBe(1)
    expect(r.scores.by_assistant[0]).toMatchObject({ mentions: 5, answers: 5 })
    expect(r.questions_and_answers.filter((q) => /could not answer/.test(q.answer))).toHaveLength(5)
  })

  it('uses the next assistant as primary when the first never answers', async () => {
    const r = await runAudit(req, [stub('chatgpt', () => new Error('down')), stub('gemini', () => '* **Perth Smiles:** good')])
    expect(r.assistant).toBe('GEMINI')
    expect(r.questions_and_answers[0].competitors_mentioned).toEqual(['Perth Smiles'])
  })

  it('throws AllAssistantsFailedError naming the causes when every call fails', async () => {
    await expect(runAudit(req, [stub('chatgpt', () => new Error('401 Incorrect API key'))])).rejects.toThrow(AllAssistantsFailedError)
    await expect(runAudit(req, [stub('chatgpt', () => new Error('401 Incorrect API key'))])).rejects.toThrow(/Incorrect API key/)
  })

  it('asks each assistant at most 5 questions at a time, all assistants at once', async () => {
    const t1 = { now: 0, max: 0 }
    const t2 = { now: 0, max: 0 }
    await runAudit(req, [stub('chatgpt', () => 'x', t1), stub('claude', () => 'y', t2)])
    expect(t1.max).toBe(5)
    expect(t2.max).toBe(5)
  })

  it('never puts the business name in a question', async () => {
    const seen: string[] = []
    await runAudit(req, [stub('chatgpt', (q) => (seen.push(q), 'ok'))])
    expect(seen).toHaveLength(10)
    expect(seen.some((q) => /acme/i.test(q))).toBe(false)
  })
})
