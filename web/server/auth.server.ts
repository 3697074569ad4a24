/**
 * Customer accounts on the site (docs/decisions/0074): the browser talks only to the site, whose
 * server talks to the CMS's `customers` auth and keeps the customer's session token in its own
 * cookie (`__Host-session` in production, `session` in development: `HttpOnly`, `SameSite=Lax`,
 * `Path=/`, `Secure` in production, as long as the token lasts; docs/decisions/0104). Every call to the CMS carries the visitor's address and the secret the site and
 * the CMS share (`x-visitor-address`, `x-site-key`), so sign-in and sign-up limits count each
 * visitor, not the site.
 *
 * `createAccounts({ cmsUrl, siteKey, siteUrl, production, logger })` → `{ routes, sessionUser,
 * sessionToken, …reads }`, `routes` an Express router; each action is a file of its own in
 * server/auth/ (the shared helpers, origin check and CMS call in server/auth/context.ts):
 * - `POST /auth/sign-up` `{ email }` → 200 `{ message }` (the same for every address: the
 *   confirmation mail goes out when the address can use it; docs/decisions/0092).
 * - `POST /auth/sign-in` `{ email, password }` → 200 `{ user }` and the cookie; 401
 *   `SIGN_IN_MESSAGES.wrong` for an unknown account and a wrong password alike; 403
 *   `SIGN_IN_MESSAGES.unverified`.
 * - `POST /auth/sign-out` `{ everywhere?: boolean }` → 200 `{ signedOut: true }` and the cookie
 *   cleared, this session's token ended at the CMS (every session of the account with
 *   `everywhere`); the CMS refusing the token (401, 403, 404) or being down still signs out here.
 * - `POST /auth/verify` `{ token, password, name? }` → 200 `{ message, user }`, signed in: the
 *   mailed link's follower chooses the password (docs/decisions/0092); 400 for an unknown, used,
 *   voided or expired link, or a password that breaks the rule.
 * - `POST /auth/forgot` `{ email }` → 200 `{ message }` (the same for every address).
 * - `POST /auth/reset` `{ token, password }` → 200 `{ user }`, signed in with the new password.
 * - `POST /auth/delete-account` `{ email }` (the account's, typed again) → 200 `{ deleted: true }`,
 *   the account and its audits gone and the cookie cleared; 400 when the email is not the
 *   account's; 401 signed out.
 * - `POST /auth/claim` → 200 `{ claimed }`: the audits whose results were mailed to the customer's
 *   address before they had an account become theirs; 401 signed out.
 * - `POST /auth/share` `{ audit, revoke? }` → 200 `{ shared: true, url, shared_at }` (a new private
 *   link to the customer's audit; any earlier one stops working) or `{ shared: false }`; 401
 *   signed out; 404 for an audit not theirs (docs/decisions/0078).
 * - `POST /auth/share-link` `{ audit }` → 200 `{ shared: true, url, shared_at }`, the current link
 *   again for its owner (`url` null for a link made before that was possible), or `{ shared:
 *   false }`; 401 signed out; 404 for an audit not theirs (docs/decisions/0107).
 * - `POST /auth/recheck` `{ audit }` → 200 `{ recheck }`: a monthly re-check of the business of
 *   the customer's audit (docs/decisions/0079; one per business); `{ recheck: <id>, stop: true }`
 *   stops it. 401 signed out; 404 for an audit or re-check not theirs.
 * - `GET /auth/session` → 200 `{ user: { id, email, name, avatar_url } | null }` (`no-store`); a session
 *   with less than half its lifetime left is refreshed (a new token and cookie), one the CMS no
 *   longer accepts is cleared.
 *
 * Every POST must come from the site's own pages: `Origin` the site's (SITE_URL's; in development
 * also the host the request was sent to), else 403 `{ error: 'forbidden_origin' }`; a JSON body (415 otherwise) of at
 * most 4 kB, checked with the contract's schema (400 `{ error: 'validation_failed', message,
 * fields }`, the CMS's own messages). The CMS's 429 is passed on with its `Retry-After`; the CMS
 * down or failing is 503 `{ error: 'unavailable', message: AUTH_UNAVAILABLE }`.
 */
