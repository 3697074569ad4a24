// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { extractedKey, storeExtracted } from '../../../lib/extractClient'
import { readExtracted, setupDefaults } from './extractedProfile'

import { extractedProfile as profile } from '../../../test/fixtures'

afterEach(() => sessionStorage.clear())

describe('stored extracted info (spec §3 pendingAuditSetup_{domain})', () => {
  it('keeps the whole answer per domain and reads it back', () => {
    storeExtracted(profile)
    expect(JSON.parse(sessionStorage.getItem('pendingAuditSetup_harbourdental.com.au')!)).toEqual(
      profile,
    )
    expect(readExtracted('harbourdental.com.au')).toEqual(profile)
    expect(readExtracted('other.example')).toBeNull()
  })

  it('treats an unparsable or foreign entry as absent', () => {
    sessionStorage.setItem(extractedKey('a.example'), '{not json')
    sessionStorage.setItem(extractedKey('b.example'), JSON.stringify({ business_name: 'B' }))
    expect(readExtracted('a.example')).toBeNull()
    expect(readExtracted('b.example')).toBeNull()
  })
})

describe('setupDefaults', () => {
  it('prefills the four fields and the business facts, and leaves unknown ones out', () => {
    expect(setupDefaults(profile)).toEqual({
      business_name: 'Harbour Dental',
      core_product_service: 'dentist',
      target_location: 'Sydney',
      business_type: 'practice',
      business_facts: {
        telephone: '+61 2 9000 0000',
        address: {
          streetAddress: '1 George St',
          addressLocality: 'Sydney',
          addressRegion: '',
          postalCode: '2000',
          addressCountry: '',
        },
        openingHours: 'Mo-Fr 08:00-17:00',
        email: '',
        priceRange: '',
        foundingDate: '',
        services: '',
        status: '',
      },
    })
    expect(
      setupDefaults({
        ...profile,
        core_service: null,
        target_location: null,
        business_type: null,
        business_facts: {},
      }),
    ).toEqual({ business_name: 'Harbour Dental' })
  })

  it('shows a business type of the /audit list as other on the setup form', () => {
    expect(setupDefaults({ ...profile, business_type: 'service' }).business_type).toBe('other')
  })
})
