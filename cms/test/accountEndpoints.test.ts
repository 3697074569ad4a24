/**
 * The customer-account endpoints (docs/decisions/0074) through the CMS's REST API on a fresh
 * database, with the audit service's account-mail route played by a local HTTP server that checks
 * the service key and the contract's body: a sign-up makes an unverified account and queues its
 * confirmation, which verifies it through Payload's own `verify/:token`; a forgotten password
 * queues a reset link, which sets a new password through `reset-password`. No answer tells whether
 * an address has an account, no token reaches the caller, and nothing is kept when the mail
 * cannot be queued. Sign-in limits count the visitor's address when the site vouches for it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, accountMailSchema, type AccountMail } from '@aivis/contract'
import { restCall } from './rest'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-account-endpoints-'))
const CMS_KEY = 'test-cms-service-key-0123456789abcdef'
const SITE_KEY = 'test-site-key-0123456789abcdef'
let payload: Payload
let auditService: Server
/** What the audit service was asked to send; `down`: answer 503 instead. */
const mails: AccountMail[] = []
let down = false

beforeAll(async () => {
  auditService = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const parsed = accountMailSchema.safeParse(JSON.parse(body || 'null'))
      const ok =
        req.method === 'POST' &&
        req.url === '/internal/v1/account-mails' &&
        req.headers.authorization === `Bearer ${CMS_KEY}` &&
        parsed.success
      if (!ok) return void res.writeHead(400).end()
      if (down) return void res.writeHead(503).end()
      mails.push(parsed.data)
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}')
    })
  })
  await new Promise<void>((r) => auditService.listen(0, '127.0.0.1', r))
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.WEB_PURGE_URL = 'off'
  process.env.CMS_API_KEY = CMS_KEY
  process.env.CMS_PURGE_SECRET = SITE_KEY
  process.env.AUDIT_SERVICE_URL = `http://127.0.0.1:${(auditService.address() as AddressInfo).port}`
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
  await new Promise((r) => auditService?.close(r))
  rmSync(dir, { recursive: true, force: true })
})

beforeEach(async () => {
  mails.length = 0
  down = false
  const { resetAccountRequestLimits } = await import('@aivis/collections/Customers/endpoints')
  const { resetLoginLimits } = await import('@aivis/collections/Users/loginGuard')
  resetAccountRequestLimits()
  resetLoginLimits()
})

/** A REST call as the CMS's server answers it, from 203.0.113.60 unless `headers` say otherwise. */
const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  restCall(payload.config, method, path, {
    body,
    headers: { 'x-cms-peer-address': '203.0.113.60', ...headers },
  })

const customer = async (email: string) =>
  (
    await payload.find({
      collection: 'customers',
      where: { email: { equals: email } },
      showHiddenFields: true,
      overrideAccess: true,
    })
  ).docs[0] as { id: number; _verified?: boolean; name?: string } | undefined

describe('POST /api/customers/sign-up', () => {
  it('makes an unverified account and queues its confirmation, which verifies it', async () => {
    const res = await api('POST', '/customers/sign-up', {
      email: ' Ana@Example.com ',
      password: 'a-long-password',
      name: 'Ana',
    })
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.json)).not.toMatch(/token|_verif/i)
    expect((await customer('ana@example.com'))?._verified).toBe(false)
    expect(mails).toEqual([
      { kind: 'account_verify', to: 'ana@example.com', token: expect.any(String), name: 'Ana' },
    ])
    const before = await api('POST', '/customers/login', {
      email: 'ana@example.com',
      password: 'a-long-password',
    })
    // Payload says so only to the holder of the right password.
    expect(before.status).toBe(403)
    const verified = await api('POST', `/customers/verify/${mails[0].token}`)
    expect(verified.status).toBe(200)
    const after = await api('POST', '/customers/login', {
      email: 'ana@example.com',
      password: 'a-long-password',
    })
    expect(after.status).toBe(200)
    expect(after.json.token).toEqual(expect.any(String))
  })

  it('answers the same for a new, an unverified and a verified address, mailing only the first two', async () => {
    const first = await api('POST', '/customers/sign-up', {
      email: 'bo@example.com',
      password: 'a-long-password',
    })
    const again = await api('POST', '/customers/sign-up', {
      email: 'bo@example.com',
      password: 'another-password',
    })
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(mails.map((m) => m.to)).toEqual(['bo@example.com', 'bo@example.com'])
    expect(mails[1].token).toBe(mails[0].token)
    await api('POST', `/customers/verify/${mails[0].token}`)
    const verified = await api('POST', '/customers/sign-up', {
      email: 'bo@example.com',
      password: 'a-long-password',
    })
    expect(verified).toMatchObject({ status: 200, json: first.json })
    expect(mails).toHaveLength(2)
  })

  it("refuses missing credentials with spec §5's message and a short password with the rule", async () => {
    for (const body of [{}, { email: 'cy@example.com' }, { password: 'a-long-password' }]) {
      const res = await api('POST', '/customers/sign-up', body)
      expect(res.status).toBe(400)
      expect(res.json.message).toBe(ACCOUNT_MESSAGES.credentials)
    }
    const short = await api('POST', '/customers/sign-up', {
      email: 'cy@example.com',
      password: 'short',
    })
    expect(short.status).toBe(400)
    expect(short.json.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordLength })
    expect(await customer('cy@example.com')).toBeUndefined()
    expect(mails).toHaveLength(0)
  })

  it('keeps no account when the confirmation cannot be queued, so the visitor can try again', async () => {
    down = true
    const res = await api('POST', '/customers/sign-up', {
      email: 'di@example.com',
      password: 'a-long-password',
    })
    expect(res.status).toBe(503)
    expect(res.json.error).toBe('unavailable')
    expect(await customer('di@example.com')).toBeUndefined()
    down = false
    expect(
      (
        await api('POST', '/customers/sign-up', {
          email: 'di@example.com',
          password: 'a-long-password',
        })
      ).status,
    ).toBe(200)
    expect(mails).toHaveLength(1)
  })

  it('limits requests per address, counting the visitor the site vouches for', async () => {
    const { ACCOUNT_REQUESTS_PER_ADDRESS } = await import('@aivis/collections/Customers/endpoints')
    const site = (visitor: string, key = SITE_KEY) => ({
      'x-site-key': key,
      'x-visitor-address': visitor,
    })
    for (let i = 0; i < ACCOUNT_REQUESTS_PER_ADDRESS; i++)
      expect(
        (await api('POST', '/customers/forgot', { email: 'x@example.com' }, site('198.51.100.1')))
          .status,
      ).toBe(200)
    const over = await api(
      'POST',
      '/customers/forgot',
      { email: 'x@example.com' },
      site('198.51.100.1'),
    )
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another visitor of the site is not held back by the first.
    expect(
      (await api('POST', '/customers/forgot', { email: 'x@example.com' }, site('198.51.100.2')))
        .status,
    ).toBe(200)
    // Without the site's key, the visitor header is the caller's own claim: the peer counts.
    for (let i = 0; i < ACCOUNT_REQUESTS_PER_ADDRESS; i++)
      await api(
        'POST',
        '/customers/forgot',
        { email: 'x@example.com' },
        site(`198.51.100.${i + 10}`, 'wrong'),
      )
    expect(
      (
        await api(
          'POST',
          '/customers/forgot',
          { email: 'x@example.com' },
          site('198.51.100.99', 'wrong'),
        )
      ).status,
    ).toBe(429)
  })
})

