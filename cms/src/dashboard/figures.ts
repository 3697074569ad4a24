/**
 * The figures of the staff dashboard (docs/decisions/0087), each with the admin list that holds
 * the records behind it. Read with the signed-in user's own access (`req`): a user who may not read
 * leads gets a 403 from Payload, which the widgets show as such.
 *
 * Periods are in UTC: "this week" is the last 7 days up to `now`; "today" is since 00:00 UTC.
 * Counts follow the sales pipeline (collections shared/pipeline.ts): suspected spam is left out,
 * as the lists leave it out, and newsletter signups count once confirmed and still subscribed.
 *
 * - `leadsThisWeek(req, now)`: inquiries by status, results emails (sent / waiting), newsletter
 *   signups, customer account sign-ups and re-checks turned on of the last 7 days.
 * - `warmestLeads(req, limit)`: the re-checks still on and the inquiries whose person also ran an
 *   audit (docs/decisions/0126), with the newest `limit` of them.
 * - `unansweredInquiries(req, now, limit)`: inquiries still 'new', the newest first.
 * - `auditsToday(req, now)`: audits since 00:00 UTC, by verdict (the spec's severity).
 * - `deliveriesNeedingAttention(req, limit)`: lead deliveries that failed and are not resolved,
 *   refused ones (waiting for a replay) apart.
 * - `auditBudget(target, fetchImpl)`: the audit service's day of vendor calls (its
 *   `GET /internal/v1/budget`), or why it could not be read.
 *
 * Every `href` is an admin path (`/admin/collections/<slug>?where…`) whose list shows exactly the
 * records counted (the list adds the same pipeline filter itself).
 */
import { SEVERITIES } from '@aivis/contract'
import { INQUIRY_STATUSES, pipelineWhere } from '@aivis/collections'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { stringify } from 'qs-esm'

/** A figure and the admin list behind it. */
export interface Figure {
  label: string
  count: number
  href: string
}

/** The admin list of `collection` filtered by `where` (every condition ANDed), newest first. */
export function listHref(collection: string, where: Where[] = []): string {
  const query = stringify(
    { ...(where.length ? { where: { and: where } } : {}), sort: '-createdAt' },
    { addQueryPrefix: true },
  )
  return `/admin/collections/${collection}${query}`
}

/** The start of the UTC day of `now`. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

/** Seven days before `now`. */
export const weekBefore = (now: Date) => new Date(now.getTime() - 7 * 86_400_000)

const since = (date: Date): Where => ({ createdAt: { greater_than_equal: date.toISOString() } })

async function count(req: PayloadRequest, collection: CollectionSlug, where: Where[]) {
  const rules = pipelineWhere(collection)
  const { totalDocs } = await req.payload.count({
    collection,
    where: { and: [...where, ...(rules ? [rules] : [])] },
    overrideAccess: false,
    req,
  })
  return totalDocs
}

/** One figure: `where` counted in `collection`, linked to its list. */
async function figure(
  req: PayloadRequest,
  collection: CollectionSlug,
  label: string,
  where: Where[],
): Promise<Figure> {
  return { label, count: await count(req, collection, where), href: listHref(collection, where) }
}

export interface LeadKind {
  kind: string
  total: Figure
  parts: Figure[]
}

/** Leads of the last 7 days by kind, inquiries by status and results emails by sent or not. */
export async function leadsThisWeek(req: PayloadRequest, now: Date): Promise<LeadKind[]> {
  const week = since(weekBefore(now))
  const inquiries = {
    kind: 'Inquiries',
    total: await figure(req, 'inquiries', 'Inquiries', [week]),
    parts: await Promise.all(
      INQUIRY_STATUSES.map((s) =>
        figure(req, 'inquiries', s.label, [week, { status: { equals: s.value } }]),
      ),
    ),
  }
  const emails = {
    kind: 'Results emails',
    total: await figure(req, 'result-email-requests', 'Results emails', [week]),
    parts: [
      await figure(req, 'result-email-requests', 'Sent', [week, { sent_at: { exists: true } }]),
      await figure(req, 'result-email-requests', 'Not sent yet', [
        week,
        { sent_at: { exists: false } },
      ]),
    ],
  }
  const signups = {
    kind: 'Newsletter signups',
    total: await figure(req, 'newsletter-subscribers', 'Newsletter signups (confirmed)', [week]),
    parts: [],
  }
  // A re-check counts in the week it was first turned on (one started again keeps its date).
  const accounts = {
    kind: 'Accounts',
    total: await figure(req, 'customers', 'Account sign-ups', [week]),
    parts: [await figure(req, 'rechecks', 'Re-checks turned on', [week])],
  }
  return [inquiries, emails, signups, accounts]
}

