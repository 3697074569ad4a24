/**
 * Tracked links without page code (docs/decisions/0068, 0082): server-rendered links carry what
 * their click reports, and one delegated listener reports it, so a static section needs no island.
 *
 * - `data-track="strategy-call"`: a strategy-call booking link (spec §2 /contact, footer and
 *   /audit-results, §7): the click is taken over, InitiateCheckout is sent (content name 'Book A
 *   Strategy Call', category strategy_call) and the booking page opens 250 ms later in a new tab
 *   with 'noopener,noreferrer' (`bookStrategyCall`).
 * - `data-track="enrolment"` with `data-offer`: a course enrolment link (spec §7 "enrolment"):
 *   the event is sent and the link opens as usual (`trackEnrolment`).
 *
 * `bookingLinkProps(url)` gives every booking link its attributes: `{ href: url, target: '_blank',
 * rel: 'noopener noreferrer', 'data-track': 'strategy-call' }`, to spread on an `<a>` (or a
 * `ButtonLink`): with the page's script the listener takes the click over; without it the link still
 * opens the booking page in a new tab without opener or referrer. Every booking link of the site is
 * made with it (the footer, /contact, the /audit-results hero, closing card and results-email dialog).
 * `trackedLink.strategyCall()` (the data attribute alone) / `trackedLink.enrolment(offer?)` give the
 * data attributes; `installTrackedLinks(doc?)` adds the listener once (pages/+client.ts calls it on
 * every page).
 */
import { bookStrategyCall, trackEnrolment } from './track'

export const trackedLink = {
  strategyCall: () => ({ 'data-track': 'strategy-call' }) as const,
  enrolment: (offer?: string) =>
    ({ 'data-track': 'enrolment', ...(offer ? { 'data-offer': offer } : {}) }) as const,
}

/** The attributes of a strategy-call booking link to `url` (the site settings' booking page). */
export function bookingLinkProps(url: string) {
  return {
    href: url,
    target: '_blank',
    rel: 'noopener noreferrer',
    ...trackedLink.strategyCall(),
  } as const
}

/** What `bookingLinkProps` gives. */
export type BookingLinkProps = ReturnType<typeof bookingLinkProps>

let installed = false

export function installTrackedLinks(doc: Document = document): void {
  if (installed) return
  installed = true
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-track]')
    if (!link) return
    if (link.dataset.track === 'strategy-call') {
      event.preventDefault()
      bookStrategyCall(link.href)
    } else if (link.dataset.track === 'enrolment') {
      trackEnrolment(link.dataset.offer)
    }
  })
}
