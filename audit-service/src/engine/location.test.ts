import { describe, expect, it } from 'vitest'
import { resolveLocation } from './location'

const place = (
  city: string | null,
  region: string | null,
  country: string | null,
  tz: string | null,
) => ({
  city,
  region,
  country,
  timezone: tz,
})

describe('resolveLocation: the business location as a search location', () => {
  it.each([
    ['Sydney, NSW', place('Sydney', 'New South Wales', 'AU', 'Australia/Sydney')],
    ['Cork', place('Cork', 'Cork', 'IE', 'Europe/Dublin')],
    ['Pune', place('Pune', 'Maharashtra', 'IN', 'Asia/Kolkata')],
    ['Auckland', place('Auckland', 'Auckland', 'NZ', 'Pacific/Auckland')],
    ['Manchester, UK', place('Manchester', 'Manchester', 'GB', 'Europe/London')],
    ['Toronto, ON', place('Toronto', 'Ontario', 'CA', 'America/Toronto')],
    ['Singapore', place('Singapore', null, 'SG', 'Asia/Singapore')],
    ['Cape Town', place('Cape Town', 'Western Cape', 'ZA', 'Africa/Johannesburg')],
    ['San Francisco, CA', place('San Francisco', 'California', 'US', 'America/Los_Angeles')],
    ['Zürich', place('Zürich', 'Zürich', 'CH', 'Europe/Zurich')],
  ])('%s', (text, expected) => {
    expect(resolveLocation(text)).toEqual({ query: text, ...expected })
  })

  it('takes the most populous city of a name unless a region or country after it says otherwise', () => {
    expect(resolveLocation('Perth')).toMatchObject({ country: 'AU', region: 'Western Australia' })
    expect(resolveLocation('Perth, WA')).toMatchObject({
      country: 'AU',
      timezone: 'Australia/Perth',
    })
    expect(resolveLocation('Perth, Scotland')).toMatchObject({
      city: 'Perth',
      country: 'GB',
      timezone: 'Europe/London',
    })
    expect(resolveLocation('London')).toMatchObject({ country: 'GB' })
    expect(resolveLocation('London, Ontario')).toMatchObject({
      city: 'London',
      region: 'Ontario',
      country: 'CA',
      timezone: 'America/Toronto',
    })
    expect(resolveLocation('Manchester, NH')).toMatchObject({
      region: 'New Hampshire',
      country: 'US',
    })
    expect(resolveLocation('Toronto, Canada')).toMatchObject({ country: 'CA' })
  })

  it('reads "suburb, city" as the city, and a borough of New York as New York', () => {
    expect(resolveLocation('Pyrmont, Sydney')).toEqual({
      query: 'Pyrmont, Sydney',
      ...place('Sydney', 'New South Wales', 'AU', 'Australia/Sydney'),
    })
    expect(resolveLocation('Brooklyn, New York')).toEqual({
      query: 'Brooklyn, New York',
      ...place('New York', 'New York', 'US', 'America/New_York'),
    })
    expect(resolveLocation('Richmond, Melbourne')).toMatchObject({
      city: 'Melbourne',
      country: 'AU',
    })
  })

  it('keeps a place it does not know when a known region follows, with that region’s time zone', () => {
    expect(resolveLocation('Richmond, VIC')).toEqual({
      query: 'Richmond, VIC',
      ...place('Richmond', 'Victoria', 'AU', 'Australia/Melbourne'),
    })
  })

  it('reads a city and region without a comma, and drops postcodes and street numbers', () => {
    expect(resolveLocation('Sydney NSW 2000')).toMatchObject(
      place('Sydney', 'New South Wales', 'AU', 'Australia/Sydney'),
    )
    expect(resolveLocation('Dublin 2, Ireland')).toMatchObject({ city: 'Dublin', country: 'IE' })
  })

  it('a region or a country alone gives no city; a country spanning time zones gives none', () => {
    expect(resolveLocation('NSW')).toMatchObject(
      place(null, 'New South Wales', 'AU', 'Australia/Sydney'),
    )
    expect(resolveLocation('Ireland')).toMatchObject(place(null, null, 'IE', 'Europe/Dublin'))
    expect(resolveLocation('Australia')).toMatchObject(place(null, null, 'AU', null))
  })

  it('never throws: unknown or empty text keeps only the query', () => {
    const none = place(null, null, null, null)
    expect(resolveLocation('xyzzy plugh')).toEqual({ query: 'xyzzy plugh', ...none })
    expect(resolveLocation('  ')).toEqual({ query: '', ...none })
    expect(resolveLocation(undefined as unknown as string)).toEqual({ query: '', ...none })
    expect(resolveLocation('  Cork ,  Ireland ').query).toBe('Cork , Ireland')
  })
})
