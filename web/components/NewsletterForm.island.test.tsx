// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from './NewsletterForm.island'
import { ToastProvider } from './Toast'

/** Every toast the form asked for (the real view still shows them). */
const toasts = vi.hoisted(() => [] as { title: string }[])
vi.mock('./Toast', async (original) => {
  const real = await original<typeof import('./Toast')>()
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
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function setup() {
  render(
    <ToastProvider>
      <NewsletterForm />
    </ToastProvider>,
  )
  return {
    input: screen.getByLabelText('Email address') as HTMLInputElement,
    button: screen.getByRole('button', { name: /Subscrib/ }) as HTMLButtonElement,
  }
}
const toastShown = async (text: string) =>
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)

describe('NewsletterForm (spec §4, §5, §8)', () => {
  it('is an email field, required, and submit stays disabled while it is empty', () => {
    const { input, button } = setup()
    expect(input.type).toBe('email')
    expect(input.required).toBe(true)
    expect(button.disabled).toBe(true)
    fireEvent.change(input, { target: { value: '   ' } })
    expect(button.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    expect(button.disabled).toBe(false)
  })

  it('reads Subscribing... while in flight, then shows one message: the panel asking to confirm, no toast', async () => {
    let answer!: (r: Response) => void
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)))
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Subscribing...'))
    expect(button.disabled).toBe(true)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/functions/v1/newsletter-signup')
    expect(JSON.parse(init.body)).toMatchObject({
      email: 'jane@example.com',
      source: 'footer_newsletter',
      company_fax: '',
    })
    await act(async () => answer(json({ success: true, message: 'Subscribed.' })))
    const panel = (await screen.findByText('Check your inbox to confirm')).closest('[role=status]')
    expect(panel).not.toBeNull()
    expect(panel!.textContent).toContain("We've sent a link to jane@example.com.")
    expect(document.activeElement).toBe(panel)
    expect(screen.queryByLabelText('Email address')).toBeNull()
    // Not a toast saying something else: subscribing starts only when the link is followed.
    expect(toasts).toEqual([])
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull()
  })

  it('tells an email already on the list, in the panel', async () => {
    fetchMock.mockResolvedValue(
      json({ success: true, message: 'Already subscribed.', already_subscribed: true }),
    )
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    const panel = (await screen.findByText("You're already subscribed!")).closest('[role=status]')
    expect(panel!.textContent).toContain('Check your inbox for our latest updates.')
    expect(toasts).toEqual([])
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull()
  })

  it("shows the server's message on failure and keeps the form", async () => {
    fetchMock.mockResolvedValue(
      json({ error: 'unavailable', message: 'Please try again in a minute.' }, 503),
    )
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    await toastShown('Something went wrong')
    await toastShown('Please try again in a minute.')
    expect(toasts).toHaveLength(1)
    expect(input.value).toBe('jane@example.com')
    expect(button.disabled).toBe(false)
  })

  it("says 'Please try again later.' when the request fails without a message", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.click(button)
    await toastShown('Something went wrong')
    await toastShown('Please try again later.')
    expect(screen.getByLabelText('Email address')).toBeTruthy()
  })
})
