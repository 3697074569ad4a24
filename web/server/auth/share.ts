/**
 * `POST /auth/share` `{ audit, revoke? }` → 200 `{ shared: true, url, shared_at }` (a new private
 * link to the customer's audit; any earlier one stops working) or `{ shared: false }`; 401 signed
 * out; 404 for an audit not theirs; 503 when the CMS cannot say (docs/decisions/0078).
 *
 * `POST /auth/share-link` `{ audit }` → 200 the audit's current link again, for its owner only
 * (docs/decisions/0107): `{ shared: true, url, shared_at }`; `{ shared: true, url: null,
 * shared_at }` for a link that cannot be given again (made before decision 0107: it still works,
 * and a new one can be made); `{ shared: false }` when the audit is not shared (never, or
 * revoked). 401, 404 and 503 as above. A POST like every account route, so that only the site's
 * own pages (their `Origin`) can ask for a link.
 */
import type express from 'express'
import { z } from 'zod'
import type { AuthContext } from './context'

/** An audit's id as the account routes take it. */
const auditId = z
  .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive()])
  .transform(String)

/** `POST /auth/share`'s body: the audit's id, and `revoke` to stop sharing it. */
const shareRequestSchema = z.object({ audit: auditId, revoke: z.boolean().optional() })

/** `POST /auth/share-link`'s body: the audit's id. */
const shareLinkRequestSchema = z.object({ audit: auditId })

/** The site's link for a token the CMS gave (`/r/<token>`), or null for none. */
const linkOf = (ctx: AuthContext, token: unknown) =>
  typeof token === 'string' && token ? `${ctx.siteOrigin}/r/${token}` : null

export function shareRoute(ctx: AuthContext, router: express.Router): void {
  const notTheirs = (res: express.Response) =>
    void res.status(404).json({ error: 'not_found', message: 'No such audit in your account.' })

  router.post('/auth/share', async (req, res) => {
    const body = ctx.parseBody(req, res, shareRequestSchema)
    if (!body) return
    const token = ctx.sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to share an audit.' })
    try {
      const answer = await ctx.cms(
        req,
        body.revoke ? 'DELETE' : 'POST',
        `/audits/${encodeURIComponent(body.audit)}/share`,
        { token },
      )
      if (answer.status === 401 || answer.status === 404) return notTheirs(res)
      if (answer.status !== 200) throw new Error(`CMS answered ${answer.status}`)
      if (body.revoke) return void res.json({ shared: false })
      res.json({
        shared: true,
        url: linkOf(ctx, answer.body?.token),
        shared_at: answer.body?.shared_at ?? null,
      })
    } catch (err) {
      ctx.unavailable(res, err, 'share')
    }
  })

  router.post('/auth/share-link', async (req, res) => {
    const body = ctx.parseBody(req, res, shareLinkRequestSchema)
    if (!body) return
    const token = ctx.sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to see your share link.' })
    try {
      const answer = await ctx.cms(req, 'GET', `/audits/${encodeURIComponent(body.audit)}/share`, {
        token,
      })
      if (answer.status === 401 || answer.status === 404) return notTheirs(res)
      if (answer.status !== 200) throw new Error(`CMS answered ${answer.status}`)
      if (answer.body?.shared !== true) return void res.json({ shared: false })
      res.json({
        shared: true,
        url: linkOf(ctx, answer.body.token),
        shared_at: answer.body.shared_at ?? null,
      })
    } catch (err) {
      ctx.unavailable(res, err, 'share')
    }
  })
}
