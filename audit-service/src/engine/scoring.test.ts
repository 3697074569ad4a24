import { describe, expect, it } from 'vitest'
import { metricsSchema } from '@aivis/contract'
import {
  FIXTURE_CHATGPT_METRICS,
  FIXTURE_CLAUDE_METRICS,
  FIXTURE_OVERALL_METRICS,
  makeAuditResult,
} from '@aivis/contract/testing'
import {
  citedDomains,
  isBusinessName,
  metricsOf,
  positionOf,
  rateOf,
  severityOf,
  tallyNames,
  wilsonInterval,
  type ScoredAnswer,
} from './scoring'

describe('wilsonInterval (95%)', () => {
  it.each([
    // Reference values: Wilson score interval with z = 1.96 (e.g. Newcombe 1998, table I).
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i → [%f, %f]', (k, n, low, high) => {
    const ci = wilsonInterval(k, n)
    expect(ci.low).toBeCloseTo(low, 3)
    expect(ci.high).toBeCloseTo(high, 3)
  })
  it('is the whole range without answers, and clamps out-of-range counts', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 })
    expect(wilsonInterval(12, 10).high).toBeCloseTo(1, 9)
  })
})

describe('severityOf (docs/decisions/0003)', () => {
  it.each([
    [0, 10, 'LOW', true],
    [0, 40, 'LOW', true],
    [1, 10, 'LOW', false],
    [3, 10, 'MODERATE', false],
    [6, 10, 'MODERATE', false],
    [7, 10, 'STRONG', false],
    [24, 40, 'MODERATE', false],
    [26, 40, 'STRONG', false],
    [40, 40, 'STRONG', true],
    [2, 3, 'MODERATE', false],
  ] as const)('%i of %i → %s (firm: %s)', (k, n, severity, firm) => {
    expect(severityOf(k, n)).toEqual({ severity, firm })
  })
})

describe('rateOf', () => {
  it('carries the rate, its interval and n', () => {
    const rate = rateOf(4, 10)
    expect(rate.value).toBe(0.4)
    expect(rate.n).toBe(10)
    expect(rate.low).toBeLessThan(0.4)
    expect(rate.high).toBeGreaterThan(0.4)
    expect(rateOf(0, 0)).toMatchObject({ value: 0, n: 0, low: 0, high: 1 })
  })
})

describe('positionOf', () => {
  const answer = '1. **Smile Co** – great.\n2. **Harbour Dental** – friendly.\n3. Bright Teeth'
  it('ranks the business among the names by first occurrence', () => {
    expect(positionOf(answer, ['Harbour Dental'], ['Smile Co', 'Bright Teeth'])).toBe(2)
    expect(positionOf(answer, ['harbour dental', 'HD Clinic'], ['Bright Teeth'])).toBe(1)
  })
  it('is null when the business does not occur, and ignores matches inside longer words', () => {
    expect(positionOf(answer, ['Harbour Dentalcare'], ['Smile Co'])).toBeNull()
    expect(positionOf('Try Bright Teethworks', ['Bright Teeth'], [])).toBeNull()
  })
})

describe('citedDomains', () => {
  it('collects link and bare-URL hosts and vendor citations, once each, without www', () => {
    const answer =
      'See [Harbour Dental](https://www.harbourdental.com.au/book) or https://smileco.com.au. Also https://www.harbourdental.com.au/team'
    expect(citedDomains(answer, ['https://yelp.com/biz/x', 'not a url'])).toEqual([
      'harbourdental.com.au',
      'smileco.com.au',
      'yelp.com',
    ])
  })
})

describe('metricsOf', () => {
  const business = {
    names: ['Harbour Dental'],
    website: 'https://harbourdental.com.au',
    service: 'dentist',
    host: 'harbourdental.com.au',
  }
  const answers = [
    {
      text: '1. Smile Co\n2. Harbour Dental (https://book.harbourdental.com.au)',
      mentioned: true,
      competitors: ['Smile Co'],
    },
    {
      text: 'Harbour Dental is great.',
      mentioned: true,
      competitors: [],
      citations: ['https://yelp.com/x'],
    },
    {
      text: '1. Smile Co\n2. Bright Teeth',
      mentioned: false,
      competitors: ['Smile Co', 'Bright Teeth'],
    },
    { text: 'See https://yelp.com/best-dentists', mentioned: false, competitors: [] },
  ]
  it('measures mention rate with n, share of voice, position, citations and sources', () => {
    const m = metricsOf(answers, business)
    expect(metricsSchema.parse(m)).toEqual(m)
    expect(m.answers).toBe(4)
    expect(m.mention_rate).toMatchObject({ value: 0.5, n: 4 })
    // Business 2 mentions; competitors: Smile Co twice, Bright Teeth once.
    expect(m.share_of_voice).toBeCloseTo(2 / 5)
    expect(m.mentions).toBe(2)
    expect(m.competitors).toEqual([
      { name: 'Smile Co', answers: 2, share_of_voice: 2 / 5 },
      { name: 'Bright Teeth', answers: 1, share_of_voice: 1 / 5 },
    ])
    // Positions 2 and 1.
    expect(m.average_position).toBe(1.5)
    expect(m.citation_rate).toBe(0.25)
    expect(m.top_sources).toEqual([
      { domain: 'yelp.com', answers: 2 },
      { domain: 'book.harbourdental.com.au', answers: 1 },
    ])
  })
  it('has no position and no citation rate without mentions or a website', () => {
    const m = metricsOf(answers.slice(2), { ...business, website: null, host: null })
    expect(m.average_position).toBeNull()
    expect(m.citation_rate).toBe(0)
    expect(metricsOf([], business).mention_rate).toMatchObject({ value: 0, n: 0 })
  })
})

