// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { extractedKey, storeExtracted } from '../../lib/extractClient'
import { readExtracted } from './extractedProfile'

import { extractedProfile as profile } from '../../test/fixtures'

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
