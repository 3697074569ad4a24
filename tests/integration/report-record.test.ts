/**
 * The audit the audit service records in the CMS (`auditLead`) is the audit the site turns back
 * into a result for the PDF report (`auditResultOfRecord`): the two layers agree on every part the
 * report reads.
 */
import { makeAuditResult } from '@aivis/contract/testing'
import { describe, expect, it } from 'vitest'
import { auditLead } from '../../audit-service/src/leads/auditLead'
import { auditResultOfRecord } from '../../web/server/reports.server'

describe('an audit recorded in the CMS and read back for its report', () => {
  it('gives back the result the audit service recorded', () => {
    const result = makeAuditResult({ audited_at: undefined })
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
    const {
      control_questions: _unrecorded,
      audit_token: _token,
      audit_id: _id,
      ...recorded
    } = result
    expect(back).toMatchObject({ ...recorded, audit_id: '42', audited_at: result.created_at })
  })

  it('refuses a record without the result’s parts', () => {
    expect(auditResultOfRecord({ id: 1, business_name: 'Half', severity: 'LOW' })).toBeNull()
  })
})
