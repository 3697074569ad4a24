/**
 * The CMS's customer-account mails (docs/decisions/0074): queued over
 * `POST /internal/v1/account-mails` with the CMS service key, sent once through the outbox to a
 * real SMTP server, linking the site's page for the token.
 */
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadRelay } from '../leads/relay'
import { memoryLeads, TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { testApp } from '../../test/support/app'
import { quietLogger } from '../../test/support/logger'
import { smtpCatcher } from '../../test/support/smtp'
import { smtpMailer } from './mailer'

const CMS_KEY = 'test-cms-service-key-0123456789abcdef'
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0'
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

function app(leads = memoryLeads()) {
  return {
    leads,
    app: testApp({
      describe: () => ({ assistants: [], simulated: false }),
      leads,
      logger: quietLogger(),
      cmsKey: CMS_KEY,
    }),
  }
}

const post = (a: ReturnType<typeof app>['app'], body: unknown, key: string | null = CMS_KEY) => {
  const req = request(a).post('/internal/v1/account-mails')
  return (key ? req.set('authorization', `Bearer ${key}`) : req).send(body as object)
}

describe('POST /internal/v1/account-mails', () => {
  it('refuses callers without the CMS key before reading the body, and bad bodies field by field', async () => {
    const { app: a, leads } = app()
    const mail = { kind: 'account_verify', to: 'ana@example.com', token: TOKEN }
    for (const key of [null, 'wrong-key', `${CMS_KEY}x`]) {
      const res = await post(a, mail, key)
      expect(res.status).toBe(401)
      expect(res.body.error).toBe('unauthorized')
    }
    const bad = await post(a, { kind: 'welcome', to: 'not-an-email', token: 'x?y' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['kind', 'to', 'token'])
    expect((await post(a, 'plain text')).status).toBe(415)
    expect(leads.mails()).toHaveLength(0)
  })

  it('is not served without a CMS key', async () => {
    const leads = memoryLeads()
    const bare = testApp({
      describe: () => ({ assistants: [], simulated: false }),
      leads,
      logger: quietLogger(),
    })
    expect((await post(bare, {})).status).toBe(404)
  })

  it('queues one mail per kind and token, and answers 503 when the outbox cannot be written', async () => {
    const { app: a, leads } = app()
    const mail = { kind: 'password_reset', to: 'ana@example.com', token: TOKEN }
    expect((await post(a, mail)).status).toBe(202)
    expect((await post(a, mail)).status).toBe(202)
    expect((await post(a, { ...mail, kind: 'account_verify' })).status).toBe(202)
    expect(leads.mails().map((m) => m.kind)).toEqual(['password_reset', 'account_verify'])
    expect(leads.mails().every((m) => !m.key.includes(TOKEN))).toBe(true)
    leads.store.close()
    const res = await post(a, { ...mail, token: 'b'.repeat(40) })
    expect(res.status).toBe(503)
    expect(res.body.error).toBe('unavailable')
  })

  it('sends each through the outbox once, linking the site page for its token', async () => {
    const smtp = await smtpCatcher()
    cleanups.push(smtp.close)
    const { app: a, leads } = app()
    const mailer = smtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Visibly AI <hello@visibly.example>',
      salesEmail: 'sales@visibly.example',
      timeZone: 'Australia/Sydney',
      siteUrl: 'https://visibly.example',
      adminUrl: 'https://cms.visibly.example/admin',
      unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
    })
    const relay = new LeadRelay({
      store: leads.store,
      cms: { url: 'http://127.0.0.1:9', apiKey: 'k' },
      mailer,
      logger: quietLogger(),
    })
    cleanups.push(async () => {
      await relay.stop()
      mailer.close()
    })
    // A name typed at sign-up (anyone may type any address) never reaches the mail.
    const typed = 'your invoice #4411 is overdue. Pay now at https://evil.example/pay'
    expect(
      (await post(a, { kind: 'account_verify', to: 'ana@example.com', token: TOKEN, name: typed }))
        .status,
    ).toBe(202)
    const reset = { kind: 'password_reset', to: 'bo@example.com', token: TOKEN }
    expect((await post(a, reset)).status).toBe(202)
    // The same reset link asked for again: a second copy; the same copy again: nothing more.
    expect((await post(a, { ...reset, copy: 2 })).status).toBe(202)
    expect((await post(a, { ...reset, copy: 2 })).status).toBe(202)
    relay.start()
    await expect.poll(() => smtp.accepted.length, { timeout: 10_000 }).toBe(3)
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.accepted).toHaveLength(3)
    expect(smtp.accepted.filter((m) => m.to[0] === 'bo@example.com')).toHaveLength(2)
    const byTo = Object.fromEntries(
      smtp.accepted.map((m) => [m.to[0], m.raw.replace(/=\r?\n/g, '')]),
    )
    expect(byTo['ana@example.com']).not.toMatch(/invoice|evil\.example/)
    expect(byTo['ana@example.com']).toContain('Subject: Confirm your email for')
    expect(byTo['ana@example.com']).toContain(
      `https://visibly.example/signin/verify?token=3D${TOKEN}`,
    )
    expect(byTo['bo@example.com']).toContain('Subject: Reset your')
    expect(byTo['bo@example.com']).toContain(
      `https://visibly.example/signin/reset?token=3D${TOKEN}`,
    )
    expect(leads.mails()).toHaveLength(0)
    // Sent: the outbox keeps no token that could still open an account.
    const db = (leads.store as unknown as { db: { prepare(q: string): { all(): unknown[] } } }).db
    const kept = db.prepare('SELECT kind, state, data FROM mails').all()
    expect(kept).toEqual([
      { kind: 'account_verify', state: 'done', data: '{}' },
      { kind: 'password_reset', state: 'done', data: '{}' },
      { kind: 'password_reset', state: 'done', data: '{}' },
    ])
  })
})
