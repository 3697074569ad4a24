import { describe, expect, it } from 'vitest'
import { SITE_TIME_ZONE_DEFAULT, isTimeZone, siteTimeZoneSchema } from './siteTimeZone'

describe('the site’s time zone (SITE_TIME_ZONE)', () => {
  it('is Sydney’s unless set, also when set blank', () => {
    expect(SITE_TIME_ZONE_DEFAULT).toBe('Australia/Sydney')
    expect(siteTimeZoneSchema.parse(undefined)).toBe('Australia/Sydney')
    expect(siteTimeZoneSchema.parse('  ')).toBe('Australia/Sydney')
  })

  it('takes any IANA time zone Intl knows', () => {
    expect(siteTimeZoneSchema.parse(' Europe/London ')).toBe('Europe/London')
    expect(siteTimeZoneSchema.parse('UTC')).toBe('UTC')
    expect(isTimeZone('America/New_York')).toBe(true)
  })

  it('refuses a name that is not a time zone, saying what it must be', () => {
    expect(isTimeZone('Sydney')).toBe(false)
    const parsed = siteTimeZoneSchema.safeParse('Mars/Olympus_Mons')
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0].message).toBe(
      'must be an IANA time zone such as Australia/Sydney',
    )
  })
})
