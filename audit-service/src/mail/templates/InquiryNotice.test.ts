import { describe, expect, it } from 'vitest'
import type { ContactInquiry } from '@aivis/contract'
import { inquiryNotice } from '.'
import { hrefs, visible } from '../../../test/support/mail'

describe('inquiry notice: subject, every field, the message and escaping', () => {
  const inquiry: ContactInquiry = {
    name: 'Priya Natarajan',
    email: 'priya@harbourside-physio.com.au',
    businessName: 'Harbourside Physiotherapy',
    websiteUrl: 'https://harbourside-physio.com.au',
    industry: 'health',
    message:
      'Hi there,\n\nChatGPT never mentions us.\nCould you look at what we are missing?\n\n  Thanks, Priya',
  }
  const adminUrl = 'https://cms.visibly.ai/admin'

  it('has the subject with business and industry label', async () => {
    const m = await inquiryNotice({ inquiry, receivedAt: '2025-06-02T09:30:00.000Z', adminUrl })
    expect(m.subject).toBe('New inquiry: Harbourside Physiotherapy (Health & Wellness)')
    const none = await inquiryNotice({
      inquiry: { ...inquiry, industry: '' },
      receivedAt: '2025-06-02T09:30:00.000Z',
      adminUrl,
    })
    expect(none.subject).toBe('New inquiry: Harbourside Physiotherapy (no industry)')
  })

  it('shows when it arrived in the site’s time zone (SITE_TIME_ZONE), Sydney’s by default', async () => {
    const receivedAt = '2025-06-02T09:30:00.000Z'
    const london = await inquiryNotice({ inquiry, receivedAt, adminUrl, timeZone: 'Europe/London' })
    expect(london.text).toMatch(/Received\s+Mon, 2 June 2025, 10:30 am GMT\+1/)
    const sydney = await inquiryNotice({ inquiry, receivedAt, adminUrl })
    expect(sydney.text).toMatch(/Received\s+Mon, 2 June 2025, 7:30 pm AEST/)
  })

  it('carries every field, the whole message with its line breaks and the admin link', async () => {
    const m = await inquiryNotice({ inquiry, receivedAt: '2025-06-02T09:30:00.000Z', adminUrl })
    const seen = visible(m.html)
    for (const value of [
      inquiry.name,
      inquiry.email,
      inquiry.businessName,
      inquiry.websiteUrl,
      'Health & Wellness',
    ]) {
      expect(seen).toContain(value)
      expect(m.text).toContain(value)
    }
    expect(m.text).toMatch(/Received\s+Mon, 2 June 2025, 7:30 pm AEST/)
    expect(m.text).toContain(
      'Hi there,\n\nChatGPT never mentions us.\nCould you look at what we are missing?\n',
    )
    expect(m.text).toContain('Thanks, Priya')
    expect(seen).toContain(
      'Hi there,\n\nChatGPT never mentions us.\nCould you look at what we are missing?',
    )
    expect(hrefs(m.html)).toEqual(
      expect.arrayContaining([
        `${adminUrl}/collections/inquiries`,
        `mailto:${inquiry.email}`,
        inquiry.websiteUrl,
      ]),
    )
    expect(m.text).toContain(`${adminUrl}/collections/inquiries`)
    expect(m.html).not.toContain('<img')
  })

  it('escapes what the visitor typed and links only http(s) websites', async () => {
    const m = await inquiryNotice({
      inquiry: {
        ...inquiry,
        name: '<b>Boss</b>',
        businessName: '<script>x()</script>',
        websiteUrl: 'javascript:alert(1)',
        industry: '',
        message: '<a href="https://evil.example">click</a> and more than twenty characters',
      },
      receivedAt: 'not a date',
      adminUrl: `${adminUrl}/`,
    })
    expect(m.html).not.toMatch(/<script|<b>|href="javascript|href="https:\/\/evil/i)
    expect(m.html).toContain('&lt;script&gt;x()&lt;/script&gt;')
    expect(visible(m.html)).toContain('javascript:alert(1)')
    expect(visible(m.html)).toContain('No industry given')
    expect(visible(m.html)).toContain('not a date')
    expect(hrefs(m.html)).toContain(`${adminUrl}/collections/inquiries`)
  })
})
