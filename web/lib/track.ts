/**
 * Ad and analytics pixel events (spec §7 "Tracking"), through the pixel function `window.fbq` when
 * the page has one. Without it a console warning is logged and the caller carries on (spec §7).
 *
 * - `track(event, params)` sends a standard event ('InitiateCheckout', 'Subscribe', …) with
 *   `fbq('track', …)` and any other name ('email_results_requested', …) with
 *   `fbq('trackCustom', …)`; a throwing pixel is logged, never rethrown. Every event and its
 *   parameters are named in `TrackedEvents`: a missing parameter is a type error.
 * - `openAfterTracking(url, delayMs?)` opens an external page in a new tab without opener or
 *   referrer after the delay (250 ms, spec §9), so the event has left before the tab takes focus.
 * - `bookStrategyCall(url)` — the click of a strategy-call booking link (every one is made with
 *   lib/trackedLinks.ts `bookingLinkProps`): the InitiateCheckout event, then the booking page
 *   after 250 ms.
 * - `auditParams(request, status)` — the payload of the audit events (spec §7: service, location
 *   and status; the domain when the request names a website; decision 0129).
 * - `resultParams(result, status)` — the same for the events about an audit's result (its
 *   `specialism`, `location` and `website`).
 * - `trackEnrolment(offerName)` — a click on a course enrolment link (spec §7 "enrolment").
 */

import type { Severity } from '@aivis/contract'
import { normalizeDomain } from './domain'
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

/** The step of an audit an audit event reports (its `status`, spec §7). */
export type AuditStep = 'viewed' | 'started' | 'completed' | 'failed'

/**
 * What every audit event carries (spec §7 "Payloads carry service, location and status"): the
 * service and location the audit asks about ('' when not known yet) and its status.
 */
export interface AuditEventParams<S = AuditStep> {
  service: string
  location: string
  status: S
  /** The business's domain (`harbourdental.com.au`), when the audit names its website. */
  domain?: string
}

/**
 * Every pixel event the site sends and its parameters (spec §7 "Tracking"; decision 0129). The
 * events of an audit carry `AuditEventParams`; those of the setup page always name the domain.
 * The results' events report the result's visibility status (spec §3: severity, "status").
 */
export interface TrackedEvents {
  PageView: { page: string }
  /** A strategy-call booking link (spec §7 "call booking"). */
  InitiateCheckout: { content_name: string; content_category: string }
  /** A course enrolment link. */
  enrolment: { content_name: string; content_category: 'course' }
  /** The contact page's inquiry form sent (spec §7 "form submit"). */
  Lead: { content_name: string; content_category: 'contact' }
  /** The newsletter form sent. */
  Subscribe: { source: string; status: 'subscribed' | 'already_subscribed' }
  /** /audit-setup shown with the business's details (or none, when they could not be read). */
  AuditSetupViewed: AuditEventParams<'viewed'> & { domain: string }
  /** /audit-setup's form sent: the audit is about to run. */
  AuditSetupComplete: AuditEventParams<'completed'> & { domain: string }
  AuditLoadingStarted: AuditEventParams<'started'>
  AuditLoadingFailed: AuditEventParams<'failed'> & { error: string }
  audit_started: AuditEventParams<'started'>
  audit_completed: AuditEventParams<'completed' | 'failed'>
  /** /audit-results shown (pages/+client.ts, from ResultsView's `data-audit-viewed`). */
  audit_complete: AuditEventParams<'viewed'> & { severity: Severity }
  email_results_requested: AuditEventParams<Severity>
  email_results_sent: AuditEventParams<Severity>
}

/** The name of an event the site sends. */
export type TrackedEvent = keyof TrackedEvents

export function track<E extends TrackedEvent>(event: E, params: TrackedEvents[E]): void {
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

/**
 * The audit events' payload (spec §7): the service and location asked about, the status, and the
 * domain of the audit's website (`https://www.x.com/` → `x.com`) when it names one.
 */
export function auditParams<S extends AuditStep>(
  audit:
    | { core_product_service?: string; target_location?: string; website?: string | null }
    | null
    | undefined,
  status: S,
): AuditEventParams<S> {
  const website = audit?.website?.trim()
  const domain = website ? normalizeDomain(website) : ''
  return {
    service: audit?.core_product_service ?? '',
    location: audit?.target_location ?? '',
    status,
    ...(domain ? { domain } : {}),
  }
}

/** The payload of an event about an audit's result (spec §7; its fields as spec §3 reads them). */
export function resultParams<S>(
  result: { specialism: string; location: string; website?: string | null },
  status: S,
): AuditEventParams<S> {
  const { service, location, domain } = auditParams(
    {
      core_product_service: result.specialism,
      target_location: result.location,
      website: result.website,
    },
    'viewed',
  )
  return { service, location, status, ...(domain ? { domain } : {}) }
}

/** A click on a course enrolment link (spec §7 "enrolment"), before the academy opens. */
export function trackEnrolment(offerName = 'AI Visibility Course'): void {
  track('enrolment', { content_name: offerName, content_category: 'course' })
}
