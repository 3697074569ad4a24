/**
 * `POST /auth/sign-in` `{ email, password }` → 200 `{ user }` and the session cookie; 401
 * `SIGN_IN_MESSAGES.wrong` for an unknown account and a wrong password alike; 403
 * `SIGN_IN_MESSAGES.unverified`; the CMS's 429 passed on with its `Retry-After`; else 503.
 */
import { signInSchema } from '@aivis/contract'
import type express from 'express'
import { type AuthContext, userOf } from './context'

/** Answers of the sign-in form that are ours (the spec has none). */
export const SIGN_IN_MESSAGES = {
  wrong: 'The email or password is incorrect.',
  unverified:
    'Please confirm your email first: open the link we sent you, or sign up again to get a new one.',
} as const

export function signInRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/sign-in', async (req, res) => {
    const body = ctx.parseBody(req, res, signInSchema)
    if (!body) return
    try {
      const answer = await ctx.cms(req, 'POST', '/customers/login', { body })
      if (answer.status === 200 && typeof answer.body?.token === 'string') {
        ctx.setSession(res, answer.body.token, answer.body.exp)
        return void res.json({ user: userOf(answer.body.user) })
      }
      if (answer.status === 401)
        return void res.status(401).json({ error: 'unauthorized', message: SIGN_IN_MESSAGES.wrong })
      if (answer.status === 403)
        return void res
          .status(403)
          .json({ error: 'unverified', message: SIGN_IN_MESSAGES.unverified })
      ctx.passOn(res, answer, 'sign-in')
    } catch (err) {
      ctx.unavailable(res, err, 'sign-in')
    }
  })
}
