import { describe, expect, it } from 'vitest'
import { answerFactSchema, businessFactsSchema } from './facts'

describe('businessFactsSchema', () => {
  it('takes every field with schema.org names, all optional', () => {
    const facts = {
      telephone: '+61 2 9555 0123',
      address: {
        streetAddress: '12 Harbour St',
        addressLocality: 'Sydney',
        addressRegion: 'NSW',
        postalCode: '2000',
        addressCountry: 'AU',
      },
      openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00,13:00-16:00'],
      email: 'hello@harbourdental.com.au',
      priceRange: '$$',
      foundingDate: '1998',
      services: ['Check-ups', 'Implants'],
      status: 'open',
    }
    expect(businessFactsSchema.parse(facts)).toEqual(facts)
    expect(businessFactsSchema.parse({})).toEqual({})
  })

  it('drops empty strings, lists and addresses as absent, and trims what it keeps', () => {
    expect(
      businessFactsSchema.parse({
        telephone: ' ',
        email: '',
        services: ['', ' Crowns '],
        openingHours: [],
        address: { streetAddress: '', postalCode: '' },
      }),
    ).toEqual({ services: ['Crowns'] })
  })

  it('reads an address of blanks only as absent, so a stored value parses back the same', () => {
    const parsed = businessFactsSchema.parse({ address: { postalCode: ' ', streetAddress: '\t' } })
    expect(parsed.address).toBeUndefined()
    expect(businessFactsSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed)
  })

  it('refuses bad values with a message that names what is expected', () => {
    const issues = (input: unknown) =>
      businessFactsSchema
        .safeParse(input)
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues({ openingHours: ['Monday to Friday 8-6'] })).toEqual([
      "openingHours.0: opening hours are written as schema.org does, e.g. 'Mo-Fr 08:00-18:00'",
    ])
    expect(issues({ email: 'not an address' })).toEqual(['email: must be an email address'])
    expect(issues({ telephone: 'call us' })).toEqual([
      'telephone: a telephone number needs at least 3 digits',
    ])
    expect(issues({ foundingDate: 'long ago' })).toEqual([
      'foundingDate: a year, or a date as YYYY-MM-DD',
    ])
    expect(issues({ status: 'closed' })).toEqual([
      'status: one of open, permanently closed, temporarily closed, moved',
    ])
    expect(issues({ fax: '123' })?.[0]).toMatch(/fax/)
  })
})

describe('answerFactSchema', () => {
  it('takes a fact with its kind, words, verdict and the expected value', () => {
    const fact = {
      kind: 'telephone',
      stated: '(02) 9555 0199',
      verdict: 'wrong',
      expected: '+61 2 9555 0123',
    }
    expect(answerFactSchema.parse(fact)).toEqual(fact)
    expect(answerFactSchema.safeParse({ ...fact, kind: 'fax' }).success).toBe(false)
  })
})
