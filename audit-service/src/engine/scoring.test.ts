import { describe, expect, it } from 'vitest'
import { metricsSchema } from '@aivis/contract'
import {
  FIXTURE_CHATGPT_METRICS,
  FIXTURE_CLAUDE_METRICS,
  FIXTURE_OVERALL_METRICS,
  makeAuditResult,
} from '@aivis/contract/testing'
import {
  INFORMATIVE_MIN,
  answerPosition,
  citedDomains,
  isBusinessName,
  metricsOf,
  positionOf,
  rateOf,
  severityOf,
  siteOwnerOf,
  tallyNames,
  verdictOf,
  wilsonInterval,
  type ScoredAnswer,
} from './scoring'

/** A vendor citation of `url` (domain as the vendor adapters give it). */
const cite = (url: string) => ({
  url,
  title: null,
  domain: new URL(url).hostname.replace(/^www\./, ''),
})

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

describe('severityOf: LOW only when missing, so the banner never contradicts the figures (docs/decisions/0109)', () => {
  it.each([
    [0, 10, 'LOW', false],
    [0, 40, 'LOW', true],
    [3, 40, 'LOW', false],
    [4, 40, 'MODERATE', false],
    [1, 10, 'MODERATE', false],
    [2, 10, 'MODERATE', false],
    [8, 40, 'MODERATE', true],
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
    expect(
      citedDomains(answer, [cite('https://yelp.com/biz/x'), cite('https://www.smileco.com.au/')]),
    ).toEqual(['harbourdental.com.au', 'smileco.com.au', 'yelp.com'])
  })
  it('reads a citation by its domain, and by its URL when the domain is blank', () => {
    expect(
      citedDomains('no links', [
        { url: 'https://www.HotDoc.com.au/x', title: 'HotDoc', domain: 'hotdoc.com.au' },
        { url: 'https://www.healthengine.com.au/y', title: null, domain: '' },
      ]),
    ).toEqual(['hotdoc.com.au', 'healthengine.com.au'])
  })
})

describe('answerPosition', () => {
  const business = { names: ['Harbour Dental', 'HD Clinic'], website: null, service: 'dentist' }
  it('ranks the business among the businesses the answer names, itself under another spelling never ahead of it', () => {
    const text = '1. The Harbour Dental Pty Ltd\n2. Smile Co\n3. Harbour Dental again'
    expect(
      answerPosition(
        { text, mentioned: true, competitors: ['The Harbour Dental Pty Ltd', 'Smile Co'] },
        business,
      ),
    ).toBe(1)
    expect(
      answerPosition(
        { text: '1. Smile Co\n2. HD Clinic', mentioned: true, competitors: ['Smile Co'] },
        business,
      ),
    ).toBe(2)
  })
  it('is null when the answer does not name the business, or names it only by its website', () => {
    expect(
      answerPosition({ text: 'Smile Co', mentioned: false, competitors: ['Smile Co'] }, business),
    ).toBeNull()
    expect(
      answerPosition(
        { text: 'See harbourdental.com.au', mentioned: true, competitors: [] },
        business,
      ),
    ).toBeNull()
  })
})

describe('siteOwnerOf', () => {
  const owners = {
    host: 'book.harbourdental.com.au',
    names: ['Harbour Dental'],
    competitors: ['Smile Co', 'Bright Teeth Clinic', 'AB'],
  }
  it.each([
    ['book.harbourdental.com.au', 'business'],
    ['x.book.harbourdental.com.au', 'business'],
    ['harbourdental.com.au', 'business'],
    ['harbourdental.net', 'business'],
    ['smileco.com.au', 'competitor'],
    ['brightteeth.com', 'competitor'],
    ['yelp.com.au', null],
    ['ab.com', null],
  ] as const)('%s → %s', (domain, owner) => expect(siteOwnerOf(domain, owners)).toBe(owner))
})

