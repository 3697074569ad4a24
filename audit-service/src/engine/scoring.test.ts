import { describe, expect, it } from 'vitest'
import { metricsSchema } from '@aivis/contract'
import { citedDomains, metricsOf, positionOf, rateOf, severityOf, wilsonInterval } from './scoring'

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
  const business = { names: ['Harbour Dental'], host: 'harbourdental.com.au' }
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
    // Positions 2 and 1.
    expect(m.average_position).toBe(1.5)
    expect(m.citation_rate).toBe(0.25)
    expect(m.top_sources).toEqual([
      { domain: 'yelp.com', answers: 2 },
      { domain: 'book.harbourdental.com.au', answers: 1 },
    ])
  })
  it('has no position and no citation rate without mentions or a website', () => {
    const m = metricsOf(answers.slice(2), { names: ['Harbour Dental'], host: null })
    expect(m.average_position).toBeNull()
    expect(m.citation_rate).toBe(0)
    expect(metricsOf([], business).mention_rate).toMatchObject({ value: 0, n: 0 })
  })
})
