/**
 * `POST /auth/forgot` `{ email }` → 200 `{ message }`, the same for every address (the CMS's
 * `POST /api/customers/forgot` mails verified accounts only); its 400/429 passed on; else 503.
 */
import { forgotPasswordSchema } from '@aivis/contract'
import type express from 'express'
import type { AuthContext } from './context'

export function forgotRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/forgot', async (req, res) => {
    const body = ctx.parseBody(req, res, forgotPasswordSchema)
    if (!body) return
    try {
      const answer = await ctx.cms(req, 'POST', '/customers/forgot', { body })
      if (answer.status === 200) return void res.json({ message: answer.body?.message })
      ctx.passOn(res, answer, 'forgot')
    } catch (err) {
      ctx.unavailable(res, err, 'forgot')
    }
  })
}
