// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetchPerTest } from '../test/fetchStub'
import { ShareAudit } from './ShareAudit'

const stub = stubFetchPerTest()
const { answer, sent } = stub

describe('ShareAudit (decision 0078)', () => {
  it('makes a link, shows it once, and stops sharing', async () => {
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
})
