// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CONSENT_KEY } from '../lib/consent'
import { PIXEL_SCRIPT_URL } from '../lib/pixel'
import { ConsentBanner } from './ConsentBanner.island'
import { CookiePreferences } from './CookiePreferences.island'

afterEach(() => {
  cleanup()
  localStorage.clear()
  delete window.fbq
  delete window._fbq
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

const pixelScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === PIXEL_SCRIPT_URL)
const queued = () => (window.fbq as unknown as { queue: unknown[][] }).queue

describe('ConsentBanner (decision 0027)', () => {
  it('is not shown, and loads nothing, when no pixel is configured', () => {
    render(<ConsentBanner pixelId={null} />)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(window.fbq).toBeUndefined()
  })

  it('asks first; the pixel loads only after Accept, with its id', () => {
    render(<ConsentBanner pixelId="123456789012345" />)
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy()
    expect(window.fbq).toBeUndefined()
    expect(pixelScripts()).toHaveLength(0)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept' })))
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(pixelScripts()).toHaveLength(1)
    expect(queued()).toEqual([['init', '123456789012345']])
  })

  it('after Reject, never loads the pixel, on this page or the next', () => {
    const { unmount } = render(<ConsentBanner pixelId="123456789012345" />)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reject' })))
    expect(localStorage.getItem(CONSENT_KEY)).toBe('rejected')
    unmount()
    render(<ConsentBanner pixelId="123456789012345" />)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(window.fbq).toBeUndefined()
  })

  it('loads the pixel on later pages for a visitor who accepted, without asking', () => {
    localStorage.setItem(CONSENT_KEY, 'accepted')
    render(<ConsentBanner pixelId="123456789012345" />)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(pixelScripts()).toHaveLength(1)
  })

  it('lets the visitor change the choice on /cookies', () => {
    localStorage.setItem(CONSENT_KEY, 'rejected')
    render(<CookiePreferences />)
    expect(screen.getByRole('status').textContent).toBe('You rejected the advertising cookie.')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept' })))
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted')
    expect(screen.getByRole('status').textContent).toBe('You accepted the advertising cookie.')
  })
})
