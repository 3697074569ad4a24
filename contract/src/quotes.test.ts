import { describe, expect, it } from 'vitest'
import {
  quoteReferences,
  resolveQuotes,
  resolveQuotesDeep,
  unknownQuotes,
  type QuoteValues,
} from './quotes'

const values: QuoteValues = {
  offers: [
    { slug: 'course', price: 149, billing: 'one-time' },
    { slug: 'foundations', price: 1797, billing: 'one-time' },
    { slug: 'maintenance', price: 997, billing: 'monthly', minimumTermMonths: 3 },
  ],
  promises: { callMinutes: 20, refundTerms: 'Refundable within 7 days <if> & when' },
}

describe('quotes (decision 0127)', () => {
  it('renders a price, a price with its period and the total of a minimum term', () => {
    expect(resolveQuotes('Foundations ({price:foundations})', values)).toBe('Foundations ($1,797)')
    expect(resolveQuotes('{price:maintenance:period}, {price:course:period}', values)).toBe(
      '$997/month, $149 one-time',
    )
    expect(resolveQuotes('{price:maintenance:total} in total', values)).toBe('$2,991 in total')
    expect(resolveQuotes('{price:foundations:total}', values)).toBe('$1,797')
    expect(resolveQuotes('Book a {promise:callMinutes}-minute call', values)).toBe(
      'Book a 20-minute call',
    )
  })

  it('leaves a reference to nothing known as written', () => {
    expect(resolveQuotes('{price:gone} {promise:auditDuration}', values)).toBe(
      '{price:gone} {promise:auditDuration}',
    )
  })

  it('escapes values inside HTML strings only', () => {
    const doc = { answer: '{promise:refundTerms}', body: { html: '<p>{promise:refundTerms}</p>' } }
    expect(resolveQuotesDeep(doc, values)).toEqual({
      answer: 'Refundable within 7 days <if> & when',
      body: { html: '<p>Refundable within 7 days &lt;if&gt; &amp; when</p>' },
    })
  })

  it('names every unknown offer, show and promise with its reason', () => {
    const text =
      '{price:fundations} {price:pro:yearly} {promise:nope} {price:pro} {promise:callMinutes}'
    expect(quoteReferences(text)).toHaveLength(5)
    expect(unknownQuotes(text, { offers: ['pro'] })).toEqual([
      '{price:fundations}: no offer "fundations"',
      '{price:pro:yearly}: "yearly" is not one of price, period, total',
      '{promise:nope}: no promise "nope"',
    ])
  })
})
