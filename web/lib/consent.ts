/**
 * Cookie consent for the ad and analytics pixel (spec §7 "Tracking"; docs/decisions/0027).
 *
 * The visitor's choice is kept in localStorage under `CONSENT_KEY` as 'accepted' or 'rejected';
 * no choice yet is `null`. `readConsent()` → the choice; `consentChoice(stored)` the same for a value
 * already read (`undefined`, as `useStoredItem` gives during server rendering and hydration, stays
 * `undefined`); `setConsent(choice)` stores it and re-renders every reader. The pixel
 * (lib/pixel.ts) loads only after 'accepted'. No React here: the page's entry script uses it.
 */
import { notifyStorage, readStoredItem } from './storage'

export const CONSENT_KEY = 'cookie_consent'
export type ConsentChoice = 'accepted' | 'rejected'

export const consentChoice = (v: string | null | undefined): ConsentChoice | null | undefined =>
  v === undefined ? undefined : v === 'accepted' || v === 'rejected' ? v : null

export function readConsent(): ConsentChoice | null {
  return consentChoice(readStoredItem(CONSENT_KEY)) ?? null
}

/** Stores the choice (ignored when storage is unavailable: the banner then asks again next time). */
export function setConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice)
  } catch {
    // private mode or quota: the choice lasts for this page only
  }
  notifyStorage()
}
