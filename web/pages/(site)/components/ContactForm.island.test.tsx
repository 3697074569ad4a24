// @vitest-environment jsdom
import { INDUSTRIES, LEAD_MESSAGES } from '@aivis/contract'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from './ContactForm.island'
import { ToastProvider } from '../../../components/Toast'

/** Every toast the form asked for (the real view still shows them). */
const toasts = vi.hoisted(() => [] as { title: string }[])
vi.mock('../../../components/Toast', async (original) => {
  const real = await original<typeof import('../../../components/Toast')>()
  const toast: typeof real.toast = (t) => {
    toasts.push(t)
    real.toast(t)
  }
  return { ...real, toast, useToast: () => toast }
})

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  toasts.length = 0
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const ok = () =>
  new Response(JSON.stringify({ success: true, message: 'Inquiry received.' }), { status: 200 })

function setup() {
  render(
    <ToastProvider>
      <ContactForm contactEmail="hello@visibly.ai" />
    </ToastProvider>,
  )
  const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement
  return {
    name: box('Name'),
    email: box('Email'),
    businessName: box('Business Name'),
    website: box('Website URL (Optional)'),
    industry: screen.getByLabelText('Industry/Business Type (Optional)') as HTMLSelectElement,
    message: screen.getByLabelText('Message') as HTMLTextAreaElement,
    button: screen.getByRole('button') as HTMLButtonElement,
  }
}

function fillValid(f: ReturnType<typeof setup>) {
  fireEvent.change(f.name, { target: { value: 'Jane Citizen' } })
  fireEvent.change(f.email, { target: { value: 'Jane@Example.com' } })
  fireEvent.change(f.businessName, { target: { value: 'Harbour Dental' } })
  fireEvent.change(f.website, { target: { value: 'harbourdental.com.au' } })
  fireEvent.change(f.industry, { target: { value: 'health' } })
  fireEvent.change(f.message, {
    target: { value: 'Where do we stand when people ask ChatGPT for a dentist?' },
  })
}

describe('ContactForm (spec §2 /contact, §5, §8)', () => {
  it('offers the 11 industries, each label followed by examples, and a 4-row message', () => {
    const f = setup()
    const options = [...f.industry.options].slice(1).map((o) => o.textContent)
    expect(options).toHaveLength(11)
    expect(options[0]).toBe('Legal (law firms, solicitors, conveyancers)')
    INDUSTRIES.forEach((industry, i) => expect(options[i]).toMatch(`${industry.label} (`))
    expect(f.industry.value).toBe('')
    expect(f.message.rows).toBe(4)
    expect(f.email.type).toBe('email')
    expect(f.button.textContent).toBe('Send Detailed Inquiry')
  })

  it('shows the spec messages under the fields on submit, then revalidates on change', async () => {
    const f = setup()
    fireEvent.change(f.website, { target: { value: 'not a website' } })
    fireEvent.click(f.button)
    for (const message of [
      LEAD_MESSAGES.name,
      LEAD_MESSAGES.email,
      LEAD_MESSAGES.businessName,
      LEAD_MESSAGES.websiteUrl,
      LEAD_MESSAGES.message,
    ])
      expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.getByText('Name must be at least 2 characters').id).toBe('contact-name-error')
    expect(f.name.getAttribute('aria-invalid')).toBe('true')
    expect(f.name.getAttribute('aria-describedby')).toBe('contact-name-error')
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.change(f.name, { target: { value: 'Jo' } })
    await waitFor(() => expect(screen.queryByText(LEAD_MESSAGES.name)).toBeNull())
    fireEvent.change(f.website, { target: { value: 'harbourdental.com.au' } })
    await waitFor(() => expect(screen.queryByText(LEAD_MESSAGES.websiteUrl)).toBeNull())
    expect(screen.getByText(LEAD_MESSAGES.message)).toBeTruthy()
  })

  it('reads Sending... and is disabled in flight, then shows one lasting success panel with what happens next; the form comes back empty', async () => {
    const fbq = vi.fn()
    window.fbq = fbq
    let answer!: (r: Response) => void
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)))
    const f = setup()
    fillValid(f)
    fireEvent.click(f.button)
    await waitFor(() => expect(f.button.textContent).toBe('Sending...'))
    expect(f.button.disabled).toBe(true)

    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/functions/v1/send-contact-inquiry')
    const body = JSON.parse(init.body)
    expect(body).toMatchObject({
      name: 'Jane Citizen',
      email: 'jane@example.com',
      businessName: 'Harbour Dental',
      websiteUrl: 'https://harbourdental.com.au',
      industry: 'health',
      company_fax: '',
    })
    expect(typeof body.form_started_at).toBe('number')

    await act(async () => answer(ok()))
    // One message, on the page, not a toast that vanishes: the spec's wording and what follows.
    const panel = (await screen.findByText('Inquiry sent successfully!')).closest('[role=status]')
    expect(panel).not.toBeNull()
    expect(document.activeElement).toBe(panel)
    expect(screen.getAllByText('Inquiry sent successfully!')).toHaveLength(1)
    expect(
      screen.getAllByText("We'll analyze your business and get back to you within 48 hours."),
    ).toHaveLength(1)
    expect(panel!.textContent).toContain('A confirmation is on its way to jane@example.com.')
    expect(toasts).toEqual([])
    expect(screen.queryByRole('form')).toBeNull()
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', expect.anything())

    fireEvent.click(screen.getByRole('button', { name: 'Send another inquiry' }))
    const again = {
      name: screen.getByLabelText('Name') as HTMLInputElement,
      email: screen.getByLabelText('Email') as HTMLInputElement,
      message: screen.getByLabelText('Message') as HTMLTextAreaElement,
      industry: screen.getByLabelText('Industry/Business Type (Optional)') as HTMLSelectElement,
      button: screen.getByRole('button') as HTMLButtonElement,
    }
    for (const field of [again.name, again.email, again.message, again.industry])
      expect(field.value).toBe('')
    expect(again.button.textContent).toBe('Send Detailed Inquiry')
    expect(again.button.disabled).toBe(false)
    delete window.fbq
  })

  it('keeps the values, logs the error and toasts the contact email when sending fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const f = setup()
    fillValid(f)
    fireEvent.click(f.button)
    expect((await screen.findAllByText('Failed to send inquiry')).length).toBeGreaterThan(0)
    expect(
      screen.getAllByText('Please try again or email us directly at hello@visibly.ai').length,
    ).toBeGreaterThan(0)
    expect(error).toHaveBeenCalled()
    await waitFor(() => expect(f.button.disabled).toBe(false))
    expect(f.name.value).toBe('Jane Citizen')
    expect(f.message.value).toMatch(/^Where do we stand/)
    expect(f.industry.value).toBe('health')
  })

  it('marks the fields the service refused (400 validation_failed), values kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { email: LEAD_MESSAGES.email },
        }),
        { status: 400 },
      ),
    )
    const f = setup()
    fillValid(f)
    fireEvent.click(f.button)
    expect(await screen.findByText(LEAD_MESSAGES.email)).toBeTruthy()
    expect(f.email.value).toBe('Jane@Example.com')
  })

  it('has a honeypot people never reach', () => {
    setup()
    const trap = document.querySelector('input[name="company_fax"]') as HTMLInputElement
    expect(trap.tabIndex).toBe(-1)
    expect(trap.autocomplete).toBe('off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})
