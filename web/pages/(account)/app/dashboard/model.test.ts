import { makeAuditResult } from '@aivis/contract/testing'
import { describe, expect, it } from 'vitest'
import type { CustomerAudit } from '../../../../server/auth.server'
import { dashboardModel } from './model'

/** A CMS audit document as the customer reads it, from the shared result fixture. */
function doc(
  id: number,
  date: string,
  overrides: {
    mentions?: number
    answers?: number
    competitors?: string[]
    business?: string
  } = {},
): CustomerAudit {
  const result = makeAuditResult()
  const overall = { ...result.scores.overall }
  if (overrides.mentions !== undefined) {
    overall.mentions = overrides.mentions
    overall.answers = overrides.answers ?? overall.answers
    overall.mention_rate = {
      ...overall.mention_rate,
      value: overall.mentions / overall.answers,
      n: overall.answers,
    }
  }
  if (overrides.competitors)
    overall.competitors = overrides.competitors.map((name) => ({
      name,
      answers: 1,
      share_of_voice: 0.1,
    }))
  return {
    id,
    business_name: overrides.business ?? result.business_name,
    specialism: result.specialism,
    location: result.location,
    severity: result.severity,
    mention_rate: overall.mention_rate.value,
    share_of_voice: result.scores.share_of_voice,
    scores: { ...result.scores, overall },
    verdict: result.verdict,
    audited_at: date,
    createdAt: date,
  }
}

describe('dashboardModel', () => {
  it("gives each audit its market's time zone, UTC when none was resolved", () => {
    const sydney = {
      ...doc(1, '2026-11-27T08:00:00Z'),
      search_location: makeAuditResult().search_location,
    }
    const none = { ...doc(2, '2026-11-20T10:00:00Z'), search_location: null }
    const older = doc(3, '2026-11-10T10:00:00Z')
    const { audits } = dashboardModel([sydney, none, older])
    expect(sydney.search_location?.timezone).toBe('Australia/Sydney')
    expect(audits.map((a) => [a.id, a.timeZone])).toEqual([
      ['1', 'Australia/Sydney'],
      ['2', 'UTC'],
      ['3', 'UTC'],
    ])
  })

  it('lists audits newest first with the mention rate, its interval and each assistant', () => {
    const { audits } = dashboardModel([
      doc(1, '2026-11-01T10:00:00Z'),
      doc(2, '2026-11-20T10:00:00Z'),
    ])
    expect(audits.map((a) => a.id)).toEqual(['2', '1'])
    const [latest] = audits
    const fixture = makeAuditResult()
    expect(latest.market).toBe(`${fixture.specialism} in ${fixture.location}`)
    expect(latest.mentionRate).toEqual(fixture.scores.overall.mention_rate)
    expect(latest.assistants.map((a) => a.name)).toEqual(
      fixture.scores.by_assistant.map((a) => a.assistant_name),
    )
    expect(latest.competitors).toEqual(fixture.scores.overall.competitors.map((c) => c.name))
  })

  it('groups by business and market, compares the last two runs and keeps one-run businesses without a change', () => {
    const { businesses } = dashboardModel([
      doc(3, '2026-11-20T10:00:00Z', {
        mentions: 30,
        answers: 40,
        competitors: ['Smile Co', 'New Dental'],
      }),
      doc(2, '2026-11-10T10:00:00Z', {
        mentions: 4,
        answers: 40,
        competitors: ['Smile Co', 'Bright Teeth'],
      }),
      doc(1, '2026-11-01T10:00:00Z', { mentions: 6, answers: 40 }),
      doc(4, '2026-11-05T10:00:00Z', { business: 'Other Clinic' }),
    ])
    expect(businesses.map((b) => b.business)).toEqual([
      makeAuditResult().business_name,
      'Other Clinic',
    ])
    const [main, other] = businesses
    expect(main.runs.map((r) => r.id)).toEqual(['1', '2', '3'])
    expect(main.change).toMatchObject({
      change: 'rose',
      from: 0.1,
      to: 0.75,
      gained: ['New Dental'],
      lost: ['Bright Teeth'],
    })
    expect(other.change).toBeNull()
  })

  it('calls a small difference no significant change, and leaves records without figures out of the comparison', () => {
    const { businesses } = dashboardModel([
      doc(2, '2026-11-20T10:00:00Z', { mentions: 5, answers: 20 }),
      doc(1, '2026-11-10T10:00:00Z', { mentions: 4, answers: 20 }),
    ])
    expect(businesses[0].change?.change).toBe('none')
    const bare = { ...doc(3, '2026-11-25T10:00:00Z'), scores: null, mention_rate: 0.5 }
    const withBare = dashboardModel([
      bare,
      doc(2, '2026-11-20T10:00:00Z', { mentions: 5, answers: 20 }),
    ])
    expect(withBare.audits[0].mentionRate).toEqual({ value: 0.5, low: 0.5, high: 0.5, n: 0 })
    expect(withBare.businesses[0].change).toBeNull()
  })

  it("gives each business its monthly re-check, matched however the name's case and spaces differ", () => {
    const result = makeAuditResult()
    const { businesses } = dashboardModel(
      [
        doc(1, '2026-11-01T10:00:00Z'),
        doc(2, '2026-11-05T10:00:00Z', { business: 'Other Clinic' }),
      ],
      [
        {
          id: 9,
          business_name: `  ${result.business_name.toUpperCase()} `,
          specialism: result.specialism,
          location: result.location,
          active: true,
          last_run_at: '2026-11-01T10:00:00Z',
          runs: 0,
        },
        {
          id: 10,
          business_name: 'Other Clinic',
          specialism: 'vet',
          location: result.location,
          active: true,
          last_run_at: '2026-11-01T10:00:00Z',
          runs: 0,
        },
      ],
    )
    // Other Clinic's re-check is of another market (vet): not this business's.
    expect(businesses.map((b) => [b.business, b.recheck])).toEqual([
      ['Other Clinic', null],
      [result.business_name, { id: '9', active: true }],
    ])
  })
})
