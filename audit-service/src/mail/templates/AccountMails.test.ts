import { describe, expect, it } from 'vitest'
import { PRODUCT_NAME, SENDER, accountVerify, passwordReset } from '.'
import { hrefs, visible } from '../../../test/support/mail'

const token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0'

describe('account mails: one button to the site, nothing changes unless it is followed', () => {
  it('the address check names the address and links the confirmation page, greeting nobody by a typed name', async () => {
    const verifyUrl = `https://visibly.ai/signin/verify?token=${token}`
    const typed = 'your invoice #4411 is overdue. Pay now at https://evil.example/pay'
    const m = await accountVerify({
      email: 'ana@example.com',
      // A caller of the old shape: whatever a visitor typed never reaches the mail.
      ...({ name: typed } as object),
      verifyUrl,
      siteUrl: 'https://visibly.ai',
    })
    expect(m.subject).toBe(`Confirm your email for ${PRODUCT_NAME}`)
    const seen = visible(m.html)
    for (const out of [seen, m.text, m.html]) expect(out).not.toContain('invoice')
    expect(seen).toContain('Thanks for creating')
    expect(seen).toContain('choose your password')
    expect(seen).toContain('The link works for 24 hours')
    expect(seen).toContain('ana@example.com')
    expect(seen).toContain('Confirm email')
    expect(seen).toContain("the account can't be used until the address is confirmed")
    expect(hrefs(m.html)).toEqual(expect.arrayContaining([verifyUrl]))
    expect(m.text).toContain(verifyUrl)
    for (const out of [seen, m.text]) expect(out).toContain(SENDER.postalAddress)
  })

  it('the reset link says how long it works and that the password stays otherwise', async () => {
    const resetUrl = `https://visibly.ai/signin/reset?token=${token}`
    const m = await passwordReset({
      email: 'ana@example.com',
      resetUrl,
      siteUrl: 'https://visibly.ai',
    })
    expect(m.subject).toBe(`Reset your ${PRODUCT_NAME} password`)
    const seen = visible(m.html)
    expect(seen).toContain('The link works for 1 hour from your first request')
    expect(seen).toContain('your password stays as it is')
    expect(seen).toContain('Choose a new password')
    expect(hrefs(m.html)).toEqual(expect.arrayContaining([resetUrl]))
    expect(m.text).toContain(resetUrl)
  })
})
