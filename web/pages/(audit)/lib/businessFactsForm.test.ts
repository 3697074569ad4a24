import { businessFactsSchema } from '@aivis/contract'
import { describe, expect, it } from 'vitest'
import {
  businessFactsFormSchema,
  factsFormValues,
  factsFromForm,
  hasFacts,
  hasFormFacts,
} from './businessFactsForm'

const facts = businessFactsSchema.parse({
  telephone: '+44 113 496 0000',
  address: { streetAddress: '12 Kirkgate', addressLocality: 'Leeds', addressCountry: 'GB' },
  openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00,13:00-16:00'],
  email: 'hello@brightside.example',
  priceRange: '££',
  foundingDate: '1998',
  services: ['Boiler repair', 'Emergency plumbing'],
  status: 'temporarily closed',
})

describe('the business facts as form values', () => {
  it('round-trips: facts → form values → the same facts', () => {
    expect(businessFactsFormSchema.parse(factsFormValues(facts))).toEqual(facts)
    expect(businessFactsFormSchema.parse(factsFormValues())).toEqual({})
  })

  it('splits textareas into trimmed lines, drops blank lines and an unsaid status', () => {
    expect(
      factsFromForm({ ...factsFormValues(), openingHours: ' Mo 09:00-17:00 \r\n\n', status: '' }),
    ).toMatchObject({ openingHours: ['Mo 09:00-17:00'], services: [] })
    expect(factsFromForm({ ...factsFormValues(), status: '' })).not.toHaveProperty('status')
    expect(factsFromForm('not values')).toBe('not values')
  })

  it("refuses what the contract refuses, at the contract's paths", () => {
    const r = businessFactsFormSchema.safeParse({
      ...factsFormValues(),
      openingHours: 'Mo-Fr 08:00-18:00\n\nlunchtime',
      foundingDate: 'last year',
    })
    expect(r.success).toBe(false)
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['openingHours.1', "opening hours are written as schema.org does, e.g. 'Mo-Fr 08:00-18:00'"],
      ['foundingDate', 'a year, or a date as YYYY-MM-DD'],
    ])
  })

  it('tells whether any fact is given', () => {
    expect(hasFacts(facts)).toBe(true)
    expect(hasFacts({})).toBe(false)
    expect(hasFacts(undefined)).toBe(false)
    expect(hasFormFacts(factsFormValues())).toBe(false)
    expect(hasFormFacts({ ...factsFormValues(), status: 'open' })).toBe(true)
  })
})