describe('metricsOf', () => {
  const business = {
    names: ['Harbour Dental'],
    website: 'https://harbourdental.com.au',
    service: 'dentist',
    host: 'harbourdental.com.au',
  }
  const answers: ScoredAnswer[] = [
    {
      text: '1. Smile Co\n2. Harbour Dental (https://book.harbourdental.com.au)',
      mentioned: true,
      competitors: ['Smile Co'],
      searched: true,
    },
    {
      text: 'Harbour Dental is great.',
      mentioned: true,
      competitors: [],
      citations: [cite('https://yelp.com/x')],
      searched: true,
    },
    {
      text: '1. Smile Co\n2. Bright Teeth',
      mentioned: false,
      competitors: ['Smile Co', 'Bright Teeth'],
      citations: [cite('https://www.hotdoc.com.au/a'), cite('https://smileco.com.au/')],
      searched: false,
    },
    { text: 'See https://yelp.com/best-dentists', mentioned: false, competitors: [] },
  ]
  it('measures mention rate with n, share of voice, positions, informative and citation rates', () => {
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
    expect(m.median_position).toBe(1.5)
    // Three answers name a business (the business or a competitor); the fourth names none.
    expect(m.informative_rate).toEqual(rateOf(3, 4))
    // Only the first answer links to the business's site (a subdomain counts).
    expect(m.citation_rate).toEqual(rateOf(1, 4))
    expect(m.citation_rate.low).toBeGreaterThan(0)
    expect(m.citation_rate.high).toBeLessThan(1)
    expect(m.searched_answers).toBe(2)
  })
  it('ranks the cited domains by answers, ties by first appearance, and marks listing gaps', () => {
    const m = metricsOf(answers, business)
    expect(m.top_sources).toEqual([
      {
        domain: 'yelp.com',
        answers: 2,
        business_answers: 1,
        competitor_answers: 0,
        listing_gap: false,
      },
      {
        domain: 'book.harbourdental.com.au',
        answers: 1,
        business_answers: 1,
        competitor_answers: 1,
        listing_gap: false,
      },
      // Cited by an answer naming competitors and never the business: where to get listed.
      {
        domain: 'hotdoc.com.au',
        answers: 1,
        business_answers: 0,
        competitor_answers: 1,
        listing_gap: true,
      },
      // A competitor's own site is never a listing gap.
      {
        domain: 'smileco.com.au',
        answers: 1,
        business_answers: 0,
        competitor_answers: 1,
        listing_gap: false,
      },
    ])
    expect(metricsOf(answers, business, 2).top_sources.map((s) => s.domain)).toEqual([
      'yelp.com',
      'book.harbourdental.com.au',
    ])
  })
  it("never makes the business's own site a listing gap, even cited beside competitors only", () => {
    const m = metricsOf(
      [
        {
          text: '1. Smile Co',
          mentioned: false,
          competitors: ['Smile Co'],
          citations: [cite('https://harbourdental.com.au/team')],
        },
      ],
      {
        ...business,
        website: 'https://book.harbourdental.com.au',
        host: 'book.harbourdental.com.au',
      },
    )
    expect(m.top_sources).toEqual([
      {
        domain: 'harbourdental.com.au',
        answers: 1,
        business_answers: 0,
        competitor_answers: 1,
        listing_gap: false,
      },
    ])
  })
  it("never makes a domain only linked in an answer's text a listing gap: a vendor must cite it", () => {
    const m = metricsOf(
      [
        {
          text: '1. Smile Co — book via [this page](https://tracker.evil.example/go) ![](https://px.evil.example/a.gif)',
          mentioned: false,
          competitors: ['Smile Co'],
          citations: [cite('https://www.hotdoc.com.au/a')],
        },
      ],
      business,
    )
    expect(m.top_sources.map((s) => [s.domain, s.listing_gap])).toEqual([
      ['tracker.evil.example', false],
      ['px.evil.example', false],
      ['hotdoc.com.au', true],
    ])
  })
  it('takes the median of an odd count as the middle rank, of an even count as the mean of the middle two', () => {
    const ranked = (position: number): ScoredAnswer => ({
      text: 'x',
      mentioned: true,
      competitors: [],
      position,
    })
    const odd = metricsOf([ranked(5), ranked(1), ranked(2)], business)
    expect(odd.median_position).toBe(2)
    expect(odd.average_position).toBeCloseTo(8 / 3)
    const even = metricsOf([ranked(4), ranked(1), ranked(2), ranked(7)], business)
    expect(even.median_position).toBe(3)
    // A recorded position counts only on an answer naming the business.
    const stray = metricsOf(
      [ranked(1), { text: 'y', mentioned: false, competitors: [], position: 9 }],
      business,
    )
    expect(stray.median_position).toBe(1)
  })
  it('has no position and a zero citation rate over n without mentions or a website', () => {
    const m = metricsOf(answers.slice(2), { ...business, website: null, host: null })
    expect(m.average_position).toBeNull()
    expect(m.median_position).toBeNull()
    expect(m.citation_rate).toEqual(rateOf(0, 2))
    expect(metricsOf([], business)).toMatchObject({
      mention_rate: { value: 0, n: 0 },
      informative_rate: { value: 0, n: 0 },
      citation_rate: { value: 0, low: 0, high: 1, n: 0 },
      searched_answers: 0,
      top_sources: [],
    })
  })
  it('does not count an answer naming only the business under another spelling as naming a competitor', () => {
    const m = metricsOf(
      [
        {
          text: 'Harbour Dental Pty Ltd',
          mentioned: false,
          competitors: ['Harbour Dental Pty Ltd'],
        },
      ],
      business,
    )
    expect(m.informative_rate.value).toBe(0)
    expect(m.competitors).toEqual([])
  })
})

