/**
 * `POST /auth/verify` `{ token }` → 200 `{ message }`; 400 for an unknown or used token; else the
 * CMS's refusal passed on, or 503.
 */
import { resetPasswordSchema } from '@aivis/contract'
import type express from 'express'
import type { AuthContext } from './context'

export function verifyRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/verify', async (req, res) => {
    const body = ctx.parseBody(req, res, resetPasswordSchema.pick({ token: true }))
    if (!body) return
    try {
      const answer = await ctx.cms(
        req,
        'POST',
        `/customers/verify/${encodeURIComponent(body.token)}`,
      )
      if (answer.status === 200)
        return void res.json({ message: 'Your email is confirmed. You can sign in now.' })
      if (answer.status >= 400 && answer.status < 500)
        return void res.status(400).json({
          error: 'validation_failed',
          message:
            'This confirmation link is not valid any more. Sign in, or sign up again to get a new one.',
          fields: { token: 'not valid' },
        })
      ctx.passOn(res, answer, 'verify')
    } catch (err) {
      ctx.unavailable(res, err, 'verify')
    }
  })
}
