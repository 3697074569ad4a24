/**
 * The site's account routes (docs/decisions/0074) in front of a CMS that misbehaves on purpose
 * (a local HTTP server answering what each test says): what reaches the CMS (the visitor's
 * address with the site's key), a CMS that is down or limits the visitor, sign-out when the CMS
 * cannot be reached, and a session refreshed past half its life; the account-type paths
 * (decision 0076), the account's pages (one audit's report among them) and, mounted before them as
 * server/app.ts does, the report route's PDF. The whole flow through the real CMS and mail:
 * tests/acceptance/accounts.test.ts.
 */
import express from 'express'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ACCOUNT_MESSAGES, AVATAR_RULE } from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import { makeAuditResult } from '@aivis/contract/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { accountPaths, loggedPath, type AccountApi } from './accountPaths.server'
import { AUTH_UNAVAILABLE, SESSION_SECONDS, createAccounts } from './auth.server'
import { reportRoutes } from './reports.server'
import type { SessionUser } from '../lib/accountClient'
import { signInRedirect } from '../pages/(account)/app/signInRedirect'

const SITE_KEY = 'the-site-key'
/** A token shaped as the CMS issues them (`header.payload.signature`) to a `collection`'s user. */
const cmsToken = (collection: string, sid: string) =>
  ['{"alg":"HS256"}', JSON.stringify({ id: 7, collection, sid }), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')
/** Two successive tokens of customer 7's session. */
const JWT_1 = cmsToken('customers', 's1')
const JWT_2 = cmsToken('customers', 's2')
const servers: Server[] = []
/** Requests the fake CMS got, with their bodies. */
const asked: { req: IncomingMessage; body: string }[] = []
/** The fake CMS's answer to a path (first match), or 'down' for a closed port. */
let answers: Record<string, { status: number; body?: unknown; headers?: Record<string, string> }>
let site: string

const listen = (server: Server) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    servers.push(server)
  })

/** The site's SITE_URL in these tests; the site itself listens on a local port. */
const SITE_URL = 'https://visibly.example'

async function start(cmsUrl?: string, production = true) {
  const cms = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      asked.push({ req, body })
      const path = (req.url ?? '').replace(/^\/api/, '')
      const answer = Object.entries(answers).find(([p]) => path.startsWith(p))?.[1] ?? {
        status: 404,
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
    })
  })
  const cmsPort = await listen(cms)
  const logger = { warn: () => {}, info: () => {}, error: () => {} } as unknown as Logger
  const accounts = createAccounts({
    cmsUrl: cmsUrl ?? `http://127.0.0.1:${cmsPort}`,
    siteKey: SITE_KEY,
    siteUrl: SITE_URL,
    production,
    logger,
  })
  // The pages stand-in says whom a page would be rendered for (an audit's page: with which audit
  // the customer's accountApi gives it). The account paths guard every /app path before the
  // report route, as in server/app.ts, and the pages' guard before the pages; the fake CMS
  // stands in for the audit service too.
  const app = express()
    .use(accounts.routes)
    .use(accountPaths(accounts, logger))
    // Vike's part: the account pages' guard (pages/(account)/app/+guard.ts) before each page.
    .get(['/app/dashboard', '/app/settings', '/app/audits/:id'], (req, res, next) => {
      const search = req.originalUrl.slice(req.path.length)
      const to = signInRedirect(res.locals.customer as SessionUser | null, {
        pathname: req.path,
        search,
      })
      if (to) return void res.redirect(302, to)
      next()
    })
    .use(
      reportRoutes({
        accounts,
        auditService: { url: cmsUrl ?? `http://127.0.0.1:${cmsPort}`, proxySecret: 'proxy' },
        logger,
      }),
    )
    .get('/app/audits/:id', async (req, res) => {
      const api = res.locals.accountApi as AccountApi | undefined
      res.json({
        customer: res.locals.customer,
        accountApi: api !== undefined,
        audit: (await api?.audit(req.params.id)) ?? null,
      })
    })
    // A staff view (docs/decisions/0125): with which audit the site's key reads for the token.
    .get('/staff-view/:token', async (req, res) => {
      const api = res.locals.accountApi as AccountApi | undefined
      res.json({ audit: (await api?.staffViewAudit(req.params.token)) ?? null })
    })
    .get('/{*path}', (_req, res) =>
      res.json({ customer: res.locals.customer, accountsDown: res.locals.accountsDown === true }),
    )
  site = `http://127.0.0.1:${await listen(createServer(app))}`
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site}/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL, ...headers },
    body: JSON.stringify(body),
  })