describe('verdictOf: LOW turns INCONCLUSIVE when most answers name no business (docs/decisions/0049)', () => {
  const figures = (mentions: number, answers: number, informative: number) => ({
    mentions,
    answers,
    informative_rate: rateOf(informative, answers),
  })
  it('is INCONCLUSIVE, never firm, when the mention rate is LOW and the informative rate below 1/2', () => {
    expect(INFORMATIVE_MIN).toBe(0.5)
    expect(verdictOf(figures(0, 40, 19))).toEqual({ severity: 'INCONCLUSIVE', firm: false })
    expect(verdictOf(figures(1, 20, 3))).toEqual({ severity: 'INCONCLUSIVE', firm: false })
  })
  it('stays LOW from an informative rate of exactly 1/2, with its firmness', () => {
    expect(verdictOf(figures(0, 40, 20))).toEqual({ severity: 'LOW', firm: true })
    expect(verdictOf(figures(0, 40, 40))).toEqual(severityOf(0, 40))
  })
  it('leaves MODERATE and STRONG alone however few answers name a business', () => {
    // 12 of 40 is MODERATE; the 12 answers naming the business are the only informative ones.
    expect(verdictOf(figures(12, 40, 12))).toEqual(severityOf(12, 40))
    expect(verdictOf(figures(12, 40, 12)).severity).toBe('MODERATE')
    expect(verdictOf(figures(30, 40, 30))).toEqual({ severity: 'STRONG', firm: false })
  })
  it('uses the rate, not its interval: 19 of 40 is inconclusive though its interval reaches past 1/2', () => {
    const rate = rateOf(19, 40)
    expect(rate.high).toBeGreaterThan(0.5)
    expect(verdictOf({ mentions: 0, answers: 40, informative_rate: rate }).severity).toBe(
      'INCONCLUSIVE',
    )
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
        citations: a.citations,
        mentioned: a.mentioned_you,
        competitors: a.competitors_mentioned,
        searched: a.provenance.searched,
      }))
  it.each([
    ['chatgpt', FIXTURE_CHATGPT_METRICS],
    ['claude', FIXTURE_CLAUDE_METRICS],
    [undefined, FIXTURE_OVERALL_METRICS],
  ] as const)('%s', (assistant, expected) => {
    expect(metricsOf(scored(assistant), who)).toEqual(expected)
  })
  it('records on each answer the position the engine computes', () => {
    for (const a of result.discovery_queries_results.flatMap((q) => q.answers))
      expect(a.position).toBe(
        answerPosition(
          { text: a.answer, mentioned: a.mentioned_you, competitors: a.competitors_mentioned },
          who,
        ),
      )
  })
  it('has the verdict the engine gives its overall figures', () => {
    expect(verdictOf(result.scores.overall)).toEqual({
      severity: result.verdict!.severity,
      firm: result.verdict!.firm,
    })
    expect(result.severity).toBe(result.verdict!.severity)
  })
})
