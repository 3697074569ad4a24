import { describe, expect, it } from 'vitest'
import { PRODUCT_NAME, SENDER, newsletterConfirm } from '.'
import { hrefs, visible } from '../../../test/support/mail'

describe('newsletter confirmation: one button to the signed link, nothing more unless followed', () => {
  it('asks to confirm, links the signed page, says how long it works and names the sender', async () => {
    const confirmUrl = 'https://visibly.ai/functions/v1/newsletter-confirm?token=abc.k1.def'
    const m = await newsletterConfirm({
      email: 'reader@example.com',
      confirmUrl,
      siteUrl: 'https://visibly.ai',
    })
    expect(m.subject).toBe(`Confirm your subscription to the ${PRODUCT_NAME} newsletter`)
    const seen = visible(m.html)
    expect(seen).toContain('reader@example.com')
    expect(seen).toContain('The link works for 7 days')
    expect(seen).toContain("you won't be subscribed")
    expect(hrefs(m.html)).toEqual(expect.arrayContaining([confirmUrl]))
    expect(seen).toContain('Confirm subscription')
    expect(m.text).toContain(confirmUrl)
    expect(m.html).not.toContain('newsletter-unsubscribe')
    for (const out of [seen, m.text]) expect(out).toContain(SENDER.postalAddress)
  })
})
