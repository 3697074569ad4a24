/**
 * Tracked links without page code (docs/decisions/0068): server-rendered links carry what their
 * click reports, and one delegated listener reports it, so a static section needs no island.
 *
 * - `data-track="strategy-call"`: a strategy-call booking link (spec §2 /contact and footer, §7):
 *   the click is taken over, InitiateCheckout is sent and the booking page opens after 250 ms
 *   (`bookStrategyCall`).
 * - `data-track="enrolment"` with `data-offer`: a course enrolment link (spec §7 "enrolment"):
 *   the event is sent and the link opens as usual (`trackEnrolment`).
 *
 * `trackedLink.strategyCall()` / `trackedLink.enrolment(offer?)` give the attributes to spread on
 * a link; `installTrackedLinks(doc?)` adds the listener once (lib/hydrateIslands.ts' entry calls it).
 */
import { bookStrategyCall, trackEnrolment } from './track'

export const trackedLink = {
  strategyCall: () => ({ 'data-track': 'strategy-call' }) as const,
  enrolment: (offer?: string) =>
    ({ 'data-track': 'enrolment', ...(offer ? { 'data-offer': offer } : {}) }) as const,
}

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
