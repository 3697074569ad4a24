// @vitest-environment jsdom
/** The dashboard's charts: each run's label on the axis says which run it is. */
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DashboardAudit } from './model'
import { MentionRateChart } from './TrendChart'

afterEach(cleanup)

const run = (id: string, date: string): DashboardAudit => ({
  id,
  business: 'Harbour Dental',
  market: 'dentist in Sydney',
  date,
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
})
