// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_KEY } from './consent'
import { configurePixel, loadPixel } from './pixel'
import { auditParams, bookStrategyCall, openAfterTracking, resultParams, track } from './track'

afterEach(() => {
  delete window.fbq
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('track (spec §7 tracking)', () => {
  it('sends standard events with track and others with trackCustom', () => {
    const fbq = vi.fn()
    window.fbq = fbq
    const booking = { content_name: 'Book A Strategy Call', content_category: 'strategy_call' }
    const sent = { service: 'dentist', location: 'Sydney', status: 'LOW' } as const
    track('InitiateCheckout', booking)
    track('email_results_sent', sent)
    expect(fbq.mock.calls).toEqual([
      ['track', 'InitiateCheckout', booking],
      ['trackCustom', 'email_results_sent', sent],
    ])
  })
  it('warns and carries on without the pixel, or when it throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const page = { page: '/audit' }
    expect(() => track('PageView', page)).not.toThrow()
    window.fbq = () => {
      throw new Error('blocked')
    }
    expect(() => track('PageView', page)).not.toThrow()
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
  it('names the domain of the audit’s website, when it has one', () => {
    const request = { core_product_service: 'dentist', target_location: 'Sydney' }
    expect(
      auditParams({ ...request, website: 'https://www.HarbourDental.com.au/about' }, 'completed'),
    ).toEqual({
      service: 'dentist',
      location: 'Sydney',
      status: 'completed',
      domain: 'harbourdental.com.au',
    })
    expect(auditParams({ ...request, website: null }, 'started')).not.toHaveProperty('domain')
  })
})

describe('resultParams (spec §7 payloads of a result’s events)', () => {
  it('carries the result’s service, location and domain, with the status given', () => {
    const result = { specialism: 'dentist', location: 'Sydney', website: 'https://x.com.au' }
    expect(resultParams(result, 'MODERATE')).toEqual({
      service: 'dentist',
      location: 'Sydney',
      status: 'MODERATE',
      domain: 'x.com.au',
    })
  })
})

describe('TrackedEvents (one type for every event’s parameters)', () => {
  it('refuses an event without the spec’s fields, or one the site does not know', () => {
    window.fbq = vi.fn()
    // @ts-expect-error the setup page's events name the domain, service, location and status
    track('AuditSetupViewed', { domain: 'x.com.au' })
    // @ts-expect-error the status is the step of the audit
    track('AuditSetupComplete', { domain: 'x.com.au', service: '', location: '' })
    // @ts-expect-error every event has its parameters
    track('audit_started')
    // @ts-expect-error an event the site does not send
    track('Purchase', {})
    expect(window.fbq).toHaveBeenCalledTimes(4)
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
