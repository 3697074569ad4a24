import { describe, expect, it } from 'vitest'
import {
  CONTACT_EMAIL,
  DEV_MAIL_FROM,
  POSTAL_ADDRESS,
  POSTAL_ADDRESS_LINES,
  POSTAL_ADDRESS_ONE_LINE,
  PRODUCT_NAME,
} from './identity'

describe('product identity', () => {
  it('names the product, its contact address and its Sydney postal address', () => {
    expect(PRODUCT_NAME).toBe('Visibly AI')
    expect(CONTACT_EMAIL).toBe('hello@visibly.ai')
    expect(POSTAL_ADDRESS_LINES.at(-1)).toBe('Sydney, Australia')
  })

  it('writes the postal address on lines for the CMS and on one line for the emails', () => {
    expect(POSTAL_ADDRESS).toBe('Level 5, 100 Harris Street\nPyrmont NSW 2009\nSydney, Australia')
    expect(POSTAL_ADDRESS_ONE_LINE).toBe(
      'Level 5, 100 Harris Street, Pyrmont NSW 2009, Sydney, Australia',
    )
  })

  it('defaults the development sender to the product name at a reserved .example domain', () => {
    expect(DEV_MAIL_FROM).toBe('Visibly AI <hello@visibly.example>')
  })
})
