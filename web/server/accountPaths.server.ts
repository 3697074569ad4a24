/**
 * Where the account-type paths lead (docs/decisions/0074, 0076), and who the page is
 * rendered for.
 *
 * `accountPaths(accounts, logger)` → an Express router for page GETs, mounted before the pages:
 * - `/dashboard`, `/app` and any other `/app/…` path → `/app/dashboard`; `/profile`, `/settings`
 *   and `/billing` → `/app/settings` (302). Signed out, each goes to `/signin?next=<that page>`.
 * - `/app/dashboard`, `/app/settings`, `/app/audits/<id>` (one audit's report, `AUDIT_PAGE`) and
 *   its PDF `/app/audits/<id>/report.pdf` are the account's pages: passed on with the customer
 *   (null when signed out) for the pages' guard (pages/(account)/app/+guard.ts: signed out →
 *   `/signin?next=` that page, its query kept); an audit that is not theirs is the page's 404.
 *   The PDF, answered by server/reports.server.ts (mounted after this router, server/app.ts), is
 *   no page: signed out, this router sends it to the sign-in itself.
 * - `/signin` and `/signin/new`, signed in → the page asked for in `?next=` (`returnPath`), else the
 *   dashboard.
 * - Any other page requested with a session cookie: the customer is looked up so the header shows
 *   the avatar menu (spec §2); a request without the cookie costs nothing here.
 *
 * Sets `res.locals.customer` (`SessionUser | null`), on the account's pages, the shared audit's
 * and a staff view's (`STAFF_VIEW_PAGE`) `res.locals.accountApi` (`AccountApi`: the customer's audits, read from the CMS with
 * their session; the audit a share link opens) and `res.locals.accountsDown` (true when the CMS
 * could not say who the session belongs to; the page renders signed out and says nothing is
 * lost). These paths come before the CMS's redirects, which sent them all home before accounts
 * existed. Errors: none thrown (a failing CMS is logged and treated as above).
 */
import type { Logger } from '@aivis/contract/log'
import express from 'express'
import { DASHBOARD_PATH, returnPath } from '../lib/accountClient'
import type { Accounts, ClaimableAudit, CustomerAudit, CustomerRecheck } from './auth.server'

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
/** One audit's report in the account (pages/(account)/app/audits/@id), or its PDF (reports.server.ts). */
const AUDIT_PAGE = /^\/app\/audits\/[^/]+(\/report\.pdf)?$/
/** Whether `path` (trimmed) is one of the account's pages. */
const isAccountPage = (path: string) => ACCOUNT_PAGES.has(path) || AUDIT_PAGE.test(path)
/**
 * The forms a signed-in customer has no use for (the password reset stays open: the settings page
 * changes a password through it; so do the mail links' pages).
 */
const SIGN_IN_FORMS = new Set(['/signin', '/signin/new'])

