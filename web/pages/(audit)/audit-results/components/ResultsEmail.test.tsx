// @vitest-environment jsdom
import type { AuditResult } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../../../components/Toast'
import { ResultsEmail } from './ResultsEmail'

const result = {
  ...makeAuditResult({ business_type: 'practice' }),
  audit_id: 'job-1',
  audit_token: 't'.repeat(43),
}

let fetchMock: ReturnType<typeof vi.fn>
let fbq: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  fbq = vi.fn<(...args: unknown[]) => void>()
  window.fbq = fbq
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete window.fbq
})

function setup(shown: AuditResult = result) {
  render(
    <ToastProvider>
      <ResultsEmail result={shown} bookingUrl="https://cal.example/strategy" />
    </ToastProvider>,
  )
  return {
    input: screen.getByLabelText('Your email address') as HTMLInputElement,
    button: screen.getByRole('button', { name: /Send/ }) as HTMLButtonElement,
  }
}
const shown = async (text: string) =>
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)

describe('ResultsEmail (spec §2, §4, §5, §8)', () => {
  it('is titled as the spec says and asks for an email-type field', () => {
    const { input } = setup()
    expect(screen.getByRole('heading', { name: 'Send my results and first 3 fixes' })).toBeTruthy()
    expect(input.type).toBe('email')
  })

  it('refuses a blank email with the Email Required toast, sending nothing', async () => {
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.click(button)
    await shown('Email Required')
    await shown('Please enter your email address.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says under the field when the address is malformed', async () => {
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'jane@' } })
    fireEvent.click(button)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid email address',
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends, reads Sending..., then clears the field, opens the dialog and toasts', async () => {
    let answer!: (r: Response) => void
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)))
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: ' Jane@Example.com ' } })
    fireEvent.click(button)
    expect(button.textContent).toBe('Sending...')
    expect(button.disabled).toBe(true)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/functions/v1/send-audit-results')
    const body = JSON.parse(init.body)
    expect(body).toMatchObject({
      email: 'Jane@Example.com',
      audit_id: 'job-1',
      audit_token: 't'.repeat(43),
    })
    expect(body).not.toHaveProperty('result')
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    const payload = {
      service: 'dentist',
      location: 'Sydney',
      status: 'MODERATE',
      domain: 'harbourdental.example',
    }
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'email_results_requested', payload)

    await act(async () => answer(new Response('{"success":true,"message":"On the way."}')))
    const dialog = await screen.findByRole('dialog', {
      name: 'Thanks! Your results are on the way',
    })
    expect(dialog.textContent).toContain('Jane@Example.com')
    await shown('Results Sent')
    await shown('Check your email for your audit results.')
    expect(input.value).toBe('')
    expect(button.textContent).toBe('Send my results')
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'email_results_sent', payload)

    // The dialog's booking button is a tracked booking link (lib/trackedLinks.ts bookingLinkProps).
    const book = within(dialog).getByRole('link', { name: 'Book 20-Minute Strategy Call' })
    expect(book.getAttribute('href')).toBe('https://cal.example/strategy')
    expect(book.getAttribute('target')).toBe('_blank')
    expect(book.getAttribute('rel')).toBe('noopener noreferrer')
    expect(book.dataset.track).toBe('strategy-call')

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(input)
  })

  it('names a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    await shown('Failed to Send')
    await shown('Network error. Please check your connection and try again.')
    expect(input.value).toBe('jane@example.com')
    expect(fbq).not.toHaveBeenCalledWith('trackCustom', 'email_results_sent', expect.anything())
  })

  it('cannot email a result stored before tokens existed: the spec’s failure toast, nothing sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { input, button } = setup(makeAuditResult({ audit_id: 'job-1' }))
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    await shown('Failed to Send')
    await shown('Unable to send results. Please try again.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the same address again after a failure with the same Idempotency-Key, a new address with a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValueOnce(new Response('{"success":true,"message":"On the way."}'))
    const { input, button } = setup()
    const key = (i: number) => fetchMock.mock.calls[i][1].headers['Idempotency-Key']
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    await shown('Failed to Send')
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(key(1)).toBe(key(0))
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.change(input, { target: { value: 'joe@example.com' } })
    fireEvent.click(button)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    expect(key(2)).not.toBe(key(0))
  })

  it("shows the server's message, or the spec's fallback", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock
      .mockResolvedValueOnce(
        new Response('{"error":"unavailable","message":"Please try again in a minute."}', {
          status: 503,
        }),
      )
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    await shown('Please try again in a minute.')
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    await shown('Unable to send results. Please try again.')
  })
})
