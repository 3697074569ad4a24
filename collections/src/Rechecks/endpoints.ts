/**
 * The endpoints of `rechecks` (docs/decisions/0079).
 *
 * A customer's (their session; 401 without one):
 * - `POST /api/rechecks/start` `{ audit }`: a monthly re-check of the business of one of their
 *   audits (404 `not_found` when the audit is not theirs). One re-check per business and market:
 *   an active one is answered as it is, a stopped one is started again. Its `last_run_at` is the
 *   customer's latest audit of the business, so the first re-check comes a month after it. The
 *   audit's `business_facts` (the owner's facts), when it has any, are stored with the re-check
 *   (also on an active one); an audit without any leaves the re-check's as they are →
 *   200 `{ recheck: { id, business_name, specialism, location, active, last_run_at, runs } }`.
 * - `POST /api/rechecks/stop` `{ id }`: stops their re-check → 200 `{ recheck }` (404 when not
 *   theirs).
 *
 * The audit service's account (role `service`) or an admin (403 otherwise):
 * - `GET /api/rechecks/due?before=<ISO>&limit=<1..100>` → 200 `@aivis/contract`
 *   `dueRechecksSchema`: active re-checks with `last_run_at` ≤ `before`, oldest first, each with its
 *   customer's email, the figures of the customer's latest audit of the business (with its fact
 *   check's wrong facts) and the owner's facts stored with the re-check, as stored. A customer
 *   whose address is not verified, or whose account is gone, gets none.
 * - `POST /api/rechecks/claim` `recheckClaimSchema` → 200 `{ claimed }` (see the contract).
 *
 * 400 `{ error: 'validation_failed', message }` for a body or query these refuse.
 */
import { randomUUID } from 'node:crypto'
import {
  cmsIdSchema,
  customerRecheck,
  recheckClaimSchema,
  recheckFigures,
  type DueRecheck,
  type RecheckFigures,
} from '@aivis/contract'
import type { Endpoint, PayloadRequest, Where } from 'payload'
import { hasRole } from '../access/roles'
import { customerIdOf } from '../access/customer'

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const invalid = (message: string) => json({ error: 'validation_failed', message }, 400)
const notFound = (message: string) => json({ error: 'not_found', message }, 404)
const unauthorized = () =>
  json({ error: 'unauthorized', message: 'Sign in to manage your re-checks.' }, 401)
const forbidden = () =>
  json({ error: 'forbidden', message: 'Only the audit service lists and claims re-checks.' }, 403)

/** Most due re-checks handed out at once. */
export const DUE_LIMIT_MAX = 100

type Id = number | string
interface RecheckDoc {
  id: Id
  business_name: string
  specialism: string
  location: string
  website?: string | null
  business_type?: string | null
  /** The owner's facts, as stored (contract `BusinessFacts`, or null). */
  business_facts?: unknown
  customer: Id | { id: Id; email?: string; _verified?: boolean | null }
  active?: boolean | null
  last_run_at: string
  runs?: number | null
  idempotency_key?: string | null
}

/** Whether two JSON values are the same (key order aside). */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))
}

