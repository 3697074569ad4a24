/**
 * The newsletter over HTTP (spec §7 call 5, §8 toasts): double opt-in (the signup mails a signed
 * link; only following it subscribes and welcomes; the same answer for every address), the signed
 * links that unsubscribe, and every PATCH of a subscriber's CMS document naming it by the idempotency key it was created
 * with (the service account may update nothing else; docs/decisions/0058). The real app over an
 * in-memory outbox; the records it queues are read back from the outbox.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEAD_ANSWERS } from '@aivis/contract'
import { testApp } from '../../../test/support/app'
import { TEST_UNSUBSCRIBE_SECRET, memoryLeads } from '../../../test/support/leads'
import { quietLogger } from '../../../test/support/logger'
import { confirmToken, unsubscribeToken } from '../../tokens'
import { confirmUrl, type MailSettings } from '../../mail/links'
import { LeadStore } from '../store'

const cleanups: (() => void)[] = []
afterEach(() => {
  while (cleanups.length) cleanups.pop()!()
  vi.useRealTimers()
})

function app(leads = memoryLeads()) {
  const a = testApp({
    assistants: () => null,
    describe: () => ({ assistants: [], simulated: false }),
    leads,
    logger: quietLogger(),
  })
  return { app: a, leads }
}

const unsubscribe = (a: ReturnType<typeof app>['app'], email: string) =>
  request(a)
    .post(
      `/functions/v1/newsletter-unsubscribe?token=${unsubscribeToken(email, TEST_UNSUBSCRIBE_SECRET)}`,
    )
    .type('form')
    .send('List-Unsubscribe=One-Click')

type App = ReturnType<typeof app>['app']

const signup = (a: App, body: object) =>
  request(a)
    .post('/functions/v1/newsletter-signup')
    .send({ source: 'footer_newsletter', form_started_at: Date.now() - 60_000, ...body })

/** The token of the link a confirmation message carries (links.ts `confirmUrl`), issued at `at`. */
function linkTokenOf(email: string, at = Date.now()) {
  const settings = {
    siteUrl: 'https://visibly.example',
    unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
  }
  const url = new URL(confirmUrl(settings as MailSettings, email, at))
  expect(url.pathname).toBe('/newsletter/confirm')
  return url.searchParams.get('token')!
}

/** The service's path the site's page asks with that link's token. */
const confirmPath = (email: string, at = Date.now()) =>
  `/functions/v1/newsletter-confirm?token=${encodeURIComponent(linkTokenOf(email, at))}`

/** Follows a confirmation link: the page's button (a form POST with the token). */
const confirm = (a: App, email: string, at = Date.now()) =>
  request(a).post(confirmPath(email, at)).type('form').send('')

const SUBSCRIBED = { success: true, message: LEAD_ANSWERS.subscribed }

