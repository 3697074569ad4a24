/**
 * The one report model (report.ts): the verdict's words agree with the figures the report shows,
 * and every section reads the engine's figures as they are.
 */
import { describe, expect, it } from 'vitest'
import { makeAuditResult } from '../testing'
import type { AuditResult } from './audit'
import {
  answerCompetitors,
  auditTimeText,
  auditTimeZone,
  auditZoneText,
  firstFixesHeading,
  reportModel,
  verdictSummary,
} from './report'

/** The fixture with its overall figures changed (mentions, answers, median rank, competitors). */
function withOverall(
  overall: Partial<AuditResult['scores']['overall']>,
  byAssistant?: AuditResult['scores']['by_assistant'],
): AuditResult {
  const r = makeAuditResult()
  return {
    ...r,
    scores: {
      ...r.scores,
      overall: { ...r.scores.overall, ...overall },
      by_assistant: byAssistant ?? r.scores.by_assistant,
    },
  }
}

const assistant = (
  id: 'chatgpt' | 'claude' | 'gemini' | 'perplexity',
  name: string,
  mentions: number,
  answers: number,
) => {
  const base = makeAuditResult().scores.by_assistant[0]
  return {
    ...base,
    assistant: id,
    assistant_name: name,
    mentions,
    answers,
    mention_rate: mentions / answers,
    metrics: { ...base.metrics, mentions, answers },
  }
}

describe('verdictSummary', () => {
  it('says how often, where, by whom and against whom, as the figures say', () => {
    expect(verdictSummary(makeAuditResult())).toBe(
      'Harbour Dental was named in 4 of 20 answers (20%), usually at #4. ChatGPT named it in 3 of 10 and Claude in 1 of 10. Smile Co was named 5 times as often (20 answers).',
    )
  })

  it('names the assistants that never named the business', () => {
    const r = withOverall(
      {
        mentions: 8,
        answers: 40,
        mention_rate: { value: 0.2, low: 0.105, high: 0.348, n: 40 },
        median_position: 2,
        competitors: [{ name: 'Sydney Dental Co', answers: 24, share_of_voice: 0.3 }],
      },
      [
        assistant('chatgpt', 'ChatGPT', 2, 10),
        assistant('claude', 'Claude', 0, 10),
        assistant('gemini', 'Gemini', 0, 10),
        assistant('perplexity', 'Perplexity', 6, 10),
      ],
    )
    expect(verdictSummary(r)).toBe(
      'Harbour Dental was named in 8 of 40 answers (20%), usually at #2. Perplexity named it in 6 of 10 and ChatGPT in 2 of 10; Claude and Gemini never did. Sydney Dental Co was named 3 times as often (24 answers).',
    )
  })

  it('never says the business was named when no answer named it', () => {
    const r = withOverall({
      mentions: 0,
      median_position: null,
      mention_rate: { value: 0, low: 0, high: 0.16, n: 20 },
    })
    expect(verdictSummary(r)).toBe(
      'No assistant named Harbour Dental in any of the 20 answers. Smile Co was named in 20 answers.',
    )
  })

  it('says when the business is named more often than any competitor, or as often', () => {
    const leading = withOverall({
      mentions: 15,
      mention_rate: { value: 0.75, low: 0.53, high: 0.89, n: 20 },
      median_position: 1,
      competitors: [{ name: 'Smile Co', answers: 6, share_of_voice: 0.2 }],
    })
    expect(verdictSummary(leading)).toMatch(
      /usually at #1\. .* More often than any competitor \(Smile Co: 6 answers\)\.$/,
    )
    const level = withOverall({
      competitors: [{ name: 'Smile Co', answers: 4, share_of_voice: 0.4 }],
    })
    expect(verdictSummary(level)).toMatch(/ Smile Co was named as often\.$/)
    const twice = withOverall({
      competitors: [{ name: 'Smile Co', answers: 8, share_of_voice: 0.5 }],
    })
    expect(verdictSummary(twice)).toMatch(/ Smile Co was named twice as often \(8 answers\)\.$/)
    const alone = withOverall({ competitors: [] })
    expect(verdictSummary(alone)).toMatch(/ No competitor was named\.$/)
  })

  it('leaves out who named it when one assistant was asked, and a half rank is kept', () => {
    const r = withOverall({ median_position: 2.5 }, [assistant('chatgpt', 'ChatGPT', 4, 20)])
    expect(verdictSummary(r)).toBe(
      'Harbour Dental was named in 4 of 20 answers (20%), usually at #2.5. Smile Co was named 5 times as often (20 answers).',
    )
  })

  it('says nothing is known when no assistant answered', () => {
    expect(verdictSummary(withOverall({ answers: 0, mentions: 0 }))).toBe(
      "No assistant answered, so Harbour Dental's visibility is not known yet.",
    )
  })
})

