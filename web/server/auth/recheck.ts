/**
 * `POST /auth/recheck` `{ audit }` → 200 `{ recheck }`: a monthly re-check of the business of the
 * customer's audit (docs/decisions/0079; one per business); `{ recheck: <id>, stop: true }` stops
 * it. 401 signed out; 404 for an audit or re-check not theirs; 503 when the CMS cannot say.
 */
import type { CustomerRecheck } from '@aivis/contract'
import type express from 'express'
import { z } from 'zod'
import type { AuthContext } from './context'

/** A CMS id as the site passes it on. */
const cmsId = z
  .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive()])
  .transform(String)

/** `POST /auth/recheck`'s body: start one from an audit, or stop one. */
const recheckRequestSchema = z.union([
  z.object({ audit: cmsId }).strict(),
  z.object({ recheck: cmsId, stop: z.literal(true) }).strict(),
])

export function recheckRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/recheck', async (req, res) => {
    const body = ctx.parseBody(req, res, recheckRequestSchema)
    if (!body) return
    const token = ctx.sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to manage your re-checks.' })
    try {
      const answer =
        'audit' in body
          ? await ctx.cms(req, 'POST', '/rechecks/start', { token, body: { audit: body.audit } })
          : await ctx.cms(req, 'POST', '/rechecks/stop', { token, body: { id: body.recheck } })
      if (answer.status === 401 || answer.status === 404)
        return void res
          .status(404)
          .json({ error: 'not_found', message: 'Not found in your account.' })
      if (answer.status !== 200 || !answer.body?.recheck)
        throw new Error(`CMS answered ${answer.status}`)
      res.json({ recheck: answer.body.recheck as CustomerRecheck })
    } catch (err) {
      ctx.unavailable(res, err, 'recheck')
    }
  })
}
