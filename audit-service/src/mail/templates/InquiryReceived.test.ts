import { describe, expect, it } from 'vitest'
import { PRODUCT_NAME, SENDER, inquiryReceived } from '.'
import { hrefs, squash, visible } from '../../../test/support/mail'

describe('inquiry acknowledgement: what happens next, to the visitor, in HTML and plain text', () => {
  const input = {
    name: 'Priya Natarajan',
    businessName: 'Harbourside Physiotherapy',
    email: 'priya@harbourside-physio.com.au',
    siteUrl: 'https://visibly.ai/',
  }

  it("promises the answer within 48 hours in the spec's words, in both parts", async () => {
    const m = await inquiryReceived(input)
    expect(m.subject).toBe("We've received your inquiry")
    const seen = visible(m.html)
    for (const out of [squash(seen), squash(m.text)]) {
      expect(out).toContain('Inquiry sent successfully!')
      expect(out).toContain("We'll analyze your business and get back to you within 48 hours.")
      expect(out).toContain('Hi Priya Natarajan')
      expect(out).toContain('Harbourside Physiotherapy')
      expect(out).toContain('What happens next')
      expect(out).toContain('Within 48 hours we reply to priya@harbourside-physio.com.au')
      expect(out).toContain(`it reaches the ${PRODUCT_NAME} team`)
      expect(out).toContain(SENDER.postalAddress)
      expect(out).toContain('was entered in the contact form on visibly.ai')
    }
    expect(hrefs(m.html)).toContain('https://visibly.ai/contact')
    expect(m.text).toContain('https://visibly.ai/contact')
    expect(m.html).not.toContain('<img')
  })

  it('escapes what the visitor typed, keeps it on one line and cuts it short', async () => {
    const m = await inquiryReceived({
      ...input,
      name: '<a href="https://evil.example">Click here</a>\nto claim',
      businessName: `Spam ${'x'.repeat(300)}`,
    })
    expect(m.html).not.toMatch(/href="https:\/\/evil/)
    expect(m.html).toContain('&lt;a href=')
    expect(squash(m.text)).toContain('to claim')
    expect(m.text).not.toContain('x'.repeat(80))
    expect(m.text).toContain(`Spam ${'x'.repeat(70)}`)
    expect(m.text).toContain('…')
  })
})
