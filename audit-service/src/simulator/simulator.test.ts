import { describe, expect, it } from 'vitest'
import { extractCompetitors, mentionsBusiness } from '../engine/mentions'
import { discoveryQuestions } from '../engine/questions'
import { ASSISTANT_IDS } from '../schema'
import { competitorPool, simulatedAnswer, simulatedMentionRate } from './answers'

const market = { business: 'Coastal Smiles', specialism: 'dentist', location: 'Gold Coast' }

describe('simulated answers', () => {
  it('are deterministic for the same business, question and assistant', () => {
    const input = { ...market, assistant: 'chatgpt' as const, question: 'Who is the best dentist in Gold Coast?' }
    expect(simulatedAnswer(input)).toBe(simulatedAnswer(input))
  })

  it('differ between questions, assistants and markets', () => {
    const qs = discoveryQuestions({ specialism: 'dentist', location: 'Gold Coast', businessType: 'service' })
    const answers = qs.map((question) => simulatedAnswer({ ...market, assistant: 'chatgpt', question }))
    expect(new Set(answers).size).toBe(10)
    const byAssistant = ASSISTANT_IDS.map((assistant) => simulatedAnswer({ ...market, assistant, question: qs[0] }))
    expect(new Set(byAssistant).size).toBe(4)
    expect(competitorPool('dentist', 'Gold Coast')).not.toEqual(competitorPool('plumber', 'Leeds'))
  })

  it('name competitors that fit the market, which the real extractor finds', () => {
    for (const assistant of ASSISTANT_IDS) {
      const a = simulatedAnswer({ ...market, assistant, question: 'Can you recommend a reliable dentist in Gold Coast?' })
      const found = extractCompetitors(a, { name: market.business })
      expect(found.length, a).toBeGreaterThanOrEqual(3)
      for (const name of found) expect(competitorPool('dentist', 'Gold Coast')).toContain(name)
    }
  })

  it('name the business in roughly 20–60 % of answers', () => {
    const businesses = ['Coastal Smiles', 'Acme', 'Harbour Dental', 'Pearl White Clinic', 'Dr Lee', 'Bright Teeth Co']
    for (const business of businesses) {
      const rate = simulatedMentionRate(business, 'dentist', 'Gold Coast')
      expect(rate).toBeGreaterThanOrEqual(0.2)
      expect(rate).toBeLessThanOrEqual(0.6)
      const qs = ['service', 'local_retail', 'national_brand', 'online_only'].flatMap((t) => discoveryQuestions({ specialism: 'dentist', location: 'Gold Coast', businessType: t as 'service' }))
      const hits = ASSISTANT_IDS.flatMap((assistant) => qs.map((question) => simulatedAnswer({ business, specialism: 'dentist', location: 'Gold Coast', assistant, question }))).filter((a) =>
        mentionsBusiness(a, { name: business }),
      ).length
      const observed = hits / (qs.length * ASSISTANT_IDS.length)
      expect(observed, business).toBeGreaterThan(0.08)
      expect(observed, business).toBeLessThan(0.75)
    }
  })

  it("never list the business's own name as a competitor (a business named like a pool name)", () => {
    const qs = discoveryQuestions({ specialism: 'dentist', location: 'Gold Coast', businessType: 'service' })
    for (const business of competitorPool('dentist', 'Gold Coast')) {
      const answers = ASSISTANT_IDS.flatMap((assistant) => qs.map((question) => simulatedAnswer({ business, specialism: 'dentist', location: 'Gold Coast', assistant, question })))
      for (const a of answers) {
        expect(a.split(`**${business}**`).length - 1, a).toBeLessThanOrEqual(1)
        expect(extractCompetitors(a, { name: business }).length, a).toBeGreaterThanOrEqual(3)
      }
      const rate = answers.filter((a) => mentionsBusiness(a, { name: business })).length / answers.length
      expect(rate, business).toBeLessThan(0.75)
    }
  })
})
