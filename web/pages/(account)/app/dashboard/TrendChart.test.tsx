// @vitest-environment jsdom
/**
 * The dashboard's charts: each run's label on the axis says which run it is, in the market's time
 * zone, which the caption names.
 */
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DashboardAudit } from './model'
import { MentionRateChart, ShareOfVoiceChart } from './TrendChart'

afterEach(cleanup)

const run = (id: string, date: string, timeZone = 'UTC'): DashboardAudit => ({
  id,
  business: 'Harbour Dental',
  market: 'dentist in Sydney',
  date,
  timeZone,
  severity: 'LOW',
  mentionRate: { value: 0.2, low: 0.1, high: 0.35, n: 40 },
  shareOfVoice: 0.1,
  assistants: [],
  competitors: [],
  mentions: 8,
  answers: 40,
  sharedAt: null,
})

describe('MentionRateChart', () => {
  it('labels each run by its day, with the time only beside the day when two runs share it', () => {
    const { container } = render(
      <MentionRateChart
        runs={[
          run('1', '2026-11-20T09:00:00Z'),
          run('2', '2026-11-27T17:05:00Z'),
          run('3', '2026-11-27T17:17:00Z'),
        ]}
      />,
    )
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent)
    expect(labels).toEqual(expect.arrayContaining(['Nov 20', 'Nov 27 17:05', 'Nov 27 17:17']))
  })

  it('labels the runs of a Sydney business in Sydney time, and names the zone', () => {
    const sydney = 'Australia/Sydney'
    const runs = [
      // 2 PM UTC on Nov 20 is 1 AM on Nov 21 in Sydney.
      run('1', '2026-11-20T14:00:00Z', sydney),
      // 8 AM UTC is 7 PM in Sydney.
      run('2', '2026-11-27T08:00:00Z', sydney),
      run('3', '2026-11-27T08:12:00Z', sydney),
    ]
    const { container } = render(<MentionRateChart runs={runs} />)
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent)
    expect(labels).toEqual(expect.arrayContaining(['Nov 21', 'Nov 27 19:00', 'Nov 27 19:12']))
    expect(labels).not.toContain('Nov 20')
    expect(container.querySelector('figcaption')?.textContent).toBe(
      'Mention rate (with its 95% range) · Sydney time',
    )
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'Mention rate across 3 audits (Sydney time): Nov 21 20%, Nov 27 19:00 20%, Nov 27 19:12 20%',
    )
    cleanup()
    const share = render(<ShareOfVoiceChart runs={runs} />).container
    expect(share.querySelector('figcaption')?.textContent).toBe(
      'Share of voice by assistant · Sydney time',
    )
    expect([...share.querySelectorAll('text')].map((t) => t.textContent)).toContain('Nov 21')
  })

  it('says UTC when no run has a market zone', () => {
    const { container } = render(
      <MentionRateChart
        runs={[run('1', '2026-11-20T14:00:00Z'), run('2', '2026-11-27T08:00:00Z')]}
      />,
    )
    expect(container.querySelector('figcaption')?.textContent).toBe(
      'Mention rate (with its 95% range) · UTC',
    )
  })
})
