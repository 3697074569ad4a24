/**
 * `POST /auth/verify` `{ token, password, name? }` (`@aivis/contract` `verifyAccountSchema`):
 * finishes a sign-up from its mailed link, the follower choosing the password and name
 * (docs/decisions/0092) → 200 `{ message, user }`, signed in (the session cookie set); 400
 * `validation_failed` for an unknown, used, voided or expired link (`fields.token`) or a password
 * that breaks the rule (`fields.password`); the CMS's 429 passed on; else 503.
 */
// The contract's password rule needs its strength estimator (docs/decisions/0094).
import '@aivis/contract/passwordStrength'
import { verifyAccountSchema } from '@aivis/contract'
import type express from 'express'
import { type AuthContext, userOf } from './context'

/** The answer to a confirmation link the CMS does not take (ours: the spec has none). */
export const VERIFY_LINK_INVALID =
  'This confirmation link is not valid any more. Sign up again to get a new one.'

export function verifyRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/verify', async (req, res) => {
    const body = ctx.parseBody(req, res, verifyAccountSchema)
    if (!body) return
    try {
      const answer = await ctx.cms(req, 'POST', '/customers/verify-account', { body })
      if (answer.status === 200 && typeof answer.body?.token === 'string') {
        ctx.setSession(res, answer.body.token, answer.body.exp)
        return void res.json({ message: answer.body.message, user: userOf(answer.body.user) })
      }
      if (answer.status === 400 && answer.body?.error === 'invalid_token')
        return void res.status(400).json({
          error: 'validation_failed',
          message: VERIFY_LINK_INVALID,
          fields: { token: 'not valid' },
        })
      ctx.passOn(res, answer, 'verify')
    } catch (err) {
      ctx.unavailable(res, err, 'verify')
    }
  })
}
