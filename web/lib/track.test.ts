// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_KEY } from './consent'
import { configurePixel, loadPixel } from './pixel'
import { auditParams, bookStrategyCall, openAfterTracking, track } from './track'

afterEach(() => {
  delete window.fbq
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('track (spec §7 tracking)', () => {
  it('sends standard events with track and others with trackCustom', () => {
    const fbq = vi.fn()
    window.fbq = fbq
    track('InitiateCheckout', { content_name: 'Book A Strategy Call' })
    track('email_results_sent', { service: 'dentist' })
    expect(fbq.mock.calls).toEqual([
      ['track', 'InitiateCheckout', { content_name: 'Book A Strategy Call' }],
      ['trackCustom', 'email_results_sent', { service: 'dentist' }],
    ])
  })
  it('warns and carries on without the pixel, or when it throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => track('InitiateCheckout')).not.toThrow()
    window.fbq = () => {
      throw new Error('blocked')
    }
    expect(() => track('InitiateCheckout')).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe('openAfterTracking (spec §9: 250 ms)', () => {
  it('opens the page in a new tab without opener or referrer after 250 ms', () => {
    vi.useFakeTimers()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    openAfterTracking('https://cal.example/strategy')
    vi.advanceTimersByTime(249)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledWith(
      'https://cal.example/strategy',
      '_blank',
      'noopener,noreferrer',
    )
  })
})

describe('bookStrategyCall (spec §2 /contact, §7)', () => {
  it('tracks InitiateCheckout, then opens the booking page after 250 ms', () => {
    vi.useFakeTimers()
    const fbq = vi.fn()
    window.fbq = fbq
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    bookStrategyCall('https://cal.example/strategy')
    expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', {
      content_name: 'Book A Strategy Call',
      content_category: 'strategy_call',
    })
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(250)
    expect(open).toHaveBeenCalledWith(
      'https://cal.example/strategy',
      '_blank',
      'noopener,noreferrer',
    )
  })
})

describe('auditParams (spec §7 payloads)', () => {
  it('carries service, location and status', () => {
    expect(
      auditParams({ core_product_service: 'dentist', target_location: 'Sydney' }, 'started'),
    ).toEqual({ service: 'dentist', location: 'Sydney', status: 'started' })
    expect(auditParams(null, 'failed')).toEqual({ service: '', location: '', status: 'failed' })
  })
})

describe('track with consent (decision 0027)', () => {
  afterEach(() => {
    localStorage.clear()
    configurePixel(null)
    document.head.querySelectorAll('script').forEach((s) => s.remove())
  })
  it('loads the configured pixel on the first event once cookies are accepted', () => {
    configurePixel('123456789012345')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    track('PageView', { page: '/audit' })
    expect(window.fbq).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    localStorage.setItem(CONSENT_KEY, 'accepted')
    track('PageView', { page: '/audit' })
    expect((window.fbq as unknown as { queue: unknown[][] }).queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView', { page: '/audit' }],
    ])
  })

  it('loads no pixel on the account pages, whose address may hold a mailed token', () => {
    const before = window.location.pathname
    delete (window as { fbq?: unknown }).fbq
    for (const path of ['/signin/reset', '/signin/verify', '/signin']) {
      window.history.replaceState(null, '', `${path}?token=${'a'.repeat(40)}`)
      localStorage.setItem(CONSENT_KEY, 'accepted')
      loadPixel('123456789012345')
      expect(window.fbq).toBeUndefined()
      expect(document.head.querySelector('script[src*="fbevents"]')).toBeNull()
    }
    window.history.replaceState(null, '', before)
  })
})
