import { describe, expect, it } from 'vitest'
import {
  LEAD_MESSAGES,
  contactInquirySchema,
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
