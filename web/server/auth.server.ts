/**
 * Customer accounts on the site (docs/decisions/0074): the browser talks only to the site, whose
 * server talks to the CMS's `customers` auth and keeps the customer's session token in its own
 * cookie (`session`: `HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` in production, as long as the
 * token lasts). Every call to the CMS carries the visitor's address and the secret the site and
 * the CMS share (`x-visitor-address`, `x-site-key`), so sign-in and sign-up limits count each
 * visitor, not the site.
 *
 * `createAccounts({ cmsUrl, siteKey, siteUrl, production, logger })` → `{ routes, sessionUser,
 * sessionToken }`, `routes` an Express router:
 * - `POST /auth/sign-up` `{ email, password, name? }` → 200 `{ message }` (the same for every
 *   address: the confirmation mail goes out when the address can use it).
 * - `POST /auth/sign-in` `{ email, password }` → 200 `{ user }` and the cookie; 401
 *   `SIGN_IN_MESSAGES.wrong` for an unknown account and a wrong password alike; 403
 *   `SIGN_IN_MESSAGES.unverified`.
 * - `POST /auth/sign-out` `{ everywhere?: boolean }` → 200 `{ signedOut: true }` and the cookie
 *   cleared, this session's token ended at the CMS (every session of the account with
 *   `everywhere`); the CMS refusing the token (401, 403, 404) or being down still signs out here.
 * - `POST /auth/verify` `{ token }` → 200 `{ message }`; 400 for an unknown or used token.
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
 * - `POST /auth/recheck` `{ audit }` → 200 `{ recheck }`: a monthly re-check of the business of
 *   the customer's audit (docs/decisions/0079; one per business); `{ recheck: <id>, stop: true }`
 *   stops it. 401 signed out; 404 for an audit or re-check not theirs.
 * - `GET /auth/session` → 200 `{ user: { id, email, name, avatar_url } | null }` (`no-store`); a session
 *   with less than half its lifetime left is refreshed (a new token and cookie), one the CMS no
 *   longer accepts is cleared.
 *
 * Every POST must come from the site's own pages: `Origin` the site's (SITE_URL's, or the host the
 * request was sent to), else 403 `{ error: 'forbidden_origin' }`; a JSON body (415 otherwise) of at
 * most 4 kB, checked with the contract's schema (400 `{ error: 'validation_failed', message,
 * fields }`, the CMS's own messages). The CMS's 429 is passed on with its `Retry-After`; the CMS
 * down or failing is 503 `{ error: 'unavailable', message: AUTH_UNAVAILABLE }`.
 */
import {
  type AuditResult,
  type CustomerRecheck,
  customerRecheck,
  type Severity,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import { parse as parseCookies, serialize } from 'cookie'
import express, { type Request, type Response } from 'express'
import { z } from 'zod'
import type { SessionUser } from '../lib/accountClient'

/** The session cookie's name. */
export const SESSION_COOKIE = 'session'

/** Answers of the sign-in form that are ours (the spec has none). */
export const SIGN_IN_MESSAGES = {
  wrong: 'The email or password is incorrect.',
  unverified:
    'Please confirm your email first: open the link we sent you, or sign up again to get a new one.',
} as const

/** The 503's message. */
export const AUTH_UNAVAILABLE =
  'Accounts are not available just now. Please try again in a few minutes.'

/** A session's lifetime without use, s (the CMS's `CUSTOMER_SESSION_SECONDS`: 14 days). */
export const SESSION_SECONDS = 14 * 86_400

/** How long the site waits for the CMS, ms. */
const CMS_TIMEOUT_MS = 8000

export type { SessionUser }

interface CmsAnswer {
  status: number
  body: Record<string, unknown> | null
  headers: Headers
}

/** What `parseBody` needs of a contract schema (zod's `safeParse`). */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

const userOf = (raw: unknown): SessionUser | null => {
  const u = raw as { id?: unknown; email?: unknown; name?: unknown; avatar_url?: unknown } | null
  if (!u || typeof u.email !== 'string') return null
  if (typeof u.id !== 'string' && typeof u.id !== 'number') return null
  return {
    id: String(u.id),
    email: u.email,
    name: typeof u.name === 'string' && u.name ? u.name : null,
    avatar_url: typeof u.avatar_url === 'string' && u.avatar_url ? u.avatar_url : null,
  }
}

/**
 * `token` when the CMS issued it to a customer (its payload's `collection`), else undefined. The
 * site's session is a customer's: a staff member's CMS token put in the cookie is no session here,
 * so the account's pages and functions never act with staff rights. Only the payload is read; the
 * CMS checks the signature of every token the site sends it.
 */
export function customerToken(token: string | undefined): string | undefined {
  if (!token) return undefined
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return (payload as { collection?: unknown } | null)?.collection === 'customers'
      ? token
      : undefined
  } catch {
    return undefined
  }
}

