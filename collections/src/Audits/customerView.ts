/**
 * "View as customer" (docs/decisions/0125): a staff member reading an audit in the admin opens the
 * report exactly as its customer reads it on the site, without being signed in to the site and
 * without touching the customer's share link (making or reading that link would change what the
 * customer shares).
 *
 * The CMS mints a short-lived view token (`staffViewToken`): the audit's id and an expiry, signed
 * with an HMAC-SHA256 under a key derived from the CMS's secret (another key than the share
 * links'). It opens one audit, read-only, until it expires (`STAFF_VIEW_TTL_SECONDS`), and
 * changes nothing.
 *
 * Endpoints of `audits`:
 * - `GET /api/audits/:id/customer-view` (an admin's or a sales user's session, the admin's link):
 *   302 to the site's `/staff-view/<token>` (`STAFF_VIEW_PATH`); 401 `{ error: 'unauthorized',
 *   message }` without a staff session; 403 `{ error: 'forbidden', message }` for anyone else
 *   signed in (a customer, an editor, the service account); 404 `{ error: 'not_found' }` for an
 *   audit that does not exist; 503 `{ error: 'unavailable' }` when the CMS does not know the
 *   site's address (`siteUrl` setting).
 * - `GET /api/audits/staff-view/:token` (the site's key, `x-site-key`): the audit the token opens,
 *   without its owner, idempotency key or share link → 200 the document; 404 `{ error:
 *   'not_found' }` for a malformed or forged token or a missing audit; 410 `{ error: 'expired' }`
 *   for a token past its time; 401 without the site's key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { STAFF_VIEW_PATH, STAFF_VIEW_TTL_SECONDS } from '@aivis/contract'
import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '../access/roles'
import { isSiteRequest } from '../auth/signInLimits'
import { settingsOf } from '../settings'

export { STAFF_VIEW_PATH, STAFF_VIEW_TTL_SECONDS }

/** A view token as `staffViewToken` makes them: `<id>.<expiry, Unix seconds>.<signature>`. */
export const STAFF_VIEW_TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

/** What the endpoints say to a caller who may not view an audit as its customer. */
export const CUSTOMER_VIEW_TEXT = {
  unauthorized: 'Sign in to the admin as an admin or sales user to view an audit as its customer.',
  forbidden: 'Only admin and sales users can view an audit as its customer.',
  unavailable: 'The site’s address is not set, so the customer’s view cannot be opened.',
} as const

const signature = (secret: string, id: string, expires: number) => {
  const key = createHmac('sha256', secret).update('aivis staff view token v1').digest()
  return createHmac('sha256', key).update(`${id}\n${expires}`).digest('base64url')
}

/**
 * The view token of audit `id` that expires at `expires` (Unix seconds): `<id>.<expires>.<HMAC>`,
 * URL-safe. Throws a RangeError for an id that is not 1–64 letters, digits, `_` or `-` (every id
 * SQLite, Postgres and MongoDB give) or an expiry that is not a positive whole number.
 */
export function staffViewToken(secret: string, id: number | string, expires: number): string {
  const text = String(id)
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) throw new RangeError(`not an audit id: ${text}`)
  if (!Number.isInteger(expires) || expires <= 0 || expires >= 1e12)
    throw new RangeError(`not an expiry: ${expires}`)
  return `${text}.${expires}.${signature(secret, text, expires)}`
}

/**
 * What view token `token` opens at `now` (Unix seconds): `{ id }`, or `{ refused: 'invalid' }` for
 * a token that is malformed or not signed with `secret`, `{ refused: 'expired' }` for one past its
 * time. Signatures are compared in constant time. Throws nothing.
 */
export function readStaffViewToken(
  secret: string,
  token: string,
  now: number,
): { id: string } | { refused: 'invalid' | 'expired' } {
  const match = STAFF_VIEW_TOKEN_PATTERN.exec(token)
  if (!match) return { refused: 'invalid' }
  const [, id, at, signed] = match
  const expires = Number(at)
  const mine = Buffer.from(signature(secret, id, expires))
  const theirs = Buffer.from(signed)
  if (mine.length !== theirs.length || !timingSafeEqual(mine, theirs)) return { refused: 'invalid' }
  return expires > now ? { id } : { refused: 'expired' }
}

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const notFound = () => json({ error: 'not_found', message: 'No such audit.' }, 404)
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The audit `id`, read by the server itself (no access rules), or null (none, or not an id). */
async function auditById(req: PayloadRequest, id: string) {
  if (req.payload.db.defaultIDType === 'number' && !/^\d{1,15}$/.test(id)) return null
  const found = await req.payload.find({
    collection: 'audits',
    where: { id: { equals: id } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    req,
  })
  return (found.docs[0] as unknown as Record<string, unknown> | undefined) ?? null
}

export const customerViewEndpoints: Endpoint[] = [
  {
    path: '/:id/customer-view',
    method: 'get',
    handler: async (req) => {
      if (!req.user)
        return json({ error: 'unauthorized', message: CUSTOMER_VIEW_TEXT.unauthorized }, 401)
      if (!hasRole(req, 'admin', 'sales'))
        return json({ error: 'forbidden', message: CUSTOMER_VIEW_TEXT.forbidden }, 403)
      const id = String(req.routeParams?.id ?? '')
      const site = settingsOf(req).siteUrl
      if (!site) return json({ error: 'unavailable', message: CUSTOMER_VIEW_TEXT.unavailable }, 503)
      const audit = await auditById(req, id)
      if (!audit) return notFound()
      const token = staffViewToken(req.payload.secret, id, nowSeconds() + STAFF_VIEW_TTL_SECONDS)
      return new Response(null, {
        status: 302,
        headers: {
          location: `${site}${STAFF_VIEW_PATH}/${token}`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        },
      })
    },
  },
  {
    path: '/staff-view/:token',
    method: 'get',
    handler: async (req) => {
      if (!isSiteRequest(req))
        return json(
          {
            error: 'unauthorized',
            message: 'Audits are viewed as their customer through the site.',
          },
          401,
        )
      const read = readStaffViewToken(
        req.payload.secret,
        String(req.routeParams?.token ?? ''),
        nowSeconds(),
      )
      if ('refused' in read)
        return read.refused === 'expired'
          ? json({ error: 'expired', message: 'This view has expired.' }, 410)
          : notFound()
      const doc = await auditById(req, read.id)
      if (!doc) return notFound()
      const {
        customer: _owner,
        idempotency_key: _key,
        share_token_hash: _hash,
        shared_at: _shared,
        ...audit
      } = doc
      return json(audit)
    },
  },
]
