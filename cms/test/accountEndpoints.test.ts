/**
 * The customer-account endpoints (docs/decisions/0074) through the CMS's REST API on a fresh
 * database, with the audit service's account-mail route played by a local HTTP server that checks
 * the service key and the contract's body: a sign-up makes an unverified account that no password
 * opens and queues its confirmation, whose follower chooses the password (`verify-account`,
 * docs/decisions/0092); a forgotten password queues a reset link, which sets a new password
 * through `reset-password`. No answer tells whether an address has an account, no token reaches
 * the caller, nothing is kept when the mail cannot be queued, and no address gets more than a few
 * mails an hour. Sign-in limits count the visitor's address (IPv6 per /64) when the site vouches
 * for it, and every account's failures from anywhere (docs/decisions/0094).
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
  process.env.CMS_SITE_KEY = SITE_KEY
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
  const { resetAccountRequestLimits, setAccountAnswerFloor } =
    await import('@aivis/collections/Customers/endpoints')
  const { resetLoginLimits } = await import('@aivis/collections/auth/signInLimits')
  resetAccountRequestLimits()
  resetLoginLimits()
  setAccountAnswerFloor(0)
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

/** The site's vouching headers for `visitor`. */
const site = (visitor: string, key = SITE_KEY) => ({
  'x-site-key': key,
  'x-visitor-address': visitor,
})

/** Signs `email` up and follows its newest link choosing `password`: the answer of the last step. */
async function confirmed(email: string, password: string) {
  await api('POST', '/customers/sign-up', { email })
  const token = mails.filter((m) => m.to === email).at(-1)!.token
  return api('POST', '/customers/verify-account', { token, password })
}

