// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetchPerTest } from '../../../test/fetchStub'
import { RECHECK_TEXT, RecheckToggle } from './RecheckToggle.island'

const stub = stubFetchPerTest()
const { answer, sent } = stub

describe('RecheckToggle (decision 0079)', () => {
  it('starts a monthly re-check from the latest audit, then stops it', async () => {
    stub
      .fetch()
      .mockResolvedValueOnce(answer(200, { recheck: { id: 3, active: true } }))
      .mockResolvedValueOnce(answer(200, { recheck: { id: 3, active: false } }))
    render(<RecheckToggle business="Harbour Dental" auditId="41" recheck={null} />)
    expect(screen.getByText(RECHECK_TEXT.off)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Re-check Monthly: Harbour Dental' }))
    expect((await screen.findByRole('status')).textContent).toBe(RECHECK_TEXT.started)
    expect(stub.fetch().mock.calls[0][0]).toBe('/auth/recheck')
    expect(sent(0)).toEqual({ audit: '41' })
    expect(screen.getByText(RECHECK_TEXT.on)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stop Monthly Re-check: Harbour Dental' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(RECHECK_TEXT.stopped))
    expect(sent(1)).toEqual({ recheck: '3', stop: true })
    expect(screen.getByRole('button', { name: 'Re-check Monthly: Harbour Dental' })).toBeTruthy()
  })

  it('changes nothing when the server refuses, and says why', async () => {
    stub
      .fetch()
      .mockResolvedValue(
        answer(503, { error: 'unavailable', message: 'Accounts are not available just now.' }),
      )
    render(
      <RecheckToggle business="Harbour Dental" auditId="41" recheck={{ id: '3', active: true }} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Stop Monthly Re-check: Harbour Dental' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Accounts are not available just now.'),
    )
    expect(screen.getByText(RECHECK_TEXT.on)).toBeTruthy()
  })

  it('on the settings page only stops: once stopped it says so and offers nothing more', async () => {
    stub.fetch().mockResolvedValueOnce(answer(200, { recheck: { id: 3, active: false } }))
    render(
      <RecheckToggle
        business="Harbour Dental"
        auditId={null}
        recheck={{ id: '3', active: true }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Stop Monthly Re-check: Harbour Dental' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(RECHECK_TEXT.stopped))
    expect(screen.queryByRole('button')).toBeNull()
  })
})
