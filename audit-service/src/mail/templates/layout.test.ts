import { describe, expect, it } from 'vitest'
import { siteSettings } from '@aivis/collections/seed/content'
import { PRODUCT_NAME, SENDER } from '.'

describe('sender identity is the seed site settings', () => {
  it('is the site’s own name, contact address and postal address (seed site settings)', () => {
    expect(PRODUCT_NAME).toBe(siteSettings.siteName)
    expect(SENDER.email).toBe(siteSettings.contactEmail)
    expect(SENDER.postalAddress).toBe(siteSettings.postalAddress.split('\n').join(', '))
  })
})
