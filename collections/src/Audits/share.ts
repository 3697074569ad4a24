/**
 * Private share links of an audit (docs/decisions/0074, 0078, 0107). The owner makes a link; anyone
 * holding it reads the audit, read-only, through the site, until the owner revokes it. The link's
 * token is a capability (24 bytes, base64url) derived from the CMS's secret, the audit's id and the
 * moment the link was made (`shareToken`); the CMS keeps only its SHA-256 (`share_token_hash`), so
 * a database copy leaks no working link, and the owner can be given the same link again (decision
 * 0107).
 *
 * Endpoints of `audits`:
 * - `POST /api/audits/:id/share` (the owning customer's session): a new token (any earlier link
 *   stops working) → 200 `{ token, shared_at }`; 404 `{ error: 'not_found' }` when the audit is
 *   not the caller's (or does not exist); 401 without a customer's session.
 * - `GET /api/audits/:id/share` (same): the current link again → 200 `{ shared: true, token,
 *   shared_at }`; `{ shared: true, token: null, shared_at }` for a link that cannot be given again
 *   (made before decision 0107, or under another secret: it still works; a new one can be made);
 *   `{ shared: false }` when not shared (never, or revoked); 404 / 401 as above.
 * - `DELETE /api/audits/:id/share` (same): the link stops working → 200 `{ shared: false }`.
 * - `GET /api/audits/shared/:token` (the site's key, `x-site-key`): the audit the token opens,
 *   without its owner, idempotency key or token hash → 200 the document; 404 for an unknown or
 *   revoked token; 401 without the site's key.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Endpoint, PayloadRequest } from 'payload'
import { customerIdOf } from '../access/customer'
import { isSiteRequest } from '../auth/signInLimits'

/** A share token as the endpoints issue them, and nothing else. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

/** The stored form of a share token. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The share token of audit `id` made at `sharedAt` (ISO 8601, as `shared_at` stores it): the first
 * 24 bytes of an HMAC-SHA256 under a key derived from the CMS's `secret` (Payload's, from
 * PAYLOAD_SECRET), base64url (32 characters, `SHARE_TOKEN_PATTERN`). Unguessable without the
 * secret; the same inputs give the same token, which is how the owner is given the link again
 * (docs/decisions/0107). Throws a RangeError for a `sharedAt` that is not a date.
 */
export function shareToken(secret: string, id: number | string, sharedAt: string): string {
  const key = createHmac('sha256', secret).update('aivis share link token v1').digest()
  const when = new Date(sharedAt).toISOString()
  return createHmac('sha256', key)
    .update(`${String(id)}\n${when}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url')
}

/** Whether `token`'s hash is `hash` (compared in constant time). */
const hashMatches = (token: string, hash: string) => {
  const mine = Buffer.from(shareTokenHash(token), 'hex')
  const stored = Buffer.from(hash, 'hex')
  return mine.length === stored.length && timingSafeEqual(mine, stored)
}

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

/** Sets the link's hash and moment (`share.at`), or clears both (`share` null). */
const setShare = (
  req: PayloadRequest,
  id: number | string,
  share: { hash: string; at: string } | null,
) =>
  req.payload.update({
    collection: 'audits',
    id,
    data: { share_token_hash: share?.hash ?? null, shared_at: share?.at ?? null } as never,
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
      const at = new Date().toISOString()
      const token = shareToken(req.payload.secret, audit.id, at)
      const doc = (await setShare(req, audit.id, { hash: shareTokenHash(token), at })) as {
        shared_at?: string
      }
      return json({ token, shared_at: doc.shared_at })
    },
  },
  {
    path: '/:id/share',
    method: 'get',
    handler: async (req) => {
      if (customerIdOf(req) === undefined)
        return json({ error: 'unauthorized', message: 'Sign in to see your share link.' }, 401)
      const audit = await ownAudit(req)
      if (!audit) return notFound()
      // The hash is admins' alone to read (the customer's own read leaves it out): read it here,
      // for the owner the access rules have just found.
      const doc = (await req.payload.findByID({
        collection: 'audits',
        id: audit.id,
        overrideAccess: true,
        depth: 0,
        select: { share_token_hash: true, shared_at: true },
      })) as { share_token_hash?: string | null; shared_at?: string | null }
      if (!doc.share_token_hash || !doc.shared_at) return json({ shared: false })
      const token = shareToken(req.payload.secret, audit.id, doc.shared_at)
      return json({
        shared: true,
        token: hashMatches(token, doc.share_token_hash) ? token : null,
        shared_at: doc.shared_at,
      })
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
