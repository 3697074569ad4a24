// @vitest-environment jsdom
/**
 * /staff-view/:token (docs/decisions/0125): what +data makes of the audit a staff member's view
 * token opens (the report, or the site's 404 for a malformed, forged or expired token: never a
 * 500), what the page shows (the customer's saved report, read-only, no buttons), and that the
 * site's frame takes no lead there (no header, footer or newsletter form).
 */
import { severityBanner } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { cleanup, render, screen } from '@testing-library/react'
import type { PageContextServer } from 'vike/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountApi } from '../../../../server/accountPaths.server'
import { FALLBACK_COMMON } from '../../../../lib/common'
import Layout from '../../../+Layout'
import { AUDIT_REPORT_TEXT } from '../../app/audits/@id/+Page'
import { data, type Data } from './+data'
import Page, { STAFF_VIEW_TEXT } from './+Page'
import title from './+title'

const shown = vi.hoisted(() => ({ data: null as unknown, pageContext: null as unknown }))
vi.mock('vike-react/useData', () => ({ useData: () => shown.data }))
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => shown.pageContext }))

afterEach(cleanup)

const TOKEN = '7.1800000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

/** The CMS `audits` record of the fixture's result, as the site's key reads it. */
function record(): Record<string, unknown> {
  const { created_at: _created, audit_id: _id, ...result } = makeAuditResult()
  return {
    ...result,
    id: 7,
    audited_at: '2026-11-25T08:00:00.000Z',
    createdAt: '2026-11-25T08:00:01.000Z',
  }
}

function load(token: string, answer: () => Promise<Record<string, unknown> | null>) {
  const staffViewAudit = vi.fn(answer)
  const pageContext = {
    routeParams: { token },
    accountApi: { staffViewAudit } as unknown as AccountApi,
  } as unknown as PageContextServer
  return { staffViewAudit, loaded: data(pageContext) }
}

describe('/staff-view/:token data', () => {
  it('reads the audit the token opens and gives its result', async () => {
    const { staffViewAudit, loaded } = load(TOKEN, async () => record())
    expect(await loaded).toMatchObject({
      state: 'ready',
      result: { business_name: 'Harbour Dental', audit_id: '7' },
    })
    expect(staffViewAudit).toHaveBeenCalledWith(TOKEN)
  })

  it("is the site's 404 for a malformed, forged or expired token, or a record without a whole result", async () => {
    for (const answer of [null, { id: 7, business_name: 'Harbour Dental' }]) {
      const { loaded } = load(TOKEN, async () => answer)
      await expect(loaded).rejects.toMatchObject({
        _isAbortError: true,
        _pageContextAbort: { abortStatusCode: 404 },
      })
    }
  })

  it('says the report is unavailable when the CMS cannot give it just now', async () => {
    const { loaded } = load(TOKEN, async () => {
      throw new Error('CMS answered 502')
    })
    expect(await loaded).toEqual({ state: 'unavailable', result: null })
  })
})

describe('/staff-view/:token page', () => {
  it('shows the customer’s saved report, read-only, under a note saying whose view it is', async () => {
    shown.data = (await load(TOKEN, async () => record()).loaded) satisfies Data
    render(<Page />)
    expect(screen.getAllByRole('note')[0].textContent).toBe(STAFF_VIEW_TEXT.note)
    expect(screen.getByText(AUDIT_REPORT_TEXT.eyebrow)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harbour Dental')
    expect(screen.getByText(severityBanner('MODERATE', 'dentist', 'Sydney'))).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'The figures' })).toBeTruthy()
    // None of the customer's buttons: no PDF, no re-run, no share control, no form.
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link', { name: /PDF|Dashboard|Audit/ })).toBeNull()
    expect(title({ data: shown.data } as never)).toMatch(/^Customer view: Harbour Dental/)
  })

  it('has the page alone in the site’s frame: no header, footer or newsletter form', () => {
    const frame = (path: string) => {
      shown.pageContext = { urlPathname: path, common: FALLBACK_COMMON }
      const { container } = render(
        <Layout>
          <p>the report</p>
        </Layout>,
      )
      const html = container.innerHTML
      cleanup()
      return html
    }
    const shared = frame('/r/some-token')
    expect(shared).toContain('newsletter')
    const staff = frame(`/staff-view/${TOKEN}`)
    expect(staff).toContain('the report')
    expect(staff).not.toContain('newsletter')
    expect(staff).not.toContain('<header')
    expect(staff).not.toContain('<footer')
  })
})
