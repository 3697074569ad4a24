import { describe, expect, it } from 'vitest'
import { extractedProfileSchema } from './extract'

describe('extractedProfileSchema', () => {
  const body = {
    business_name: '  Harbour Dental ',
    core_service: 'dentist',
    target_location: '',
    business_type: 'practice',
    website: 'https://harbourdental.com.au',
    domain: 'harbourdental.com.au',
  }

  it('trims values, turns blanks into null and defaults cached to false', () => {
    expect(extractedProfileSchema.parse(body)).toEqual({
      ...body,
      business_name: 'Harbour Dental',
      target_location: null,
      cached: false,
      business_facts: {},
      profiles: [],
    })
  })

  it('keeps the facts and profiles read from the site; a profile kept before them still parses', () => {
    const withFacts = extractedProfileSchema.parse({
      ...body,
      business_facts: { telephone: '02 9000 0000', openingHours: ['Mo-Fr 08:00-18:00'] },
      profiles: ['https://www.facebook.com/harbourdental'],
    })
    expect(withFacts.business_facts).toEqual({
      telephone: '02 9000 0000',
      openingHours: ['Mo-Fr 08:00-18:00'],
    })
    expect(withFacts.profiles).toEqual(['https://www.facebook.com/harbourdental'])
    const refused = extractedProfileSchema.parse({
      ...body,
      business_facts: { openingHours: ['weekdays'] },
    })
    expect(refused.business_facts).toEqual({})
  })

  it('refuses a business type outside the contract and a missing domain', () => {
    expect(extractedProfileSchema.safeParse({ ...body, business_type: 'bakery' }).success).toBe(
      false,
    )
    const { domain: _domain, ...noDomain } = body
    expect(extractedProfileSchema.safeParse(noDomain).success).toBe(false)
  })
})
