import { describe, expect, it } from 'vitest'
import { PRODUCT_NAME, SENDER, newsletterWelcome } from '.'
import { hrefs, visible } from '../../../test/support/mail'

const siteUrl = 'https://visibly.ai'

describe('newsletter welcome: what comes, the sender and one-click Unsubscribe', () => {
  const unsubscribeUrl = 'https://visibly.ai/functions/v1/newsletter-unsubscribe?token=abc.def&x=1'

  it('welcomes, says what comes, names the sender with a Sydney postal address and links Unsubscribe', async () => {
    const m = await newsletterWelcome({ email: 'reader@example.com', unsubscribeUrl, siteUrl })
    expect(m.subject).toBe(`Welcome to the ${PRODUCT_NAME} newsletter`)
    const seen = visible(m.html)
    expect(seen).toContain('reader@example.com')
    expect(seen).toContain('One email a month with practical AI visibility tips')
    expect(m.html).toContain(`href="${unsubscribeUrl.replace(/&/g, '&amp;')}"`)
    expect(m.html).toMatch(/<a[^>]*href="[^"]*newsletter-unsubscribe[^"]*"[^>]*>Unsubscribe<\/a>/)
    expect(m.text).toContain(`Unsubscribe ${unsubscribeUrl}`)
    for (const out of [seen, m.text]) {
      expect(out).toContain(SENDER.postalAddress)
      expect(out).toContain('Sydney, Australia')
      expect(out).toContain(PRODUCT_NAME)
    }
    expect(hrefs(m.html)).toContain(`${siteUrl}/audit`)
    expect(m.html).not.toContain('<img')
  })
})
