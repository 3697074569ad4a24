import { ASSISTANT_IDS } from '@aivis/contract'
import { describe, expect, it } from 'vitest'
import { checkAnswerFacts } from '../engine/facts/check'
import { CONTACT_SLIPS, contactAnswer, isContactQuestion, slipOf } from './contact'

const facts = {
  telephone: '+44 113 496 0321',
  address: {
    streetAddress: '27 Park Row',
    addressLocality: 'Leeds',
    postalCode: 'LS1 5HD',
    addressCountry: 'GB',
  },
  openingHours: ['Mo-Fr 09:00-17:30', 'Sa 10:00-14:00'],
  email: 'hello@parkrowlegal.co.uk',
  status: 'open' as const,
}

/** The wrong kinds each slip makes. */
const SLIP_KINDS = {
  none: [],
  phone: ['telephone'],
  closing: ['hours'],
  'closed-day': ['hours'],
  street: ['address'],
  closure: ['status'],
}

describe('simulated contact answers', () => {
  it('tells the contact question apart', () => {
    expect(isContactQuestion('What are the contact details and opening hours of A in B?')).toBe(
      true,
    )
    expect(isContactQuestion('What do you know about A in B?')).toBe(false)
  })

  it('state the owner’s facts in each house style, each slip found by the fact check', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 80; i++) {
      const business = `Park Row Legal ${i}`
      for (const assistant of ASSISTANT_IDS) {
        const slip = slipOf(assistant, business)
        seen.add(slip)
        const answer = contactAnswer({
          assistant,
          business,
          location: 'Leeds',
          website: 'https://parkrowlegal.co.uk',
          facts,
        })
        const found = checkAnswerFacts(
          answer,
          { name: business, website: 'https://parkrowlegal.co.uk', location: 'Leeds', facts },
          { question: 'business', now: new Date('2026-11-20') },
        )
        const wrong = [...new Set(found.filter((f) => f.verdict === 'wrong').map((f) => f.kind))]
        expect([assistant, slip, wrong]).toEqual([assistant, slip, SLIP_KINDS[slip]])
        expect(found.some((f) => f.kind === 'telephone')).toBe(true)
      }
    }
    expect([...seen].sort()).toEqual([...CONTACT_SLIPS].sort())
  })
})
