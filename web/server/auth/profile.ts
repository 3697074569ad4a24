/**
 * The signed-in customer's profile (docs/decisions/0131): the settings' profile form and the
 * avatar the header shows. Each needs the session cookie (else 401 `{ error: 'unauthorized' }`);
 * the CMS's 400 and 429 are passed on, anything else is 503.
 *
 * - `POST /auth/profile` `{ name }` (`@aivis/contract` `profileSchema`; '' clears it) → 200
 *   `{ user }`: the account's `name`, through the CMS's `PATCH /api/customers/<id>` as the
 *   customer.
 * - `PUT /auth/avatar`, the image as the raw body, its type as `Content-Type` (from the site's own
 *   pages: else 403 `forbidden_origin`) → 200 `{ user }`. A body the contract's
 *   `avatarFileSchema` refuses (type, size: a declared length over the rule is refused before a
 *   byte is read) → 400 `{ error: 'validation_failed', message, fields: { avatar } }` with its
 *   message; the CMS checks it again (`PUT /api/customers/avatar`), and reads the bytes for the
 *   real type.
 * - `DELETE /auth/avatar` (from the site's own pages) → 200 `{ user }` without the avatar.
 * - `GET /auth/avatar/<file>` → the customer's own avatar image, read from the CMS with their
 *   session (`/api/customer-avatars/file/<file>`: its access rule gives each customer theirs
 *   only), `Cache-Control: private, max-age=86400` (a new upload has a new name), `nosniff` and a
 *   CSP that runs nothing; 404 for any other file, or signed out.
 */
import { ACCOUNT_MESSAGES, AVATAR_RULE, avatarProblem, profileSchema } from '@aivis/contract'
import express from 'express'
import { type AuthContext, CMS_TIMEOUT_MS, AVATAR_PATH, forbiddenOrigin, userOf } from './context'

const unauthorized = (res: express.Response) =>
  void res.status(401).json({ error: 'unauthorized', message: 'Sign in to change your profile.' })

const refused = (res: express.Response, message: string) =>
  void res.status(400).json({ error: 'validation_failed', message, fields: { avatar: message } })

export function profileRoutes(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/profile', async (req, res) => {
    const body = ctx.parseBody(req, res, profileSchema)
    if (!body) return
    const token = ctx.sessionToken(req)
    if (!token) return unauthorized(res)
    try {
      const me = await ctx.cms(req, 'GET', '/customers/me', { token })
      const id = (me.body?.user as { id?: unknown } | null | undefined)?.id
      if (me.status !== 200 || (typeof id !== 'number' && typeof id !== 'string'))
        return me.status === 200 ? unauthorized(res) : ctx.passOn(res, me, 'profile')
      const answer = await ctx.cms(req, 'PATCH', `/customers/${encodeURIComponent(id)}`, {
        body: { name: body.name },
        token,
      })
      if (answer.status === 200) return void res.json({ user: userOf(answer.body?.doc) })
      ctx.passOn(res, answer, 'profile')
    } catch (err) {
      ctx.unavailable(res, err, 'profile')
    }
  })

  /** The CMS's answer to an avatar change, as the site's. */
  async function changeAvatar(
    req: express.Request,
    res: express.Response,
    init: { method: 'PUT' | 'DELETE'; body?: Buffer; type?: string },
  ) {
    const token = ctx.sessionToken(req)
    if (!token) return unauthorized(res)
    try {
      const answer = await fetch(`${ctx.deps.cmsUrl}/api/customers/avatar`, {
        method: init.method,
        headers: {
          'x-site-key': ctx.deps.siteKey,
          'x-visitor-address': req.ip ?? '',
          authorization: `JWT ${token}`,
          ...(init.type ? { 'content-type': init.type } : {}),
        },
        body: init.body ? new Uint8Array(init.body) : undefined,
        signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
      })
      const body = (await answer.json().catch(() => null)) as Record<string, unknown> | null
      if (answer.status === 200) return void res.json({ user: userOf(body?.user) })
      if (answer.status === 401) return unauthorized(res)
      ctx.passOn(res, { status: answer.status, body, headers: answer.headers }, 'avatar')
    } catch (err) {
      ctx.unavailable(res, err, 'avatar')
    }
  }

  const siteOnly: express.RequestHandler = (req, res, next) =>
    ctx.fromSite(req) ? next() : forbiddenOrigin(res)

  /** A declared length over the rule is refused before a byte is read. */
  const declaredSize: express.RequestHandler = (req, res, next) => {
    const declared = Number(req.get('content-length') ?? NaN)
    if (Number.isFinite(declared) && declared > AVATAR_RULE.maxBytes)
      return refused(res, ACCOUNT_MESSAGES.avatarSize)
    next()
  }
  const upload: express.RequestHandler = (req, res) => {
    const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    const problem = avatarProblem({ type, size: body.length })
    if (problem) return refused(res, problem)
    return changeAvatar(req, res, { method: 'PUT', body, type })
  }
  /** A body longer than it said (or without a length) past the rule: refused as too large. */
  const tooLarge: express.ErrorRequestHandler = (err, _req, res, next) => {
    if ((err as { type?: string }).type === 'entity.too.large')
      return refused(res, ACCOUNT_MESSAGES.avatarSize)
    next(err)
  }
  router.put(
    AVATAR_PATH,
    siteOnly,
    declaredSize,
    express.raw({ type: () => true, limit: AVATAR_RULE.maxBytes }),
    upload,
    tooLarge,
  )
  router.delete(AVATAR_PATH, siteOnly, (req, res) => changeAvatar(req, res, { method: 'DELETE' }))

  router.get(`${AVATAR_PATH}/:file`, async (req, res) => {
    const token = ctx.sessionToken(req)
    const file = req.params.file
    const notFound = () =>
      void res.status(404).json({ error: 'not_found', message: 'No such image.' })
    if (!token || !/^[\w.-]{1,200}$/.test(file)) return notFound()
    try {
      const answer = await fetch(
        `${ctx.deps.cmsUrl}/api/customer-avatars/file/${encodeURIComponent(file)}`,
        {
          headers: { 'x-site-key': ctx.deps.siteKey, authorization: `JWT ${token}` },
          signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
        },
      )
      const type = (answer.headers.get('content-type') ?? '').split(';')[0].trim()
      if (answer.status !== 200 || !(AVATAR_RULE.types as readonly string[]).includes(type))
        return notFound()
      res.set({
        'content-type': type,
        'cache-control': 'private, max-age=86400',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      res.send(Buffer.from(await answer.arrayBuffer()))
    } catch (err) {
      ctx.unavailable(res, err, 'avatar')
    }
  })
}
