// @vitest-environment jsdom
/**
 * /app/dashboard: when each audit ran, in its market's time zone with the zone named ('… Sydney
 * time'), as the saved report says it; UTC for an audit whose market zone is not known.
 */
import { makeAuditResult } from '@aivis/contract/testing'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CustomerAudit } from '../../../../server/auth.server'
import type { Data } from './+data'
import Page from './+Page'
import { dashboardModel } from './model'

const shown = vi.hoisted(() => ({ data: null as unknown }))
vi.mock('vike-react/useData', () => ({ useData: () => shown.data }))

afterEach(cleanup)

/** The customer's audit `id` run at `date` (ISO), searched from `search_location`. */
function audit(
  id: number,
  business: string,
  date: string,
  search_location: CustomerAudit['search_location'],
): CustomerAudit {
  const r = makeAuditResult()
  return {
    id,
    business_name: business,
    specialism: r.specialism,
    location: r.location,
    severity: r.severity,
    scores: r.scores,
    audited_at: date,
    search_location,
    createdAt: date,
  }
}

describe('/app/dashboard', () => {
  it("shows when each audit ran in its market's time, naming the zone", () => {
    const sydney = makeAuditResult().search_location
    expect(sydney?.timezone).toBe('Australia/Sydney')
    const docs = [
      // 8 AM UTC on Nov 27 is 7 PM in Sydney.
      audit(2, 'Harbour Dental', '2026-11-27T08:00:00.000Z', sydney),
      audit(1, 'Harbour Dental', '2026-11-20T14:00:00.000Z', sydney),
      audit(3, 'Web Only Shop', '2026-11-26T08:00:00.000Z', null),
    ]
    shown.data = {
      customer: { id: '7', email: 'ana@example.com', name: null, avatar_url: null },
      unavailable: false,
      claimable: [
        {
          id: 9,
          business_name: 'Harbour Dental',
          specialism: 'dentist',
          location: 'Sydney',
          audited_at: '2026-11-10T08:00:00.000Z',
          search_location: sydney,
        },
      ],
      ...dashboardModel(docs),
    } satisfies Data
    render(<Page />)
    const dates = screen.getAllByRole('cell').filter((c) => c.dataset.label === 'Date')
    expect(dates.map((c) => c.textContent)).toEqual([
      'Nov 27, 2026, 7:00 PM Sydney time',
      'Nov 26, 2026, 8:00 AM UTC',
      // 2 PM UTC on Nov 20 is 1 AM on Nov 21 in Sydney.
      'Nov 21, 2026, 1:00 AM Sydney time',
    ])
    expect(
      screen.getByRole('link', {
        name: 'Open the report of Harbour Dental, Nov 27, 2026, 7:00 PM Sydney time',
      }),
    ).toBeTruthy()
    // The earlier audits offered to claim, too.
    expect(screen.getByText(/Nov 10, 2026, 7:00 PM Sydney time/)).toBeTruthy()
    // The trend chart's days are Sydney's.
    expect(screen.getAllByText('Nov 21').length).toBeGreaterThan(0)
    expect(screen.queryByText('Nov 20')).toBeNull()
  })
})
