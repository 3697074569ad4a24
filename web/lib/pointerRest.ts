/**
 * Where and since when the pointer has rested on a part of the page that was not hydrated yet
 * (docs/decisions/0075).
 *
 * pages/hydrateIslands.ts notes each `pointerover` inside an island waiting for its first use
 * (`notePointerOver(event)`). A control hydrated with that island asks, once hydrated, since when
 * the pointer has been over it (`pointerOverSince(element)`): a tooltip then opens when spec §9's
 * delay has passed since the pointer arrived, not a full delay after the island was ready.
 *
 * Times are `performance.now()` milliseconds (an event's `timeStamp`).
 */

let last: { target: EventTarget | null; since: number } | undefined

/** Keeps the element the pointer last entered in a not yet hydrated island, and when. */
export function notePointerOver(event: Pick<PointerEvent, 'target' | 'timeStamp'>): void {
  last = { target: event.target, since: event.timeStamp }
}

/**
 * When the pointer entered `element` (or an element inside it) and is over it still, in
 * `performance.now()` ms; `undefined` when it is not over it or arrived after hydration (the
 * control then sees the pointer itself).
 */
export function pointerOverSince(element: Element | null): number | undefined {
  if (!element || !last || !(last.target instanceof Node)) return undefined
  if (!element.contains(last.target) || !element.matches(':hover')) return undefined
  return last.since
}