describe('tallyNames: the one ranking of names by answers', () => {
  it('ranks by number of answers naming them, ties by first appearance', () => {
    const lists = [['B', 'A'], ['A', 'C'], ['D', 'E', 'F', 'G'], ['C']]
    expect(tallyNames(lists).map((n) => n.name)).toEqual(['A', 'C', 'B', 'D', 'E', 'F', 'G'])
  })
  it('counts a name once per answer', () => {
    expect(tallyNames([['X', 'X', 'X'], ['Y'], ['Y']])).toEqual([
      { name: 'Y', answers: 2 },
      { name: 'X', answers: 1 },
    ])
  })
  it('counts the same business written differently as one, shown as first written', () => {
    expect(
      tallyNames([
        ['Pure Motion Pty Ltd', 'Beta'],
        ['PURE MOTION'],
        ['The Pure Motion', 'Beta'],
        ['Gamma'],
      ]).map((n) => n.name),
    ).toEqual(['Pure Motion Pty Ltd', 'Beta', 'Gamma'])
  })
  it('counts a name once per answer, merges spellings, keeps the first spelling and order on ties', () => {
    expect(
      tallyNames([
        ['Pure Motion Pty Ltd', 'Smile Co', 'PURE MOTION'],
        ['smile co.', 'The Bright Teeth'],
        ['Bright Teeth LLC'],
      ]),
    ).toEqual(
      [
        { name: 'Pure Motion Pty Ltd', answers: 1 },
        { name: 'Smile Co', answers: 2 },
        { name: 'The Bright Teeth', answers: 2 },
      ].sort((a, b) => b.answers - a.answers),
    )
  })
  it('leaves out what `exclude` accepts and blank names', () => {
    expect(tallyNames([['A Co', ' ', 'B Co']], (n) => n === 'A Co')).toEqual([
      { name: 'B Co', answers: 1 },
    ])
  })
})

describe('isBusinessName', () => {
  const business = { names: ['Harbour Dental', 'HD Clinic'], website: null, service: 'dentist' }
  it.each(['Harbour Dental Pty Ltd', 'harbourdental', 'THE HARBOUR DENTAL', 'HD Clinic'])(
    '%s is the business',
    (name) => expect(isBusinessName(name, business)).toBe(true),
  )
  it.each(['Smile Co', 'Harbour View Dental', ''])('%s is not', (name) =>
    expect(isBusinessName(name, business)).toBe(false),
  )
})

describe('metricsOf ranks competitors with the business under any spelling left out', () => {
  it('does not count "Harbour Dental Pty Ltd" as a competitor of Harbour Dental', () => {
    const m = metricsOf(
      [
        { text: 'x', mentioned: true, competitors: ['Harbour Dental Pty Ltd', 'Smile Co'] },
        { text: 'y', mentioned: false, competitors: ['smile co'] },
      ],
      { names: ['Harbour Dental'], website: null, service: 'dentist', host: null },
    )
    expect(m.competitors).toEqual([{ name: 'Smile Co', answers: 2, share_of_voice: 2 / 3 }])
    expect(m.share_of_voice).toBeCloseTo(1 / 3)
  })
})

describe('the shared test fixture (makeAuditResult) holds the figures the engine computes', () => {
  const result = makeAuditResult()
  const who = {
    names: [result.business_name],
    website: result.website,
    service: result.specialism,
    host: 'harbourdental.example',
  }
  const scored = (assistant?: string): ScoredAnswer[] =>
    result.discovery_queries_results
      .flatMap((q) => q.answers)
      .filter((a) => !assistant || a.assistant === assistant)
      .map((a) => ({
        text: a.answer,
        mentioned: a.mentioned_you,
        competitors: a.competitors_mentioned,
      }))
  it.each([
    ['chatgpt', FIXTURE_CHATGPT_METRICS],
    ['claude', FIXTURE_CLAUDE_METRICS],
    [undefined, FIXTURE_OVERALL_METRICS],
  ] as const)('%s', (assistant, expected) => {
    expect(metricsOf(scored(assistant), who)).toEqual(expected)
  })
})
