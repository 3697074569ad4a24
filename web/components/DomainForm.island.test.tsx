// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const navigate = vi.fn(async (_url: string) => {})
vi.mock('../lib/navigate', () => ({ navigate: (url: string) => navigate(url) }))
const { DomainForm } = await import('./DomainForm.island')

const profile = {
  business_name: 'Harbour Dental',
  core_service: 'dentist',
  target_location: 'Sydney',
  business_type: 'practice',
  website: 'https://harbour-dental.com.au',
  domain: 'harbour-dental.com.au',
  cached: false,
  business_facts: { telephone: '02 9000 0000' },
  profiles: [],
}
/** The extraction function's answer for the next request: `status` and JSON `body`. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  navigate.mockClear()
  sessionStorage.clear()
})

describe('DomainForm (spec §2, §4, §5)', () => {
  const setup = () => {
    render(<DomainForm placeholder="yourbusiness.com" buttonLabel="Run Free AI Audit" />)
    return {
      input: screen.getByRole('textbox', { name: 'Your website domain' }),
      button: screen.getByRole('button'),
    }
  }

  it('keeps submit disabled while the field is empty', () => {
    const { input, button } = setup()
    expect(button).toHaveProperty('disabled', true)
    fireEvent.change(input, { target: { value: '   ' } })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.change(input, { target: { value: 'a' } })
    expect(button).toHaveProperty('disabled', false)
  })

  it('shows the spec error linked to the field, and clears it on typing', () => {
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'not a domain' } })
    fireEvent.click(button)
    const error = screen.getByRole('alert')
    expect(error.textContent).toBe('Enter a valid domain like example.com')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(error.id)
    fireEvent.change(input, { target: { value: 'example' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('reads the website (Analyzing... meanwhile), keeps the answer and goes to /audit-setup', async () => {
    const fetchMock = answer(200, profile)
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'HTTPS://www.Harbour-Dental.com.au/contact?x=1' } })
    fireEvent.click(button)
    expect(button.textContent).toBe('Analyzing...')
    expect(button).toHaveProperty('disabled', true)
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/audit-setup?domain=harbour-dental.com.au'),
    )
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/functions/v1/extract-business-info')
    expect(JSON.parse(String(init?.body))).toEqual({ website: 'https://harbour-dental.com.au' })
    expect(JSON.parse(sessionStorage.getItem('pendingAuditSetup_harbour-dental.com.au')!)).toEqual(
      profile,
    )
  })

  it('says the website could not be analysed when extraction fails, and stays on the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer(422, { error: 'unreachable', message: 'We could not reach that website.' })
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'harbour-dental.com.au' } })
    fireEvent.click(button)
    const error = await screen.findByRole('alert')
    expect(error.textContent).toBe(
      'Unable to analyze this website. Please try again or use our full audit form.',
    )
    expect(button.textContent).toBe('Run Free AI Audit')
    expect(button).toHaveProperty('disabled', false)
    expect(navigate).not.toHaveBeenCalled()
    // Not a dead end: 'full audit form' opens the setup form with the website, nothing read again.
    const link = screen.getByRole('link', { name: 'full audit form' })
    expect(link.getAttribute('href')).toBe('/audit-setup?domain=harbour-dental.com.au')
    expect(JSON.parse(sessionStorage.getItem('pendingAuditSetup_harbour-dental.com.au')!)).toEqual({
      business_name: null,
      core_service: null,
      target_location: null,
      business_type: null,
      website: 'https://harbour-dental.com.au',
      domain: 'harbour-dental.com.au',
      cached: false,
      business_facts: {},
      profiles: [],
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('We could not reach that website.'))
    fireEvent.change(input, { target: { value: 'harbour-dental.com' } })
    expect(screen.queryByRole('alert')).toBeNull()
    warn.mockRestore()
  })
})
