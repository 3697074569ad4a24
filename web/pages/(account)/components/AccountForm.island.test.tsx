// @vitest-environment jsdom
import { ACCOUNT_MESSAGES } from '@aivis/contract'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AccountForm, ACCOUNT_NETWORK_ERROR } from './AccountForm.island'
import { ConfirmEmail } from './ConfirmEmail.island'
import { ResetPassword } from './ResetPassword.island'

let fetchMock: ReturnType<typeof vi.fn>
let assign: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, search: '', assign })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string)

describe('AccountForm: sign in', () => {
  it("asks for an email and a password with spec §5's message, before any request", async () => {
    render(<AccountForm mode="sign-in" />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.credentials)).toHaveLength(2)
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts to /auth/sign-in and goes to the page asked for in ?next=', async () => {
    vi.stubGlobal('location', { ...window.location, search: '?next=%2Fapp%2Fsettings', assign })
    fetchMock.mockResolvedValue(answer(200, { user: { email: 'ana@example.com' } }))
    render(<AccountForm mode="sign-in" />)
    type('Email', ' Ana@Example.com ')
    type('Password', 'correct horse')
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/settings'))
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/sign-in')
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ 'Content-Type': 'application/json' })
    expect(sentBody()).toEqual({ email: 'ana@example.com', password: 'correct horse' })
  })

  it("shows the server's one message for a wrong account, keeps the values, and says when the site cannot be reached", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(401, { error: 'unauthorized', message: 'The email or password is incorrect.' }),
    )
    render(<AccountForm mode="sign-in" />)
    type('Email', 'ana@example.com')
    type('Password', 'wrong one')
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password is incorrect.',
    )
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong one')
    expect(assign).not.toHaveBeenCalled()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_NETWORK_ERROR))
  })
})

describe('AccountForm: sign up and forgot', () => {
  it('signs up with the email alone (no password or name is typed there), the same confirmation for every address', async () => {
    render(<AccountForm mode="sign-up" />)
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(screen.queryByLabelText('Name (Optional)')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.credentials)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    fetchMock.mockResolvedValue(answer(200, { message: 'Check your inbox.' }))
    type('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect((await screen.findByRole('status')).textContent).toBe('Check your inbox.')
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/sign-up')
    expect(sentBody()).toEqual({ email: 'ana@example.com' })
    // The accepted form gives way to its answer: no filled field, no button to press again.
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('keeps the page a visitor signed up from for the confirmation link, which goes there once confirmed', async () => {
    localStorage.clear()
    vi.stubGlobal('location', { ...window.location, search: '?next=%2Fapp%2Fsettings', assign })
    fetchMock.mockResolvedValue(answer(200, { message: 'Check your inbox.' }))
    render(<AccountForm mode="sign-up" />)
    type('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    await screen.findByRole('status')
    cleanup()
    // The mailed link, opened later (in another tab of the same browser).
    vi.stubGlobal('location', { ...window.location, search: `?token=${'a'.repeat(40)}`, assign })
    fetchMock.mockResolvedValue(answer(200, { message: 'Ready.', user: { email: 'a@b.co' } }))
    render(<ConfirmEmail />)
    type('Password', 'correct horse battery')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/settings'))
    // Used once: a later confirmation goes to the dashboard.
    expect(localStorage.getItem('aivis:after-sign-up')).toBeNull()
  })

  it('takes the sign-in’s return path along to the sign-up form', () => {
    vi.stubGlobal('location', { ...window.location, search: '?next=%2Fapp%2Fsettings', assign })
    render(<AccountForm mode="sign-in" />)
    const link = screen.getByRole('link', { name: 'Create an account' }) as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe('/signin/new')
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    expect(link.getAttribute('href')).toBe('/signin/new?next=%2Fapp%2Fsettings')
  })

  it('keeps no return path that leads off the site', async () => {
    localStorage.clear()
    vi.stubGlobal('location', { ...window.location, search: '?next=%2F%2Fevil.example', assign })
    fetchMock.mockResolvedValue(answer(200, { message: 'Check your inbox.' }))
    render(<AccountForm mode="sign-up" />)
    type('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    await screen.findByRole('status')
    expect(localStorage.getItem('aivis:after-sign-up')).toBeNull()
  })

  it('marks the fields the server refused, and asks only for an email to reset a password', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error: 'validation_failed', message: 'Nope.', fields: { email: 'Nope.' } }),
    )
    render(<AccountForm mode="forgot" />)
    expect(screen.queryByLabelText('Password')).toBeNull()
    type('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    await waitFor(() => expect(screen.getAllByText('Nope.')).toHaveLength(2))
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/forgot')
  })
})

describe('the mail links’ pages', () => {
  const token = 'a'.repeat(40)

  it('confirm an email with the password its follower chooses, the token taken out of the address bar, then go to the dashboard', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/signin/verify',
      search: `?token=${token}`,
      hash: '',
      assign,
    })
    fetchMock.mockResolvedValue(answer(200, { message: 'Ready.', user: { email: 'a@b.co' } }))
    render(<ConfirmEmail />)
    expect(replaceState).toHaveBeenCalledWith(null, '', '/signin/verify')
    expect(fetchMock).not.toHaveBeenCalled()
    type('Password', 'password')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordWeak)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    type('Password', 'correct horse battery')
    type('Name (Optional)', 'Ana')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/dashboard'))
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/verify')
    expect(sentBody()).toEqual({ token, password: 'correct horse battery', name: 'Ana' })
    replaceState.mockRestore()
  })

  it('say a refused confirmation link is not valid any more', async () => {
    vi.stubGlobal('location', { ...window.location, search: `?token=${token}`, assign })
    fetchMock.mockResolvedValue(
      answer(400, {
        error: 'validation_failed',
        message: 'This confirmation link is not valid any more.',
      }),
    )
    render(<ConfirmEmail />)
    type('Password', 'correct horse battery')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This confirmation link is not valid any more.',
    )
  })

  it('reset a password with the token of the address (taken out of the address bar), then go to the dashboard', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/signin/reset',
      search: `?token=${token}`,
      hash: '',
      assign,
    })
    fetchMock.mockResolvedValue(answer(200, { user: { email: 'ana@example.com' } }))
    render(<ResetPassword />)
    type('New password', 'a new password')
    fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/dashboard'))
    expect(sentBody()).toEqual({ token, password: 'a new password' })
    expect(replaceState).toHaveBeenCalledWith(null, '', '/signin/reset')
    replaceState.mockRestore()
  })

  it('refuse a reset without a token in the address before asking the server', async () => {
    render(<ResetPassword />)
    type('New password', 'a new password')
    fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }))
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.token)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
