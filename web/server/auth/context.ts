/**
 * What every account route of the site shares (docs/decisions/0074): the call to the CMS for a
 * visitor, the session cookie, the same-origin JSON guard, and the answers for a refused body, a
 * CMS refusal and a CMS outage. `authContext(deps)` → `AuthContext`; the routes in this folder
 * (one file per action) take it, and server/auth.server.ts puts them together.
 *
 * - `cms(req, method, path, { body?, token? })` → `{ status, body, headers }`: the CMS's
 *   `/api<path>` asked with the visitor's address and the site's key (`x-visitor-address`,
 *   `x-site-key`) and the customer's token as `Authorization: JWT`; throws when the CMS cannot be
 *   reached within `CMS_TIMEOUT_MS`.
 * - `guard`: every POST under `/auth` must come from the site's own pages (`Origin` SITE_URL's; in
 *   development also the host the request was sent to; else 403 `forbidden_origin`) and be JSON (415), at most 4 kB;
 *   every `/auth` answer is `no-store`.
 * - `parseBody(req, res, schema)` → the body, or null once 400 `validation_failed` was answered.
 * - `passOn(res, answer, what)`: the CMS's 400/429 as they are (`Retry-After` kept), else 503.
 * - `unavailable(res, err, what)`: 503 `{ error: 'unavailable', message: AUTH_UNAVAILABLE }`.
 */
import type { Logger } from '@aivis/contract/log'
import { parse as parseCookies, serialize } from 'cookie'
import express, { type Request, type Response } from 'express'
import { AVATAR_PATH, type SessionUser } from '../../lib/accountClient'

export { AVATAR_PATH }

/**
 * The session cookie's name: in production `__Host-session`, which browsers accept only when it is
 * `Secure`, `Path=/` and without `Domain`, so neither a sibling subdomain nor a plain-http page can
 * set or overwrite it; `session` in development, served over plain http (docs/decisions/0104).
 */
export const sessionCookieName = (production: boolean): string =>
  production ? '__Host-session' : 'session'

/** The 503's message. */
export const AUTH_UNAVAILABLE =
  'Accounts are not available just now. Please try again in a few minutes.'

/** A session's lifetime without use, s (the CMS's `CUSTOMER_SESSION_SECONDS`: 14 days). */
export const SESSION_SECONDS = 14 * 86_400

/** How long the site waits for the CMS, ms. */
export const CMS_TIMEOUT_MS = 8000

/** The CMS's answer: its status, JSON body (null when none or not JSON) and headers. */
export interface CmsAnswer {
  status: number
  body: Record<string, unknown> | null
  headers: Headers
}

/** What `parseBody` needs of a contract schema (zod's `safeParse`). */
export interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

/** What `createAccounts` is given (server/auth.server.ts). */
export interface AuthDeps {
  cmsUrl: string
  /** CMS_SITE_KEY, the key the site and the CMS share (`x-site-key`). */
  siteKey: string
  siteUrl: string
  production: boolean
  logger: Logger
}

/** The shared helpers of the account routes (see the module doc). */
export interface AuthContext {
  deps: AuthDeps
  /** The site's origin (SITE_URL's). */
  siteOrigin: string
  cms(
    req: Request,
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<CmsAnswer>
  setSession(res: Response, token: string, exp: unknown): void
  clearSession(res: Response): void
  sessionToken(req: Request): string | undefined
  unavailable(res: Response, err: unknown, what: string): void
  passOn(res: Response, answer: CmsAnswer, what: string): void
  parseBody<T>(req: Request, res: Response, schema: Schema<T>): T | null
  /** Whether the request's `Origin` is the site's own (the guard's check, for other methods). */
  fromSite(req: Request): boolean
  /** The same-origin JSON guard for `/auth` (see the module doc). */
  guard: express.RequestHandler[]
}

/**
 * A CMS user as the site keeps it, or null when `raw` is not one. Its `avatar_url` is the site's
 * address of the avatar the customer uploaded (`avatar`, populated), else the account's https
 * avatar URL, else null.
 */
export const userOf = (raw: unknown): SessionUser | null => {
  const u = raw as {
    id?: unknown
    email?: unknown
    name?: unknown
    avatar_url?: unknown
    avatar?: unknown
  } | null
  if (!u || typeof u.email !== 'string') return null
  if (typeof u.id !== 'string' && typeof u.id !== 'number') return null
  const uploaded = (u.avatar as { filename?: unknown } | null | undefined)?.filename
  return {
    id: String(u.id),
    email: u.email,
    name: typeof u.name === 'string' && u.name ? u.name : null,
    // The customer's upload, served to them by the site (auth/profile.ts), before an https URL.
    avatar_url:
      typeof uploaded === 'string' && uploaded
        ? `${AVATAR_PATH}/${encodeURIComponent(uploaded)}`
        : typeof u.avatar_url === 'string' && u.avatar_url
          ? u.avatar_url
          : null,
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

/** The 403 of a request that did not come from the site's own pages. */
export function forbiddenOrigin(res: Response): void {
  res
    .status(403)
    .json({ error: 'forbidden_origin', message: 'Send this form from the site itself.' })
}

/** The helpers of the module doc for `deps`. */
export function authContext(deps: AuthDeps): AuthContext {
  const siteOrigin = new URL(deps.siteUrl).origin
  const SESSION_COOKIE = sessionCookieName(deps.production)

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

  function parseBody<T>(req: Request, res: Response, schema: Schema<T>): T | null {
    const parsed = schema.safeParse(req.body ?? {})
    if (parsed.success) return parsed.data
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'body')] ??= issue.message
    res.status(400).json({ error: 'validation_failed', message: Object.values(fields)[0], fields })
    return null
  }

  function fromSite(req: Request): boolean {
    const origin = req.get('origin')
    // In development the site is also reached at other addresses (localhost, 127.0.0.1, a test's
    // port); in production only SITE_URL's origin is its own (docs/decisions/0104).
    const own = deps.production ? siteOrigin : `${req.protocol}://${req.get('host')}`
    return !!origin && (origin === siteOrigin || origin === own)
  }

  const sameOriginJson: express.RequestHandler = (req, res, next) => {
    res.set('cache-control', 'no-store')
    if (req.method !== 'POST') return next()
    if (!fromSite(req)) return void forbiddenOrigin(res)
    if (!req.is('application/json'))
      return void res.status(415).json({
        error: 'unsupported_media_type',
        message: 'Send the request body as JSON (Content-Type: application/json).',
      })
    next()
  }

  return {
    deps,
    siteOrigin,
    fromSite,
    cms,
    setSession,
    clearSession,
    sessionToken,
    unavailable,
    passOn,
    parseBody,
    guard: [sameOriginJson, express.json({ limit: '4kb', strict: false })],
  }
}