/** An inquiry whose person also ran an audit: the `audits` join of the inquiry holds one. */
export const WITH_AUDITS: Where = { 'audits.createdAt': { exists: true } }

/** A condition no record meets, valid on every database adapter (a list of nothing). */
const NOTHING: Where = { createdAt: { less_than: '1970-01-01T00:00:00.000Z' } }

/**
 * The admin list of exactly `ids` of `collection`. The admin's list view cannot show a condition
 * on a join field's path (its filter builder fails on `audits.createdAt`), so a figure counted
 * through a join links to the ids it counted.
 */
function listOfIds(collection: string, ids: (number | string)[]): string {
  return listHref(collection, [ids.length ? { id: { in: ids } } : NOTHING])
}

/** Re-checks still on. */
export const RECHECK_ON: Where = { active: { equals: true } }

export interface WarmLead {
  id: string
  /** 'Re-check on' or 'Inquiry and audits'. */
  kind: string
  business: string
  /** The person: the re-check's customer's email, or the inquiry's name. */
  who: string
  createdAt: string
  /** The customer account of a re-check, or the inquiry. */
  href: string
}

/**
 * The warmest leads (docs/decisions/0126): customers with a re-check on, and inquiries from people
 * who also ran an audit; how many of each (linked to their lists) and the newest `limit` of both,
 * newest first.
 */
export async function warmestLeads(
  req: PayloadRequest,
  limit = 5,
): Promise<{ rechecksOn: Figure; inquiriesWithAudits: Figure; newest: WarmLead[] }> {
  const rechecks = await req.payload.find({
    collection: 'rechecks',
    where: RECHECK_ON,
    sort: '-createdAt',
    limit,
    depth: 1,
    overrideAccess: false,
    req,
    select: { business_name: true, customer: true, createdAt: true },
  })
  const rules = pipelineWhere('inquiries')
  const withAudits = { and: [WITH_AUDITS, ...(rules ? [rules] : [])] }
  const everyWithAudits = await req.payload.find({
    collection: 'inquiries',
    where: withAudits,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
    select: {},
  })
  const inquiries = await req.payload.find({
    collection: 'inquiries',
    where: withAudits,
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: false,
    req,
    select: { name: true, businessName: true, createdAt: true },
  })
  const fromRechecks: WarmLead[] = rechecks.docs.map((d) => {
    const customer = d.customer as { id?: number | string; email?: string } | number | string
    const owner = typeof customer === 'object' && customer ? customer : { id: customer }
    return {
      id: `recheck-${d.id}`,
      kind: 'Re-check on',
      business: String(d.business_name ?? ''),
      who: String((owner as { email?: string }).email ?? ''),
      createdAt: String(d.createdAt ?? ''),
      href: `/admin/collections/customers/${owner.id}`,
    }
  })
  const fromInquiries: WarmLead[] = inquiries.docs.map((d) => ({
    id: `inquiry-${d.id}`,
    kind: 'Inquiry and audits',
    business: String(d.businessName ?? ''),
    who: String(d.name ?? ''),
    createdAt: String(d.createdAt ?? ''),
    href: `/admin/collections/inquiries/${d.id}`,
  }))
  return {
    rechecksOn: {
      label: 'Re-checks on',
      count: rechecks.totalDocs,
      href: listHref('rechecks', [RECHECK_ON]),
    },
    inquiriesWithAudits: {
      label: 'Inquiries from people who ran an audit',
      count: inquiries.totalDocs,
      href: listOfIds(
        'inquiries',
        everyWithAudits.docs.map((d) => d.id),
      ),
    },
    newest: [...fromRechecks, ...fromInquiries]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit),
  }
}

export interface UnansweredInquiry {
  id: number | string
  name: string
  businessName: string
  createdAt: string
  href: string
}