import type { CustomerRecheck } from '@aivis/contract'
import express, { type Request, type Response } from 'express'
import type { SessionUser } from '../lib/accountClient'
import { claimRoute } from './auth/claim'
import { type AuthDeps, authContext } from './auth/context'
import { deleteAccountRoute } from './auth/deleteAccount'
import { forgotRoute } from './auth/forgot'
import { profileRoutes } from './auth/profile'
import { type ClaimableAudit, type CustomerAudit, accountReads } from './auth/reads'
import { recheckRoute } from './auth/recheck'
import { resetRoute } from './auth/reset'
import { sessionRoute, sessionUser } from './auth/session'
import { shareRoute } from './auth/share'
import { signInRoute } from './auth/signIn'
import { signOutRoute } from './auth/signOut'
import { signUpRoute } from './auth/signUp'
import { verifyRoute } from './auth/verify'

export { AUTH_UNAVAILABLE, SESSION_SECONDS, customerToken, sessionCookieName } from './auth/context'
export { SIGN_IN_MESSAGES } from './auth/signIn'
export {
  CUSTOMER_AUDITS_MAX,
  CUSTOMER_AUDIT_FIELDS,
  type ClaimableAudit,
  type CustomerAudit,
} from './auth/reads'
export type { SessionUser }

/** A customer's monthly re-check of a business (docs/decisions/0079). */
export type { CustomerRecheck }

/** What `createAccounts` gives the app. */
export interface Accounts {
  /** The `/auth/*` routes above. */
  routes: express.Router
  /** The signed-in customer of a request (server/auth/session.ts). */
  sessionUser(req: Request, res: Response): Promise<SessionUser | null>
  /** The session cookie's token, if any. */
  sessionToken(req: Request): string | undefined
  /** The signed-in customer's audits, newest first (server/auth/reads.ts). */
  customerAudits(req: Request): Promise<CustomerAudit[]>
  /** One whole audit of the signed-in customer's, or null (server/auth/reads.ts). */
  customerAudit(req: Request, id: string): Promise<Record<string, unknown> | null>
  /** The id of the customer's saved report of an audit service audit, or null (auth/reads.ts). */
  customerAuditIdOf(req: Request, auditId: string): Promise<string | null>
  /** The audit a share link opens, or null (server/auth/reads.ts). */
  sharedAudit(req: Request, shareToken: string): Promise<Record<string, unknown> | null>
  /** The audit a staff view token opens, or null (server/auth/reads.ts). */
  staffViewAudit(req: Request, token: string): Promise<Record<string, unknown> | null>
  /** Earlier audits the customer may claim (server/auth/reads.ts). */
  claimableAudits(req: Request): Promise<ClaimableAudit[]>
  /** The signed-in customer's monthly re-checks (server/auth/reads.ts). */
  customerRechecks(req: Request): Promise<CustomerRecheck[]>
}

/** The account routes and reads above, one file per action in server/auth/. */
export function createAccounts(deps: AuthDeps): Accounts {
  const ctx = authContext(deps)
  const router = express.Router()
  router.use('/auth', ...ctx.guard)
  for (const route of [
    signUpRoute,
    signInRoute,
    signOutRoute,
    verifyRoute,
    forgotRoute,
    resetRoute,
    deleteAccountRoute,
    claimRoute,
    shareRoute,
    recheckRoute,
    profileRoutes,
  ])
    route(ctx, router)
  const user = sessionUser(ctx)
  sessionRoute(ctx, router, user)
  return {
    routes: router,
    sessionUser: user,
    sessionToken: ctx.sessionToken,
    ...accountReads(ctx),
  }
}
