/**
 * `POST /auth/claim` → 200 `{ claimed }`: the audits whose results were mailed to the customer's
 * address before they had an account become theirs; 401 signed out; 503 when the CMS cannot say.
 */
import type express from 'express'
import type { AuthContext } from './context'

export function claimRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/claim', async (req, res) => {
    const token = ctx.sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to add your earlier audits.' })
    try {
      const answer = await ctx.cms(req, 'POST', '/customers/claim', { token })
      if (answer.status === 401)
        return void res.status(401).json({ error: 'unauthorized', message: 'Sign in again.' })
      if (answer.status !== 200) throw new Error(`CMS answered ${answer.status}`)
      res.json({ claimed: Number(answer.body?.claimed ?? 0) })
    } catch (err) {
      ctx.unavailable(res, err, 'claim')
    }
  })
}