/** What `createAccounts` gives the app. */
export interface Accounts {
  /** The `/auth/*` routes above. */
  routes: express.Router
  /** The signed-in customer of a request (see `sessionUser` inside `createAccounts`). */
  sessionUser(req: Request, res: Response): Promise<SessionUser | null>
  /** The session cookie's token, if any. */
  sessionToken(req: Request): string | undefined
  /** The signed-in customer's audits, newest first (see `customerAudits` inside). */
  customerAudits(req: Request): Promise<CustomerAudit[]>
  /** One whole audit of the signed-in customer's, or null (see `customerAudit` inside). */
  customerAudit(req: Request, id: string): Promise<Record<string, unknown> | null>
  /** The audit a share link opens, or null (see `sharedAudit` inside). */
  sharedAudit(req: Request, shareToken: string): Promise<Record<string, unknown> | null>
  /** Earlier audits the customer may claim (see `claimableAudits` inside). */
  claimableAudits(req: Request): Promise<ClaimableAudit[]>
  /** The signed-in customer's monthly re-checks (see `customerRechecks` inside). */
  customerRechecks(req: Request): Promise<CustomerRecheck[]>
}

/** A customer's monthly re-check of a business (docs/decisions/0079). */
export type { CustomerRecheck }

/** A CMS id as the site passes it on. */
const cmsId = z
  .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive()])
  .transform(String)

/** `POST /auth/recheck`'s body: start one from an audit, or stop one. */
const recheckRequestSchema = z.union([
  z.object({ audit: cmsId }).strict(),
  z.object({ recheck: cmsId, stop: z.literal(true) }).strict(),
])

/** An audit run before the customer had an account, whose results were mailed to them. */
export interface ClaimableAudit {
  id: number | string
  business_name: string
  specialism: string
  location: string
  audited_at: string | null
}

/** `POST /auth/share`'s body: the audit's id, and `revoke` to stop sharing it. */
const shareRequestSchema = z.object({
  audit: z
    .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive()])
    .transform(String),
  revoke: z.boolean().optional(),
})

/** Most audits the dashboard lists. */
export const CUSTOMER_AUDITS_MAX = 100

/** The fields of an audit the dashboard reads (the CMS `audits` collection's names). */
export const CUSTOMER_AUDIT_FIELDS = [
  'business_name',
  'specialism',
  'location',
  'website',
  'severity',
  'mention_rate',
  'share_of_voice',
  'scores',
  'verdict',
  'audited_at',
  'shared_at',
  'createdAt',
] as const

/** An audit as the dashboard gets it (`CUSTOMER_AUDIT_FIELDS` of the CMS document). */
export interface CustomerAudit {
  id: number | string
  business_name: string
  specialism: string
  location: string
  website?: string | null
  severity: Severity
  mention_rate?: number | null
  share_of_voice?: number | null
  scores?: AuditResult['scores'] | null
  verdict?: AuditResult['verdict'] | null
  audited_at?: string | null
  /** Since when a private link shares it (null: not shared). */
  shared_at?: string | null
  createdAt: string
}

