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
    })
  })

  it('refuses a business type outside the contract and a missing domain', () => {
    expect(extractedProfileSchema.safeParse({ ...body, business_type: 'bakery' }).success).toBe(
      false,
    )
    const { domain: _domain, ...noDomain } = body
    expect(extractedProfileSchema.safeParse(noDomain).success).toBe(false)
  })
})