/** The request's JSON body, or undefined when it has none or it is not JSON. */
async function body(req: PayloadRequest): Promise<Record<string, unknown> | undefined> {
  try {
    const data = (await req.json?.()) as unknown
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The business of an audit, as the re-check keeps it. */
const sameBusiness = (
  customer: Id,
  a: Pick<RecheckDoc, 'business_name' | 'location' | 'specialism'>,
): Where => ({
  and: [
    { customer: { equals: customer } },
    { business_name: { equals: a.business_name } },
    { location: { equals: a.location } },
    { specialism: { equals: a.specialism } },
  ],
})

/** The customer's latest audit of the business, or undefined. */
async function latestAudit(req: PayloadRequest, customer: Id, business: RecheckDoc) {
  const found = await req.payload.find({
    collection: 'audits',
    where: sameBusiness(customer, business),
    sort: '-audited_at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { audited_at: true, createdAt: true, scores: true, fact_check: true },
  })
  return found.docs[0] as
    | { audited_at?: string | null; createdAt: string; scores?: unknown; fact_check?: unknown }
    | undefined
}

/** Whether stored facts hold any (an object with at least one field). */
const anyFacts = (facts: unknown): facts is Record<string, unknown> =>
  !!facts && typeof facts === 'object' && !Array.isArray(facts) && Object.keys(facts).length > 0

async function start(req: PayloadRequest): Promise<Response> {
  const customer = customerIdOf(req)
  if (customer === undefined) return unauthorized()
  const audit = cmsIdSchema.safeParse((await body(req))?.audit)
  if (!audit.success) return invalid('Name the audit to re-check: { "audit": <its id> }.')
  const found = await req.payload.find({
    collection: 'audits',
    where: { and: [{ id: { equals: audit.data } }, { customer: { equals: customer } }] },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    select: {
      business_name: true,
      specialism: true,
      location: true,
      website: true,
      business_type: true,
      business_facts: true,
    },
  })
  const source = found.docs[0] as unknown as RecheckDoc | undefined
  if (!source) return notFound('No such audit.')
  const latest = await latestAudit(req, customer, source)
  const lastRunAt = latest?.audited_at ?? latest?.createdAt ?? new Date().toISOString()
  const existing = (
    await req.payload.find({
      collection: 'rechecks',
      where: sameBusiness(customer, source),
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
  ).docs[0] as unknown as RecheckDoc | undefined
  // The facts of the audit it is turned on from; one without any keeps the re-check's own.
  const facts = anyFacts(source.business_facts) ? { business_facts: source.business_facts } : {}
  if (existing && existing.active !== false) {
    if (!facts.business_facts || sameJson(facts.business_facts, existing.business_facts))
      return json({ recheck: customerRecheck(existing) })
    const doc = await req.payload.update({
      collection: 'rechecks',
      id: existing.id,
      data: facts,
      overrideAccess: true,
      depth: 0,
      req,
    })
    return json({ recheck: customerRecheck(doc as unknown as RecheckDoc) })
  }
  const doc = existing
    ? await req.payload.update({
        collection: 'rechecks',
        id: existing.id,
        data: {
          active: true,
          stopped_at: null,
          ...facts,
          last_run_at: lastRunAt > existing.last_run_at ? lastRunAt : existing.last_run_at,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
    : await req.payload.create({
        collection: 'rechecks',
        data: {
          business_name: source.business_name,
          specialism: source.specialism,
          location: source.location,
          website: source.website ?? null,
          business_type: source.business_type ?? null,
          business_facts: facts.business_facts ?? null,
          customer: customer as never,
          // The audit it is turned on from (docs/decisions/0126: a re-check is its audit's lead).
          audit: source.id as never,
          active: true,
          last_run_at: lastRunAt,
          runs: 0,
          idempotency_key: `recheck:${randomUUID()}`,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
  return json({ recheck: customerRecheck(doc as unknown as RecheckDoc) })
}

async function stop(req: PayloadRequest): Promise<Response> {
  const customer = customerIdOf(req)
  if (customer === undefined) return unauthorized()
  const id = cmsIdSchema.safeParse((await body(req))?.id)
  if (!id.success) return invalid('Name the re-check to stop: { "id": <its id> }.')
  const found = await req.payload.find({
    collection: 'rechecks',
    where: { and: [{ id: { equals: id.data } }, { customer: { equals: customer } }] },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  const recheck = found.docs[0] as unknown as RecheckDoc | undefined
  if (!recheck) return notFound('No such re-check.')
  const doc =
    recheck.active === false
      ? recheck
      : ((await req.payload.update({
          collection: 'rechecks',
          id: recheck.id,
          data: { active: false, stopped_at: new Date().toISOString() },
          overrideAccess: true,
          depth: 0,
          req,
        })) as unknown as RecheckDoc)
  return json({ recheck: customerRecheck(doc) })
}

async function due(req: PayloadRequest): Promise<Response> {
  if (!hasRole(req, 'service', 'admin')) return forbidden()
  const before = new Date(String(req.searchParams.get('before') ?? ''))
  const limit = Number(req.searchParams.get('limit') ?? 20)
  if (Number.isNaN(before.getTime())) return invalid('`before` must be an ISO 8601 date.')
  if (!Number.isInteger(limit) || limit < 1 || limit > DUE_LIMIT_MAX)
    return invalid(`\`limit\` must be a whole number from 1 to ${DUE_LIMIT_MAX}.`)
  const found = await req.payload.find({
    collection: 'rechecks',
    where: {
      and: [
        { active: { equals: true } },
        { last_run_at: { less_than_equal: before.toISOString() } },
      ],
    },
    sort: 'last_run_at',
    limit,
    depth: 1,
    overrideAccess: true,
  })
  const rechecks: DueRecheck[] = []
  for (const doc of found.docs as unknown as RecheckDoc[]) {
    const owner = typeof doc.customer === 'object' ? doc.customer : null
    // A customer whose address is unconfirmed, or whose account is gone, is mailed nothing.
    if (!owner?.email || owner._verified === false || !doc.idempotency_key) continue
    const latest = await latestAudit(req, owner.id, doc)
    const previous: RecheckFigures | null = latest
      ? recheckFigures(latest.scores, latest.audited_at ?? latest.createdAt, latest.fact_check)
      : null
    rechecks.push({
      id: doc.id,
      key: doc.idempotency_key,
      customer: owner.id,
      email: owner.email,
      business_name: doc.business_name,
      specialism: doc.specialism,
      location: doc.location,
      website: doc.website ?? null,
      business_type: doc.business_type ?? null,
      last_run_at: new Date(doc.last_run_at).toISOString(),
      runs: doc.runs ?? 0,
      previous,
      business_facts: doc.business_facts ?? null,
    })
  }
  return json({ rechecks })
}

async function claim(req: PayloadRequest): Promise<Response> {
  if (!hasRole(req, 'service', 'admin')) return forbidden()
  const parsed = recheckClaimSchema.safeParse(await body(req))
  if (!parsed.success)
    return invalid('A claim is { key, last_run_at, at, release? } with ISO 8601 dates.')
  const { key, release } = parsed.data
  const from = new Date(release ? parsed.data.at : parsed.data.last_run_at).toISOString()
  const to = new Date(release ? parsed.data.last_run_at : parsed.data.at).toISOString()
  const found = await req.payload.find({
    collection: 'rechecks',
    where: { idempotency_key: { equals: key } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  const recheck = found.docs[0] as unknown as RecheckDoc | undefined
  // Taken by another run, stopped meanwhile, or gone: not this run's to take (or give back).
  if (
    !recheck ||
    (recheck.active === false && !release) ||
    new Date(recheck.last_run_at).toISOString() !== from
  )
    return json({ claimed: false })
  const runs = (recheck.runs ?? 0) + (release ? -1 : 1)
  await req.payload.update({
    collection: 'rechecks',
    id: recheck.id,
    data: { last_run_at: to, runs: Math.max(0, runs) },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return json({ claimed: true })
}

export const recheckEndpoints: Endpoint[] = [
  { path: '/start', method: 'post', handler: start },
  { path: '/stop', method: 'post', handler: stop },
  { path: '/due', method: 'get', handler: due },
  { path: '/claim', method: 'post', handler: claim },
]