export function createAccounts(deps: {
  cmsUrl: string
  /** CMS_PURGE_SECRET, the secret the site and the CMS share. */
  siteKey: string
  siteUrl: string
  production: boolean
  logger: Logger
}): Accounts {
  const router = express.Router()
  const siteOrigin = new URL(deps.siteUrl).origin

  /** Calls the CMS for the visitor of `req`; throws when it cannot be reached in time. */
  async function cms(
    req: Request,
    method: string,
    path: string,
    { body, token }: { body?: unknown; token?: string } = {},
  ): Promise<CmsAnswer> {
    const res = await fetch(`${deps.cmsUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-site-key': deps.siteKey,
        'x-visitor-address': req.ip ?? '',
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    })
    const text = await res.text()
    let parsed: Record<string, unknown> | null = null
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null
    } catch {
      parsed = null
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }

  const cookieOptions = (maxAge: number) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.production,
    path: '/',
    maxAge,
  })

  function setSession(res: Response, token: string, exp: unknown): void {
    const seconds =
      typeof exp === 'number' ? Math.max(0, Math.floor(exp - Date.now() / 1000)) : SESSION_SECONDS
    res.append('set-cookie', serialize(SESSION_COOKIE, token, cookieOptions(seconds)))
  }

  function clearSession(res: Response): void {
    res.append('set-cookie', serialize(SESSION_COOKIE, '', cookieOptions(0)))
  }

  const sessionToken = (req: Request) =>
    customerToken(parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE] || undefined)

  function unavailable(res: Response, err: unknown, what: string): void {
    deps.logger.warn({ err }, `accounts: ${what} failed`)
    res.status(503).json({ error: 'unavailable', message: AUTH_UNAVAILABLE })
  }

  /** The CMS's refusal passed on: its 400/429 as they are (Retry-After kept), else a 503. */
  function passOn(res: Response, answer: CmsAnswer, what: string): void {
    if (answer.status === 400 || answer.status === 429) {
      const retry = answer.headers.get('retry-after')
      if (retry) res.set('retry-after', retry)
      const message =
        typeof answer.body?.message === 'string'
          ? answer.body.message
          : ((answer.body?.errors as { message?: string }[] | undefined)?.[0]?.message ??
            AUTH_UNAVAILABLE)
      return void res.status(answer.status).json({
        error: answer.status === 429 ? 'rate_limited' : 'validation_failed',
        message,
        ...(answer.body?.fields ? { fields: answer.body.fields } : {}),
      })
    }
    unavailable(res, new Error(`CMS answered ${answer.status}`), what)
  }

  /** Same-origin JSON only (see module doc); the body parsed by `schema`, or null once answered. */
  function parseBody<T>(req: Request, res: Response, schema: Schema<T>): T | null {
    const parsed = schema.safeParse(req.body ?? {})
    if (parsed.success) return parsed.data
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'body')] ??= issue.message
    res.status(400).json({ error: 'validation_failed', message: Object.values(fields)[0], fields })
    return null
  }

  router.use('/auth', (req, res, next) => {
    res.set('cache-control', 'no-store')
    if (req.method !== 'POST') return next()
    const origin = req.get('origin')
    const own = `${req.protocol}://${req.get('host')}`
    if (!origin || (origin !== siteOrigin && origin !== own))
      return void res
        .status(403)
        .json({ error: 'forbidden_origin', message: 'Send this form from the site itself.' })
    if (!req.is('application/json'))
      return void res.status(415).json({
        error: 'unsupported_media_type',
        message: 'Send the request body as JSON (Content-Type: application/json).',
      })
    next()
  })
  router.use('/auth', express.json({ limit: '4kb', strict: false }))

  router.post('/auth/sign-up', async (req, res) => {
    const body = parseBody(req, res, signUpSchema)
    if (!body) return
    try {
      const answer = await cms(req, 'POST', '/customers/sign-up', { body })
      if (answer.status === 200) return void res.json({ message: answer.body?.message })
      passOn(res, answer, 'sign-up')
    } catch (err) {
      unavailable(res, err, 'sign-up')
    }
  })

  router.post('/auth/sign-in', async (req, res) => {
    const body = parseBody(req, res, signInSchema)
    if (!body) return
    try {
      const answer = await cms(req, 'POST', '/customers/login', { body })
      if (answer.status === 200 && typeof answer.body?.token === 'string') {
        setSession(res, answer.body.token, answer.body.exp)
        return void res.json({ user: userOf(answer.body.user) })
      }
      if (answer.status === 401)
        return void res.status(401).json({ error: 'unauthorized', message: SIGN_IN_MESSAGES.wrong })
      if (answer.status === 403)
        return void res
          .status(403)
          .json({ error: 'unverified', message: SIGN_IN_MESSAGES.unverified })
      passOn(res, answer, 'sign-in')
    } catch (err) {
      unavailable(res, err, 'sign-in')
    }
  })

  router.post('/auth/sign-out', async (req, res) => {
    const token = sessionToken(req)
    const everywhere = (req.body as { everywhere?: unknown } | null)?.everywhere === true
    clearSession(res)
    if (token)
      try {
        const answer = await cms(
          req,
          'POST',
          `/customers/logout${everywhere ? '?allSessions=true' : ''}`,
          { token },
        )
        // Spec §7: a token the server no longer knows is signed out all the same.
        if (answer.status >= 500) throw new Error(`CMS answered ${answer.status}`)
      } catch (err) {
        deps.logger.warn({ err }, 'accounts: sign-out at the CMS failed; signed out here')
      }
    res.json({ signedOut: true })
  })

  router.post('/auth/verify', async (req, res) => {
    const body = parseBody(req, res, resetPasswordSchema.pick({ token: true }))
    if (!body) return
    try {
      const answer = await cms(req, 'POST', `/customers/verify/${encodeURIComponent(body.token)}`)
      if (answer.status === 200)
        return void res.json({ message: 'Your email is confirmed. You can sign in now.' })
      if (answer.status >= 400 && answer.status < 500)
        return void res.status(400).json({
          error: 'validation_failed',
          message:
            'This confirmation link is not valid any more. Sign in, or sign up again to get a new one.',
          fields: { token: 'not valid' },
        })
      passOn(res, answer, 'verify')
    } catch (err) {
      unavailable(res, err, 'verify')
    }
  })

  router.post('/auth/forgot', async (req, res) => {
    const body = parseBody(req, res, forgotPasswordSchema)
    if (!body) return
    try {
      const answer = await cms(req, 'POST', '/customers/forgot', { body })
      if (answer.status === 200) return void res.json({ message: answer.body?.message })
      passOn(res, answer, 'forgot')
    } catch (err) {
      unavailable(res, err, 'forgot')
    }
  })

  router.post('/auth/reset', async (req, res) => {
    const body = parseBody(req, res, resetPasswordSchema)
    if (!body) return
    try {
      const answer = await cms(req, 'POST', '/customers/reset-password', { body })
      if (answer.status === 200 && typeof answer.body?.token === 'string') {
        setSession(res, answer.body.token, answer.body.exp)
        return void res.json({ user: userOf(answer.body.user) })
      }
      if (answer.status === 403 || answer.status === 404)
        return void res.status(400).json({
          error: 'validation_failed',
          message: 'This reset link is not valid any more. Ask for a new one.',
          fields: { token: 'not valid' },
        })
      passOn(res, answer, 'reset')
    } catch (err) {
      unavailable(res, err, 'reset')
    }
  })

  /**
   * The signed-in customer of `req` (null without a session, or when the CMS no longer accepts
   * it: the cookie is then cleared on `res`). A session with less than half its lifetime left is
   * refreshed (a new token in the cookie). Throws when the CMS cannot be reached or fails.
   */
  async function sessionUser(req: Request, res: Response): Promise<SessionUser | null> {
    const token = sessionToken(req)
    if (!token) return null
    const me = await cms(req, 'GET', '/customers/me', { token })
    const user = me.status === 200 ? userOf(me.body?.user) : null
    if (me.status !== 200 && me.status !== 401 && me.status !== 403)
      throw new Error(`CMS answered ${me.status}`)
    if (!user) {
      clearSession(res)
      return null
    }
    const exp = typeof me.body?.exp === 'number' ? me.body.exp : 0
    if (exp - Date.now() / 1000 < SESSION_SECONDS / 2) {
      const refreshed = await cms(req, 'POST', '/customers/refresh-token', { token })
      if (refreshed.status === 200 && typeof refreshed.body?.refreshedToken === 'string')
        setSession(res, refreshed.body.refreshedToken, refreshed.body.exp)
    }
    return user
  }

  router.post('/auth/delete-account', async (req, res) => {
    const body = parseBody(req, res, forgotPasswordSchema)
    if (!body) return
    const token = sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to delete your account.' })
    try {
      const answer = await cms(req, 'POST', '/customers/delete-account', { body, token })
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
      clearSession(res)
      res.json({ deleted: true })
    } catch (err) {
      unavailable(res, err, 'delete account')
    }
  })

  router.post('/auth/claim', async (req, res) => {
    const token = sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to add your earlier audits.' })
    try {
      const answer = await cms(req, 'POST', '/customers/claim', { token })
      if (answer.status === 401)
        return void res.status(401).json({ error: 'unauthorized', message: 'Sign in again.' })
      if (answer.status !== 200) throw new Error(`CMS answered ${answer.status}`)
      res.json({ claimed: Number(answer.body?.claimed ?? 0) })
    } catch (err) {
      unavailable(res, err, 'claim')
    }
  })

  /**
   * The audits the signed-in customer may claim (results mailed to their address before they had
   * an account: the CMS's `GET /api/customers/claimable`), newest first. Throws when the CMS
   * cannot be reached or fails.
   */
  async function claimableAudits(req: Request): Promise<ClaimableAudit[]> {
    const token = sessionToken(req)
    if (!token) return []
    const answer = await cms(req, 'GET', '/customers/claimable', { token })
    if (answer.status !== 200 || !Array.isArray(answer.body?.audits))
      throw new Error(`CMS answered ${answer.status} for the claimable audits`)
    return answer.body.audits as ClaimableAudit[]
  }

  router.post('/auth/share', async (req, res) => {
    const body = parseBody(req, res, shareRequestSchema)
    if (!body) return
    const token = sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to share an audit.' })
    try {
      const answer = await cms(
        req,
        body.revoke ? 'DELETE' : 'POST',
        `/audits/${encodeURIComponent(body.audit)}/share`,
        {
          token,
        },
      )
      if (answer.status === 401 || answer.status === 404)
        return void res
          .status(404)
          .json({ error: 'not_found', message: 'No such audit in your account.' })
      if (answer.status !== 200) throw new Error(`CMS answered ${answer.status}`)
      if (body.revoke) return void res.json({ shared: false })
      res.json({
        shared: true,
        url: `${siteOrigin}/r/${String(answer.body?.token)}`,
        shared_at: answer.body?.shared_at ?? null,
      })
    } catch (err) {
      unavailable(res, err, 'share')
    }
  })

  /**
   * The audit a share link opens (the CMS's `GET /api/audits/shared/:token`, with the site's
   * key), or null for an unknown or revoked link. Throws when the CMS cannot be reached or fails.
   */
  async function sharedAudit(
    req: Request,
    shareToken: string,
  ): Promise<Record<string, unknown> | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(shareToken)) return null
    const answer = await cms(req, 'GET', `/audits/shared/${shareToken}`)
    if (answer.status === 404) return null
    if (answer.status !== 200 || !answer.body)
      throw new Error(`CMS answered ${answer.status} for a shared audit`)
    return answer.body
  }

  /**
   * The signed-in customer's audits, newest first (at most `CUSTOMER_AUDITS_MAX`), as the CMS
   * gives them to that customer (its access rules: their own and nobody else's), without the
   * answers' texts. Throws when the CMS cannot be reached or refuses.
   */
  async function customerAudits(req: Request): Promise<CustomerAudit[]> {
    const token = sessionToken(req)
    if (!token) return []
    const query = new URLSearchParams({
      depth: '0',
      sort: '-createdAt',
      limit: String(CUSTOMER_AUDITS_MAX),
    })
    for (const field of CUSTOMER_AUDIT_FIELDS) query.set(`select[${field}]`, 'true')
    const answer = await cms(req, 'GET', `/audits?${query}`, { token })
    if (answer.status !== 200 || !Array.isArray(answer.body?.docs))
      throw new Error(`CMS answered ${answer.status} for the customer's audits`)
    return answer.body.docs as CustomerAudit[]
  }

  /**
   * One of the signed-in customer's audits, whole (answers included), as the CMS gives it to that
   * customer; null when it is not theirs or does not exist (the CMS answers both alike). Throws
   * when the CMS cannot be reached or fails.
   */
  async function customerAudit(req: Request, id: string): Promise<Record<string, unknown> | null> {
    const token = sessionToken(req)
    if (!token || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null
    const answer = await cms(req, 'GET', `/audits/${encodeURIComponent(id)}?depth=0`, { token })
    if (answer.status === 404 || answer.status === 403 || answer.status === 401) return null
    if (answer.status !== 200 || !answer.body)
      throw new Error(`CMS answered ${answer.status} for an audit`)
    return answer.body
  }

  router.post('/auth/recheck', async (req, res) => {
    const body = parseBody(req, res, recheckRequestSchema)
    if (!body) return
    const token = sessionToken(req)
    if (!token)
      return void res
        .status(401)
        .json({ error: 'unauthorized', message: 'Sign in to manage your re-checks.' })
    try {
      const answer =
        'audit' in body
          ? await cms(req, 'POST', '/rechecks/start', { token, body: { audit: body.audit } })
          : await cms(req, 'POST', '/rechecks/stop', { token, body: { id: body.recheck } })
      if (answer.status === 401 || answer.status === 404)
        return void res
          .status(404)
          .json({ error: 'not_found', message: 'Not found in your account.' })
      if (answer.status !== 200 || !answer.body?.recheck)
        throw new Error(`CMS answered ${answer.status}`)
      res.json({ recheck: answer.body.recheck as CustomerRecheck })
    } catch (err) {
      unavailable(res, err, 'recheck')
    }
  })

  /**
   * The signed-in customer's monthly re-checks (theirs only: the CMS's access rules), newest
   * first. Throws when the CMS cannot be reached or refuses.
   */
  async function customerRechecks(req: Request): Promise<CustomerRecheck[]> {
    const token = sessionToken(req)
    if (!token) return []
    const answer = await cms(req, 'GET', '/rechecks?depth=0&limit=100&sort=-createdAt', { token })
    if (answer.status !== 200 || !Array.isArray(answer.body?.docs))
      throw new Error(`CMS answered ${answer.status} for the customer's re-checks`)
    return (answer.body.docs as Parameters<typeof customerRecheck>[0][]).map(customerRecheck)
  }

  router.get('/auth/session', async (req, res) => {
    try {
      res.json({ user: await sessionUser(req, res) })
    } catch (err) {
      unavailable(res, err, 'session')
    }
  })

  return {
    routes: router,
    sessionUser,
    sessionToken,
    customerAudits,
    customerAudit,
    sharedAudit,
    claimableAudits,
    customerRechecks,
  }
}
