/**
 * The admin's time zones (Payload's `admin.timezones`; decision 0129): the site's time zone
 * (`SITE_TIME_ZONE`, @aivis/contract `siteTimeZoneSchema`) is the default of every time picker
 * with a zone, notably the "Schedule Publish" drawer of an offer's new price (decision 0088),
 * which otherwise starts on "Select a value" and saves the time without a zone.
 *
 * `adminTimezones(siteTimeZone)` → the config: Payload's own list of zones, with the site's zone
 * added first when that list lacks it (it must be one of the options to be the default).
 */
import type { Config } from 'payload'

type TimezonesConfig = NonNullable<NonNullable<Config['admin']>['timezones']>

export function adminTimezones(siteTimeZone: string): TimezonesConfig {
  return {
    supportedTimezones: ({ defaultTimezones }) =>
      defaultTimezones.some((zone) => zone.value === siteTimeZone)
        ? defaultTimezones
        : [{ label: siteTimeZone, value: siteTimeZone }, ...defaultTimezones],
    defaultTimezone: siteTimeZone,
  }
}
