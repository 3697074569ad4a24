// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetchPerTest } from '../../../test/fetchStub'
import { COPIED_MS, SHARE_TEXT, ShareAudit } from './ShareAudit.island'

const stub = stubFetchPerTest()
const { answer, sent } = stub

const LINK = 'https://visibly.example/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

/** The browser's clipboard: `writeText` as given, or none at all (`undefined`). */
function clipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  })
}
afterEach(() => {
  clipboard()
  vi.useRealTimers()
})

describe('ShareAudit (decisions 0078, 0107)', () => {
  it('makes a link, shows it, and stops sharing', async () => {
    stub
      .fetch()
      .mockResolvedValueOnce(
        answer(200, {
          shared: true,
          url: 'https://visibly.example/r/abc',
          shared_at: '2026-11-25T08:00:00Z',
        }),
      )
      .mockResolvedValueOnce(answer(200, { shared: false }))
    render(<ShareAudit auditId="7" business="Harbour Dental" sharedAt={null} />)
    fireEvent.click(screen.getByRole('button', { name: 'Share Harbour Dental' }))
    const link = (await screen.findByLabelText('Share link of Harbour Dental')) as HTMLInputElement
    expect(link.value).toBe('https://visibly.example/r/abc')
    expect(stub.fetch().mock.calls[0][0]).toBe('/auth/share')
    expect(sent(0)).toEqual({ audit: '7' })
    fireEvent.click(screen.getByRole('button', { name: 'Stop Sharing' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'No longer shared: the link stopped working.',
    )
    expect(sent(1)).toEqual({ audit: '7', revoke: true })
    expect(screen.queryByLabelText('Share link of Harbour Dental')).toBeNull()
    expect(screen.getByRole('button', { name: 'Share Harbour Dental' })).toBeTruthy()
  })

  it('says since when an audit is shared, and what went wrong when the server refuses', async () => {
    stub
      .fetch()
      .mockResolvedValue(
        answer(503, { error: 'unavailable', message: 'Accounts are not available just now.' }),
      )
    render(<ShareAudit auditId="7" business="Harbour Dental" sharedAt="2026-11-20T08:00:00Z" />)
    expect(screen.getByText('Shared since Nov 20, 2026.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New Link' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Accounts are not available just now.'),
    )
    // Still shared as before: nothing changes until the server has answered yes.
    expect(screen.getByText('Shared since Nov 20, 2026.')).toBeTruthy()
  })

  it('copies the link of an audit shared earlier, asked of the owner-only route once (decision 0107)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const writeText = vi.fn().mockResolvedValue(undefined)
    clipboard(writeText)
    stub
      .fetch()
      .mockResolvedValueOnce(
        answer(200, { shared: true, url: LINK, shared_at: '2026-11-20T08:00:00Z' }),
      )
    render(<ShareAudit auditId="7" business="Harbour Dental" sharedAt="2026-11-20T08:00:00Z" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Harbour Dental' }))
    await screen.findByRole('button', { name: 'Copied: Harbour Dental' })
    expect(stub.fetch().mock.calls[0][0]).toBe('/auth/share-link')
    expect(sent(0)).toEqual({ audit: '7' })
    expect(writeText).toHaveBeenCalledWith(LINK)
    expect(screen.getByRole('status').textContent).toBe(SHARE_TEXT.copiedNote)
    // The link stays in view, and reads 'Copy Link' again a moment later.
    expect((screen.getByLabelText('Share link of Harbour Dental') as HTMLInputElement).value).toBe(
      LINK,
    )
    await act(async () => {}) // the effect that times 'Copied'
    act(() => vi.advanceTimersByTime(COPIED_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Harbour Dental' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2))
    // Known now: not asked again.
    expect(stub.fetch()).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Shared since Nov 20, 2026.')).toBeTruthy()
  })

  it('copies a link just made, and selects the field when the browser refuses the clipboard', async () => {
    clipboard(() => Promise.reject(new Error('NotAllowedError')))
    stub
      .fetch()
      .mockResolvedValueOnce(
        answer(200, { shared: true, url: LINK, shared_at: '2026-11-25T08:00:00Z' }),
      )
    render(<ShareAudit auditId="7" business="Harbour Dental" sharedAt={null} />)
    fireEvent.click(screen.getByRole('button', { name: 'Share Harbour Dental' }))
    const field = (await screen.findByLabelText('Share link of Harbour Dental')) as HTMLInputElement
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Harbour Dental' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SHARE_TEXT.selectNote))
    expect(document.activeElement).toBe(field)
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length])
    // Only the link was made: copying it asked nothing more.
    expect(stub.fetch()).toHaveBeenCalledTimes(1)
  })

  it('selects the field fetched when there is no clipboard at all', async () => {
    clipboard()
    stub
      .fetch()
      .mockResolvedValueOnce(
        answer(200, { shared: true, url: LINK, shared_at: '2026-11-20T08:00:00Z' }),
      )
    render(<ShareAudit auditId="7" business="Harbour Dental" sharedAt="2026-11-20T08:00:00Z" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Harbour Dental' }))
    const field = (await screen.findByLabelText('Share link of Harbour Dental')) as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(field.selectionEnd).toBe(LINK.length)
    expect(screen.getByRole('status').textContent).toBe(SHARE_TEXT.selectNote)
  })

  it('says when a link cannot be shown again, and when the audit is no longer shared', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    clipboard(writeText)
    stub
      .fetch()
      .mockResolvedValueOnce(
        answer(200, { shared: true, url: null, shared_at: '2026-11-20T08:00:00Z' }),
      )
      .mockResolvedValueOnce(answer(200, { shared: false }))
    render(<ShareAudit auditId="7" business="Harbour Dental" sharedAt="2026-11-20T08:00:00Z" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Harbour Dental' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SHARE_TEXT.olderLink))
    expect(screen.queryByLabelText('Share link of Harbour Dental')).toBeNull()
    expect(screen.getByRole('button', { name: 'New Link' })).toBeTruthy()
    // Revoked meanwhile (another tab): the control says so and offers to share again.
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Harbour Dental' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SHARE_TEXT.notShared))
    expect(screen.getByRole('button', { name: 'Share Harbour Dental' })).toBeTruthy()
    expect(writeText).not.toHaveBeenCalled()
  })
})