describe('newsletter: double opt-in', () => {
  it('a signup records the address unconfirmed and mails the confirmation link, no welcome', async () => {
    const { app: a, leads } = app()
    const res = await signup(a, { email: 'Me@Example.com' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(SUBSCRIBED)
    const [op] = leads.ops()
    expect(leads.ops()).toEqual([
      expect.objectContaining({
        collection: 'newsletter-subscribers',
        method: 'POST',
        body: {
          email: 'me@example.com',
          source: 'footer_newsletter',
          unsubscribed: false,
          confirmed: false,
          idempotency_key: op.key,
        },
      }),
    ])
    expect(leads.mails()).toEqual([
      expect.objectContaining({
        key: `${op.key}:confirm`,
        kind: 'newsletter_confirm',
        to: 'me@example.com',
      }),
    ])
  })

  it('following the link (POST) confirms the document by its key and sends the welcome; GET alone confirms nothing', async () => {
    const { app: a, leads } = app()
    await signup(a, { email: 'me@example.com' })
    const [created] = leads.ops()
    // What the site's page asks first: what the link is for.
    const status = await request(a).get(confirmPath('me@example.com')).accept('json')
    expect(status.status).toBe(200)
    expect(status.headers['cache-control']).toBe('no-store')
    expect(status.body).toEqual({ email: 'me@example.com', state: 'unconfirmed' })
    expect(leads.ops()).toHaveLength(1)
    expect(leads.mails().map((m) => m.kind)).toEqual(['newsletter_confirm'])

    // The page's button, a form post: the outcome on the site's page.
    const done = await confirm(a, 'me@example.com')
    expect(done.status).toBe(303)
    expect(done.headers.location).toBe('/newsletter/confirm?outcome=confirmed')
    expect(leads.ops().at(-1)).toMatchObject({
      collection: 'newsletter-subscribers',
      method: 'PATCH',
      where: { idempotency_key: created.body.idempotency_key },
      body: { confirmed: true, confirmed_at: expect.any(String) },
    })
    expect(Object.keys(leads.ops().at(-1)!.body).sort()).toEqual(['confirmed', 'confirmed_at'])
    expect(leads.mails().map((m) => [m.kind, m.to])).toEqual([
      ['newsletter_confirm', 'me@example.com'],
      ['newsletter_welcome', 'me@example.com'],
    ])
    // Following it again changes nothing.
    const again = await request(a)
      .post('/functions/v1/newsletter-confirm')
      .send({
        token: new URL(`http://x${confirmPath('me@example.com')}`).searchParams.get('token'),
      })
    expect(again.body).toEqual({
      success: true,
      message: "You're already subscribed!",
      already_subscribed: true,
    })
    expect((await confirm(a, 'me@example.com')).headers.location).toBe(
      '/newsletter/confirm?outcome=already',
    )
    expect((await request(a).get(confirmPath('me@example.com')).accept('json')).body).toEqual({
      email: 'me@example.com',
      state: 'subscribed',
    })
    expect(leads.ops()).toHaveLength(2)
    expect(leads.mails()).toHaveLength(2)
  })

  it("an old link (an email sent before the site's page) opens the page with its token", async () => {
    const { app: a, leads } = app()
    const token = linkTokenOf('me@example.com')
    const res = await request(a).get(`/functions/v1/newsletter-confirm?token=${token}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/newsletter/confirm?token=${encodeURIComponent(token)}`)
    const unsub = unsubscribeToken('me@example.com', TEST_UNSUBSCRIBE_SECRET)
    const old = await request(a).get(`/functions/v1/newsletter-unsubscribe?token=${unsub}`)
    expect(old.status).toBe(303)
    expect(old.headers.location).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(unsub)}`)
    expect(leads.ops()).toEqual([])
  })

  it('a malformed token is refused as invalid, never a 500', async () => {
    const { app: a, leads } = app()
    for (const query of ['', '?token=', '?token=%E0%A4%A', '?token=a&token=b', '?token[x]=1']) {
      for (const fn of ['newsletter-confirm', 'newsletter-unsubscribe']) {
        const status = await request(a).get(`/functions/v1/${fn}${query}`).accept('json')
        expect([400, 303], `${fn}${query}`).toContain(status.status)
        const form = await request(a).post(`/functions/v1/${fn}${query}`).type('form').send('')
        expect(form.status, `${fn}${query}`).toBe(303)
        expect(form.headers.location).toMatch(/outcome=invalid$/)
        const json = await request(a)
          .post(`/functions/v1/${fn}`)
          .send({ token: { $ne: 1 } })
        expect(json.status).toBe(400)
        expect(json.body.error).toBe('invalid_token')
      }
    }
    expect(leads.ops()).toEqual([])
  })

  it('an outbox that cannot be written: the page is sent back with its token to try again', async () => {
    const { app: a, leads } = app()
    const token = linkTokenOf('me@example.com')
    leads.store.close()
    const form = await confirm(a, 'me@example.com')
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe(
      `/newsletter/confirm?token=${encodeURIComponent(token)}&outcome=unavailable`,
    )
    const json = await request(a).post('/functions/v1/newsletter-confirm').send({ token })
    expect(json.status).toBe(503)
    expect(json.body.error).toBe('unavailable')
    const status = await request(a).get(confirmPath('me@example.com')).accept('json')
    expect(status.status).toBe(503)
  })

  it('a forged or expired link answers 400 and confirms nothing', async () => {
    const { app: a, leads } = app()
    await signup(a, { email: 'me@example.com' })
    const expired = confirmPath('me@example.com', Date.now() - 8 * 86_400_000)
    const status = await request(a).get(expired).accept('json')
    expect(status.status).toBe(400)
    expect(status.body).toMatchObject({
      error: 'invalid_token',
      message: 'This confirmation link is not valid or has expired.',
    })
    const post = await request(a).post(expired).type('form').send('')
    expect(post.status).toBe(303)
    expect(post.headers.location).toBe('/newsletter/confirm?outcome=invalid')
    const forged = confirmToken('me@example.com', 'another-secret-0123456789abcdefghij', Date.now())
    const json = await request(a).post('/functions/v1/newsletter-confirm').send({ token: forged })
    expect(json.status).toBe(400)
    expect(json.body.error).toBe('invalid_token')
    expect(leads.ops()).toHaveLength(1)
    expect(leads.mails().map((m) => m.kind)).toEqual(['newsletter_confirm'])
  })

  it('answers the same for a new, unconfirmed, subscribed and unsubscribed address', async () => {
    const { app: a, leads } = app()
    const answers = [(await signup(a, { email: 'me@example.com' })).body]
    answers.push((await signup(a, { email: 'me@example.com' })).body)
    await confirm(a, 'me@example.com')
    answers.push((await signup(a, { email: 'me@example.com' })).body)
    await unsubscribe(a, 'me@example.com')
    answers.push((await signup(a, { email: 'me@example.com' })).body)
    answers.push((await signup(a, { email: 'new@example.com' })).body)
    expect(answers).toEqual(Array(5).fill(SUBSCRIBED))
    expect(JSON.stringify(answers)).not.toContain('already')
    expect(leads.ops().filter((o) => o.method === 'POST')).toHaveLength(2)
  })

  it('repeated signups of an unconfirmed address resend the confirmation at most once a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 24, 9))
    const { app: a, leads } = app()
    for (let i = 0; i < 5; i++) await signup(a, { email: 'me@example.com' })
    expect(leads.mails().map((m) => m.kind)).toEqual(['newsletter_confirm'])
    vi.setSystemTime(Date.UTC(2026, 10, 25, 9, 1))
    for (let i = 0; i < 3; i++) await signup(a, { email: 'me@example.com' })
    expect(leads.mails().map((m) => m.kind)).toEqual(['newsletter_confirm', 'newsletter_confirm'])
    expect(leads.ops()).toHaveLength(1)
  })

  it('a signup after an unsubscribe does not subscribe again until the new link is followed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 24, 9))
    const { app: a, leads } = app()
    await signup(a, { email: 'me@example.com' })
    const [created] = leads.ops()
    await confirm(a, 'me@example.com')
    const oldLink = confirmPath('me@example.com')
    vi.setSystemTime(Date.UTC(2026, 10, 24, 10))
    await unsubscribe(a, 'me@example.com')
    const before = leads.ops().length
    vi.setSystemTime(Date.UTC(2026, 10, 24, 11))
    expect((await signup(a, { email: 'me@example.com' })).body).toEqual(SUBSCRIBED)
    // Nothing for the CMS: the opt-out stands; a new confirmation is mailed.
    expect(leads.ops()).toHaveLength(before)
    expect(leads.mails().at(-1)).toMatchObject({ kind: 'newsletter_confirm' })
    // A link sent before the opt-out does not undo it.
    expect((await request(a).get(oldLink).accept('json')).status).toBe(400)
    expect((await request(a).post(oldLink).type('form').send('')).headers.location).toBe(
      '/newsletter/confirm?outcome=invalid',
    )
    expect(leads.ops()).toHaveLength(before)
    const done = await confirm(a, 'me@example.com')
    expect(done.headers.location).toBe('/newsletter/confirm?outcome=confirmed')
    expect(leads.ops().at(-1)).toMatchObject({
      method: 'PATCH',
      where: { idempotency_key: created.body.idempotency_key },
      body: { confirmed: true, unsubscribed: false, unsubscribed_at: null },
    })
    expect(leads.mails().at(-1)).toMatchObject({ kind: 'newsletter_welcome' })
  })

  it('a signup the bot checks flag is stored unconfirmed as suspected spam and mails nothing', async () => {
    const { app: a, leads } = app()
    const trap = await signup(a, { email: 'me@example.com', company_fax: 'http://spam.example' })
    expect(trap.body).toEqual(SUBSCRIBED)
    expect(leads.ops()).toMatchObject([
      {
        method: 'POST',
        body: {
          email: 'me@example.com',
          confirmed: false,
          suspected_spam: true,
          spam_reason: 'honeypot',
        },
      },
    ])
    expect(leads.mails()).toEqual([])
    // The person signing up themselves gets the link; confirming writes only what the service
    // account may update (the mark stays for sales).
    await signup(a, { email: 'me@example.com' })
    expect(leads.mails().map((m) => m.kind)).toEqual(['newsletter_confirm'])
    await confirm(a, 'me@example.com')
    expect(Object.keys(leads.ops().at(-1)!.body).sort()).toEqual(['confirmed', 'confirmed_at'])
  })
})

describe('newsletter: PATCHes name the document by its idempotency key', () => {
  it('a signed link unsubscribes (GET tells what it is for, POST or one-click unsubscribes); a forged one does not', async () => {
    const { app: a, leads } = app()
    await request(a).post('/functions/v1/newsletter-signup').send({ email: 'me@example.com' })
    const [created] = leads.ops()
    const token = unsubscribeToken('me@example.com', TEST_UNSUBSCRIBE_SECRET)
    const status = await request(a)
      .get(`/functions/v1/newsletter-unsubscribe?token=${token}`)
      .accept('json')
    expect(status.status).toBe(200)
    expect(status.body).toEqual({ email: 'me@example.com', state: 'unconfirmed' })
    expect(leads.ops()).toHaveLength(1)
    const post = await unsubscribe(a, 'me@example.com')
    expect(post.status).toBe(303)
    expect(post.headers.location).toBe('/newsletter/unsubscribe?outcome=unsubscribed')
    const json = await request(a).post('/functions/v1/newsletter-unsubscribe').send({ token })
    expect(json.body).toEqual({ success: true, message: "You're unsubscribed." })
    expect(
      (await request(a).get(`/functions/v1/newsletter-unsubscribe?token=${token}`).accept('json'))
        .body.state,
    ).toBe('unsubscribed')
    expect(leads.ops().at(-1)).toMatchObject({
      kind: 'unsubscribe',
      method: 'PATCH',
      where: { idempotency_key: created.body.idempotency_key },
      body: { unsubscribed: true },
    })
    const forged = unsubscribeToken('me@example.com', 'another-secret-0123456789abcdefghij')
    const refused = await request(a)
      .post('/functions/v1/newsletter-unsubscribe')
      .send({ token: forged })
    expect(refused.status).toBe(400)
  })

  it('an outbox from before keeps its subscribers: the key of their create op is found, else the email names them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-subscribers-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const file = path.join(dir, 'leads.db')
    const old = new Database(file)
    old.exec(`CREATE TABLE ops (id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL, collection TEXT NOT NULL, method TEXT NOT NULL, "where" TEXT,
      body TEXT NOT NULL, request_id TEXT, state TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL DEFAULT 0, last_error TEXT,
      created_at INTEGER NOT NULL, done_at INTEGER);
      CREATE TABLE subscribers (email TEXT PRIMARY KEY, source TEXT, created_at INTEGER NOT NULL,
      unsubscribed_at INTEGER);`)
    old
      .prepare(
        `INSERT INTO ops (key, kind, collection, method, body, state, created_at)
         VALUES ('k-old', 'newsletter', 'newsletter-subscribers', 'POST', ?, 'done', 1)`,
      )
      .run(JSON.stringify({ email: 'old@example.com', idempotency_key: 'k-old' }))
    old.exec(`INSERT INTO subscribers (email, source, created_at) VALUES
      ('old@example.com', 'footer_newsletter', 1), ('elsewhere@example.com', NULL, 2)`)
    old.close()

    const store = new LeadStore(file)
    cleanups.push(() => store.close())
    const leads = { ...memoryLeads(), store }
    // Subscribed under single opt-in: confirmed, as the CMS's migration marks their documents.
    expect(store.accept((tx) => tx.subscriber('old@example.com'))).toMatchObject({
      key: 'k-old',
      state: 'subscribed',
    })
    const { app: a } = app(leads)
    expect((await unsubscribe(a, 'old@example.com')).status).toBe(303)
    expect((await unsubscribe(a, 'elsewhere@example.com')).status).toBe(303)
    const patches = store.due('ops', Number.MAX_SAFE_INTEGER, 100)
    expect(patches.map((o) => o.where)).toEqual([
      { idempotency_key: 'k-old' },
      { email: 'elsewhere@example.com' },
    ])
    // Opened again: nothing migrates twice.
    store.close()
    const again = new LeadStore(file)
    cleanups.push(() => again.close())
    expect(again.accept((tx) => tx.subscriber('old@example.com'))).toMatchObject({
      key: 'k-old',
      state: 'unsubscribed',
    })
  })
})
