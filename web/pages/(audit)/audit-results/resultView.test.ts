import type { AnswerProvenance, AuditResult } from '@aivis/contract'
import {
  FIXTURE_CHATGPT_METRICS,
  FIXTURE_LOCATION,
  FIXTURE_OVERALL_METRICS,
  FIXTURE_PROVENANCE,
  makeAuditResult,
} from '@aivis/contract/testing'
import { describe, expect, it } from 'vitest'
import {
  ALL_ASSISTANTS_NAME,
  assistantViews,
  overallView,
  percent,
  placeName,
  positionLabel,
  rateRange,
  safeHref,
  searchLine,
  searchModeLabel,
  shareOfVoice,
  sourceLabel,
} from './resultView'

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
        provenance: { ...FIXTURE_PROVENANCE, searched: false },
        position: null,
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
  it("carries each answer's cited sources, how it was made and the business's rank in it", () => {
    const cited: AuditResult = {
      ...fixture,
      discovery_queries_results: fixture.discovery_queries_results.map((q) => ({
        ...q,
        answers: q.answers.map((a) => ({
          ...a,
          citations: [
            { url: `https://q${q.id}.example/`, title: null, domain: `q${q.id}.example` },
          ],
        })),
      })),
    }
    const [chatgpt] = assistantViews(cited)
    expect(chatgpt.items[0]).toMatchObject({
      model: 'gpt-test',
      citations: [{ url: 'https://q1.example/', domain: 'q1.example' }],
      provenance: FIXTURE_PROVENANCE,
      // Question 1 lists Smile Co, Bright Teeth and Sydney Dental Care before the business.
      position: 4,
    })
    expect(chatgpt.items[5].position).toBeNull()
    expect(chatgpt).toMatchObject({
      medianPosition: 4,
      citationRate: FIXTURE_CHATGPT_METRICS.citation_rate,
      searchedAnswers: 10,
      webSearchOffered: true,
    })
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

describe('overallView reads every assistant together', () => {
  const result = makeAuditResult()
  const views = assistantViews(result)
  it("gives scores.overall's figures and the summary's competitors, and names who answered", () => {
    const all = overallView(result, views)
    expect(all).toMatchObject({
      id: 'all',
      name: ALL_ASSISTANTS_NAME,
      available: true,
      answers: FIXTURE_OVERALL_METRICS.answers,
      mentions: FIXTURE_OVERALL_METRICS.mentions,
      mentionRate: FIXTURE_OVERALL_METRICS.mention_rate.value,
      interval: {
        low: FIXTURE_OVERALL_METRICS.mention_rate.low,
        high: FIXTURE_OVERALL_METRICS.mention_rate.high,
      },
      medianPosition: FIXTURE_OVERALL_METRICS.median_position,
      searchedAnswers: FIXTURE_OVERALL_METRICS.searched_answers,
      webSearchOffered: true,
      topCompetitors: ['Smile Co', 'Bright Teeth', 'Sydney Dental Care'],
      askedWhom: ['ChatGPT', 'Claude'],
    })
  })
  it("gives each question every assistant's outcome and the union of competitors named", () => {
    const { questions } = overallView(result, views)
    expect(questions).toHaveLength(10)
    // Question 1: ChatGPT names the business after 3 competitors, Claude after 1.
    expect(questions[0].outcomes).toEqual([
      { assistant: 'chatgpt', name: 'ChatGPT', outcome: 'named', position: 4 },
      { assistant: 'claude', name: 'Claude', outcome: 'named', position: 2 },
    ])
    expect(questions[0].competitors).toEqual(['Smile Co', 'Bright Teeth', 'Sydney Dental Care'])
    expect(questions[7].outcomes.map((o) => o.outcome)).toEqual(['not named', 'not named'])
    expect(questions[7].competitors).toEqual(['Smile Co', 'Bright Teeth'])
  })
  it('says "no answer" for a failed call and leaves out its competitors', () => {
    const failed = {
      ...result,
      discovery_queries_results: result.discovery_queries_results.map((q) =>
        q.id === 1
          ? {
              ...q,
              answers: q.answers.map((a) =>
                a.assistant === 'chatgpt' ? { ...a, error: 'timed out' } : a,
              ),
            }
          : q,
      ),
    }
    const q1 = overallView(failed, assistantViews(failed)).questions[0]
    expect(q1.outcomes[0]).toEqual({
      assistant: 'chatgpt',
      name: 'ChatGPT',
      outcome: 'no answer',
      position: null,
    })
    expect(q1.competitors).toEqual(['Smile Co'])
  })
  it('is unavailable when no assistant answered', () => {
    const none = {
      ...result,
      discovery_queries_results: result.discovery_queries_results.map((q) => ({
        ...q,
        answers: q.answers.map((a) => ({ ...a, error: 'no key' })),
      })),
    }
    const all = overallView(none, assistantViews(none))
    expect(all.available).toBe(false)
    expect(all.askedWhom).toEqual([])
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

describe('what the page says about search and rank', () => {
  const provenance = (p: Partial<AnswerProvenance>): AnswerProvenance => ({
    ...FIXTURE_PROVENANCE,
    ...p,
  })
  it('never shows an answer the vendor did not search as searched', () => {
    expect(searchModeLabel(provenance({ searched: true }))).toBe('Web search')
    expect(searchModeLabel(provenance({ surface: 'api_web_search', searched: false }))).toBe(
      'Web search offered, not used',
    )
    expect(searchModeLabel(provenance({ surface: 'api', searched: false, location: null }))).toBe(
      'No web search',
    )
  })
  it('names the place searched from, or says web search was off', () => {
    const [chatgpt] = assistantViews(fixture)
    expect(placeName(FIXTURE_LOCATION)).toBe('Sydney, New South Wales, AU')
    expect(searchLine(fixture, chatgpt)).toEqual({
      where: 'Searched from Sydney, New South Wales, AU',
      used: 'web search used in 10 of 10 answers',
    })
    expect(searchLine({ ...fixture, web_search: false, search_location: null }, chatgpt)).toEqual({
      where: 'Web search off',
      used: null,
    })
    const unknown = { query: 'Xyzzy', city: null, region: null, country: null, timezone: null }
    expect(placeName(unknown)).toBeNull()
    expect(searchLine({ ...fixture, search_location: unknown }, chatgpt).where).toMatch(
      /^Searched without a set location \("Xyzzy" was not recognised as a place\)/,
    )
  })
  it('says an assistant never offered web search answered without it', () => {
    const noTool: AuditResult = {
      ...fixture,
      discovery_queries_results: fixture.discovery_queries_results.map((q) => ({
        ...q,
        answers: q.answers.map((a) =>
          a.assistant === 'claude'
            ? { ...a, provenance: provenance({ surface: 'api', searched: false, location: null }) }
            : a,
        ),
      })),
    }
    const claude = assistantViews(noTool)[1]
    expect(claude.webSearchOffered).toBe(false)
    expect(searchLine(noTool, claude)).toEqual({
      where: 'Claude answered without web search',
      used: null,
    })
  })
  it('formats ranks, ranges and links', () => {
    expect(positionLabel(2)).toBe('#2')
    expect(positionLabel(3.5)).toBe('#3.5')
    expect(rateRange({ low: 0.1078, high: 0.6032 })).toBe('95% range 11%–60%')
    expect(safeHref('https://yelp.com/biz/x')).toBe('https://yelp.com/biz/x')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(sourceLabel({ url: 'https://www.yelp.com/biz/x', title: null })).toBe('yelp.com/biz/x')
    expect(sourceLabel({ url: 'https://yelp.com/x', title: ' Yelp ' })).toBe('Yelp')
    const long = sourceLabel({ url: `https://a.example/${'p'.repeat(100)}`, title: null })
    expect(long).toHaveLength(60)
    expect(long.endsWith('…')).toBe(true)
  })
})
