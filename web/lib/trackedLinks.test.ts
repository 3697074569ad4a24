// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingLinkProps, installTrackedLinks, trackedLink } from './trackedLinks'

const BOOKING = 'https://cal.example/strategy?ref=site'

/** An `<a>` in the document with `props` as its attributes. */
function link(props: Record<string, string>, text = 'Book'): HTMLAnchorElement {
  const a = document.createElement('a')
  for (const [name, value] of Object.entries(props)) a.setAttribute(name, value)
  a.textContent = text
  document.body.append(a)
  return a
}

/**
 * A left click on `target`, as a browser sends it; returns whether the browser would have followed
 * the link (nothing on the way prevented the default). jsdom cannot follow it: the window, the last
 * on the way, stops it after reading.
 */
function click(target: Element, init: MouseEventInit = {}): boolean {
  let followed = false
  const last = (event: Event) => {
    followed = !event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', last, { once: true })
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  )
  window.removeEventListener('click', last)
  return followed
}

let fbq: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>
let open: ReturnType<typeof vi.fn<typeof window.open>>
beforeAll(() => installTrackedLinks(document))
beforeEach(() => {
  vi.useFakeTimers()
  fbq = vi.fn<(...args: unknown[]) => void>()
  window.fbq = fbq
  open = vi.fn<typeof window.open>(() => null)
  vi.spyOn(window, 'open').mockImplementation(open)
})
afterEach(() => {
  document.body.replaceChildren()
  delete window.fbq
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('bookingLinkProps (spec §2 /contact, §7 call booking)', () => {
  it('gives the booking page’s href, a new tab without opener or referrer, and the strategy-call mark', () => {
    expect(bookingLinkProps(BOOKING)).toEqual({
      href: BOOKING,
      target: '_blank',
      rel: 'noopener noreferrer',
      'data-track': 'strategy-call',
    })
  })

  it('a click tracks InitiateCheckout at once, then opens the booking page 250 ms later', () => {
    const a = link(bookingLinkProps(BOOKING))
    const followed = click(a)
    // The listener took the click over: the browser does not open the link itself as well.
    expect(followed).toBe(false)
    expect(fbq).toHaveBeenCalledTimes(1)
    expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', {
      content_name: 'Book A Strategy Call',
      content_category: 'strategy_call',
    })
    vi.advanceTimersByTime(249)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(BOOKING, '_blank', 'noopener,noreferrer')
  })

  it('takes over a click on an element inside the link (a button label)', () => {
    const a = link(bookingLinkProps(BOOKING), '')
    const label = document.createElement('span')
    label.textContent = 'Book 20-Minute Strategy Call'
    a.append(label)
    expect(click(label)).toBe(false)
    vi.advanceTimersByTime(250)
    expect(open).toHaveBeenCalledWith(BOOKING, '_blank', 'noopener,noreferrer')
  })

  it('opens the page without the pixel too, after a console warning (spec §7)', () => {
    delete window.fbq
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    click(link(bookingLinkProps(BOOKING)))
    expect(warn).toHaveBeenCalled()
    vi.advanceTimersByTime(250)
    expect(open).toHaveBeenCalledWith(BOOKING, '_blank', 'noopener,noreferrer')
  })

  it('leaves other buttons, a click already handled and other links alone', () => {
    const a = link(bookingLinkProps(BOOKING))
    expect(click(a, { button: 1 })).toBe(true)
    a.addEventListener('click', (e) => e.preventDefault(), { once: true })
    click(a)
    expect(click(link({ href: 'https://academy.example', target: '_blank' }))).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(fbq).not.toHaveBeenCalled()
    expect(open).not.toHaveBeenCalled()
  })
})

describe('trackedLink.enrolment (spec §7 enrolment)', () => {
  it('sends the enrolment event and lets the link open as usual', () => {
    const a = link({ href: 'https://academy.example/enrol', ...trackedLink.enrolment('Course') })
    expect(click(a)).toBe(true)
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'enrolment', {
      content_name: 'Course',
      content_category: 'course',
    })
    vi.advanceTimersByTime(1000)
    expect(open).not.toHaveBeenCalled()
  })
})
