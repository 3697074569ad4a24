// @vitest-environment jsdom
/**
 * /app/audits/:id: what +data makes of the customer's audit (their own, a 404 for any other, a
 * status when the CMS cannot say), and what the page shows of it. The route itself (signed out →
 * /signin?next=, signed in → the customer's `accountApi`): server/auth.test.ts.
 */
import { severityBanner } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { cleanup, render, screen } from '@testing-library/react'
import type { PageContextServer } from 'vike/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountApi } from '../../../../../server/accountPaths.server'
import { data, type Data } from './+data'
import Page, { AUDIT_REPORT_TEXT } from './+Page'
import title from './+title'

const shown = vi.hoisted(() => ({ data: null as unknown }))
vi.mock('vike-react/useData', () => ({ useData: () => shown.data }))

afterEach(cleanup)

/** The CMS `audits` record of the fixture's result, as the customer reads it. */
function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const {
    created_at: _created,
    audit_id: _id,
    ...result
  } = makeAuditResult({
    business_type: 'practice',
  })
  return {
    ...result,
    id: 7,
    audited_at: '2026-11-25T08:00:00.000Z',
    createdAt: '2026-11-25T08:00:01.000Z',
    shared_at: null,
    ...overrides,
  }
}

/** +data for `/app/audits/<id>` with the customer's `audit()` answering `answer`. */
function load(id: string, answer: () => Promise<Record<string, unknown> | null>) {
  const audit = vi.fn(answer)
  const pageContext = {
    routeParams: { id },
    accountApi: { audit } as unknown as AccountApi,
  } as unknown as PageContextServer
  return { audit, loaded: data(pageContext) }
}

describe('/app/audits/:id data', () => {
  it("reads the customer's audit through their accountApi and gives its result and since when it is shared", async () => {
    const { audit, loaded } = load('7', async () =>
      record({ shared_at: '2026-11-25T09:00:00.000Z' }),
    )
    const out = await loaded
    expect(audit).toHaveBeenCalledWith('7')
    expect(out).toMatchObject({
      state: 'ready',
      id: '7',
      sharedAt: '2026-11-25T09:00:00.000Z',
      result: {
        business_name: 'Harbour Dental',
        audit_id: '7',
        audited_at: '2026-11-25T08:00:00.000Z',
      },
    })
  })

  it("is the site's 404 for an audit that is not theirs, is unknown or holds no whole result", async () => {
    for (const answer of [null, { id: 7, business_name: 'Harbour Dental' }]) {
      const { loaded } = load('7', async () => answer)
      await expect(loaded).rejects.toMatchObject({
        _isAbortError: true,
        _pageContextAbort: { abortStatusCode: 404 },
      })
    }
  })

  it('says the audit is unavailable when the CMS cannot give it just now', async () => {
    const { loaded } = load('7', async () => {
      throw new Error('CMS answered 502 for an audit')
    })
    expect(await loaded).toEqual({ state: 'unavailable', id: '7', result: null, sharedAt: null })
  })
})

describe('/app/audits/:id page', () => {
  it('heads the report with the business, its market and date, the PDF, the re-run, the way back and the share control', async () => {
    const { loaded } = load('7', async () => record({ shared_at: '2026-11-20T08:00:00.000Z' }))
    shown.data = (await loaded) satisfies Data
    const { container } = render(<Page />)
    expect(screen.getByText(AUDIT_REPORT_TEXT.eyebrow)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harbour Dental')
    expect(
      screen.getByText('dentist in Sydney · audited November 25, 2026 at 7:00 PM Sydney time'),
    ).toBeTruthy()
    const pdf = screen.getByRole('link', { name: 'Download PDF' })
    expect(pdf.getAttribute('href')).toBe('/app/audits/7/report.pdf')
    expect(pdf.hasAttribute('download')).toBe(true)
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/app/dashboard',
    )
    const islands = Object.fromEntries(
      [...container.querySelectorAll<HTMLElement>('[data-island]')].map((island) => [
        island.dataset.island,
        { props: JSON.parse(island.dataset.props!), hydrate: island.dataset.hydrate },
      ]),
    )
    expect(islands).toEqual({
      RerunAudit: {
        hydrate: 'interaction',
        props: {
          request: {
            business_name: 'Harbour Dental',
            target_location: 'Sydney',
            core_product_service: 'dentist',
            website: 'https://harbourdental.example',
            business_type: 'practice',
          },
        },
      },
      ShareAudit: {
        hydrate: 'interaction',
        props: { auditId: '7', business: 'Harbour Dental', sharedAt: '2026-11-20T08:00:00.000Z' },
      },
    })
    expect(screen.getByRole('button', { name: 'Run This Audit Again' })).toBeTruthy()
    expect(screen.getByText('Shared since Nov 20, 2026.')).toBeTruthy()
    // Then the result in full (components/AuditReport.tsx).
    expect(screen.getByText(severityBanner('MODERATE', 'dentist', 'Sydney'))).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'The figures' })).toBeTruthy()
    expect(
      screen.getByRole('heading', { level: 2, name: 'What each assistant answered' }),
    ).toBeTruthy()
    expect(title({ data: shown.data } as never)).toMatch(
      /^AI Visibility Report: Harbour Dental \| /,
    )
  })

  it('says first when the answers are simulated, and says nothing of it for live answers', async () => {
    shown.data = (await load('7', async () => record()).loaded) satisfies Data
    const { unmount } = render(<Page />)
    const note = screen.getByRole('note')
    expect(note.textContent).toBe(
      'Demo mode: these answers come from simulated AI assistants, not live ones.',
    )
    const banner = screen.getByText(severityBanner('MODERATE', 'dentist', 'Sydney'))
    expect(note.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    unmount()
    shown.data = (await load('7', async () => record({ simulated: false })).loaded) satisfies Data
    render(<Page />)
    expect(screen.queryByText(/Demo mode/)).toBeNull()
  })

  it('says the report cannot be loaded just now, with the way back', () => {
    shown.data = { state: 'unavailable', id: '7', result: null, sharedAt: null } satisfies Data
    render(<Page />)
    expect(screen.getByRole('status').textContent).toBe(AUDIT_REPORT_TEXT.unavailable)
    expect(AUDIT_REPORT_TEXT.unavailable).toMatch(/cannot be loaded just now/)
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy()
    expect(title({ data: shown.data } as never)).toMatch(/^Your AI Visibility Report \| /)
  })
})
