/**
 * The audit result a CMS `audits` record holds (the audit service stores every part of it:
 * audit-service/src/leads/auditLead.ts), read back the one way every reader reads it: the site's
 * saved report, shared page and PDF, and the CMS admin's report of an audit
 * (docs/decisions/0105, 0125).
 *
 * `auditResultOfRecord(record)` → the `AuditResult` checked against `auditResultSchema`, or null
 * when the record does not hold a whole result (an older record). Throws nothing.
 */
import { auditResultSchema, type AuditResult } from './audit'

export function auditResultOfRecord(record: Record<string, unknown>): AuditResult | null {
  const parsed = auditResultSchema.safeParse({
    ...record,
    created_at: record.audited_at ?? record.createdAt,
    audited_at: record.audited_at ?? undefined,
    verdict: record.verdict ?? undefined,
    // Null on records kept before the CMS kept them (their media make the fixes from the result).
    control_questions: record.control_questions ?? undefined,
    fixes: record.fixes ?? undefined,
    // Null on audits asked without the owner's facts (and on records kept before them).
    business_facts: record.business_facts ?? undefined,
    contact_questions: record.contact_questions ?? undefined,
    // Null on audits without a fact check (and on records kept before the CMS kept it).
    fact_check: record.fact_check ?? undefined,
    audit_id: String(record.id),
    cached: undefined,
  })
  return parsed.success ? parsed.data : null
}

/**
 * The site's page that shows an audit to a staff member as its customer reads it, read-only:
 * `/staff-view/<token>`, the token made by the CMS for admin and sales users
 * (docs/decisions/0125).
 */
export const STAFF_VIEW_PATH = '/staff-view'

/** How long a staff member's view of an audit opens it: 15 minutes (docs/decisions/0125). */
export const STAFF_VIEW_TTL_SECONDS = 15 * 60
