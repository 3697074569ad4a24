import { describe, expect, it } from 'vitest'
import {
  LEAD_MESSAGES,
  contactInquirySchema,
  inquiryDocument,
  newsletterPagePath,
  newsletterSignupSchema,
  resultsEmailFormSchema,
} from './leads'

const fieldErrors = (r: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('contactInquirySchema (spec §3, §5)', () => {
  it('gives each bad field the message of spec §5', () => {
    const r = contactInquirySchema.safeParse({
      name: 'A',
      email: 'not-an-email',
      businessName: ' ',
      websiteUrl: 'not a url',
      industry: '',
      message: 'too short',
    })
    expect(fieldErrors(r)).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      businessName: LEAD_MESSAGES.businessName,
      websiteUrl: LEAD_MESSAGES.websiteUrl,
      message: LEAD_MESSAGES.message,
    })
  })

  it('normalises the website, accepts a bare domain and the aliases, defaults optional fields', () => {
    const r = contactInquirySchema.parse({
      name: ' Ana Silva ',
      email: 'Ana@Example.COM',
      business_name: 'Harbour Dental',
      website: 'harbourdental.com.au/',
      message: 'We would like a full analysis of our visibility.',
    })
    expect(r).toEqual({
      name: 'Ana Silva',
      email: 'ana@example.com',
      businessName: 'Harbour Dental',
      websiteUrl: 'https://harbourdental.com.au',
      industry: '',
      message: 'We would like a full analysis of our visibility.',
    })
  })

  it('refuses an industry outside the spec list', () => {
    const r = contactInquirySchema.safeParse({
      name: 'Ana',
      email: 'a@b.co',
      businessName: 'Acme',
      industry: 'crypto',
      message: 'x'.repeat(25),
    })
    expect(Object.keys(fieldErrors(r))).toEqual(['industry'])
  })
})

describe('inquiryDocument (CMS inquiries)', () => {
  const body = {
    name: 'Ana',
    email: 'a@b.co',
    businessName: 'Acme',
    message: 'x'.repeat(25),
  }
  it('sends the blank optional fields as null, with the source and idempotency key', () => {
    const doc = inquiryDocument(
      contactInquirySchema.parse({ ...body, industry: '', websiteUrl: ' ' }),
      'key-1',
    )
    expect(doc).toEqual({
      ...body,
      websiteUrl: null,
      industry: null,
      source: 'contact_page',
      idempotency_key: 'key-1',
      suspected_spam: false,
      spam_reason: null,
    })
  })
  it('marks an inquiry the bot checks flagged as suspected spam, with the reason', () => {
    const inquiry = contactInquirySchema.parse(body)
    expect(inquiryDocument(inquiry, 'key-3', 'contact_page', 'too_fast')).toMatchObject({
      suspected_spam: true,
      spam_reason: 'too_fast',
    })
  })
  it('keeps the filled optional fields', () => {
    const doc = inquiryDocument(
      contactInquirySchema.parse({ ...body, industry: 'legal', websiteUrl: 'acme.com' }),
      'key-2',
    )
    expect(doc).toMatchObject({ industry: 'legal', websiteUrl: 'https://acme.com' })
  })
})

describe('lead email addresses', () => {
  it('refuses a domain label that starts or ends with a hyphen, as the CMS does', () => {
    for (const email of ['a@host-.com', 'a@-host.com', 'a@x.host-.com'])
      expect(newsletterSignupSchema.safeParse({ email }).success, email).toBe(false)
    for (const email of ["o'neil+news@x-y.example.com", 'a_b@b.co'])
      expect(newsletterSignupSchema.safeParse({ email }).success, email).toBe(true)
  })
})

describe('newsletter and results email', () => {
  it('lower-cases the email and defaults the source to the footer form', () => {
    expect(newsletterSignupSchema.parse({ email: ' Me@X.io ' })).toEqual({
      email: 'me@x.io',
      source: 'footer_newsletter',
    })
  })

  it('asks for the email with the spec message when it is blank', () => {
    expect(fieldErrors(resultsEmailFormSchema.safeParse({ email: '  ' }))).toEqual({
      email: LEAD_MESSAGES.emailRequired,
    })
  })
})

describe("newsletterPagePath: the site's pages of the newsletter's links", () => {
  it('carries the token and the outcome as query parameters, encoded', () => {
    expect(newsletterPagePath('confirm')).toBe('/newsletter/confirm')
    expect(newsletterPagePath('confirm', { token: 'a.b_c-d' })).toBe(
      '/newsletter/confirm?token=a.b_c-d',
    )
    expect(newsletterPagePath('unsubscribe', { outcome: 'unsubscribed' })).toBe(
      '/newsletter/unsubscribe?outcome=unsubscribed',
    )
    expect(newsletterPagePath('confirm', { token: 'x&y=z', outcome: 'unavailable' })).toBe(
      '/newsletter/confirm?token=x%26y%3Dz&outcome=unavailable',
    )
  })
})
