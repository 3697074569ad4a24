import { auditRequestSchema, auditResultSchema, ASSISTANT_IDS } from '@aivis/contract'
import { siteAccessResult } from '@aivis/contract/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { startSimulator, type Simulator } from '../../simulator/server'
import { slipOf } from '../../simulator/contact'
import { runAudit } from '../audit'
import { assistantRegistry } from '../registry'
import { registrySettings } from '../../registrySettings'
import { contactQuestion } from './audit'

const facts = {
  telephone: '+61 2 9555 0123',
  address: {
    streetAddress: '12 Harbour Street',
    addressLocality: 'Sydney',
    addressRegion: 'NSW',
    postalCode: '2000',
    addressCountry: 'AU',
  },
  openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00'],
  email: 'hello@harbourdental.com.au',
  status: 'open' as const,
}

let sim: Simulator
beforeAll(async () => {
  sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 2 })
})
afterAll(() => sim.close())

/** A simulated audit through the real SDKs, with or without the owner's facts. */
async function audit(
  business: string,
  withFacts: boolean,
  siteAccess?: Parameters<typeof runAudit>[2] extends infer O
    ? O extends { siteAccess?: infer S }
      ? S
      : never
    : never,
) {
  const req = auditRequestSchema.parse({
    business_name: business,
    target_location: 'Sydney',
    core_product_service: 'dentist',
    website: 'harbourdental.com.au',
    ...(withFacts ? { business_facts: facts } : {}),
  })
  const assistants = assistantRegistry(registrySettings(loadConfig({}), sim)).assistantsFor(req)!
  const calls: number[] = []
  const result = await runAudit(req, assistants, {
    onProgress: (p) => calls.push(p.total),
    siteAccess,
  })
  return { req, result, total: calls[0] }
}

describe('the fact check of a simulated audit (real SDKs, the simulator’s wire formats)', () => {
  it('asks each assistant the contact question in the same round, and checks every answer', async () => {
    const { req, result, total } = await audit('Harbour Dental', true)
    expect(total).toBe(ASSISTANT_IDS.length * 12)
    expect(auditResultSchema.parse(result)).toBeTruthy()
    expect(result.contact_questions?.map((c) => c.assistant)).toEqual([...ASSISTANT_IDS])
    for (const c of result.contact_questions!) {
      expect(c.question).toBe(contactQuestion(req))
      expect(c.knows_business).toBe(true)
      expect(c.facts?.length).toBeGreaterThan(2)
    }
    const check = result.fact_check!
    expect(check.answers_checked).toBeGreaterThanOrEqual(4)
    expect(check.facts).toBe(check.correct + check.wrong + check.unverifiable)
    // The simulator slips once per assistant and business (contact.ts): each slip is found, and
    // an assistant without a slip gets no wrong fact in its contact answer.
    for (const c of result.contact_questions!) {
      const slip = slipOf(c.assistant, 'Harbour Dental')
      const wrongKinds = c.facts!.filter((f) => f.verdict === 'wrong').map((f) => f.kind)
      const expected = {
        none: [],
        phone: ['telephone'],
        closing: ['hours'],
        'closed-day': ['hours'],
        street: ['address'],
        closure: ['status'],
      }[slip]
      expect([c.assistant, [...new Set(wrongKinds)]]).toEqual([c.assistant, expected])
    }
    expect(check.wrong_facts.length).toBe(check.wrong)
    for (const w of check.wrong_facts) {
      expect(w.expected).toBeTruthy()
      expect(w.question).toBeTruthy()
    }
  })

  it('asks no contact question and makes no fact check without the owner’s facts', async () => {
    const { result, total } = await audit('Harbour Dental', false)
    expect(total).toBe(ASSISTANT_IDS.length * 11)
    expect(result.contact_questions).toBeUndefined()
    expect(result.fact_check).toBeUndefined()
    expect(result.discovery_queries_results.flatMap((q) => q.answers).some((a) => a.facts)).toBe(
      false,
    )
  })

  it('puts the wrong facts first among the fixes', async () => {
    // Businesses until one has an assistant that slips (the slip is seeded by name).
    const name = ['Harbour Dental', 'Bondi Smiles', 'Coogee Dental Care', 'Pyrmont Teeth'].find(
      (n) => ASSISTANT_IDS.some((id) => slipOf(id, n) !== 'none'),
    )!
    const { result } = await audit(name, true)
    expect(result.fact_check!.wrong).toBeGreaterThan(0)
    expect(result.fixes![0].id).toBe('wrong-facts')
  })

  it('keeps the site access check made beside the calls, with the owner’s facts', async () => {
    const seen: unknown[] = []
    const { result } = await audit('Harbour Dental', true, async (website, facts) => {
      seen.push([website, facts])
      return siteAccessResult
    })
    expect(seen).toEqual([['harbourdental.com.au', facts]])
    expect(result.site_access).toEqual(siteAccessResult)
    expect(result.fixes!.map((f) => f.id)).toContain('search-crawlers')
  })

  it('never waits for a site access check that does not finish, nor fails for one that throws', async () => {
    const { result } = await audit('Harbour Dental', true, () => new Promise(() => {}))
    expect(result.site_access).toBeUndefined()
    const failed = await audit('Harbour Dental', true, async () => {
      throw new Error('unreachable')
    })
    expect(failed.result.site_access).toBeUndefined()
    expect(failed.result.fact_check).toBeDefined()
  })
})
