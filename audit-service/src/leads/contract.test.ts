/**
 * Contract between the audit service and the CMS: every field the service sends for an audit exists
 * in the CMS `audits` collection (Payload would silently drop an unknown one), and the required ones
 * are sent.
 */
import { flattenTopLevelFields } from 'payload'
import { Audits } from '@aivis/collections/Audits/index'
import { describe, expect, it } from 'vitest'
import { makeAuditResult } from '@aivis/contract/testing'
import { auditLead } from './auditLead'

const result = makeAuditResult()

describe('audit lead ↔ CMS audits collection', () => {
  // Top-level data fields, those inside presentational collapsibles and rows included.
  const fields = flattenTopLevelFields(Audits.fields).flatMap((f) =>
    'name' in f && typeof f.name === 'string' ? [{ ...f, name: f.name }] : [],
  )
  it('sends only fields the collection has', () => {
    const names = new Set(fields.map((f) => f.name))
    expect(Object.keys(auditLead(result)).filter((k) => !names.has(k))).toEqual([])
  })
  it('sends every required field', () => {
    const lead = auditLead(result) as Record<string, unknown>
    for (const f of fields.filter((f) => 'required' in f && f.required))
      expect(lead[f.name], f.name).toBeDefined()
  })
})