beforeEach(() => {
  asked.length = 0
  answers = {}
})
afterEach(() => servers.splice(0).forEach((s) => s.close()))

describe('the site’s account routes', () => {
  it("ask the CMS with the visitor's address and the site's key, and keep the token in a Secure HttpOnly cookie", async () => {
    await start()
    const exp = Math.floor(Date.now() / 1000) + 3600
    answers['/customers/login'] = {
      status: 200,
      body: { token: JWT_1, exp, user: { id: 7, email: 'ana@example.com', name: 'Ana' } },
    }
    const res = await post('sign-in', { email: 'Ana@example.com', password: 'pw' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      user: { id: '7', email: 'ana@example.com', name: 'Ana', avatar_url: null },
    })
    const cookie = res.headers.getSetCookie()[0]
    expect(cookie).toMatch(new RegExp(`^__Host-session=${JWT_1};`))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(3500)
    const { req, body } = asked[0]
    expect(req.headers['x-site-key']).toBe(SITE_KEY)
    expect(req.headers['x-visitor-address']).toMatch(/127\.0\.0\.1/)
    expect(JSON.parse(body)).toEqual({ email: 'ana@example.com', password: 'pw' })
  })

  it('finish a sign-up from its link with the password its follower chooses, signed in; a void link says so', async () => {
    await start()
    const token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0mi0abcde'
    const exp = Math.floor(Date.now() / 1000) + 3600
    answers['/customers/verify-account'] = {
      status: 200,
      body: { message: 'Ready.', token: JWT_1, exp, user: { id: 7, email: 'ana@example.com' } },
    }
    const weak = await post('verify', { token, password: 'password' })
    expect(weak.status).toBe(400)
    expect(asked).toHaveLength(0)
    const res = await post('verify', { token, password: 'correct horse battery', name: 'Ana' })
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie()[0]).toMatch(new RegExp(`^__Host-session=${JWT_1};`))
    expect(JSON.parse(asked[0].body)).toEqual({
      token,
      password: 'correct horse battery',
      name: 'Ana',
    })
    answers['/customers/verify-account'] = { status: 400, body: { error: 'invalid_token' } }
    const void_ = await post('verify', { token, password: 'correct horse battery' })
    expect(void_.status).toBe(400)
    expect((await void_.json()).fields).toEqual({ token: 'not valid' })
  })

  it("pass on the CMS's limit with its Retry-After, and answer 503 when the CMS is down", async () => {
    await start()
    answers['/customers/sign-up'] = {
      status: 429,
      body: { error: 'rate_limited', message: 'Too many requests. Please try again in 5 minutes.' },
      headers: { 'retry-after': '300' },
    }
    const limited = await post('sign-up', { email: 'a@b.co', password: 'long-enough' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('300')
    expect((await limited.json()).message).toMatch(/5 minutes/)
    servers.splice(0).forEach((s) => s.close())
    await start('http://127.0.0.1:9')
    const down = await post('sign-up', { email: 'a@b.co', password: 'long-enough' })
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ error: 'unavailable', message: AUTH_UNAVAILABLE })
  })

  it('sign out here even when the CMS cannot be reached, ending every session when asked', async () => {
    await start()
    answers['/customers/logout'] = { status: 200, body: {} }
    const out = await post('sign-out', { everywhere: true }, { cookie: `__Host-session=${JWT_1}` })
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Host-session=;.*Max-Age=0/)
    expect(asked[0].req.url).toBe('/api/customers/logout?allSessions=true')
    expect(asked[0].req.headers.authorization).toBe(`JWT ${JWT_1}`)
    servers.splice(0).forEach((s) => s.close())
    await start('http://127.0.0.1:9')
    const offline = await post('sign-out', {}, { cookie: `__Host-session=${JWT_1}` })
    expect(offline.status).toBe(200)
    expect(offline.headers.getSetCookie()[0]).toMatch(/Max-Age=0/)
  })

  it('refresh a session with less than half its life left, and clear one the CMS refuses', async () => {
    await start()
    const now = Math.floor(Date.now() / 1000)
    answers['/customers/me'] = {
      status: 200,
      body: { user: { id: 7, email: 'ana@example.com' }, exp: now + SESSION_SECONDS / 2 - 60 },
    }
    answers['/customers/refresh-token'] = {
      status: 200,
      body: { refreshedToken: JWT_2, exp: now + SESSION_SECONDS },
    }
    const res = await fetch(`${site}/auth/session`, {
      headers: { cookie: `__Host-session=${JWT_1}` },
    })
    expect(await res.json()).toEqual({
      user: { id: '7', email: 'ana@example.com', name: null, avatar_url: null },
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.getSetCookie()[0]).toMatch(new RegExp(`^__Host-session=${JWT_2};`))
    answers['/customers/me'] = { status: 200, body: { user: null } }
    const gone = await fetch(`${site}/auth/session`, {
      headers: { cookie: `__Host-session=${JWT_2}` },
    })
    expect(await gone.json()).toEqual({ user: null })
    expect(gone.headers.getSetCookie()[0]).toMatch(/Max-Age=0/)
  })

  it('in development, take a form from the address the site was reached at and name the cookie plainly', async () => {
    await start(undefined, false)
    answers['/customers/login'] = {
      status: 200,
      body: {
        token: JWT_1,
        exp: Math.floor(Date.now() / 1000) + 3600,
        user: { id: 7, email: 'ana@example.com', name: 'Ana' },
      },
    }
    const res = await post(
      'sign-in',
      { email: 'ana@example.com', password: 'pw' },
      { origin: site },
    )
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie()[0]).toMatch(new RegExp(`^session=${JWT_1};`))
    expect(res.headers.getSetCookie()[0]).not.toMatch(/Secure/)
  })

  it('refuse other origins, forms and bad bodies without asking the CMS', async () => {
    await start()
    const foreign = await post(
      'sign-in',
      { email: 'a@b.co', password: 'x' },
      {
        origin: 'https://evil.example',
      },
    )
    expect(foreign.status).toBe(403)
    const noOrigin = await fetch(`${site}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(noOrigin.status).toBe(403)
    // In production the site's origin is SITE_URL's only, not whatever Host the request names.
    const ownHost = await post('sign-in', { email: 'a@b.co', password: 'x' }, { origin: site })
    expect(ownHost.status).toBe(403)
    const form = await post('sign-in', {}, { 'content-type': 'text/plain' })
    expect(form.status).toBe(415)
    const bad = await post('reset', { token: '../../users', password: 'long-enough' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).fields.token).toBeTruthy()
    expect(asked).toHaveLength(0)
  })

  it("give an audit's owner its current share link again, and nobody else (decision 0107)", async () => {
    await start()
    const cookie = { cookie: `__Host-session=${JWT_1}` }
    const token = 'A'.repeat(32)
    answers['/audits/7/share'] = {
      status: 200,
      body: { shared: true, token, shared_at: '2026-11-25T08:00:00.000Z' },
    }
    answers['/audits/8/share'] = { status: 404, body: { error: 'not_found' } }
    answers['/audits/9/share'] = { status: 200, body: { shared: false } }
    answers['/audits/10/share'] = {
      status: 200,
      body: { shared: true, token: null, shared_at: '2026-11-20T08:00:00.000Z' },
    }
    const own = await post('share-link', { audit: '7' }, cookie)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('no-store')
    expect(await own.json()).toEqual({
      shared: true,
      url: `${SITE_URL}/r/${token}`,
      shared_at: '2026-11-25T08:00:00.000Z',
    })
    // Asked of the CMS with the customer's own session: its access rules find the audit.
    const read = asked.find((a) => a.req.url === '/api/audits/7/share')!
    expect(read.req.method).toBe('GET')
    expect(read.req.headers.authorization).toBe(`JWT ${JWT_1}`)
    // Another customer's audit: 404, no link.
    const theirs = await post('share-link', { audit: '8' }, cookie)
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).not.toHaveProperty('url')
    // Revoked (or never shared): none.
    expect(await (await post('share-link', { audit: '9' }, cookie)).json()).toEqual({
      shared: false,
    })
    // Shared by a link that cannot be given again: shared, without a link.
    expect(await (await post('share-link', { audit: '10' }, cookie)).json()).toEqual({
      shared: true,
      url: null,
      shared_at: '2026-11-20T08:00:00.000Z',
    })
    // Signed out, or from another site: the CMS is not asked.
    asked.length = 0
    expect((await post('share-link', { audit: '7' })).status).toBe(401)
    expect(
      (await post('share-link', { audit: '7' }, { ...cookie, origin: 'https://evil.example' }))
        .status,
    ).toBe(403)
    expect(asked).toHaveLength(0)
  })
})

describe('the profile routes (decision 0131)', () => {
  const session = { cookie: `__Host-session=${JWT_1}` }
  const avatar = (method: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${site}/auth/avatar`, {
      method,
      headers: { origin: SITE_URL, ...session, ...headers },
      body,
    })

  it('change the name as the customer, with the contract’s schema', async () => {
    await start()
    answers['/customers/me'] = { status: 200, body: { user: { id: 7, email: 'ana@example.com' } } }
    answers['/customers/7'] = {
      status: 200,
      body: { doc: { id: 7, email: 'ana@example.com', name: 'Ana Pérez' } },
    }
    const long = await post('profile', { name: 'x'.repeat(121) }, session)
    expect(long.status).toBe(400)
    expect(asked).toHaveLength(0)
    const res = await post('profile', { name: '  Ana Pérez ' }, session)
    expect(res.status).toBe(200)
    expect((await res.json()).user).toMatchObject({ name: 'Ana Pérez' })
    const patch = asked.find((a) => a.req.method === 'PATCH')!
    expect(patch.req.url).toBe('/api/customers/7')
    expect(patch.req.headers.authorization).toBe(`JWT ${JWT_1}`)
    expect(JSON.parse(patch.body)).toEqual({ name: 'Ana Pérez' })
    expect((await post('profile', { name: 'Ana' })).status).toBe(401)
  })

  it('upload an avatar from the site’s pages only, refusing a wrong type or size before the CMS', async () => {
    await start()
    answers['/customers/avatar'] = {
      status: 200,
      body: { user: { id: 7, email: 'ana@example.com', avatar: { filename: 'avatar-1.png' } } },
    }
    const res = await avatar('PUT', 'png-bytes', { 'content-type': 'image/png' })
    expect(res.status).toBe(200)
    // The header shows the upload from the site, never from the CMS.
    expect((await res.json()).user.avatar_url).toBe('/auth/avatar/avatar-1.png')
    expect(asked[0].req.method).toBe('PUT')
    expect(asked[0].req.headers['content-type']).toBe('image/png')
    expect(asked[0].req.headers.authorization).toBe(`JWT ${JWT_1}`)
    expect(asked[0].body).toBe('png-bytes')
    asked.length = 0
    const svg = await avatar('PUT', '<svg/>', { 'content-type': 'image/svg+xml' })
    expect(await svg.json()).toMatchObject({
      error: 'validation_failed',
      message: ACCOUNT_MESSAGES.avatarType,
    })
    const big = await avatar('PUT', 'x'.repeat(AVATAR_RULE.maxBytes + 1), {
      'content-type': 'image/png',
    })
    expect(await big.json()).toMatchObject({
      error: 'validation_failed',
      message: ACCOUNT_MESSAGES.avatarSize,
    })
    expect(
      (await avatar('PUT', 'png', { 'content-type': 'image/png', origin: 'https://evil.example' }))
        .status,
    ).toBe(403)
    expect((await avatar('DELETE', undefined, { origin: 'https://evil.example' })).status).toBe(403)
    expect(asked).toHaveLength(0)
  })

  it('serve the customer their own avatar image, privately, and nothing that is not an image', async () => {
    await start()
    answers['/customer-avatars/file/avatar-1.png'] = {
      status: 200,
      body: 'image',
      headers: { 'content-type': 'image/png' },
    }
    const own = await fetch(`${site}/auth/avatar/avatar-1.png`, { headers: session })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/png')
    expect(own.headers.get('cache-control')).toBe('private, max-age=86400')
    expect(own.headers.get('content-security-policy')).toContain('sandbox')
    expect(asked[0].req.headers.authorization).toBe(`JWT ${JWT_1}`)
    answers['/customer-avatars/file/page.png'] = {
      status: 200,
      body: '<script>',
      headers: { 'content-type': 'text/html' },
    }
    expect((await fetch(`${site}/auth/avatar/page.png`, { headers: session })).status).toBe(404)
    answers['/customer-avatars/file/other.png'] = { status: 403, body: { errors: [] } }
    expect((await fetch(`${site}/auth/avatar/other.png`, { headers: session })).status).toBe(404)
    expect((await fetch(`${site}/auth/avatar/avatar-1.png`)).status).toBe(404)
  })
})