describe('POST /api/customers/forgot', () => {
  it('queues a reset link for a verified account, which sets a new password', async () => {
    await api('POST', '/customers/sign-up', { email: 'ed@example.com', password: 'first-password' })
    await api('POST', `/customers/verify/${mails[0].token}`)
    mails.length = 0
    const res = await api('POST', '/customers/forgot', { email: 'ED@example.com' })
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.json)).not.toMatch(/token/i)
    expect(mails).toEqual([
      { kind: 'password_reset', to: 'ed@example.com', token: expect.any(String) },
    ])
    const reset = await api('POST', '/customers/reset-password', {
      token: mails[0].token,
      password: 'second-password',
    })
    expect(reset.status).toBe(200)
    const old = await api('POST', '/customers/login', {
      email: 'ed@example.com',
      password: 'first-password',
    })
    expect(old.status).toBe(401)
    const now = await api('POST', '/customers/login', {
      email: 'ed@example.com',
      password: 'second-password',
    })
    expect(now.status).toBe(200)
  })

  it('answers the same for unknown and unverified addresses, and mails neither', async () => {
    const known = await api('POST', '/customers/forgot', { email: 'nobody@example.com' })
    await api('POST', '/customers/sign-up', {
      email: 'fi@example.com',
      password: 'a-long-password',
    })
    mails.length = 0
    const unverified = await api('POST', '/customers/forgot', { email: 'fi@example.com' })
    expect(unverified).toMatchObject({ status: 200, json: known.json })
    expect(mails).toHaveLength(0)
  })

  it('refuses a new password that breaks the rule, also through Payload’s own endpoints', async () => {
    await api('POST', '/customers/sign-up', { email: 'gu@example.com', password: 'first-password' })
    await api('POST', `/customers/verify/${mails[0].token}`)
    await api('POST', '/customers/forgot', { email: 'gu@example.com' })
    const reset = await api('POST', '/customers/reset-password', {
      token: mails[1].token,
      password: 'short',
    })
    expect(reset.status).toBe(400)
    const login = await api('POST', '/customers/login', {
      email: 'gu@example.com',
      password: 'first-password',
    })
    expect(login.status).toBe(200)
    const update = await api(
      'PATCH',
      `/customers/${(await customer('gu@example.com'))!.id}`,
      { password: 'short' },
      { authorization: `JWT ${login.json.token}` },
    )
    expect(update.status).toBe(400)
  })
})

describe('customer sign-in through the site', () => {
  it("counts failures per visitor the site vouches for, not per the site's own address", async () => {
    const { LOGIN_ATTEMPTS_PER_ACCOUNT } = await import('@aivis/collections/Users/loginGuard')
    await api('POST', '/customers/sign-up', { email: 'ha@example.com', password: 'right-password' })
    await api('POST', `/customers/verify/${mails[0].token}`)
    const viaSite = (password: string, visitor: string) =>
      api(
        'POST',
        '/customers/login',
        { email: 'ha@example.com', password },
        { 'x-site-key': SITE_KEY, 'x-visitor-address': visitor },
      )
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++)
      expect((await viaSite('wrong-password', '198.51.100.7')).status).toBe(401)
    expect((await viaSite('right-password', '198.51.100.7')).status).toBe(429)
    expect((await viaSite('right-password', '198.51.100.8')).status).toBe(200)
  })
})
