/**
 * `POST /auth/sign-up` `{ email }` → 200 `{ message }`, the same for every address, in the same
 * time (the confirmation mail goes out when the address can use it; docs/decisions/0074, 0093).
 * No password is chosen here: the mailed link's follower chooses it (docs/decisions/0092).
 * The CMS's `POST /api/customers/sign-up` does the work; its 400/429 are passed on, anything else
 * is 503.
 */
import { signUpSchema } from '@aivis/contract'
import type express from 'express'
import type { AuthContext } from './context'

export function signUpRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/sign-up', async (req, res) => {
    const body = ctx.parseBody(req, res, signUpSchema)
    if (!body) return
    try {
      const answer = await ctx.cms(req, 'POST', '/customers/sign-up', { body })
      if (answer.status === 200) return void res.json({ message: answer.body?.message })
      ctx.passOn(res, answer, 'sign-up')
    } catch (err) {
      ctx.unavailable(res, err, 'sign-up')
    }
  })
}