describe('the account-type paths (decision 0076)', () => {
  const get = (path: string, cookie?: string) =>
    fetch(`${site}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  const signedIn = () => {
    answers['/customers/me'] = {
      status: 200,
      body: {
        user: { id: 7, email: 'ana@example.com', avatar_url: 'https://img.example/a.png' },
        exp: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
      },
    }
  }

  it('send a signed-out visitor to /signin with the page asked for as the return path', async () => {
    await start()
    const cases: [string, string][] = [
      ['/dashboard', '/app/dashboard'],
      ['/profile', '/app/settings'],
      ['/settings/', '/app/settings'],
      ['/billing', '/app/settings'],
      ['/app', '/app/dashboard'],
      ['/app/admin/users', '/app/dashboard'],
      ['/app/settings?tab=rechecks', '/app/settings?tab=rechecks'],
      // One audit's report is a page of its own; the list of audits is the dashboard.
      ['/app/audits/7', '/app/audits/7'],
      ['/app/audits/7/?from=mail', '/app/audits/7?from=mail'],
      ['/app/audits', '/app/dashboard'],
      // Its PDF: no page, sent to the sign-in by the router itself.
      ['/app/audits/7/report.pdf', '/app/audits/7/report.pdf'],
    ]
    for (const [path, next] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(302)
      expect(res.headers.get('location'), path).toBe(`/signin?next=${encodeURIComponent(next)}`)
    }
    // Without a session cookie the CMS is never asked.
    expect(asked).toHaveLength(0)
  })

  it('lead a signed-in customer to the dashboard or settings, and away from the sign-in forms', async () => {
    await start()
    signedIn()
    const cookie = `__Host-session=${JWT_1}`
    expect((await get('/profile', cookie)).headers.get('location')).toBe('/app/settings')
    expect((await get('/dashboard', cookie)).headers.get('location')).toBe('/app/dashboard')
    const page = await get('/app/dashboard', cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect((await page.json()).customer).toEqual({
      id: '7',
      email: 'ana@example.com',
      name: null,
      avatar_url: 'https://img.example/a.png',
    })
    expect((await get('/signin?next=%2Fapp%2Fsettings', cookie)).headers.get('location')).toBe(
      '/app/settings',
    )
    // A return path off the site is not followed.
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example'])
      expect(
        (await get(`/signin/new?next=${encodeURIComponent(next)}`, cookie)).headers.get('location'),
      ).toBe('/app/dashboard')
    // The mail links' pages and the reset form (how settings change a password) stay open.
    expect((await get('/signin/reset?token=abc', cookie)).status).toBe(200)
    expect((await get('/signin/forgot', cookie)).status).toBe(200)
  })

  it('open a staff view of an audit with the site’s key, never cached or indexed, and nothing for a refused token (decision 0125)', async () => {
    await start()
    const token = `7.1800000000.${'A'.repeat(43)}`
    answers[`/audits/staff-view/${token}`] = { status: 200, body: { id: 7, business_name: 'X' } }
    const page = await get(`/staff-view/${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    expect((await page.json()).audit).toEqual({ id: 7, business_name: 'X' })
    const read = asked.find((a) => a.req.url === `/api/audits/staff-view/${token}`)!
    expect(read.req.headers['x-site-key']).toBe(SITE_KEY)
    expect(read.req.headers.authorization).toBeUndefined()
    // Expired (410) or forged (404): nothing, so the page is the site's 404.
    const expired = `7.1700000000.${'B'.repeat(43)}`
    answers[`/audits/staff-view/${expired}`] = { status: 410, body: { error: 'expired' } }
    expect((await (await get(`/staff-view/${expired}`)).json()).audit).toBeNull()
    expect((await (await get(`/staff-view/7.1.${'C'.repeat(43)}`)).json()).audit).toBeNull()
    // A malformed token is not even asked of the CMS.
    asked.length = 0
    expect((await (await get('/staff-view/..%2F..%2Fusers')).json()).audit).toBeNull()
    expect(asked).toHaveLength(0)
    expect(loggedPath(`/staff-view/${token}`)).toBe('/staff-view/…')
  })

  it("treat a staff member's CMS token in the session cookie as no session: never sent to the CMS", async () => {
    await start()
    signedIn()
    const staff = `__Host-session=${cmsToken('users', 's9')}`
    for (const path of ['/app/dashboard', '/app/audits/7', '/app/audits/7/report.pdf'])
      expect((await get(path, staff)).headers.get('location')).toBe(
        `/signin?next=${encodeURIComponent(path)}`,
      )
    const share = await fetch(`${site}/auth/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_URL, cookie: staff },
      body: JSON.stringify({ audit: '7' }),
    })
    expect(share.status).toBe(401)
    expect(asked.filter((a) => a.req.headers.authorization)).toEqual([])
  })

  it("render one of the customer's audits for them, read through their accountApi, and keep its PDF the report route's", async () => {
    await start()
    signedIn()
    const cookie = `__Host-session=${JWT_1}`
    const { created_at: _created, audit_id: _id, ...result } = makeAuditResult()
    const record = { ...result, id: 7, createdAt: '2026-11-25T08:00:00.000Z' }
    answers['/audits/7'] = { status: 200, body: record }
    const page = await get('/app/audits/7', cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.json()).toEqual({
      customer: {
        id: '7',
        email: 'ana@example.com',
        name: null,
        avatar_url: 'https://img.example/a.png',
      },
      accountApi: true,
      audit: record,
    })
    // Asked of the CMS with the customer's own session: its access rules keep others' audits out.
    const read = asked.find((a) => a.req.url?.startsWith('/api/audits/'))!
    expect(read.req.url).toBe('/api/audits/7?depth=0')
    expect(read.req.headers.authorization).toBe(`JWT ${JWT_1}`)
    // Another customer's audit (the CMS answers 404 alike): none, so the page is the 404.
    expect((await (await get('/app/audits/8', cookie)).json()).audit).toBeNull()
    // The PDF beside it is still the report route's, not a redirect to the dashboard.
    answers['/internal/v1/reports'] = {
      status: 200,
      body: 'pdf',
      headers: { 'content-type': 'application/pdf' },
    }
    const pdf = await get('/app/audits/7/report.pdf', cookie)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
  })

  it('render any other page for the session’s customer, and signed out when the CMS is down', async () => {
    await start()
    signedIn()
    expect(await (await get('/contact', `__Host-session=${JWT_1}`)).json()).toMatchObject({
      customer: { email: 'ana@example.com' },
      accountsDown: false,
    })
    expect(await (await get('/contact')).json()).toEqual({ customer: null, accountsDown: false })
    answers['/customers/me'] = { status: 500 }
    expect(await (await get('/contact', `__Host-session=${JWT_1}`)).json()).toEqual({
      customer: null,
      accountsDown: true,
    })
    // An ended session is cleared and the account pages ask for a sign-in again.
    answers['/customers/me'] = { status: 401 }
    const res = await get('/app/dashboard', `__Host-session=${JWT_1}`)
    expect(res.headers.get('location')).toBe('/signin?next=%2Fapp%2Fdashboard')
    expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-session=;.*Max-Age=0/)
  })
})
