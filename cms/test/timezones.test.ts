/**
 * The admin's time zones (decision 0129): the site's zone is the default of the schedule drawer
 * and one of its options, and Payload's sanitised config keeps it so.
 */
import { describe, expect, it } from 'vitest'
import { defaultTimezones } from 'payload/shared'
import { adminTimezones } from '../src/timezones'

const options = (zone: string) => {
  const { supportedTimezones } = adminTimezones(zone)
  return typeof supportedTimezones === 'function'
    ? supportedTimezones({ defaultTimezones })
    : supportedTimezones
}

describe('adminTimezones', () => {
  it('defaults to the site’s zone, keeping Payload’s list when it has that zone', () => {
    expect(adminTimezones('Australia/Sydney').defaultTimezone).toBe('Australia/Sydney')
    expect(options('Australia/Sydney')).toEqual(defaultTimezones)
  })

  it('adds the site’s zone first when Payload’s list lacks it', () => {
    const zones = options('Australia/Lord_Howe')
    expect(zones?.[0]).toEqual({ label: 'Australia/Lord_Howe', value: 'Australia/Lord_Howe' })
    expect(zones?.slice(1)).toEqual(defaultTimezones)
  })
})
