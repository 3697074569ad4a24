/**
 * What the account's pages read of the CMS with the customer's session (docs/decisions/0074,
 * 0078, 0079); `accountReads(ctx)` → `{ customerAudits, customerAudit, customerAuditIdOf,
 * sharedAudit, staffViewAudit, claimableAudits, customerRechecks }`. Each throws when the CMS cannot be reached or fails; the
 * CMS's access rules decide what is the customer's.
 */
import {
  type AuditResult,
  type CustomerRecheck,
  customerRecheck,
  type Severity,
} from '@aivis/contract'
import type { Request } from 'express'
import type { AuthContext } from './context'

/** An audit run before the customer had an account, whose results were mailed to them. */
export interface ClaimableAudit {
  id: number | string
  business_name: string
  specialism: string
  location: string
  audited_at: string | null
  /** Where the searches were made from (its time zone: the market's); absent from an older CMS. */
  search_location?: AuditResult['search_location'] | null
}

/** A staff view token as the CMS makes them (collections Audits/customerView.ts), and nothing else. */
const STAFF_VIEW_TOKEN = /^[A-Za-z0-9_-]{1,64}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/

/** Most audits the dashboard lists. */
export const CUSTOMER_AUDITS_MAX = 100

/** The fields of an audit the dashboard reads (the CMS `audits` collection's names). */
export const CUSTOMER_AUDIT_FIELDS = [
  'business_name',
  'specialism',
  'location',
  'website',
  'severity',
  'mention_rate',
  'share_of_voice',
  'scores',
  'verdict',
  'audited_at',
  'search_location',
  'shared_at',
  'createdAt',
] as const

/** An audit as the dashboard gets it (`CUSTOMER_AUDIT_FIELDS` of the CMS document). */
export interface CustomerAudit {
  id: number | string
  business_name: string
  specialism: string
  location: string
  website?: string | null
  severity: Severity
  mention_rate?: number | null
  share_of_voice?: number | null
  scores?: AuditResult['scores'] | null
  verdict?: AuditResult['verdict'] | null
  audited_at?: string | null
  /** Where the searches were made from; its time zone is the market's (contract `auditTimeZone`). */
  search_location?: AuditResult['search_location'] | null
  /** Since when a private link shares it (null: not shared). */
  shared_at?: string | null
  createdAt: string
}

export function accountReads(ctx: AuthContext) {
  /**
   * The audits the signed-in customer may claim (results mailed to their address before they had
   * an account: the CMS's `GET /api/customers/claimable`), newest first.
   */
  async function claimableAudits(req: Request): Promise<ClaimableAudit[]> {
    const token = ctx.sessionToken(req)
    if (!token) return []
    const answer = await ctx.cms(req, 'GET', '/customers/claimable', { token })
    if (answer.status !== 200 || !Array.isArray(answer.body?.audits))
      throw new Error(`CMS answered ${answer.status} for the claimable audits`)
    return answer.body.audits as ClaimableAudit[]
  }

  /**
   * The audit a share link opens (the CMS's `GET /api/audits/shared/:token`, with the site's
   * key), or null for an unknown or revoked link.
   */
  async function sharedAudit(
    req: Request,
    shareToken: string,
  ): Promise<Record<string, unknown> | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(shareToken)) return null
    const answer = await ctx.cms(req, 'GET', `/audits/shared/${shareToken}`)
    if (answer.status === 404) return null
    if (answer.status !== 200 || !answer.body)
      throw new Error(`CMS answered ${answer.status} for a shared audit`)
    return answer.body
  }

  /**
   * The audit a staff member's view token opens (the CMS's `GET /api/audits/staff-view/:token`,
   * with the site's key; docs/decisions/0125), or null for a malformed, forged or expired token
   * (the CMS answers 404 or 410).
   */
  async function staffViewAudit(
    req: Request,
    token: string,
  ): Promise<Record<string, unknown> | null> {
    if (!STAFF_VIEW_TOKEN.test(token)) return null
    const answer = await ctx.cms(req, 'GET', `/audits/staff-view/${token}`)
    if (answer.status === 404 || answer.status === 410) return null
    if (answer.status !== 200 || !answer.body)
      throw new Error(`CMS answered ${answer.status} for a staff view of an audit`)
    return answer.body
  }

  /**
   * The signed-in customer's audits, newest first (at most `CUSTOMER_AUDITS_MAX`), as the CMS
   * gives them to that customer (their own and nobody else's), without the answers' texts.
   */
  async function customerAudits(req: Request): Promise<CustomerAudit[]> {
    const token = ctx.sessionToken(req)
    if (!token) return []
    const query = new URLSearchParams({
      depth: '0',
      sort: '-createdAt',
      limit: String(CUSTOMER_AUDITS_MAX),
    })
    for (const field of CUSTOMER_AUDIT_FIELDS) query.set(`select[${field}]`, 'true')
    const answer = await ctx.cms(req, 'GET', `/audits?${query}`, { token })
    if (answer.status !== 200 || !Array.isArray(answer.body?.docs))
      throw new Error(`CMS answered ${answer.status} for the customer's audits`)
    return answer.body.docs as CustomerAudit[]
  }

  /**
   * One of the signed-in customer's audits, whole (answers included); null when it is not theirs
   * or does not exist (the CMS answers both alike).
   */
  async function customerAudit(req: Request, id: string): Promise<Record<string, unknown> | null> {
    const token = ctx.sessionToken(req)
    if (!token || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null
    const answer = await ctx.cms(req, 'GET', `/audits/${encodeURIComponent(id)}?depth=0`, {
      token,
    })
    if (answer.status === 404 || answer.status === 403 || answer.status === 401) return null
    if (answer.status !== 200 || !answer.body)
      throw new Error(`CMS answered ${answer.status} for an audit`)
    return answer.body
  }

  /**
   * The id of the signed-in customer's saved report of audit `auditId` (the audit service's id,
   * which it records as the CMS document's `idempotency_key` `audit:{auditId}`), or null when they
   * have none (not theirs, not recorded yet, or no session).
   */
  async function customerAuditIdOf(req: Request, auditId: string): Promise<string | null> {
    const token = ctx.sessionToken(req)
    if (!token || !/^[\w-]{1,100}$/.test(auditId)) return null
    const query = new URLSearchParams({
      depth: '0',
      limit: '1',
      'where[idempotency_key][equals]': `audit:${auditId}`,
      'select[id]': 'true',
    })
    const answer = await ctx.cms(req, 'GET', `/audits?${query}`, { token })
    if (answer.status !== 200 || !Array.isArray(answer.body?.docs))
      throw new Error(`CMS answered ${answer.status} for the customer's audit`)
    const id = (answer.body.docs as { id?: unknown }[])[0]?.id
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null
  }

  /** The signed-in customer's monthly re-checks (theirs only), newest first. */
  async function customerRechecks(req: Request): Promise<CustomerRecheck[]> {
    const token = ctx.sessionToken(req)
    if (!token) return []
    const answer = await ctx.cms(req, 'GET', '/rechecks?depth=0&limit=100&sort=-createdAt', {
      token,
    })
    if (answer.status !== 200 || !Array.isArray(answer.body?.docs))
      throw new Error(`CMS answered ${answer.status} for the customer's re-checks`)
    return (answer.body.docs as Parameters<typeof customerRecheck>[0][]).map(customerRecheck)
  }

  return {
    claimableAudits,
    sharedAudit,
    staffViewAudit,
    customerAudits,
    customerAudit,
    customerAuditIdOf,
    customerRechecks,
  }
}
