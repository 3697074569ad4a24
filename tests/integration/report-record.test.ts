/**
 * The audit the audit service records in the CMS (`auditLead`) is the audit the site turns back
 * into a result for the PDF report (`auditResultOfRecord`): the two layers agree on every part the
 * report reads.
 */
import { businessFactsSchema } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { describe, expect, it } from 'vitest'
import { auditLead } from '../../audit-service/src/leads/auditLead'
import { auditResultOfRecord } from '../../web/server/reports.server'

describe('an audit recorded in the CMS and read back for its report', () => {
  it('gives back the result the audit service recorded', () => {
    const result = makeAuditResult({
      audited_at: undefined,
      fixes: [
        { id: 'reviews', title: 'Collect reviews', why: 'Assistants repeat them.', how: 'Ask.' },
      ],
    })
    result.control_questions = [
      {
        assistant: 'claude',
        assistant_name: 'Claude',
        question: 'What do you know about Acme Dental in Perth?',
        answer: 'Acme Dental is a clinic in Perth.',
        knows_business: true,
      },
    ]
    // As Payload stores and answers it: the lead's fields plus its own.
    const record = {
      ...JSON.parse(JSON.stringify(auditLead(result, '7'))),
      id: 42,
      customer: 7,
      idempotency_key: 'audit:x',
      createdAt: '2026-11-25T08:00:00.000Z',
      updatedAt: '2026-11-25T08:00:00.000Z',
    }
    const back = auditResultOfRecord(record)
    expect(back).not.toBeNull()
    // Every part, the fixes made with it and what each assistant knows included: the saved
    // report and the PDF show what the results page and the email showed.
    const { audit_token: _token, audit_id: _id, ...recorded } = result
    expect(back).toMatchObject({ ...recorded, audit_id: '42', audited_at: result.created_at })
  })

  it("keeps the owner's facts: a value businessFactsSchema accepts comes back unchanged", () => {
    const business_facts = businessFactsSchema.parse({
      telephone: '+61 8 9000 0000',
      address: {
        streetAddress: '1 Hay St',
        addressLocality: 'Perth',
        addressRegion: 'WA',
        postalCode: '6000',
        addressCountry: 'AU',
      },
      openingHours: ['Mo-Fr 08:00-17:00', 'Sa 09:00-12:00,13:00-16:00'],
      email: 'hello@acmedental.example',
      priceRange: '$$',
      foundingDate: '2009-03',
      services: ['Check-ups', 'Implants'],
      status: 'open',
    })
    const result = makeAuditResult({ business_facts })
    const lead = auditLead(result)
    expect(lead.business_facts).toEqual(business_facts)
    const record = { ...JSON.parse(JSON.stringify(lead)), id: 44, createdAt: result.created_at }
    const back = auditResultOfRecord(record)
    expect(back?.business_facts).toEqual(business_facts)
    expect(businessFactsSchema.parse(record.business_facts)).toEqual(business_facts)

    // An audit asked without facts is stored with none, and read back without them.
    const bare = auditLead(makeAuditResult())
    expect(bare.business_facts).toBeNull()
    expect(
      auditResultOfRecord({ ...JSON.parse(JSON.stringify(bare)), id: 45 })?.business_facts,
    ).toBeUndefined()
  })

  it('keeps the fact check, and reads an audit without one (or kept before it was kept) without it', () => {
    const fact_check = {
      answers_checked: 4,
      facts: 3,
      correct: 2,
      wrong: 1,
      unverifiable: 0,
      wrong_facts: [
        {
          kind: 'telephone' as const,
          stated: '(08) 9000 0099',
          verdict: 'wrong' as const,
          expected: '+61 8 9000 0000',
          assistant: 'claude' as const,
          assistant_name: 'Claude',
          question: 'How do I contact Acme Dental in Perth?',
          question_kind: 'contact' as const,
        },
      ],
    }
    const lead = auditLead(makeAuditResult({ fact_check }))
    expect(lead.fact_check).toEqual(fact_check)
    const back = auditResultOfRecord({ ...JSON.parse(JSON.stringify(lead)), id: 46 })
    expect(back?.fact_check).toEqual(fact_check)
    const bare = auditLead(makeAuditResult())
    expect(bare.fact_check).toBeNull()
    const read = auditResultOfRecord({ ...JSON.parse(JSON.stringify(bare)), id: 47 })
    expect(read).not.toBeNull()
    expect(read?.fact_check).toBeUndefined()
  })

  it('reads a record kept before the fixes and control answers were kept, without them', () => {
    const { fixes: _f, control_questions: _c, ...older } = makeAuditResult()
    const record = {
      ...JSON.parse(JSON.stringify(auditLead(older))),
      control_questions: null,
      fixes: null,
      id: 43,
      createdAt: '2026-11-20T08:00:00.000Z',
    }
    const back = auditResultOfRecord(record)
    expect(back).not.toBeNull()
    expect(back?.fixes).toBeUndefined()
    expect(back?.control_questions).toBeUndefined()
  })

  it('refuses a record without the result’s parts', () => {
    expect(auditResultOfRecord({ id: 1, business_name: 'Half', severity: 'LOW' })).toBeNull()
  })
})
