// @vitest-environment jsdom
/**
 * /app/settings: the Profile card shows the customer's name and photo in its form, and offers to
 * remove only a photo they uploaded (decision 0131).
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '../../../../lib/accountClient'
import Page from './+Page'

const shown = vi.hoisted(() => ({ customer: null as SessionUser | null }))
vi.mock('vike-react/useData', () => ({
  useData: () => ({ rechecks: [], rechecksUnavailable: false }),
}))
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ customer: shown.customer }),
}))

afterEach(cleanup)

const mia: SessionUser = { id: '7', email: 'mia@example.com', name: 'Mia Chen', avatar_url: null }

describe('/app/settings', () => {
  it("shows the profile form with the customer's name and their initials", () => {
    shown.customer = mia
    render(<Page />)
    const form = screen.getByRole('form', { name: 'Profile' })
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Mia Chen')
    expect(within(form).getByLabelText('Photo').getAttribute('accept')).toBe(
      'image/png,image/jpeg,image/webp',
    )
    expect(within(form).getByText('MC')).toBeTruthy()
    expect(within(form).queryByRole('button', { name: 'Remove Photo' })).toBeNull()
  })

  it('offers to remove a photo the customer uploaded, and shows it', () => {
    shown.customer = { ...mia, avatar_url: '/auth/avatar/avatar-1.png' }
    render(<Page />)
    const form = screen.getByRole('form', { name: 'Profile' })
    expect(within(form).getByRole('img', { name: 'Avatar of mia@example.com' })).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Remove Photo' })).toBeTruthy()
  })

  it('does not offer to remove an avatar that is only an address', () => {
    shown.customer = { ...mia, avatar_url: 'https://img.example/mia.png' }
    render(<Page />)
    const form = screen.getByRole('form', { name: 'Profile' })
    expect(within(form).queryByRole('button', { name: 'Remove Photo' })).toBeNull()
  })
})
