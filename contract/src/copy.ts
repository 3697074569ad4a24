/**
 * The spec's fixed wording that both the results email (audit-service/src/mail/templates) and the
 * site's /audit-results page show, kept in one place so the two cannot drift apart:
 *
 * - `SEVERITY_BANNERS` / `severityBanner`: the visibility banner of each severity (spec §4 "Banner
 *   texts"; LOW names the audited service and location), and of INCONCLUSIVE, which the spec does
 *   not have (docs/decisions/0049).
 * - `MENTION_BADGES`: the badge of each answer (spec §2 /audit-results: green 'Your business was
 *   mentioned', red 'Your business was NOT mentioned').
 * - `SIMULATED_NOTICE`: the demo-mode note every medium shows for simulated answers (this product's
 *   own words, docs/decisions/0105).
 * - `CTA_LABELS`: the strategy-call buttons (spec §2 /audit-results: 'Book 20-Minute Strategy Call'
 *   in each assistant's hero, 'Schedule Your Strategy Call' as the closing call to action).
 *
 * Plain strings and functions, no zod and no other dependency: safe in the browser and cheap on
 * every page (docs/decisions/0028, 0035). Change a text here only when the spec changes.
 */
import { bookStrategyCallLabel } from './quotes'
import type { Severity } from './vocabulary'

/** What the LOW banner names: the audited service and place (result `specialism`, `location`). */
export interface BannerPlace {
  service: string
  location: string
}

/**
 * Banner text of each severity, exactly as spec §4 words it (INCONCLUSIVE: this product's own); `{service}` and `{location}` of the
 * LOW text are filled from `place` as given (no escaping: callers render it as text).
 */
export const SEVERITY_BANNERS: Record<Severity, (place: BannerPlace) => string> = {
  LOW: ({ service, location }) =>
    `AI Visibility: LOW. You are missing from AI results for ${service} in ${location}.`,
  MODERATE: () => 'AI Visibility: MODERATE. You appear sometimes, but competitors dominate.',
  STRONG: () => 'AI Visibility: STRONG. You appear frequently. Keep building proof signals.',
  // Not in spec §4: this product's fourth state, with the reason and what to try (decision 0049).
  INCONCLUSIVE: ({ service, location }) =>
    `AI Visibility: INCONCLUSIVE. Fewer than half of the answers named any business for ${service} in ${location}, so they cannot show whether you are missing. Try a more specific service or a nearby town or suburb, then run the audit again.`,
}

/** The spec §4 banner of `severity` for a business offering `service` in `location`. */
export function severityBanner(severity: Severity, service: string, location: string): string {
  return SEVERITY_BANNERS[severity]({ service, location })
}

/** Badge of one answer (spec §2 /audit-results): whether it named the audited business. */
export const MENTION_BADGES = {
  mentioned: 'Your business was mentioned',
  notMentioned: 'Your business was NOT mentioned',
} as const

/** The badge of an answer that did (`true`) or did not (`false`) name the business. */
export const mentionBadge = (mentioned: boolean): string =>
  mentioned ? MENTION_BADGES.mentioned : MENTION_BADGES.notMentioned

/**
 * What every medium of an audit (results page, saved and shared report, PDF, email) says on its
 * first screen or page when the answers came from the built-in simulated assistants: a label and
 * its sentence ("Demo mode: these answers come from simulated AI assistants, not live ones.").
 */
export const SIMULATED_NOTICE = {
  label: 'Demo mode:',
  text: 'these answers come from simulated AI assistants, not live ones.',
} as const

/** Strategy-call button labels of spec §2 /audit-results (20 minutes on the audit pages, §9). */
export const CTA_LABELS = {
  /** Each assistant's hero on /audit-results, the results-email dialog and the results email. */
  /** For the default call length; pages with the settings use `bookStrategyCallLabel(minutes)`. */
  bookStrategyCall: bookStrategyCallLabel(),
  /** The closing call to action of /audit-results. */
  scheduleStrategyCall: 'Schedule Your Strategy Call',
} as const
