/**
 * Who is signed in: `sessionUser(ctx)(req, res)` → the customer of the request's session cookie
 * (`SessionUser`), or null without a session or when the CMS no longer accepts it (the cookie is
 * then cleared on `res`). A session with less than half its lifetime left (`SESSION_SECONDS`) is
 * refreshed (a new token in the cookie). Throws when the CMS cannot be reached or fails.
 *
 * `GET /auth/session` → 200 `{ user: { id, email, name, avatar_url } | null }` (`no-store`); 503
 * when the CMS cannot say.
 */
import type express from 'express'
import type { Request, Response } from 'express'
import type { SessionUser } from '../../lib/accountClient'
import { type AuthContext, SESSION_SECONDS, userOf } from './context'

export function sessionUser(
  ctx: AuthContext,
): (req: Request, res: Response) => Promise<SessionUser | null> {
  return async (req, res) => {
    const token = ctx.sessionToken(req)
    if (!token) return null
    const me = await ctx.cms(req, 'GET', '/customers/me', { token })
    const user = me.status === 200 ? userOf(me.body?.user) : null
    if (me.status !== 200 && me.status !== 401 && me.status !== 403)
      throw new Error(`CMS answered ${me.status}`)
    if (!user) {
      ctx.clearSession(res)
      return null
    }
    const exp = typeof me.body?.exp === 'number' ? me.body.exp : 0
    if (exp - Date.now() / 1000 < SESSION_SECONDS / 2) {
      const refreshed = await ctx.cms(req, 'POST', '/customers/refresh-token', { token })
      if (refreshed.status === 200 && typeof refreshed.body?.refreshedToken === 'string')
        ctx.setSession(res, refreshed.body.refreshedToken, refreshed.body.exp)
    }
    return user
  }
}

export function sessionRoute(
  ctx: AuthContext,
  router: express.Router,
  user: (req: Request, res: Response) => Promise<SessionUser | null>,
): void {
  router.get('/auth/session', async (req, res) => {
    try {
      res.json({ user: await user(req, res) })
    } catch (err) {
      ctx.unavailable(res, err, 'session')
    }
  })
}
