// @vitest-environment jsdom
import { makeAuditResult } from '@aivis/contract/testing'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESULTS_KEY } from '../../../lib/audit/result'
import { JOBS_URL } from '../../(audit)/lib/run'
import { RERUN_TEXT, RerunAudit, rerunRequest } from './RerunAudit.island'

const navigate = vi.fn(async (_url: string) => {})
vi.mock('../../../lib/navigate', () => ({ navigate: (url: string) => navigate(url) }))

const request = {
  business_name: 'Harbour Dental',
  target_location: 'Sydney',
  core_product_service: 'dentist',
  website: 'https://harbourdental.example',
  business_type: 'practice' as const,
}
const job = {
  id: 'j1',
  status: 'running',
  progress: { done: 11, total: 44 },
  created_at: '2026-11-25T08:00:00.000Z',
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  // The pixel is not there in tests: `track` says so on the console.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  navigate.mockClear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
  localStorage.clear()
})

const button = () => screen.getByRole('button', { name: /Run This Audit Again|Running Audit/ })

describe('RerunAudit', () => {
  it("sends the audit's request to the jobs API and reads 'Running Audit...' over the overlay while it runs", async () => {
    // The job is accepted, then still under way at every poll.
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json(
            { ...job, status: 'queued', progress: { done: 0, total: 0 } },
            { status: 202 },
          )
        : Response.json(job),
    )
    render(<RerunAudit request={request} />)
    expect(button().textContent).toBe(RERUN_TEXT.idle)
    fireEvent.click(button())
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(JOBS_URL)
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({
      ...request,
      force_run: false,
      aliases: [],
    })
    expect(button().textContent).toBe('Running Audit...')
    expect((button() as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('alertdialog', { name: 'Running your audit' })).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("toasts 'Rate Limit Reached' with the service's message when the account's limit refuses, and is ready again", async () => {
    const message = 'You have run your 3 audits for today. Please try again in 24 hours.'
    fetchMock.mockResolvedValue(
      Response.json({ error: 'Rate limit exceeded', message }, { status: 429 }),
    )
    render(<RerunAudit request={request} />)
    fireEvent.click(button())
    expect(await screen.findByText('Rate Limit Reached')).toBeTruthy()
    expect(screen.getByText(message)).toBeTruthy()
    await waitFor(() => expect(button().textContent).toBe(RERUN_TEXT.idle))
    expect((button() as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('alertdialog', { name: 'Running your audit' })).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("toasts 'Audit Failed' when the run fails otherwise", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: 'internal', message: 'The audit service failed.' }, { status: 500 }),
    )
    render(<RerunAudit request={request} />)
    fireEvent.click(button())
    expect(await screen.findByText('Audit Failed')).toBeTruthy()
    expect(screen.getByText('The audit service failed.')).toBeTruthy()
  })

  it('stores the new result and opens /audit-results', async () => {
    const result = makeAuditResult({ audited_at: '2026-11-25T09:00:00.000Z' })
    fetchMock.mockResolvedValue(
      Response.json({ ...job, status: 'done', progress: { done: 44, total: 44 }, result }),
    )
    render(<RerunAudit request={request} />)
    fireEvent.click(button())
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/audit-results'))
    expect(JSON.parse(sessionStorage.getItem(RESULTS_KEY)!)).toMatchObject({
      business_name: 'Harbour Dental',
      audited_at: '2026-11-25T09:00:00.000Z',
    })
  })
})

describe('rerunRequest', () => {
  it("is the result's business, location, service, website and business type, as the jobs API names them", () => {
    const result = makeAuditResult({ business_type: 'practice' })
    expect(rerunRequest(result)).toEqual({
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
      website: 'https://harbourdental.example',
      business_type: 'practice',
    })
  })

  it('leaves out a business type the contract does not know (the default applies) and keeps no website as null', () => {
    const request = rerunRequest(makeAuditResult({ business_type: 'spaceship', website: null }))
    expect(request).not.toHaveProperty('business_type')
    expect(request.website).toBeNull()
    // Island props travel as JSON: unchanged by the trip.
    expect(JSON.parse(JSON.stringify(request))).toEqual(request)
  })
})
