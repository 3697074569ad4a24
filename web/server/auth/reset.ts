/**
 * `POST /auth/reset` `{ token, password }` → 200 `{ user }`, signed in with the new password
 * (the session cookie set); 400 for a token the CMS does not know (any more); else the CMS's
 * refusal passed on, or 503.
 */
// The contract's password rule needs its strength estimator (docs/decisions/0094).
import '@aivis/contract/passwordStrength'
import { resetPasswordSchema } from '@aivis/contract'
import type express from 'express'
import { type AuthContext, userOf } from './context'

export function resetRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/reset', async (req, res) => {
    const body = ctx.parseBody(req, res, resetPasswordSchema)
    if (!body) return
    try {
      const answer = await ctx.cms(req, 'POST', '/customers/reset-password', { body })
      if (answer.status === 200 && typeof answer.body?.token === 'string') {
        ctx.setSession(res, answer.body.token, answer.body.exp)
        return void res.json({ user: userOf(answer.body.user) })
      }
      if (answer.status === 403 || answer.status === 404)
        return void res.status(400).json({
          error: 'validation_failed',
          message: 'This reset link is not valid any more. Ask for a new one.',
          fields: { token: 'not valid' },
        })
      ctx.passOn(res, answer, 'reset')
    } catch (err) {
      ctx.unavailable(res, err, 'reset')
    }
  })
}