/** The path without a trailing slash ('/' stays). */
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * What an account page's `+data` may ask of the CMS: the signed-in customer's audits (the
 * account's pages), or the audit a share link opens (`/r/:token`, docs/decisions/0078). Each
 * rejects when the CMS cannot be reached or fails (server/auth.server.ts).
 */
export interface AccountApi {
  /** The customer's audits, newest first, without the answers (the dashboard). */
  audits(): Promise<CustomerAudit[]>
  /** Earlier audits mailed to the customer's address that they may claim. */
  claimable(): Promise<ClaimableAudit[]>
  /**
   * One of the customer's audits, whole: the CMS `audits` record (`auditResultOfRecord` turns it
   * into the result); null when it is not theirs or does not exist (/app/audits/:id).
   */
  audit(id: string): Promise<Record<string, unknown> | null>
  /**
   * The id of the customer's saved report of the audit service's audit `auditId`, or null when
   * they have none (/audit-results/:id/:token sends them there, docs/decisions/0108).
   */
  savedReportOf(auditId: string): Promise<string | null>
  /** The audit a share link opens, as a CMS record; null for an unknown or revoked link. */
  sharedAudit(token: string): Promise<Record<string, unknown> | null>
  /**
   * The audit a staff member's view token opens (/staff-view/:token, docs/decisions/0125), as a
   * CMS record; null for a malformed, forged or expired token.
   */
  staffViewAudit(token: string): Promise<Record<string, unknown> | null>
  /** The customer's monthly re-checks, newest first (docs/decisions/0079). */
  rechecks(): Promise<CustomerRecheck[]>
}

/** A shared audit's page (and its PDF): rendered for every request, never cached or indexed. */
export const SHARED_PAGE = /^\/r\/[^/]+(\/report\.pdf)?$/

/**
 * A staff member's view of an audit as its customer reads it (docs/decisions/0125): rendered for
 * every request, never cached or indexed.
 */
export const STAFF_VIEW_PAGE = /^\/staff-view\/[^/]+$/

/**
 * A result's durable address (docs/decisions/0108): rendered for every request, never cached or
 * indexed; a signed-in customer's own audit opens their saved report instead.
 */
export const RESULT_PAGE = /^\/audit-results\/[^/]+\/[^/]+$/

/**
 * `path` as the site's logs show it: a share link's token (a working capability, kept by the CMS
 * only as a hash, docs/decisions/0078), a result address's token (decision 0108) and a staff
 * view's token (decision 0125) replaced by `…`, so a copy of the logs opens no report.
 */
export function loggedPath(path: string): string {
  return path
    .replace(/^\/r\/[^/?]+/, '/r/…')
    .replace(/^(\/audit-results\/[^/?]+\/)[^/?]+/, '$1…')
    .replace(/^\/staff-view\/[^/?]+/, '/staff-view/…')
}

export function accountPaths(
  accounts: Pick<
    Accounts,
    | 'sessionUser'
    | 'sessionToken'
    | 'customerAudits'
    | 'customerAudit'
    | 'customerAuditIdOf'
    | 'sharedAudit'
    | 'staffViewAudit'
    | 'claimableAudits'
    | 'customerRechecks'
  >,
  logger: Logger,
): express.Router {
  const router = express.Router()
  const api = (req: express.Request): AccountApi => ({
    audits: () => accounts.customerAudits(req),
    claimable: () => accounts.claimableAudits(req),
    audit: (id) => accounts.customerAudit(req, id),
    savedReportOf: (auditId) => accounts.customerAuditIdOf(req, auditId),
    sharedAudit: (token) => accounts.sharedAudit(req, token),
    staffViewAudit: (token) => accounts.staffViewAudit(req, token),
    rechecks: () => accounts.customerRechecks(req),
  })
  router.get('/{*path}', async (req, res, next) => {
    const path = trimmed(req.path)
    if (SHARED_PAGE.test(path) || RESULT_PAGE.test(path) || STAFF_VIEW_PAGE.test(path)) {
      res.set({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' })
      res.locals.accountApi = api(req)
    }
    const target =
      ALIASES[path] ??
      (isAccountPage(path) ? path : path.startsWith('/app/') ? DASHBOARD_PATH : null)
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
        // The pages' own guard sends a visitor to the sign-in (pages/(account)/app/+guard.ts);
        // here only the paths that are no page as asked: an alias, a trailing slash, a PDF.
        if (req.path === target && !path.endsWith('/report.pdf')) return next()
        // Query strings of the page asked for are kept for after the sign-in.
        const query = req.originalUrl.slice(req.path.length)
        const wanted = target === path ? `${path}${query}` : target
        return void res.redirect(302, `/signin?next=${encodeURIComponent(wanted)}`)
      }
      if (target !== path) return void res.redirect(302, target)
      // What the account's pages read, on demand (pages/(account)/app/*/+data.ts, the PDF route).
      res.locals.accountApi = api(req)
      return next()
    }
    if (signInPage && signedIn)
      return void res.redirect(302, returnPath(String(req.query.next ?? '')))
    next()
  })
  return router
}
