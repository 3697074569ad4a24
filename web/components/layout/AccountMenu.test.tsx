// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Header } from './Header.island'

let fetchMock: ReturnType<typeof vi.fn>
let assign: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(new Response('{"signedOut":true}', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The desktop bar's parts are hidden under 768 px and jsdom applies no media query: they are
// found with `hidden: true`.
const H = { hidden: true } as const
const links = { navigation: [{ label: 'How it works', href: '/#how' }], company: [] }
const account = { email: 'ana@example.com', avatarUrl: 'https://img.example/ana.png' }

describe('the header for a signed-in customer (spec §2 site header)', () => {
  it('shows Sign In to a visitor and the avatar menu to a customer', () => {
    const signIn = (container: HTMLElement) => container.querySelector('header a[href="/signin"]')
    const visitor = render(<Header siteName="Visibly" links={links} account={null} />)
    expect(signIn(visitor.container)?.textContent).toBe('Sign In')
    expect(screen.queryByRole('button', { ...H, name: /Account menu/ })).toBeNull()
    visitor.unmount()
    const customer = render(<Header siteName="Visibly" links={links} account={account} />)
    expect(signIn(customer.container)).toBeNull()
    fireEvent.click(screen.getByRole('button', { ...H, name: 'Account menu for ana@example.com' }))
    const items = screen.getAllByRole('menuitem', H)
    expect(items.map((item) => item.textContent)).toEqual(['Go to Dashboard', 'Sign Out'])
    expect(items[0].getAttribute('href')).toBe('/app/dashboard')
  })

  it('shows the generic icon until the avatar loads, and for good when it fails', () => {
    render(<Header siteName="Visibly" links={links} account={account} />)
    const img = screen.getByAltText('Avatar of ana@example.com') as HTMLImageElement
    const trigger = screen.getByRole('button', { ...H, name: /Account menu/ })
    expect(trigger.querySelector('svg')).not.toBeNull()
    expect(img.style.opacity).toBe('0')
    fireEvent.load(img)
    expect(trigger.querySelector('svg')).toBeNull()
    expect(img.style.opacity).toBe('')
    cleanup()
    render(<Header siteName="Visibly" links={links} account={account} />)
    fireEvent.error(screen.getByAltText('Avatar of ana@example.com'))
    expect(screen.queryByAltText('Avatar of ana@example.com')).toBeNull()
    expect(
      screen.getByRole('button', { ...H, name: /Account menu/ }).querySelector('svg'),
    ).not.toBeNull()
  })

  it('shows only the icon for an account without an avatar', () => {
    render(<Header siteName="Visibly" links={links} account={{ ...account, avatarUrl: null }} />)
    expect(screen.queryByRole('img', H)).toBeNull()
    expect(
      screen.getByRole('button', { ...H, name: /Account menu/ }).querySelector('svg'),
    ).not.toBeNull()
  })

  it('signs out from the menu: the session ended on the server, then the home page', async () => {
    render(<Header siteName="Visibly" links={links} account={account} />)
    fireEvent.click(screen.getByRole('button', { ...H, name: /Account menu/ }))
    fireEvent.click(screen.getAllByRole('menuitem', H)[1])
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/sign-out')
    expect(fetchMock.mock.calls[0][1].method).toBe('POST')
  })

  it('puts Dashboard and Sign Out in the mobile panel, which closes after either', async () => {
    render(<Header siteName="Visibly" links={links} account={account} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const panel = screen.getByRole('dialog', { name: 'Menu' })
    expect(panel.querySelector('a[href="/app/dashboard"]')?.textContent).toBe('Dashboard')
    expect(panel.querySelector('a[href="/signin"]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
  })
})
