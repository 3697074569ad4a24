/**
 * `POST /auth/delete-account` `{ email }` (the account's, typed again) → 200 `{ deleted: true }`,
 * the account and its audits gone and the cookie cleared; 400 when the email is not the account's;
 * 401 signed out; 503 when the CMS cannot say.
 */
import { forgotPasswordSchema } from '@aivis/contract'
import type express from 'express'
import type { AuthContext } from './context'

export function deleteAccountRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/delete-account', async (req, res) => {
    const body = ctx.parseBody(req, res, forgotPasswordSchema)
    if (!body) return
    const token = ctx.sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to delete your account.' })
    try {
      const answer = await ctx.cms(req, 'POST', '/customers/delete-account', { body, token })
      if (answer.status === 400 || answer.status === 401) {
        const message =
          typeof answer.body?.message === 'string' ? answer.body.message : 'Sign in again.'
        return void res.status(answer.status).json({
          error: answer.status === 400 ? 'validation_failed' : 'unauthorized',
          message,
          ...(answer.status === 400 ? { fields: { email: message } } : {}),
        })
      }
      if (answer.status !== 200) throw new Error(`CMS answered ${answer.status}`)
      ctx.clearSession(res)
      res.json({ deleted: true })
    } catch (err) {
      ctx.unavailable(res, err, 'delete account')
    }
  })
}
