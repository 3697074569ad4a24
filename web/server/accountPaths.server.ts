/**
 * Where the account-type paths lead (issue of accounts; docs/decisions/0076), and who the page is
 * rendered for.
 *
 * `accountPaths(accounts, logger)` → an Express router for page GETs, mounted before the pages:
 * - `/dashboard`, `/app` and any other `/app/…` path → `/app/dashboard`; `/profile`, `/settings`
 *   and `/billing` → `/app/settings` (302). Signed out, each goes to `/signin?next=<that page>`.
 * - `/app/dashboard` and `/app/settings` are the account's pages: signed out → the same
 *   `/signin?next=` redirect; signed in → rendered for the customer.
 * - `/signin` and `/signin/new`, signed in → the page asked for in `?next=` (`returnPath`), else the
 *   dashboard.
 * - Any other page requested with a session cookie: the customer is looked up so the header shows
 *   the avatar menu (spec §2); a request without the cookie costs nothing here.
 *
 * Sets `res.locals.customer` (`SessionUser | null`), on the account's pages `res.locals.accountApi`
 * (`AccountApi`: the customer's audits, read from the CMS with their session) and `res.locals.accountsDown` (true when the
 * CMS could not say who the session belongs to; the page renders signed out and says nothing is
 * lost). These paths come before the CMS's redirects, which sent them all home before accounts
 * existed. Errors: none thrown (a failing CMS is logged and treated as above).
 */
import type { Logger } from '@aivis/contract/log'
import express from 'express'
import { DASHBOARD_PATH, returnPath } from '../lib/accountClient'
import type { Accounts, ClaimableAudit, CustomerAudit } from './auth.server'

/** The account's settings page. */
export const SETTINGS_PATH = '/app/settings'

/** The spec's account-type paths (§2) and where each leads a signed-in customer. */
const ALIASES: Record<string, string> = {
  '/dashboard': DASHBOARD_PATH,
  '/profile': SETTINGS_PATH,
  '/settings': SETTINGS_PATH,
  '/billing': SETTINGS_PATH,
  '/app': DASHBOARD_PATH,
}
const ACCOUNT_PAGES = new Set([DASHBOARD_PATH, SETTINGS_PATH])
/**
 * The forms a signed-in customer has no use for (the password reset stays open: the settings page
 * changes a password through it; so do the mail links' pages).
 */
const SIGN_IN_FORMS = new Set(['/signin', '/signin/new'])

/** The path without a trailing slash ('/' stays). */
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * What an account page's `+data` may ask of the CMS: the signed-in customer's audits (the
 * account's pages), or the audit a share link opens (`/r/:token`, docs/decisions/0078).
 */
export interface AccountApi {
  audits(): Promise<CustomerAudit[]>
  claimable(): Promise<ClaimableAudit[]>
  sharedAudit(token: string): Promise<Record<string, unknown> | null>
}

/** A shared audit's page (and its PDF): rendered for every request, never cached or indexed. */
export const SHARED_PAGE = /^\/r\/[^/]+(\/report\.pdf)?$/

export function accountPaths(
  accounts: Pick<
    Accounts,
    'sessionUser' | 'sessionToken' | 'customerAudits' | 'sharedAudit' | 'claimableAudits'
  >,
  logger: Logger,
): express.Router {
  const router = express.Router()
  const api = (req: express.Request): AccountApi => ({
    audits: () => accounts.customerAudits(req),
    claimable: () => accounts.claimableAudits(req),
    sharedAudit: (token) => accounts.sharedAudit(req, token),
  })
  router.get('/{*path}', async (req, res, next) => {
    const path = trimmed(req.path)
    if (SHARED_PAGE.test(path)) {
      res.set({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' })
      res.locals.accountApi = api(req)
    }
    const target =
      ALIASES[path] ??
      (ACCOUNT_PAGES.has(path) ? path : path.startsWith('/app/') ? DASHBOARD_PATH : null)
    const signInPage = SIGN_IN_FORMS.has(path)
    res.locals.customer = null
    if (!target && !accounts.sessionToken(req)) return next()
    try {
      res.locals.customer = await accounts.sessionUser(req, res)
    } catch (err) {
      logger.warn({ err }, 'accounts: could not look up the session; rendered signed out')
      res.locals.accountsDown = true
    }
    const signedIn = res.locals.customer !== null
    res.set('cache-control', 'private, no-store')
    if (target) {
      if (!signedIn) {
        // Query strings of the page asked for are kept for after the sign-in.
        const query = req.originalUrl.slice(req.path.length)
        const wanted = target === path ? `${path}${query}` : target
        return void res.redirect(302, `/signin?next=${encodeURIComponent(wanted)}`)
      }
      if (target !== path) return void res.redirect(302, target)
      // What the account's pages read, on demand (pages/app/*/+data.ts).
      res.locals.accountApi = api(req)
      return next()
    }
    if (signInPage && signedIn)
      return void res.redirect(302, returnPath(String(req.query.next ?? '')))
    next()
  })
  return router
}
