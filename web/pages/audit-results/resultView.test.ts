import type { AuditResult } from '@aivis/contract'
import {
  FIXTURE_CHATGPT_METRICS,
  FIXTURE_OVERALL_METRICS,
  makeAuditResult,
} from '@aivis/contract/testing'
import { describe, expect, it } from 'vitest'
import { assistantViews, percent, shareOfVoice } from './resultView'

const fixture = makeAuditResult()

/** The fixture with Gemini asked too, every call of it failed (rate limited). */
const withGeminiDown: AuditResult = {
  ...fixture,
  discovery_queries_results: fixture.discovery_queries_results.map((q) => ({
    ...q,
    answers: [
      ...q.answers,
      {
        assistant: 'gemini',
        assistant_name: 'Gemini',
        model: 'gemini-test',
        answer: '',
        mentioned_you: false,
        competitors_mentioned: [],
        error: 'rate limited',
      },
    ],
  })),
}

describe('assistantViews reads each assistant from the result', () => {
  const views = assistantViews(withGeminiDown)
  it('has one view per assistant asked, scored ones first', () => {
    expect(views.map((v) => v.id)).toEqual(['chatgpt', 'claude', 'gemini'])
  })
  it("gives each assistant its own answers and the engine's figures for it", () => {
    const [chatgpt, claude] = views
    expect(chatgpt).toMatchObject({
      name: 'ChatGPT',
      available: true,
      answers: 10,
      mentions: 3,
      mentionRate: 0.3,
      averagePosition: 4,
      interval: {
        low: FIXTURE_CHATGPT_METRICS.mention_rate.low,
        high: FIXTURE_CHATGPT_METRICS.mention_rate.high,
      },
    })
    expect(chatgpt.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(chatgpt.topCompetitors).toEqual(['Smile Co', 'Bright Teeth', 'Sydney Dental Care'])
    expect(claude.items.map((i) => i.mentioned).slice(0, 3)).toEqual([true, false, false])
    expect(claude.topCompetitors).toEqual(['Smile Co'])
  })
  it('shows the ranking the engine stored, not a recount of the answers', () => {
    const ranked: AuditResult = {
      ...fixture,
      scores: {
        ...fixture.scores,
        by_assistant: fixture.scores.by_assistant.map((s) => ({
          ...s,
          metrics: {
            ...s.metrics,
            competitors: [{ name: 'Stored Only', answers: 1, share_of_voice: 0.5 }],
          },
        })),
      },
    }
    expect(assistantViews(ranked)[0].topCompetitors).toEqual(['Stored Only'])
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
  it('lists the first sample of each question only', () => {
    const sampled: AuditResult = {
      ...fixture,
      discovery_queries_results: fixture.discovery_queries_results.map((q) => ({
        ...q,
        answers: q.answers.flatMap((a) => [
          { ...a, sample: 1 },
          { ...a, sample: 2 },
        ]),
      })),
    }
    expect(assistantViews(sampled)[0].items).toHaveLength(10)
  })
})

describe('shareOfVoice reads scores.overall', () => {
  it('puts the business first, then its top competitors, with their stored shares', () => {
    expect(shareOfVoice(fixture)).toEqual([
      { name: 'Harbour Dental', isBusiness: true, mentions: 4, share: 4 / 39 },
      ...FIXTURE_OVERALL_METRICS.competitors.map((c) => ({
        name: c.name,
        isBusiness: false,
        mentions: c.answers,
        share: c.share_of_voice,
      })),
    ])
  })
  it('cuts the competitors to `max`', () => {
    expect(shareOfVoice(fixture, 1)).toHaveLength(2)
  })
  it('formats whole percentages', () => {
    expect(percent(4 / 39)).toBe('10%')
  })
})
