/**
 * The one report model (report.ts): the verdict's words agree with the figures the report shows,
 * and every section reads the engine's figures as they are.
 */
import { describe, expect, it } from 'vitest'
import { FIXTURE_FACT_CHECK, makeAuditResult, makeFactCheckedResult } from '../testing'
import { auditResultSchema, type AuditResult } from './audit'
import { isPermanentClosure } from './facts'
import {
  answerCompetitors,
  auditTimeText,
  auditTimeZone,
  auditZoneText,
  factCheckSummary,
  FACTS_HEADING,
  firstFixesHeading,
  openingHoursText,
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

describe("the fact check: 'What the assistants say about you'", () => {
  it('is absent when the audit had no owner’s facts', () => {
    expect(reportModel(makeAuditResult()).facts).toBeNull()
  })

  it('sums up the engine’s counts in one line and lists each wrong fact, the most serious first', () => {
    const result = makeFactCheckedResult()
    expect(auditResultSchema.parse(result)).toBeTruthy()
    const facts = reportModel(result).facts!
    expect(facts.heading).toBe('What the assistants say about you')
    expect(facts.heading).toBe(FACTS_HEADING)
    expect(facts.summary).toBe('3 wrong facts in 6 answers that named you; 21 facts were right.')
    expect(facts.counts).toEqual({
      answers_checked: 6,
      facts: 24,
      correct: 21,
      wrong: 3,
      unverifiable: 0,
    })
    expect(facts.wrong).toEqual([
      {
        kind: 'status',
        label: 'Trading status',
        assistant: 'Claude',
        stated: 'permanently closed',
        expected: 'open',
        question: 'What are the contact details and opening hours of Harbour Dental in Sydney?',
        sources: [
          { domain: 'yelp.com.au', url: 'https://www.yelp.com.au/biz/harbour-dental-sydney' },
          { domain: 'google.com', url: 'https://www.google.com/maps/place/Harbour+Dental' },
        ],
        mostSerious: true,
      },
      {
        kind: 'telephone',
        label: 'Phone number',
        assistant: 'ChatGPT',
        stated: '(02) 9555 0124',
        expected: '+61 2 9555 0123',
        question: 'What are the contact details and opening hours of Harbour Dental in Sydney?',
        // Each cited domain once, with the first URL citing it.
        sources: [
          {
            domain: 'healthengine.com.au',
            url: 'https://www.healthengine.com.au/dentist/nsw/sydney/harbour-dental',
          },
        ],
        mostSerious: false,
      },
      {
        kind: 'hours',
        label: 'Opening hours',
        assistant: 'ChatGPT',
        stated: 'Sunday 10am–4pm',
        expected: 'Monday to Friday 08:00–18:00; Saturday 09:00–12:00',
        question: 'What are the contact details and opening hours of Harbour Dental in Sydney?',
        sources: [],
        mostSerious: false,
      },
    ])
  })

  it('keeps the engine’s counts, never recounting the listed facts', () => {
    const check = { ...FIXTURE_FACT_CHECK, wrong: 7, correct: 40, answers_checked: 12 }
    expect(reportModel(makeFactCheckedResult({ fact_check: check })).facts!.summary).toBe(
      '7 wrong facts in 12 answers that named you; 40 facts were right.',
    )
  })

  it('says so plainly when no fact was wrong, or none could be checked', () => {
    const none = { ...FIXTURE_FACT_CHECK, wrong: 0, correct: 24, wrong_facts: [] }
    const facts = reportModel(makeFactCheckedResult({ fact_check: none })).facts!
    expect(facts.summary).toBe('No wrong facts in 6 answers that named you; 24 facts were right.')
    expect(facts.wrong).toEqual([])
    const counts = { facts: 5, correct: 3, wrong: 1, unverifiable: 1 }
    expect(factCheckSummary({ answers_checked: 1, ...counts })).toBe(
      '1 wrong fact in 1 answer that named you; 3 facts were right and 1 could not be checked.',
    )
    expect(
      factCheckSummary({ answers_checked: 2, facts: 1, correct: 1, wrong: 0, unverifiable: 0 }),
    ).toBe('No wrong facts in 2 answers that named you; 1 fact was right.')
    expect(
      factCheckSummary({ answers_checked: 3, facts: 0, correct: 0, wrong: 0, unverifiable: 0 }),
    ).toBe('No wrong facts in 3 answers that named you: they stated no facts about you.')
    expect(
      factCheckSummary({ answers_checked: 0, facts: 0, correct: 0, wrong: 0, unverifiable: 0 }),
    ).toBe('No answer named you, so there were no facts to check.')
  })

  it('links a source only to a web address', () => {
    const [closure] = FIXTURE_FACT_CHECK.wrong_facts
    const citations = [
      { url: 'javascript:alert(1)', title: null, domain: 'evil.example' },
      ...closure.citations!,
    ]
    const check = { ...FIXTURE_FACT_CHECK, wrong_facts: [{ ...closure, citations }] }
    const facts = reportModel(makeFactCheckedResult({ fact_check: check })).facts!
    expect(facts.wrong[0].sources.map((s) => s.domain)).toEqual(['yelp.com.au', 'google.com'])
  })

  it('marks only a closure for good as the most serious', () => {
    const [closure] = FIXTURE_FACT_CHECK.wrong_facts
    const temporary = { ...closure, stated: 'temporarily closed' }
    const check = { ...FIXTURE_FACT_CHECK, wrong_facts: [temporary] }
    expect(
      reportModel(makeFactCheckedResult({ fact_check: check })).facts!.wrong[0].mostSerious,
    ).toBe(false)
    expect(isPermanentClosure('has closed down')).toBe(true)
    expect(isPermanentClosure('closed on Sundays')).toBe(false)
  })
})

describe('openingHoursText', () => {
  it('writes schema.org opening hours in words and keeps anything else as written', () => {
    expect(openingHoursText('Mo-Fr 08:00-18:00; Sa 09:00-12:00,13:00-16:00')).toBe(
      'Monday to Friday 08:00–18:00; Saturday 09:00–12:00, 13:00–16:00',
    )
    expect(openingHoursText('Mo,We 09:00-17:00')).toBe('Monday, Wednesday 09:00–17:00')
    expect(openingHoursText('by appointment')).toBe('by appointment')
  })
})
