// @vitest-environment jsdom
import { ACCOUNT_MESSAGES, AVATAR_RULE } from '@aivis/contract'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfileForm } from './ProfileForm.island'

let fetchMock: ReturnType<typeof vi.fn>
let assign: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const props = { name: 'Ana', email: 'ana@example.com', avatarUrl: null, uploaded: false }
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } })
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' })

describe('the settings’ profile form (decision 0131)', () => {
  it('saves the name, then uploads the chosen photo, and loads the page again', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { user: { id: '7', name: 'Ana Pérez' } }))
      .mockResolvedValueOnce(answer(200, { user: { id: '7' } }))
    render(<ProfileForm {...props} />)
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana Pérez' } })
    const file = png()
    choose(file)
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/settings'))
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/profile')
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ name: 'Ana Pérez' })
    const [url, init] = fetchMock.mock.calls[1]
    expect(url).toBe('/auth/avatar')
    expect(init.method).toBe('PUT')
    expect(init.headers).toEqual({ 'Content-Type': 'image/png' })
    expect(init.body).toBe(file)
  })

  it('says at once why a photo is refused (type, size), and sends nothing', async () => {
    render(<ProfileForm {...props} />)
    choose(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.avatarType)).toBeTruthy()
    choose(png(AVATAR_RULE.maxBytes + 1))
    expect(await screen.findByText(ACCOUNT_MESSAGES.avatarSize)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Photo').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a name over 120 characters with the contract’s message', async () => {
    render(<ProfileForm {...props} />)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(121) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.name)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal of a photo under the field, and keeps the page', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { user: { id: '7' } })).mockResolvedValueOnce(
      answer(400, {
        error: 'validation_failed',
        message: ACCOUNT_MESSAGES.avatarType,
        fields: { avatar: ACCOUNT_MESSAGES.avatarType },
      }),
    )
    render(<ProfileForm {...props} />)
    choose(png())
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.avatarType)
    expect(screen.getAllByText(ACCOUNT_MESSAGES.avatarType)).toHaveLength(2)
    expect(assign).not.toHaveBeenCalled()
  })

  it('removes an uploaded photo', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { user: { id: '7' } }))
    render(<ProfileForm {...props} avatarUrl="/auth/avatar/a.png" uploaded />)
    expect(screen.getByRole('img', { name: 'Avatar of ana@example.com' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/settings'))
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/avatar')
    expect(fetchMock.mock.calls[0][1].method).toBe('DELETE')
  })
})
