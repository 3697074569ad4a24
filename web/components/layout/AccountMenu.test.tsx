// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { cssUrl, initialsOf } from './AccountMenu'
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
  it('shows Sign In and Sign Up to a visitor and the avatar menu to a customer', () => {
    const signIn = (container: HTMLElement) => container.querySelector('header a[href="/signin"]')
    const signUp = (container: HTMLElement) =>
      container.querySelector('header a[href="/signin/new"]')
    const visitor = render(<Header siteName="Visibly" links={links} account={null} />)
    expect(signIn(visitor.container)?.textContent).toBe('Sign In')
    expect(signUp(visitor.container)?.textContent).toBe('Sign Up')
    expect(screen.queryByRole('button', { ...H, name: /Account menu/ })).toBeNull()
    visitor.unmount()
    const customer = render(<Header siteName="Visibly" links={links} account={account} />)
    expect(signIn(customer.container)).toBeNull()
    expect(signUp(customer.container)).toBeNull()
    fireEvent.click(screen.getByRole('button', { ...H, name: 'Account menu for ana@example.com' }))
    const items = screen.getAllByRole('menuitem', H)
    expect(items.map((item) => item.textContent)).toEqual(['Go to Dashboard', 'Sign Out'])
    expect(items[0].getAttribute('href')).toBe('/app/dashboard')
  })

  it('puts Sign In and Sign Up in the mobile panel’s Account group for a visitor', () => {
    render(<Header siteName="Visibly" links={links} account={null} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const panel = screen.getByRole('dialog', { name: 'Menu' })
    const group = [...panel.querySelectorAll('h3')].find((h) => h.textContent === 'Account')!
    const after = [group.nextElementSibling, group.nextElementSibling?.nextElementSibling]
    expect(after.map((a) => [a?.textContent, a?.getAttribute('href')])).toEqual([
      ['Sign In', '/signin'],
      ['Sign Up', '/signin/new'],
    ])
    expect(panel.querySelector('a[href="/app/dashboard"]')).toBeNull()
  })

  it('draws the avatar without a script: the image over the initials, which show while it loads or when it fails', () => {
    const html = renderToString(
      <Header siteName="Visibly" links={links} account={{ ...account, name: 'Ana María Ruiz' }} />,
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const picture = doc.querySelector('[role="img"][aria-label="Avatar of ana@example.com"]')
    expect((picture as HTMLElement | null)?.getAttribute('style')).toContain(
      'background-image:url("https://img.example/ana.png")',
    )
    // The fallback is in the HTML beneath it, never hidden waiting for a load event.
    expect(
      doc.querySelector('button[aria-label^="Account menu"] span[aria-hidden]')?.textContent,
    ).toBe('AR')
    expect(html).not.toContain('opacity:0')
    expect(doc.querySelector('button[aria-label^="Account menu"]')?.getAttribute('title')).toBe(
      'Ana María Ruiz (ana@example.com)',
    )
  })

  it('shows the generic icon for an account with neither an image nor a name', () => {
    render(
      <Header
        siteName="Visibly"
        links={links}
        account={{ ...account, name: null, avatarUrl: null }}
      />,
    )
    expect(screen.queryByRole('img', H)).toBeNull()
    expect(
      screen.getByRole('button', { ...H, name: /Account menu/ }).querySelector('svg'),
    ).not.toBeNull()
  })

  it('shows the name and the email at the top of the menu', () => {
    render(<Header siteName="Visibly" links={links} account={{ ...account, name: 'Ana' }} />)
    fireEvent.click(screen.getByRole('button', { ...H, name: /Account menu/ }))
    const menu = screen.getByRole('menu', H)
    expect([...menu.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Ana',
      'ana@example.com',
    ])
  })

  it('keeps an image address inside its CSS url(): quotes and parentheses are encoded', () => {
    expect(cssUrl('https://img.example/a").x(y\'z .png')).toBe(
      'url("https://img.example/a%22%29.x%28y%27z%20.png")',
    )
    expect(initialsOf('  ana  ')).toBe('A')
    expect(initialsOf('élodie de la tour')).toBe('ÉT')
    expect(initialsOf('')).toBe('')
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
