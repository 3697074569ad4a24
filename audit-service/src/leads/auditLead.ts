/**
 * The CMS `audits` document for an audit result (`auditLead`), recorded through the lead outbox
 * (store.ts) like every other lead.
 */
// Type-only, through the `@aivis/cms-types` path of tsconfig.base.json (the name the site uses,
// docs/decisions/0014): nothing of the CMS is installed in the production image.
import type { Audit } from '@aivis/cms-types'
import type { AuditResult } from '@aivis/contract'

/**
 * The CMS `audits` document the service sends: every field of the Payload-generated `Audit` type
 * (collections/src/Audits) except the ones Payload sets itself, the idempotency key (added by
 * the outbox), the share link's (set by the CMS's share endpoints) and the rates as the admin shows
 * them (computed by the CMS on read, docs/decisions/0084) and the prospect links (set by the CMS,
 * docs/decisions/0085, 0126), so adding a field to the collection
 * without sending it, or sending a field it does not have, fails the type check.
 */
export type AuditLead = Required<
  Omit<
    Audit,
    | 'id'
    | 'createdAt'
    | 'updatedAt'
    | 'idempotency_key'
    | 'customer'
    | 'share_token_hash'
    | 'shared_at'
    | 'mention_rate_shown'
    | 'share_of_voice_shown'
    | 'came_with'
    | 'website_domain'
    | 'inquiries'
    | 'results_emails'
    | 'rechecks'
  >
> & {
  /**
   * The signed-in customer's CMS id as the site's proxy sent it (text; the CMS stores it as its
   * own id type, docs/decisions/0077), or null for an anonymous audit.
   */
  customer: string | null
}

/**
 * The CMS `audits` document for an audit result: its scalars at top level, its parts as JSON;
 * `customer`: whose audit it is (null: anonymous). `business_facts`: the facts the owner confirmed
 * (contract facts.ts), stored as they were accepted; null when the audit was asked without any, as
 * are `contact_questions` and `fact_check`.
 */
export function auditLead(r: AuditResult, customer: string | null = null): AuditLead {
  return {
    business_name: r.business_name,
    specialism: r.specialism,
    location: r.location,
    website: r.website,
    business_type: r.business_type,
    severity: r.severity,
    simulated: r.simulated,
    web_search: r.web_search,
    search_location: r.search_location,
    assistant: r.assistant,
    mention_rate: r.scores.mention_rate,
    share_of_voice: r.scores.share_of_voice,
    times_mentioned: r.summary.times_you_mentioned,
    total_questions: r.summary.total_questions,
    top_competitors: r.summary.top_competitors,
    summary: r.summary,
    scores: r.scores,
    verdict: r.verdict ?? null,
    control_questions: r.control_questions ?? null,
    fixes: r.fixes ?? null,
    business_facts: r.business_facts ?? null,
    contact_questions: r.contact_questions ?? null,
    fact_check: r.fact_check ?? null,
    questions_and_answers: r.questions_and_answers,
    discovery_queries_results: r.discovery_queries_results,
    duration_ms: r.duration_ms,
    audited_at: r.created_at,
    customer,
  }
}
