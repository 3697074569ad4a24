import type { AuditResult } from '@aivis/contract'
import { describe, expect, it } from 'vitest'
import { assistantViews, percent, rankNames, shareOfVoice } from './resultView'

const answer = (
  assistant: 'chatgpt' | 'claude' | 'gemini',
  mentioned: boolean,
  competitors: string[],
  error?: string,
) => ({
  assistant,
  assistant_name: { chatgpt: 'ChatGPT', claude: 'Claude', gemini: 'Gemini' }[assistant],
  model: `${assistant}-model`,
  answer: error ? '' : `answer of ${assistant}`,
  mentioned_you: mentioned,
  competitors_mentioned: competitors,
  ...(error ? { error } : {}),
})

const result = {
  business_name: 'Harbour Dental',
  scores: {
    mention_rate: 0.5,
    share_of_voice: 0.25,
    by_assistant: [
      {
        assistant: 'chatgpt',
        assistant_name: 'ChatGPT',
        model: 'm',
        mentions: 1,
        answers: 2,
        mention_rate: 0.5,
      },
      {
        assistant: 'claude',
        assistant_name: 'Claude',
        model: 'm',
        mentions: 1,
        answers: 2,
        mention_rate: 0.5,
      },
    ],
  },
  discovery_queries_results: [
    {
      id: 1,
      question: 'Best dentist in Sydney?',
      answers: [
        answer('chatgpt', true, ['Smile Co', 'Bright Teeth']),
        answer('claude', false, ['Smile Co']),
        answer('gemini', false, [], 'rate limited'),
      ],
    },
    {
      id: 2,
      question: 'Emergency dentist in Sydney?',
      answers: [
        answer('chatgpt', false, ['Bright Teeth', 'smile co.']),
        answer('claude', true, []),
        answer('gemini', false, [], 'rate limited'),
      ],
    },
  ],
} as unknown as AuditResult

describe('rankNames', () => {
  it('counts a name once per list, merges spelling variants, ties by first appearance', () => {
    expect(rankNames([['A', 'B', 'a'], ['b.', 'C'], ['C']])).toEqual([
      { name: 'B', count: 2 },
      { name: 'C', count: 2 },
      { name: 'A', count: 1 },
    ])
  })
})

describe('assistantViews', () => {
  const views = assistantViews(result)
  it('has one view per assistant asked, scored ones first', () => {
    expect(views.map((v) => v.id)).toEqual(['chatgpt', 'claude', 'gemini'])
  })
  it('gives each assistant its own answers, mentions and competitors', () => {
    const [chatgpt, claude] = views
    expect(chatgpt).toMatchObject({ name: 'ChatGPT', available: true, answers: 2, mentions: 1 })
    expect(chatgpt.mentionRate).toBe(0.5)
    expect(chatgpt.items.map((i) => i.id)).toEqual([1, 2])
    expect(chatgpt.topCompetitors).toEqual(['Smile Co', 'Bright Teeth'])
    expect(claude.items.map((i) => i.mentioned)).toEqual([false, true])
  })
  it('marks an assistant without any answer unavailable with its reason, unscored', () => {
    expect(views[2]).toMatchObject({
      id: 'gemini',
      available: false,
      unavailableReason: 'rate limited',
      answers: 0,
      mentionRate: 0,
    })
  })
})

describe('shareOfVoice', () => {
  it('puts the business first, then competitors, with shares of all name mentions', () => {
    const voice = shareOfVoice(result)
    // Mentions: business 2; Smile Co 3 (one variant); Bright Teeth 2 → total 7.
    expect(voice).toEqual([
      { name: 'Harbour Dental', isBusiness: true, mentions: 2, share: 2 / 7 },
      { name: 'Smile Co', isBusiness: false, mentions: 3, share: 3 / 7 },
      { name: 'Bright Teeth', isBusiness: false, mentions: 2, share: 2 / 7 },
    ])
  })
  it('formats whole percentages', () => {
    expect(percent(2 / 7)).toBe('29%')
  })
})

describe('samples', () => {
  it('lists the first sample of each question and counts every sample', () => {
    const sampled = {
      ...result,
      discovery_queries_results: [
        {
          id: 1,
          question: 'Best dentist in Sydney?',
          answers: [
            { ...answer('chatgpt', true, []), sample: 1 },
            { ...answer('chatgpt', false, ['Smile Co']), sample: 2 },
          ],
        },
      ],
    } as unknown as AuditResult
    const [chatgpt] = assistantViews(sampled)
    expect(chatgpt.items).toHaveLength(1)
    expect(chatgpt).toMatchObject({ answers: 2, mentions: 1, topCompetitors: ['Smile Co'] })
  })
})
