/**
 * The site's time zone: one setting for the whole product (decision 0129), `SITE_TIME_ZONE` in the
 * environment of the CMS (the admin's default zone, e.g. when an offer's new price is scheduled)
 * and of the audit service (times in the sales mails). An IANA name (`Australia/Sydney`); the
 * default is the company's own, Sydney (spec §2 /contact: a postal address in Sydney, Australia).
 *
 * - `SITE_TIME_ZONE_DEFAULT`: 'Australia/Sydney'.
 * - `isTimeZone(name)`: true when `Intl` knows `name` as a time zone.
 * - `siteTimeZoneSchema`: the variable's zod schema (blank or missing → the default); a name
 *   `Intl` does not know is refused with "must be an IANA time zone such as Australia/Sydney", so
 *   a bad value stops the CMS and the audit service at start-up with that message.
 */
import { z } from './zod'

export const SITE_TIME_ZONE_DEFAULT = 'Australia/Sydney'

/** True when `Intl` knows `name` as a time zone ('Australia/Sydney', 'UTC'); never throws. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** `SITE_TIME_ZONE`: an IANA time zone, default `SITE_TIME_ZONE_DEFAULT`. */
export const siteTimeZoneSchema = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v,
  z
    .string()
    .refine(isTimeZone, {
      message: `must be an IANA time zone such as ${SITE_TIME_ZONE_DEFAULT}`,
    })
    .default(SITE_TIME_ZONE_DEFAULT),
)
