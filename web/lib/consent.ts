/**
 * Cookie consent for the ad and analytics pixel (spec §7 "Tracking"; docs/decisions/0027).
 *
 * The visitor's choice is kept in localStorage under `CONSENT_KEY` as 'accepted' or 'rejected';
 * no choice yet is `null`. `useConsent()` → the choice (`undefined` during server rendering and
 * hydration); `setConsent(choice)` stores it and re-renders every reader. The pixel
 * (lib/pixel.ts) loads only after 'accepted'.
 */
import { notifyStorage, readStoredItem, useStoredItem } from './storage'

export const CONSENT_KEY = 'cookie_consent'
export type ConsentChoice = 'accepted' | 'rejected'

const asChoice = (v: string | null | undefined): ConsentChoice | null | undefined =>
  v === undefined ? undefined : v === 'accepted' || v === 'rejected' ? v : null

export function readConsent(): ConsentChoice | null {
  return asChoice(readStoredItem(CONSENT_KEY)) ?? null
}

export function useConsent(): ConsentChoice | null | undefined {
  return asChoice(useStoredItem(CONSENT_KEY))
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
