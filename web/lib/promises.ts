/**
 * The site settings' promises (Promises tab, docs/decisions/0128) as the pages state them:
 * `promisesOf(settings)` gives every promise, the contract's `DEFAULT_PROMISES` for any the
 * settings lack (the CMS unreachable); `auditNote(promises)` is the line under the audit's forms
 * and in its bottom bar ("Results in about 60 seconds. No email required.", spec §2 /audit with
 * the one audit duration of the settings). Client-safe.
 */
import { DEFAULT_PROMISES } from '@aivis/contract'
import type { SiteSetting } from './cms-types'

/** Every promise the site states, from the settings, defaulted one by one. */
export type Promises = {
  -readonly [K in keyof typeof DEFAULT_PROMISES]: (typeof DEFAULT_PROMISES)[K] extends number
    ? number
    : string
}

export function promisesOf(settings: Pick<SiteSetting, 'promises'> | null | undefined): Promises {
  const set = settings?.promises
  const pick = <K extends keyof Promises>(key: K): Promises[K] =>
    (set?.[key] || DEFAULT_PROMISES[key]) as Promises[K]
  return {
    refundTerms: pick('refundTerms'),
    callMinutes: pick('callMinutes'),
    auditDuration: pick('auditDuration'),
    resultsTime: pick('resultsTime'),
    guaranteeTitle: pick('guaranteeTitle'),
    guaranteeText: pick('guaranteeText'),
  }
}

/** The audit note: "Results in {auditDuration}. No email required." */
export const auditNote = (promises: Pick<Promises, 'auditDuration'>) =>
  `Results in ${promises.auditDuration}. No email required.`
