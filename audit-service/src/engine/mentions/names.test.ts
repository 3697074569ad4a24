import { describe, expect, it } from 'vitest'
import { mentionsBusiness } from './business'
import { heapAfterCollection } from '../../../test/support/gc'
import { normalizeName, tokenize } from './names'

describe('normalizeName', () => {
  it.each([
    ['The Acme & Sons Pty. Ltd.', 'acme and sons'],
    ['ACME Plumbing, LLC', 'acme plumbing'],
    ['Café Déjà Vu Inc', 'cafe deja vu'],
    ["Joe's Pizza Co.", 'joes pizza'],
    ['Smith & Jones Corp', 'smith and jones'],
    ['Müller GmbH', 'muller'],
  ])('%s → %s', (input, expected) => expect(normalizeName(input)).toBe(expected))

  it('keeps in its memo no answer that the names and words were cut from', () => {
    const before = heapAfterCollection()
    for (let i = 0; i < 40; i++) {
      // About 1 MB each, as one flat string: what a slice of it would point into.
      const answer = `Extraordinary${i} Dentistry of Perth ${i}. ${'Lorem ipsum dolor. '.repeat(50_000)}`
      normalizeName(answer.slice(0, 34))
      tokenize(answer.slice(0, 40))
    }
    // 40 MB of answers were read; what the memo keeps of them is a few hundred bytes.
    expect(heapAfterCollection() - before).toBeLessThan(8_000_000)
  })
})

describe('nameVariants: words an assistant leaves out of a name (docs/decisions/0015)', () => {
  it("finds a name whose trailing words of the business's own service were dropped", () => {
    const yoga = { name: 'Lotus Flow Yoga', service: 'yoga studio' }
    expect(mentionsBusiness('Try **Lotus Flow** in Williamsburg for vinyasa.', yoga)).toBe(true)
    const groomer = { name: 'Pampered Paws Dog Grooming', service: 'dog groomer' }
    expect(
      mentionsBusiness('Pampered Paws in Ponsonby is gentle with nervous dogs.', groomer),
    ).toBe(true)
    // Two words never shrink to one: "Salt" alone is not "Salt Yoga".
    expect(
      mentionsBusiness('Add a pinch of Salt after class.', { name: 'Salt Yoga', service: 'yoga' }),
    ).toBe(false)
  })

  it('finds a name with descriptive words left out, or its last word singular', () => {
    expect(
      mentionsBusiness('**Hollins Butchers** on Abbeydale Road', {
        name: 'Hollins Family Butchers',
      }),
    ).toBe(true)
    expect(
      mentionsBusiness('Meadowbank Kennels has heated runs.', {
        name: 'Meadowbank Boarding Kennels',
      }),
    ).toBe(true)
    expect(
      mentionsBusiness('Start with Spoke and Chain in Uptown.', {
        name: 'Spoke & Chain Cycles',
        service: 'bike shop',
      }),
    ).toBe(true)
    expect(
      mentionsBusiness('1. **Lockdown Escape Room** – Bugis', { name: 'Lockdown Escape Rooms' }),
    ).toBe(true)
    // The first word stays: "Family Butchers" alone is not "Hollins Family Butchers".
    expect(
      mentionsBusiness('Try a family butchers nearby.', { name: 'Hollins Family Butchers' }),
    ).toBe(false)
  })
})

describe('legal forms and word equivalents (LEGAL_SUFFIXES, WORD_EQUIVALENTS)', () => {
  it('reads Pvt Ltd and Pte Ltd as legal forms, and "Company" as "Co."', () => {
    expect(
      mentionsBusiness('- **Speedline Auto Care Pvt. Ltd** – Jayanagar', {
        name: 'Speedline Auto Care',
      }),
    ).toBe(true)
    expect(normalizeName('Prism Colour Lab Pte. Ltd.')).toBe('prism colour lab')
    expect(
      mentionsBusiness('**Wildflower and Company** on Main Street', { name: 'Wildflower & Co.' }),
    ).toBe(true)
  })
})
