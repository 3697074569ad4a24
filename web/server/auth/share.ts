/**
 * `POST /auth/share` `{ audit, revoke? }` → 200 `{ shared: true, url, shared_at }` (a new private
 * link to the customer's audit; any earlier one stops working) or `{ shared: false }`; 401 signed
 * out; 404 for an audit not theirs; 503 when the CMS cannot say (docs/decisions/0078).
 */
import type express from 'express'
import { z } from 'zod'
import type { AuthContext } from './context'

/** `POST /auth/share`'s body: the audit's id, and `revoke` to stop sharing it. */
const shareRequestSchema = z.object({
  audit: z
    .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive()])
    .transform(String),
  revoke: z.boolean().optional(),
})

export function shareRoute(ctx: AuthContext, router: express.Router): void {
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
      if (answer.status === 401 || answer.status === 404)
        return void res
          .status(404)
          .json({ error: 'not_found', message: 'No such audit in your account.' })
      if (answer.status !== 200) throw new Error(`CMS answered ${answer.status}`)
      if (body.revoke) return void res.json({ shared: false })
      res.json({
        shared: true,
        url: `${ctx.siteOrigin}/r/${String(answer.body?.token)}`,
        shared_at: answer.body?.shared_at ?? null,
      })
    } catch (err) {
      ctx.unavailable(res, err, 'share')
    }
  })
}
