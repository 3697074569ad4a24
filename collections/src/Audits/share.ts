/**
 * Private share links of an audit (issue of accounts: "a report to share"; docs/decisions/0078).
 * The owner makes a link; anyone holding it reads the audit, read-only, through the site, until
 * the owner revokes it. The link's token is a random capability (24 bytes, base64url); the CMS
 * keeps only its SHA-256 (`share_token_hash`), so a database copy leaks no working link.
 *
 * Endpoints of `audits`:
 * - `POST /api/audits/:id/share` (the owning customer's session): a new token (any earlier link
 *   stops working) → 200 `{ token, shared_at }`; 404 `{ error: 'not_found' }` when the audit is
 *   not the caller's (or does not exist); 401 without a customer's session.
 * - `DELETE /api/audits/:id/share` (same): the link stops working → 200 `{ shared: false }`.
 * - `GET /api/audits/shared/:token` (the site's key, `x-site-key`): the audit the token opens,
 *   without its owner, idempotency key or token hash → 200 the document; 404 for an unknown or
 *   revoked token; 401 without the site's key.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Endpoint, PayloadRequest } from 'payload'
import { customerIdOf } from '../Customers'
import { isSiteRequest } from '../Users/loginGuard'

/** A share token as the endpoints issue them, and nothing else. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

/** The stored form of a share token. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const notFound = () => json({ error: 'not_found', message: 'No such audit.' }, 404)

/** The caller's own audit `id`, or null (Payload's access rules decide: a customer's only). */
async function ownAudit(req: PayloadRequest): Promise<{ id: number | string } | null> {
  if (customerIdOf(req) === undefined) return null
  const id = req.routeParams?.id
  if (typeof id !== 'string' && typeof id !== 'number') return null
  const found = await req.payload.find({
    collection: 'audits',
    where: { id: { equals: id } },
    overrideAccess: false,
    user: req.user,
    depth: 0,
    limit: 1,
    select: { business_name: true },
  })
  return (found.docs[0] as { id: number | string } | undefined) ?? null
}

const setShare = (req: PayloadRequest, id: number | string, hash: string | null) =>
  req.payload.update({
    collection: 'audits',
    id,
    data: { share_token_hash: hash, shared_at: hash ? new Date().toISOString() : null } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })

export const shareEndpoints: Endpoint[] = [
  {
    path: '/:id/share',
    method: 'post',
    handler: async (req) => {
      if (customerIdOf(req) === undefined)
        return json({ error: 'unauthorized', message: 'Sign in to share an audit.' }, 401)
      const audit = await ownAudit(req)
      if (!audit) return notFound()
      const token = randomBytes(24).toString('base64url')
      const doc = (await setShare(req, audit.id, shareTokenHash(token))) as { shared_at?: string }
      return json({ token, shared_at: doc.shared_at })
    },
  },
  {
    path: '/:id/share',
    method: 'delete',
    handler: async (req) => {
      if (customerIdOf(req) === undefined)
        return json({ error: 'unauthorized', message: 'Sign in to stop sharing an audit.' }, 401)
      const audit = await ownAudit(req)
      if (!audit) return notFound()
      await setShare(req, audit.id, null)
      return json({ shared: false })
    },
  },
  {
    path: '/shared/:token',
    method: 'get',
    handler: async (req) => {
      if (!isSiteRequest(req))
        return json(
          { error: 'unauthorized', message: 'Shared audits are read through the site.' },
          401,
        )
      const token = String(req.routeParams?.token ?? '')
      if (!SHARE_TOKEN_PATTERN.test(token)) return notFound()
      const found = await req.payload.find({
        collection: 'audits',
        where: { share_token_hash: { equals: shareTokenHash(token) } },
        overrideAccess: true,
        depth: 0,
        limit: 1,
      })
      const doc = found.docs[0] as unknown as Record<string, unknown> | undefined
      if (!doc) return notFound()
      const { customer: _owner, idempotency_key: _key, share_token_hash: _hash, ...shared } = doc
      return json(shared)
    },
  },
]
