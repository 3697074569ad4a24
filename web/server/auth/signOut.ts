/**
 * `POST /auth/sign-out` `{ everywhere?: boolean }` → 200 `{ signedOut: true }` and the cookie
 * cleared, this session's token ended at the CMS (every session of the account with
 * `everywhere`); the CMS refusing the token (401, 403, 404) or being down still signs out here
 * (spec §7).
 */
import type express from 'express'
import type { AuthContext } from './context'

export function signOutRoute(ctx: AuthContext, router: express.Router): void {
  router.post('/auth/sign-out', async (req, res) => {
    const token = ctx.sessionToken(req)
    const everywhere = (req.body as { everywhere?: unknown } | null)?.everywhere === true
    ctx.clearSession(res)
    if (token)
      try {
        const answer = await ctx.cms(
          req,
          'POST',
          `/customers/logout${everywhere ? '?allSessions=true' : ''}`,
          { token },
        )
        // Spec §7: a token the server no longer knows is signed out all the same.
        if (answer.status >= 500) throw new Error(`CMS answered ${answer.status}`)
      } catch (err) {
        ctx.deps.logger.warn({ err }, 'accounts: sign-out at the CMS failed; signed out here')
      }
    res.json({ signedOut: true })
  })
}
