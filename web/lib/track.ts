/**
 * Ad and analytics pixel events (spec §7 "Tracking"), through the pixel function `window.fbq` when
 * the page has one. Without it a console warning is logged and the caller carries on (spec §7).
 *
 * - `track(event, params?)` sends a standard event ('InitiateCheckout', 'Lead', …) with
 *   `fbq('track', …)` and any other name ('email_results_requested', …) with
 *   `fbq('trackCustom', …)`; a throwing pixel is logged, never rethrown.
 * - `openAfterTracking(url, delayMs?)` opens an external page in a new tab without opener or
 *   referrer after the delay (250 ms, spec §9), so the event has left before the tab takes focus.
 * - `bookStrategyCall(url)` — the click of a strategy-call booking link (every one is made with
 *   lib/trackedLinks.ts `bookingLinkProps`): the InitiateCheckout event, then the booking page
 *   after 250 ms.
 * - `auditParams(request, status)` — the payload of the audit events (spec §7: service, location
 *   and status).
 * - `trackEnrolment(offerName)` — a click on a course enrolment link (spec §7 "enrolment").
 */

import { ensurePixel } from './pixel'

type Pixel = (command: 'track' | 'trackCustom', event: string, params?: object) => void

declare global {
  interface Window {
    fbq?: Pixel
  }
}

/** The pixel's standard events this site sends; every other name is a custom event. */
const STANDARD_EVENTS = new Set([
  'PageView',
  'ViewContent',
  'Lead',
  'CompleteRegistration',
  'Contact',
  'InitiateCheckout',
  'Purchase',
  'Schedule',
  'Subscribe',
])

/** Delay before a booking link opens (spec §9). */
export const BOOKING_OPEN_DELAY_MS = 250

export function track(event: string, params?: Record<string, unknown>): void {
  ensurePixel()
  const fbq = typeof window === 'undefined' ? undefined : window.fbq
  if (typeof fbq !== 'function') {
    console.warn(`[track] pixel not available; '${event}' not sent`, params ?? {})
    return
  }
  try {
    fbq(STANDARD_EVENTS.has(event) ? 'track' : 'trackCustom', event, params)
  } catch (err) {
    console.warn(`[track] '${event}' failed`, err)
  }
}

export function openAfterTracking(url: string, delayMs = BOOKING_OPEN_DELAY_MS): void {
  setTimeout(() => window.open(url, '_blank', 'noopener,noreferrer'), delayMs)
}

/** The click of a strategy-call booking link (spec §2 /contact, footer, /audit-results; §7). */
export function bookStrategyCall(url: string): void {
  track('InitiateCheckout', {
    content_name: 'Book A Strategy Call',
    content_category: 'strategy_call',
  })
  openAfterTracking(url)
}

/** The audit events' payload (spec §7): the service and location asked about, and a status. */
export function auditParams(
  audit: { core_product_service?: string; target_location?: string } | null | undefined,
  status: 'started' | 'completed' | 'failed' | 'viewed',
): { service: string; location: string; status: string } {
  return {
    service: audit?.core_product_service ?? '',
    location: audit?.target_location ?? '',
    status,
  }
}

/** A click on a course enrolment link (spec §7 "enrolment"), before the academy opens. */
export function trackEnrolment(offerName = 'AI Visibility Course'): void {
  track('enrolment', { content_name: offerName, content_category: 'course' })
}
