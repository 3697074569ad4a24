import { describe, expect, it } from 'vitest'
import { BUSINESS_TYPES } from '../schema'
import { discoveryQuestions } from './questions'

describe('discoveryQuestions', () => {
  it('gives 10 distinct questions naming the service and location for every business type', () => {
    for (const businessType of BUSINESS_TYPES) {
      const qs = discoveryQuestions({ specialism: 'family dentist', location: 'Brisbane', businessType })
      expect(qs, businessType).toHaveLength(10)
      expect(new Set(qs).size).toBe(10)
      for (const q of qs) {
        expect(q).toContain('family dentist')
        expect(q).toContain('Brisbane')
      }
    }
  })
  it('words questions by market kind; setup types map onto the /audit kinds', () => {
    const q = (businessType: (typeof BUSINESS_TYPES)[number]) => discoveryQuestions({ specialism: 'coffee', location: 'Wellington', businessType })
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
    expect(discoveryQuestions({ specialism: '  tax   accountant ', location: 'Leeds ', businessType: 'service' })[0]).toBe('Who is the best tax accountant in Leeds?')
  })
})