describe('POST /api/customers/sign-up', () => {
  it('makes an account no password opens and queues its confirmation, whose follower chooses the password', async () => {
    const res = await api('POST', '/customers/sign-up', {
      email: ' Ana@Example.com ',
      password: 'typed-at-sign-up-1',
      name: 'your invoice is overdue',
    })
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.json)).not.toMatch(/token|_verif/i)
    expect((await customer('ana@example.com'))?._verified).toBe(false)
    expect(mails).toEqual([
      { kind: 'account_verify', to: 'ana@example.com', token: expect.any(String), copy: 1 },
    ])
    // A password typed at sign-up holds nothing.
    const typed = { email: 'ana@example.com', password: 'typed-at-sign-up-1' }
    expect((await api('POST', '/customers/login', typed)).status).toBe(401)
    const verified = await api('POST', '/customers/verify-account', {
      token: mails[0].token,
      password: 'chosen-by-the-follower',
      name: 'Ana',
    })
    expect(verified.status).toBe(200)
    expect(verified.json).toMatchObject({
      token: expect.any(String),
      user: { email: 'ana@example.com', name: 'Ana' },
    })
    expect(await customer('ana@example.com')).toMatchObject({ _verified: true, name: 'Ana' })
    const after = await api('POST', '/customers/login', {
      email: 'ana@example.com',
      password: 'chosen-by-the-follower',
    })
    expect(after.status).toBe(200)
    // The link is used up.
    const again = await api('POST', '/customers/verify-account', {
      token: mails[0].token,
      password: 'another-chosen-password',
    })
    expect(again).toMatchObject({ status: 400, json: { error: 'invalid_token' } })
  })

  it('gives a second sign-up for an unverified address nothing: a newer link voids the older, and only the follower chooses the password (pre-hijacking)', async () => {
    await api(
      'POST',
      '/customers/sign-up',
      { email: 'carol@example.com', password: 'attacker-pass-999' },
      site('198.51.100.66'),
    )
    await api('POST', '/customers/sign-up', {
      email: 'carol@example.com',
      password: 'carol-real-pass-1',
    })
    expect(mails.map((m) => m.to)).toEqual(['carol@example.com', 'carol@example.com'])
    expect(mails[1].token).not.toBe(mails[0].token)
    const older = await api('POST', '/customers/verify-account', {
      token: mails[0].token,
      password: 'carol-real-pass-1',
    })
    expect(older).toMatchObject({ status: 400, json: { error: 'invalid_token' } })
    const newest = await api('POST', '/customers/verify-account', {
      token: mails[1].token,
      password: 'carol-real-pass-1',
    })
    expect(newest.status).toBe(200)
    const attacker = await api('POST', '/customers/login', {
      email: 'carol@example.com',
      password: 'attacker-pass-999',
    })
    expect(attacker.status).toBe(401)
  })

  it('signs in by a link once: of two uses at the same moment one gets a session, the other none (decision 0131)', async () => {
    await api('POST', '/customers/sign-up', { email: 'twice@example.com' })
    const token = mails.at(-1)!.token
    const answers = await Promise.all(
      ['first-chosen-password', 'second-chosen-password'].map((password) =>
        api('POST', '/customers/verify-account', { token, password }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
    const won = answers.find((a) => a.status === 200)!
    const lost = answers.find((a) => a.status === 400)!
    expect(lost.json).toMatchObject({ error: 'invalid_token' })
    expect(lost.json.token).toBeUndefined()
    // The session handed out is a real one, of the account the link confirmed.
    const me = await api('GET', '/customers/me', undefined, {
      authorization: `JWT ${won.json.token}`,
    })
    expect(me.json.user).toMatchObject({ email: 'twice@example.com' })
    // Only the winner's password opens the account.
    const passwords = await Promise.all(
      ['first-chosen-password', 'second-chosen-password'].map(
        async (password) =>
          (await api('POST', '/customers/login', { email: 'twice@example.com', password })).status,
      ),
    )
    expect(passwords.sort()).toEqual([200, 401])
  })

  it('signs nobody in by the link of an account deleted since', async () => {
    await api('POST', '/customers/sign-up', { email: 'gone@example.com' })
    const token = mails.at(-1)!.token
    await payload.delete({
      collection: 'customers',
      id: (await customer('gone@example.com'))!.id,
      overrideAccess: true,
    })
    const res = await api('POST', '/customers/verify-account', {
      token,
      password: 'chosen-by-the-follower',
    })
    expect(res).toMatchObject({ status: 400, json: { error: 'invalid_token' } })
    expect(res.json.token).toBeUndefined()
  })

  it('refuses a confirmation link older than a day', async () => {
    const { VERIFICATION_LINK_HOURS, newVerificationToken } =
      await import('@aivis/collections/Customers/endpoints')
    await api('POST', '/customers/sign-up', { email: 'old@example.com' })
    const stale = newVerificationToken(Date.now() - (VERIFICATION_LINK_HOURS * 3600 + 60) * 1000)
    await payload.db.updateOne({
      collection: 'customers',
      id: (await customer('old@example.com'))!.id,
      data: { _verificationToken: stale },
    })
    const res = await api('POST', '/customers/verify-account', {
      token: stale,
      password: 'chosen-by-the-follower',
    })
    expect(res).toMatchObject({ status: 400, json: { error: 'invalid_token' } })
    expect((await customer('old@example.com'))?._verified).toBe(false)
  })

  it('answers the same for a new, an unverified and a verified address, mailing only the first two', async () => {
    const first = await api('POST', '/customers/sign-up', { email: 'bo@example.com' })
    const again = await api('POST', '/customers/sign-up', { email: 'bo@example.com' })
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(mails.map((m) => m.to)).toEqual(['bo@example.com', 'bo@example.com'])
    await api('POST', '/customers/verify-account', {
      token: mails[1].token,
      password: 'a-long-password',
    })
    const verified = await api('POST', '/customers/sign-up', { email: 'bo@example.com' })
    expect(verified).toMatchObject({ status: 200, json: first.json })
    expect(mails).toHaveLength(2)
  })

  it('sends one address at most 3 confirmation or reset mails an hour, answering the same past that (mail bombing)', async () => {
    const { ACCOUNT_MAILS_PER_RECIPIENT } = await import('@aivis/collections/Customers/endpoints')
    const answers = []
    for (let i = 0; i < 6; i++)
      answers.push(
        await api(
          'POST',
          '/customers/sign-up',
          { email: 'eve@example.com' },
          site(`198.51.100.${20 + i}`),
        ),
      )
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.json)}`)).size).toBe(1)
    expect(mails).toHaveLength(ACCOUNT_MAILS_PER_RECIPIENT)
    await api('POST', '/customers/verify-account', {
      token: mails.at(-1)!.token,
      password: 'a-long-password',
    })
    mails.length = 0
    for (let i = 0; i < 6; i++)
      expect(
        (
          await api(
            'POST',
            '/customers/forgot',
            { email: 'eve@example.com' },
            site(`2001:db8:77:${i}::1`),
          )
        ).status,
      ).toBe(200)
    expect(mails.map((m) => m.copy)).toEqual([1, 2, 3])
    // One link, sent again: a repeated request does not void the link already mailed.
    expect(new Set(mails.map((m) => m.token)).size).toBe(1)
    const reset = await api('POST', '/customers/reset-password', {
      token: mails[0].token,
      password: 'second-long-password',
    })
    expect(reset.status).toBe(200)
  })

  it("refuses missing credentials with spec §5's message, and a short, common or breached password with the rule", async () => {
    for (const body of [{}, { password: 'a-long-password' }]) {
      const res = await api('POST', '/customers/sign-up', body)
      expect(res.status).toBe(400)
      expect(res.json.message).toBe(ACCOUNT_MESSAGES.credentials)
    }
    expect(mails).toHaveLength(0)
    await api('POST', '/customers/sign-up', { email: 'cy@example.com' })
    const token = mails[0].token
    const none = await api('POST', '/customers/verify-account', { token })
    expect(none.json.message).toBe(ACCOUNT_MESSAGES.credentials)
    const short = await api('POST', '/customers/verify-account', { token, password: 'short' })
    expect(short.status).toBe(400)
    expect(short.json.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordLength })
    for (const weak of ['12345678', 'password', 'aaaaaaaa', '       x', 'cy@example.com']) {
      const res = await api('POST', '/customers/verify-account', { token, password: weak })
      expect(res.status).toBe(400)
      expect(res.json.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordWeak })
    }
    expect((await customer('cy@example.com'))?._verified).toBe(false)
  })

  it('keeps no account when the confirmation cannot be queued, so the visitor can try again', async () => {
    down = true
    const res = await api('POST', '/customers/sign-up', { email: 'di@example.com' })
    expect(res.status).toBe(503)
    expect(res.json.error).toBe('unavailable')
    expect(await customer('di@example.com')).toBeUndefined()
    down = false
    expect((await api('POST', '/customers/sign-up', { email: 'di@example.com' })).status).toBe(200)
    expect(mails).toHaveLength(1)
  })

  it('counts IPv6 visitors per /64: new addresses of one network buy no more requests', async () => {
    const { ACCOUNT_REQUESTS_PER_ADDRESS } = await import('@aivis/collections/Customers/endpoints')
    for (let i = 1; i <= ACCOUNT_REQUESTS_PER_ADDRESS; i++)
      expect(
        (
          await api(
            'POST',
            '/customers/forgot',
            { email: 'x@example.com' },
            site(`2001:db8:77:1::${i}`),
          )
        ).status,
      ).toBe(200)
    const over = await api(
      'POST',
      '/customers/forgot',
      { email: 'x@example.com' },
      site('2001:db8:77:1::99'),
    )
    expect(over.status).toBe(429)
    const other = await api(
      'POST',
      '/customers/forgot',
      { email: 'x@example.com' },
      site('2001:db8:77:2::1'),
    )
    expect(other.status).toBe(200)
  })

  it('limits requests per address, counting the visitor the site vouches for', async () => {
    const { ACCOUNT_REQUESTS_PER_ADDRESS } = await import('@aivis/collections/Customers/endpoints')
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
    await confirmed('ed@example.com', 'first-password')
    mails.length = 0
    const res = await api('POST', '/customers/forgot', { email: 'ED@example.com' })
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.json)).not.toMatch(/token/i)
    expect(mails).toEqual([
      { kind: 'password_reset', to: 'ed@example.com', token: expect.any(String), copy: 1 },
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
    await api('POST', '/customers/sign-up', { email: 'fi@example.com' })
    mails.length = 0
    const unverified = await api('POST', '/customers/forgot', { email: 'fi@example.com' })
    expect(unverified).toMatchObject({ status: 200, json: known.json })
    expect(mails).toHaveLength(0)
  })

  it('refuses a new password that breaks the rule, also through Payload’s own endpoints', async () => {
    await confirmed('gu@example.com', 'first-password')
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
    const { LOGIN_ATTEMPTS_PER_ACCOUNT } = await import('@aivis/collections/auth/signInLimits')
    await confirmed('ha@example.com', 'right-password')
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

describe('guessing one account from many addresses (docs/decisions/0094)', () => {
  it('counts IPv6 per /64, and refuses an account for a while after 20 failures from anywhere, with Retry-After', async () => {
    const { LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT_ANYWHERE } =
      await import('@aivis/collections/auth/signInLimits')
    await confirmed('al@example.com', 'alice-right-password')
    const login = (password: string, visitor: string) =>
      api('POST', '/customers/login', { email: 'al@example.com', password }, site(visitor))
    for (let i = 1; i <= LOGIN_ATTEMPTS_PER_ACCOUNT; i++)
      expect((await login('wrong-password', `2001:db8:88:1::${i}`)).status).toBe(401)
    expect((await login('wrong-password', '2001:db8:88:1::ff')).status).toBe(429)
    for (let i = LOGIN_ATTEMPTS_PER_ACCOUNT; i < LOGIN_FAILURES_PER_ACCOUNT_ANYWHERE; i++)
      expect((await login('wrong-password', `198.51.100.${100 + i}`)).status).toBe(401)
    const over = await login('alice-right-password', '198.51.100.200')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
