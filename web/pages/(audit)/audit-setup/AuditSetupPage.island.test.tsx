// @vitest-environment jsdom
/**
 * /audit-setup with "Your business facts": the facts the home page's extraction kept are shown
 * pre-filled, the owner's edits go with the audit request /audit-loading runs ('pendingAudit').
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PENDING_KEY } from '../../../lib/audit/result'
import { storeExtracted } from '../../../lib/extractClient'
import { track } from '../../../lib/track'
import { extractedProfile } from '../../../test/fixtures'
import { AuditSetupPage } from './AuditSetupPage.island'

const navigate = vi.hoisted(() => vi.fn(async (_: string) => {}))
vi.mock('../../../lib/navigate', () => ({ navigate }))
vi.mock('../../../lib/track', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/track')>()),
  track: vi.fn(),
}))

afterEach(() => {
  vi.mocked(track).mockClear()
  cleanup()
  sessionStorage.clear()
  navigate.mockClear()
})

const domain = 'harbourdental.com.au'

describe('/audit-setup: Your business facts', () => {
  it("shows the website's facts pre-filled and sends the owner's version with the audit", async () => {
    storeExtracted(extractedProfile, domain)
    render(<AuditSetupPage domain={domain} />)
    const summary = await screen.findByText('Your business facts')
    expect(summary.closest('details')!.open).toBe(true)
    const tel = screen.getByLabelText('Telephone') as HTMLInputElement
    expect(tel.value).toBe('+61 2 9000 0000')
    expect((screen.getByLabelText('Opening hours') as HTMLTextAreaElement).value).toBe(
      'Mo-Fr 08:00-17:00',
    )
    const run = screen.getByRole('button', { name: 'Run Full Audit' }) as HTMLButtonElement
    await waitFor(() => expect(run.disabled).toBe(false))
    fireEvent.change(screen.getByLabelText('Opening hours'), {
      target: { value: 'Mo-Fr 08:00-17:00\nSa 09:00-12:00' },
    })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } })
    await waitFor(() => expect(run.disabled).toBe(false))
    fireEvent.click(run)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/audit-loading'))
    expect(JSON.parse(sessionStorage.getItem(PENDING_KEY)!)).toMatchObject({
      business_name: 'Harbour Dental',
      website: 'https://harbourdental.com.au',
      business_facts: {
        telephone: '+61 2 9000 0000',
        address: { streetAddress: '1 George St', addressLocality: 'Sydney', postalCode: '2000' },
        openingHours: ['Mo-Fr 08:00-17:00', 'Sa 09:00-12:00'],
        status: 'open',
      },
    })
  })

  it('a profile without facts: the section is there, closed, and the audit goes without facts', async () => {
    storeExtracted({ ...extractedProfile, business_facts: {} }, domain)
    render(<AuditSetupPage domain={domain} />)
    const summary = await screen.findByText('Your business facts')
    expect(summary.closest('details')!.open).toBe(false)
    const run = screen.getByRole('button', { name: 'Run Full Audit' }) as HTMLButtonElement
    await waitFor(() => expect(run.disabled).toBe(false))
    fireEvent.click(run)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/audit-loading'))
    expect(JSON.parse(sessionStorage.getItem(PENDING_KEY)!)).not.toHaveProperty('business_facts')
  })
})

describe('/audit-setup: tracking (spec §7: payloads carry service, location and status)', () => {
  it('AuditSetupViewed once the details are shown, AuditSetupComplete on submit, with the domain', async () => {
    storeExtracted({ ...extractedProfile, business_facts: {} }, domain)
    render(<AuditSetupPage domain={domain} />)
    const run = (await screen.findByRole('button', { name: 'Run Full Audit' })) as HTMLButtonElement
    await waitFor(() => expect(run.disabled).toBe(false))
    expect(vi.mocked(track).mock.calls).toEqual([
      ['AuditSetupViewed', { domain, service: 'dentist', location: 'Sydney', status: 'viewed' }],
    ])
    fireEvent.change(screen.getByLabelText('Target location'), {
      target: { value: 'Sydney, Australia' },
    })
    fireEvent.click(run)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/audit-loading'))
    expect(vi.mocked(track).mock.calls[1]).toEqual([
      'AuditSetupComplete',
      { domain, service: 'dentist', location: 'Sydney, Australia', status: 'completed' },
    ])
    expect(track).toHaveBeenCalledTimes(2)
  })

  it('AuditSetupViewed with empty service and location when the website could not be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"error":"unreachable"}', { status: 502 }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<AuditSetupPage domain={domain} />)
    await screen.findByRole('button', { name: 'Run Full Audit' })
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('AuditSetupViewed', {
        domain,
        service: '',
        location: '',
        status: 'viewed',
      }),
    )
    expect(track).toHaveBeenCalledTimes(1)
  })
})
