/**
 * Claiming the audits a customer ran before they had an account (docs/decisions/0074; the audit a
 * results email names is that asker's own: 0098). An audit is claimable by a customer when its
 * results were asked for by email to their address (a `result-email-requests` record with that
 * email, not suspected spam) and nobody owns it yet. A customer's address is verified before their
 * first sign-in (`verify`), so the mailbox the result was sent to is the one that owns the account.
 *
 * Endpoints of `customers` (the customer's session):
 * - `GET /api/customers/claimable` → 200 `{ audits: [{ id, business_name, specialism, location,
 *   audited_at, search_location }] }`, newest first (at most `CLAIMABLE_MAX`; `search_location`
 *   names the market's time zone, in which the site shows `audited_at`);
 * - `POST /api/customers/claim` → 200 `{ claimed: n }`: each claimable audit becomes theirs.
 * 401 without a customer's session.
 */
import type { Endpoint, PayloadRequest, Where } from 'payload'
import { customerIdOf } from '../access/customer'

/** Most earlier audits offered at once. */
export const CLAIMABLE_MAX = 50

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The claimable audits of the request's customer (see module doc), newest first. */
export async function claimableAudits(req: PayloadRequest) {
  const id = customerIdOf(req)
  const email = (req.user as { email?: string } | null)?.email?.toLowerCase()
  if (id === undefined || !email) return []
  const requests = await req.payload.find({
    collection: 'result-email-requests',
    where: {
      and: [{ email: { equals: email } }, { suspected_spam: { not_equals: true } }],
    },
    overrideAccess: true,
    depth: 0,
    limit: 500,
    select: { audit: true },
  })
  const keys = [
    ...new Set(
      requests.docs
        .map((r) => (r.audit as { audit_id?: unknown } | null)?.audit_id)
        .filter((a): a is string => typeof a === 'string' && a.length > 0)
        .map((a) => `audit:${a}`),
    ),
  ]
  if (keys.length === 0) return []
  const where: Where = {
    and: [{ idempotency_key: { in: keys } }, { customer: { exists: false } }],
  }
  const audits = await req.payload.find({
    collection: 'audits',
    where,
    overrideAccess: true,
    depth: 0,
    limit: CLAIMABLE_MAX,
    sort: '-createdAt',
    select: {
      business_name: true,
      specialism: true,
      location: true,
      audited_at: true,
      search_location: true,
    },
  })
  return audits.docs.map((a) => ({
    id: a.id,
    business_name: a.business_name,
    specialism: a.specialism,
    location: a.location,
    audited_at: a.audited_at ?? null,
    search_location: a.search_location ?? null,
  }))
}

const unauthorized = () =>
  json({ error: 'unauthorized', message: 'Sign in to see your earlier audits.' }, 401)

export const claimEndpoints: Endpoint[] = [
  {
    path: '/claimable',
    method: 'get',
    handler: async (req) => {
      if (customerIdOf(req) === undefined) return unauthorized()
      return json({ audits: await claimableAudits(req) })
    },
  },
  {
    path: '/claim',
    method: 'post',
    handler: async (req) => {
      const customer = customerIdOf(req)
      if (customer === undefined) return unauthorized()
      const audits = await claimableAudits(req)
      for (const audit of audits)
        await req.payload.update({
          collection: 'audits',
          id: audit.id,
          data: { customer } as never,
          overrideAccess: true,
          depth: 0,
          req,
        })
      return json({ claimed: audits.length })
    },
  },
]
