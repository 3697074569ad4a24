import { describe, expect, it } from 'vitest'
import { BUSINESS_TYPES } from '@aivis/contract'
import { discoveryQuestions, phraseOf } from './questions'

describe('discoveryQuestions', () => {
  it('gives 10 distinct questions naming the service and location for every business type', () => {
    for (const businessType of BUSINESS_TYPES) {
      const qs = discoveryQuestions({
        specialism: 'family dentist',
        location: 'Brisbane',
        businessType,
      })
      expect(qs, businessType).toHaveLength(10)
      expect(new Set(qs).size).toBe(10)
      for (const q of qs) {
        expect(q).toContain('family dentist')
        expect(q).toContain('Brisbane')
      }
    }
  })
  it('words questions by market kind; setup types map onto the /audit kinds', () => {
    const q = (businessType: (typeof BUSINESS_TYPES)[number]) =>
      discoveryQuestions({ specialism: 'coffee', location: 'Wellington', businessType })
    expect(q('service')).not.toEqual(q('local_retail'))
    expect(q('national_brand')).not.toEqual(q('online_only'))
    expect(q('online_only').join(' ')).toMatch(/online/)
    expect(q('national_brand').join(' ')).toMatch(/brand/)
    expect(q('restaurant')).toEqual(q('local_retail'))
    expect(q('retail')).toEqual(q('local_retail'))
    expect(q('ecommerce')).toEqual(q('online_only'))
    expect(q('saas')).toEqual(q('online_only'))
    expect(q('practice')).toEqual(q('service'))
    expect(q('other')).toEqual(q('service'))
  })
  it('collapses whitespace in the inputs', () => {
    expect(
      discoveryQuestions({
        specialism: '  tax   accountant ',
        location: 'Leeds ',
        businessType: 'service',
      })[0],
    ).toBe('Who is the best tax accountant in Leeds?')
  })
})

describe('phraseOf: trades and venues read as people and places, anything else as a service', () => {
  it.each([
    ['dentist', { s: 'dentist', one: 'a dentist', many: 'dentists' }],
    ['family lawyers', { s: 'family lawyer', one: 'a family lawyer', many: 'family lawyers' }],
    ['electrician', { s: 'electrician', one: 'an electrician', many: 'electricians' }],
    [
      'web design agencies',
      { s: 'web design agency', one: 'a web design agency', many: 'web design agencies' },
    ],
    [
      'Italian restaurant',
      { s: 'Italian restaurant', one: 'an Italian restaurant', many: 'Italian restaurants' },
    ],
    ['plumbing', { s: 'plumbing', one: null, many: 'plumbing providers' }],
    ['teeth whitening', { s: 'teeth whitening', one: null, many: 'teeth whitening providers' }],
  ])('%s', (input, expected) => expect(phraseOf(input)).toEqual(expected))

  it('words the questions accordingly', () => {
    const dentist = discoveryQuestions({
      specialism: 'dentist',
      location: 'Perth',
      businessType: 'service',
    })
    expect(dentist).toContain('I need a dentist in Perth. Who should I call?')
    expect(dentist).toContain('What are the top-rated dentists in Perth?')
    const plumbing = discoveryQuestions({
      specialism: 'plumbing',
      location: 'Perth',
      businessType: 'service',
    })
    expect(plumbing).toContain('Who provides the best plumbing in Perth?')
    expect(plumbing).toContain('What are the top-rated plumbing providers in Perth?')
    const restaurant = discoveryQuestions({
      specialism: 'Italian restaurant',
      location: 'Melbourne',
      businessType: 'restaurant',
    })
    expect(restaurant[0]).toBe('What is the best Italian restaurant in Melbourne?')
    expect(
      discoveryQuestions({
        specialism: 'coffee',
        location: 'Wellington',
        businessType: 'local_retail',
      })[1],
    ).toBe('Which coffee shops in Wellington do locals recommend?')
  })
})