/** Inquiries still 'new': how many, their list, and the newest `limit` of them. */
export async function unansweredInquiries(
  req: PayloadRequest,
  limit = 5,
): Promise<{ total: Figure; newest: UnansweredInquiry[] }> {
  const where: Where[] = [{ status: { equals: 'new' } }]
  const rules = pipelineWhere('inquiries')
  const found = await req.payload.find({
    collection: 'inquiries',
    where: { and: [...where, ...(rules ? [rules] : [])] },
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: false,
    req,
    select: { name: true, businessName: true, createdAt: true },
  })
  return {
    total: { label: 'Not answered', count: found.totalDocs, href: listHref('inquiries', where) },
    newest: found.docs.map((d) => ({
      id: d.id,
      name: String(d.name ?? ''),
      businessName: String(d.businessName ?? ''),
      createdAt: String(d.createdAt ?? ''),
      href: `/admin/collections/inquiries/${d.id}`,
    })),
  }
}

/** Audits since 00:00 UTC: how many, and how many of each verdict. */
export async function auditsToday(
  req: PayloadRequest,
  now: Date,
): Promise<{ total: Figure; byVerdict: Figure[] }> {
  const today = since(startOfUtcDay(now))
  return {
    total: await figure(req, 'audits', 'Audits today', [today]),
    byVerdict: await Promise.all(
      SEVERITIES.map((v) => figure(req, 'audits', v, [today, { severity: { equals: v } }])),
    ),
  }
}

export interface FailedDelivery {
  id: number | string
  kind: string
  lastError: string
  refused: boolean
  href: string
}

/** Lead deliveries not resolved: all of them, the refused ones, and the newest `limit`. */
export async function deliveriesNeedingAttention(
  req: PayloadRequest,
  limit = 3,
): Promise<{ open: Figure; refused: Figure; newest: FailedDelivery[] }> {
  const open: Where = { resolved: { not_equals: true } }
  const found = await req.payload.find({
    collection: 'lead-delivery-failures',
    where: open,
    sort: '-updatedAt',
    limit,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return {
    open: {
      label: 'Not resolved',
      count: found.totalDocs,
      href: listHref('lead-delivery-failures', [open]),
    },
    refused: await figure(req, 'lead-delivery-failures', 'Refused by the CMS, to replay', [
      open,
      { refused: { equals: true } },
    ]),
    newest: found.docs.map((d) => ({
      id: d.id,
      kind: String(d.kind ?? ''),
      lastError: String(d.last_error ?? ''),
      refused: d.refused === true,
      href: `/admin/collections/lead-delivery-failures/${d.id}`,
    })),
  }
}

/** The audit service's answer to `GET /internal/v1/budget`. */
export type AuditBudget =
  | { ok: true; day: string; used: number; budget: number; reserveFrom: number }
  | { ok: false; reason: string }

/**
 * The day's vendor calls from the audit service (`target.url` its base URL, `target.key` the CMS
 * service key). Never throws: an audit service that is down, slow (2 s) or without limits gives
 * `{ ok: false, reason }` in words for staff.
 */
export async function auditBudget(
  target: { url: string; key: string },
  fetchImpl: typeof fetch = fetch,
): Promise<AuditBudget> {
  try {
    const res = await fetchImpl(`${target.url.replace(/\/+$/, '')}/internal/v1/budget`, {
      headers: { authorization: `Bearer ${target.key}` },
      signal: AbortSignal.timeout(2000),
      cache: 'no-store',
    })
    if (!res.ok) return { ok: false, reason: `The audit service answered ${res.status}.` }
    const body = (await res.json()) as Record<string, unknown>
    const { day, calls_used, call_budget, reserve_from } = body
    if (typeof calls_used !== 'number' || typeof call_budget !== 'number')
      return { ok: false, reason: 'Audits are not limited on this audit service.' }
    return {
      ok: true,
      day: String(day),
      used: calls_used,
      budget: call_budget,
      reserveFrom: typeof reserve_from === 'number' ? reserve_from : call_budget,
    }
  } catch (err) {
    const e = err as Error
    return {
      ok: false,
      reason:
        e.name === 'TimeoutError'
          ? 'The audit service did not answer within 2 s.'
          : 'The audit service cannot be reached.',
    }
  }
}
