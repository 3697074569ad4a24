/**
 * Contract between the audit service and the CMS: every field the service sends for an audit exists
 * in the CMS `audits` collection (Payload would silently drop an unknown one), and the required ones
 * are sent.
 */
import { Audits } from '@aivis/collections/Audits/index'
import { describe, expect, it } from 'vitest'
import { auditResultSchema } from '@aivis/contract'
import { auditLead } from './auditLead'

const result = auditResultSchema.parse({
  business_name: 'Acme',
  specialism: 'plumbing',
  location: 'Sydney',
  website: 'acme.com',
  business_type: 'service',
  severity: 'LOW',
  simulated: true,
  assistant: 'ChatGPT',
  scores: { mention_rate: 0.1, share_of_voice: 0.05, by_assistant: [] },
  discovery_queries_results: [],
  summary: { times_you_mentioned: 1, total_questions: 10, top_competitors: ['B'] },
  questions_and_answers: [],
  created_at: '2026-11-22T00:00:00.000Z',
  duration_ms: 900,
})

describe('audit lead ↔ CMS audits collection', () => {
  const fields = Audits.fields.flatMap((f) => ('name' in f ? [f] : []))
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