describe('reportModel', () => {
  it('gives every section from the result: notice, verdict, fixes, competitors, sources, knowledge', () => {
    const fixes = [{ id: 'reviews', title: 'Collect reviews', why: 'Read.', how: 'Ask.' }]
    const r = makeAuditResult({
      fixes,
      cached: true,
      audited_at: '2026-11-23T07:00:00.000Z',
      control_questions: [
        {
          assistant: 'chatgpt',
          assistant_name: 'ChatGPT',
          question: 'What do you know about Harbour Dental in Sydney?',
          answer: 'Harbour Dental is a clinic in Sydney.',
          knows_business: true,
        },
        {
          assistant: 'claude',
          assistant_name: 'Claude',
          question: 'What do you know about Harbour Dental in Sydney?',
          answer: '',
          knows_business: false,
          error: 'timed out',
        },
      ],
    })
    const m = reportModel(r)
    expect(m.business).toEqual({
      name: 'Harbour Dental',
      service: 'dentist',
      location: 'Sydney',
      website: 'https://harbourdental.example',
    })
    expect(m.notice).toEqual({
      simulated: true,
      cached: true,
      auditedAt: '2026-11-23T07:00:00.000Z',
    })
    expect(m.verdict.severity).toBe('MODERATE')
    expect(m.verdict.banner).toBe(
      'AI Visibility: MODERATE. You appear sometimes, but competitors dominate.',
    )
    expect(m.verdict.summary).toBe(verdictSummary(r))
    expect(m.fixes).toEqual(fixes)
    // Every competitor, with the business where its answers rank it.
    expect(m.competitors.map((c) => [c.name, c.answers, c.isBusiness])).toEqual([
      ['Smile Co', 20, false],
      ['Bright Teeth', 10, false],
      ['Sydney Dental Care', 5, false],
      ['Harbour Dental', 4, true],
    ])
    expect(m.sources).toEqual(r.scores.overall.top_sources)
    expect(m.knowledge).toEqual([
      { assistant: 'ChatGPT', knows: true, answer: 'Harbour Dental is a clinic in Sydney.' },
      { assistant: 'Claude', knows: false, answer: '', error: 'timed out' },
    ])
  })

  it('leaves the business out of the ranking when no answer named it, and has no fixes before they were kept', () => {
    const r = withOverall({ mentions: 0, median_position: null })
    const { fixes: _none, ...older } = r
    const m = reportModel(older)
    expect(m.competitors.some((c) => c.isBusiness)).toBe(false)
    expect(m.fixes).toEqual([])
    expect(m.notice.cached).toBe(false)
    expect(m.notice.auditedAt).toBe(r.created_at)
  })
})

describe('answerCompetitors', () => {
  it('shows the first three and folds the rest, leaving none out', () => {
    expect(answerCompetitors(['A', 'B', 'C', 'D', 'E'])).toEqual({
      shown: ['A', 'B', 'C'],
      more: ['D', 'E'],
    })
    expect(answerCompetitors(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: [] })
  })
})

describe('auditTimeText', () => {
  it("says when an audit ran in its market's own time, UTC when none was resolved", () => {
    const sydney = makeAuditResult()
    expect(auditTimeZone(sydney)).toBe('Australia/Sydney')
    expect(auditTimeText('2026-11-25T08:00:00.000Z', auditTimeZone(sydney))).toBe(
      'November 25, 2026 at 7:00 PM Sydney time',
    )
    expect(auditTimeText('2026-11-25T08:00:00.000Z', 'America/New_York')).toBe(
      'November 25, 2026 at 3:00 AM New York time',
    )
    expect(auditTimeZone(makeAuditResult({ search_location: null }))).toBe('UTC')
    expect(auditTimeText('2026-11-25T08:00:00.000Z')).toBe('November 25, 2026 at 8:00 AM UTC')
    expect(auditTimeText('2026-11-25T08:00:00.000Z', 'Mars/Olympus')).toBe(
      'November 25, 2026 at 8:00 AM UTC',
    )
  })

  it('has a short form for lists, and reads a stored location that is not a zone as UTC', () => {
    expect(auditTimeText('2026-11-27T08:00:00.000Z', 'Australia/Sydney', 'medium')).toBe(
      'Nov 27, 2026, 7:00 PM Sydney time',
    )
    expect(auditTimeText('2026-11-27T08:00:00.000Z', 'UTC', 'medium')).toBe(
      'Nov 27, 2026, 8:00 AM UTC',
    )
    const stored = { search_location: { timezone: 42 } } as never
    expect(auditTimeZone(stored)).toBe('UTC')
    expect(auditZoneText('America/New_York')).toBe('New York time')
    expect(auditZoneText('UTC')).toBe('UTC')
    expect(auditZoneText('Mars/Olympus')).toBe('UTC')
  })
})

describe('firstFixesHeading', () => {
  it('counts the fixes shown, one in the singular', () => {
    expect(firstFixesHeading(3)).toBe('Your first 3 fixes')
    expect(firstFixesHeading(2)).toBe('Your first 2 fixes')
    expect(firstFixesHeading(1)).toBe('Your first fix')
  })
})
