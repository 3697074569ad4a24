/**
 * The outbox and its relay's CMS lane: every audit and lead committed before it is acknowledged,
 * delivered once (idempotency keys), kept and retried while the CMS is down, refuses or is
 * misconfigured, and still there after a restart. The app, the simulated assistants, a real
 * SQLite outbox and a fake CMS that keeps a unique index on `idempotency_key` like the real one.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { loadConfig } from '../config'
import { assistantRegistry } from '../engine/registry'
import { registrySettings } from '../registrySettings'
import { startSimulator, type Simulator } from '../simulator/server'
import { TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { LeadRelay, type Mailer } from './relay'
import { LeadStore, type MailRow } from './store'
import { loggerInto, quietLogger } from '../../test/support/logger'

let sim: Simulator
beforeAll(async () => {
  sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 3 })
})
afterAll(() => sim.close())

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/**
 * A fake CMS: `mode` 'up' stores documents (400 on a repeated idempotency key, as Payload's unique
 * index answers), 'down' closes connections, 'unauthorized' answers 401, 'invalid' answers 400.
 * `refuse(collection, body, url)`, when it returns an answer, is sent instead (while 'up').
 */
async function fakeCms() {
  const docs: { collection: string; body: any; auth?: string; requestId?: string }[] = []
  const state = {
    mode: 'up' as 'up' | 'down' | 'unauthorized' | 'invalid',
    posts: 0,
    refuse: (() => null) as (
      collection: string,
      body: any,
      url: string,
    ) => { status: number; message: string } | null,
    /** Requests per collection. */
    seen: {} as Record<string, number>,
  }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      state.posts++
      if (state.mode === 'down') return void req.socket.destroy()
      if (state.mode === 'unauthorized')
        return void res.writeHead(401).end('{"errors":[{"message":"Unauthorized"}]}')
      if (state.mode === 'invalid')
        return void res
          .writeHead(400)
          .end('{"errors":[{"message":"The following field is invalid: severity"}]}')
      const body = JSON.parse(raw)
      const collection = (req.url ?? '').split('?')[0].replace('/api/', '')
      state.seen[collection] = (state.seen[collection] ?? 0) + 1
      const refusal = state.refuse(collection, body, decodeURIComponent(req.url ?? ''))
      if (refusal)
        return void res
          .writeHead(refusal.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ errors: [{ message: refusal.message }] }))
      if (
        docs.some(
          (d) => d.collection === collection && d.body.idempotency_key === body.idempotency_key,
        )
      )
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(
            '{"errors":[{"name":"ValidationError","data":{"errors":[{"path":"idempotency_key","message":"Value must be unique"}]}}]}',
          )
      docs.push({
        collection,
        body,
        auth: req.headers.authorization,
        requestId: req.headers['x-request-id'] as string | undefined,
      })
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"doc":{}}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(
    () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  )
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, docs, state }
}

/** No SMTP server in these tests: every message waits (the mail lane is tested with a real one). */
const noMail: Mailer = {
  send: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })
  },
}

function setup(cmsUrl: string, file?: string, mailer: Mailer = noMail) {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const store = new LeadStore(file ?? path.join(dir, 'leads.db'))
  const logs: string[] = []
  const relay = new LeadRelay({
    store,
    cms: { url: cmsUrl, apiKey: 'test-cms-key' },
    mailer,
    baseMs: 20,
    maxMs: 200,
    timeoutMs: 2000,
    reportAfter: 3,
    logger: loggerInto(logs),
  })
  cleanups.push(async () => {
    await relay.stop()
    store.close()
  })
  const config = loadConfig({ CMS_URL: cmsUrl, CMS_API_KEY: 'test-cms-key' })
  const registry = assistantRegistry(registrySettings(config, sim))
  const app = testApp({
    assistants: registry.assistantsFor,
    describe: registry.describe,
    leads: { store, wake: () => relay.wake(), unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET },
    logger: quietLogger(),
  })
  return { app, store, relay, logs, dir }
}

const audit = {
  businessName: 'Fremantle Bikes',
  location: 'Fremantle',
  specialism: 'bike repair',
  website: 'https://fremantlebikes.com.au',
  business_type: 'local_retail',
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('lead relay: the CMS lane', () => {
  it('delivers each lead with the id of the request that produced it (decision 0032)', async () => {
    const cms = await fakeCms()
    const { app, relay } = setup(cms.url)
    relay.start()
    const audited = await request(app)
      .post('/functions/v1/competitive-audit')
      .set('x-request-id', 'site-req-0001')
      .send(audit)
    expect(audited.status).toBe(200)
    const asked = await request(app)
      .post('/functions/v1/send-contact-inquiry')
      .set('x-request-id', 'site-req-0002')
      .send({
        name: 'Ana Lima',
        email: 'ana@example.com',
        businessName: 'Lima Dental',
        websiteUrl: 'limadental.com.au',
        industry: 'health',
        message: 'Please call me about the Pro package for our practice.',
        company_fax: '',
        form_started_at: Date.now() - 60_000,
      })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    await until(() => cms.docs.length >= 2)
    expect(cms.docs.map((d) => [d.collection, d.requestId]).sort()).toEqual([
      ['audits', 'site-req-0001'],
      ['inquiries', 'site-req-0002'],
    ])
  })

  it('keeps the ops of an outbox created before request ids were kept', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-old-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const file = path.join(dir, 'leads.db')
    const Database = (await import('libsql')).default
    const old = new Database(file)
    old.exec(`CREATE TABLE ops (id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL, collection TEXT NOT NULL, method TEXT NOT NULL, "where" TEXT,
      body TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      next_at INTEGER NOT NULL DEFAULT 0, last_error TEXT, created_at INTEGER NOT NULL, done_at INTEGER)`)
    old
      .prepare(
        `INSERT INTO ops (key, kind, collection, method, body, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run('old-1', 'inquiry', 'inquiries', 'POST', '{"idempotency_key":"old-1"}', Date.now())
    old.close()
    const cms = await fakeCms()
    const { relay } = setup(cms.url, file)
    relay.start()
    await until(() => cms.docs.length === 1)
    expect(cms.docs[0]).toMatchObject({ collection: 'inquiries', requestId: undefined })
  })

  it('delivers an audit with the API key and its idempotency key, once', async () => {
    const cms = await fakeCms()
    const { app, store, relay } = setup(cms.url)
    relay.start()
    expect((await request(app).post('/functions/v1/competitive-audit').send(audit)).status).toBe(
      200,
    )
    await until(() => cms.docs.length === 1)
    await relay.idle()
    expect(cms.docs[0]).toMatchObject({
      collection: 'audits',
      auth: 'users API-Key test-cms-key',
      body: { business_name: 'Fremantle Bikes', business_type: 'local_retail' },
    })
    expect(cms.docs[0].body.idempotency_key).toMatch(/^audit:[0-9a-f-]{36}$/)
    expect(store.stats().ops).toMatchObject({ pending: 0, done: 1, failed: 0 })
  })

  it('keeps leads while the CMS is down, then delivers each exactly once', async () => {
    const cms = await fakeCms()
    cms.state.mode = 'down'
    const { app, store, relay, logs } = setup(cms.url)
    relay.start()
    const inquiry = {
      name: 'Ana Silva',
      email: 'ana@example.com',
      businessName: 'Harbour Dental',
      message: 'Please analyse our visibility in Sydney, thank you.',
    }
    for (let i = 0; i < 3; i++)
      expect(
        (await request(app).post('/functions/v1/send-contact-inquiry').send(inquiry)).status,
      ).toBe(200)
    await until(() => cms.state.posts >= 2)
    expect(cms.docs).toHaveLength(0)
    // (After reportAfter attempts a failure report may be queued behind them.)
    expect(
      store
        .due('ops', Number.MAX_SAFE_INTEGER, 100)
        .map((o) => o.kind)
        .filter((k) => k !== 'delivery_failure'),
    ).toEqual(['inquiry', 'inquiry', 'inquiry'])
    expect(logs.join('\n')).toMatch(/CMS unavailable/)
    cms.state.mode = 'up'
    const inquiries = () => cms.docs.filter((d) => d.collection === 'inquiries')
    await until(() => inquiries().length === 3, 8000)
    await relay.idle()
    expect(new Set(inquiries().map((d) => d.body.idempotency_key)).size).toBe(3)
    expect(inquiries().every((d) => d.body.email === 'ana@example.com')).toBe(true)
  })

  it('a CMS answer lost after the CMS stored the lead does not make a duplicate', async () => {
    const cms = await fakeCms()
    const { store, relay } = setup(cms.url)
    store.accept((tx) =>
      tx.op({
        key: 'k-1',
        kind: 'inquiry',
        collection: 'inquiries',
        method: 'POST',
        body: { idempotency_key: 'k-1' },
      }),
    )
    // The first delivery reached the CMS, but its answer was lost: the CMS has the document.
    cms.docs.push({ collection: 'inquiries', body: { idempotency_key: 'k-1' } })
    await relay.tick()
    expect(cms.docs).toHaveLength(1)
    expect(store.stats().ops).toMatchObject({ pending: 0, done: 1 })
  })

  it('401 from the CMS is a configuration error: logged loudly, the lead kept and retried', async () => {
    const cms = await fakeCms()
    cms.state.mode = 'unauthorized'
    const { store, relay, logs } = setup(cms.url)
    store.accept((tx) =>
      tx.op({
        key: 'k-2',
        kind: 'newsletter',
        collection: 'newsletter-subscribers',
        method: 'POST',
        body: { email: 'a@b.co', idempotency_key: 'k-2' },
      }),
    )
    relay.start()
    await until(() => cms.state.posts >= 3)
    expect(logs.join('\n')).toMatch(
      /CONFIGURATION ERROR: the CMS refused the service account \(HTTP 401\)/,
    )
    // Kept (and, past reportAfter, reported as failing): never given up.
    expect(store.stats().ops).toMatchObject({ failed: 0 })
    expect(store.due('ops', Number.MAX_SAFE_INTEGER, 10)[0]).toMatchObject({ key: 'k-2' })
    cms.state.mode = 'up'
    await until(() => cms.docs.some((d) => d.collection === 'newsletter-subscribers'))
  })

  it('a lead committed before a crash is delivered after the restart', async () => {
    const cms = await fakeCms()
    cms.state.mode = 'down'
    const first = setup(cms.url)
    expect(
      (await request(first.app).post('/functions/v1/newsletter-signup').send({ email: 'z@x.io' }))
        .status,
    ).toBe(200)
    first.store.close() // the process dies; nothing was delivered
    cms.state.mode = 'up'
    const second = setup(cms.url, path.join(first.dir, 'leads.db'))
    second.relay.start()
    await until(() => cms.docs.length === 1)
    expect(cms.docs[0]).toMatchObject({
      collection: 'newsletter-subscribers',
      body: { email: 'z@x.io', source: 'footer_newsletter' },
    })
  })
})

/** A mail server that takes every message; `sent` lists them. */
function okMail() {
  const sent: MailRow[] = []
  return { sent, mailer: { send: async (row: MailRow) => void sent.push(row) } as Mailer }
}

const inquiryBody = (key: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ana Silva',
  email: 'ana@example.com',
  businessName: 'Harbour Dental',
  websiteUrl: null,
  industry: 'health',
  message: 'Please analyse our visibility in Sydney, thank you.',
  source: 'contact_page',
  idempotency_key: key,
  ...extra,
})

const queueInquiry = (store: LeadStore, key: string, extra: Record<string, unknown> = {}) =>
  store.accept((tx) =>
    tx.op({
      key,
      kind: 'inquiry',
      collection: 'inquiries',
      method: 'POST',
      body: inquiryBody(key, extra),
    }),
  )

const failures = (cms: Awaited<ReturnType<typeof fakeCms>>) =>
  cms.docs.filter((d) => d.collection === 'lead-delivery-failures')

describe('lead relay: refusals are kept for a replay, failures alert once', () => {
  it('a lead the CMS refuses (400) is not retried: failed, kept whole in lead-delivery-failures, one alert', async () => {
    const cms = await fakeCms()
    cms.state.refuse = (collection) =>
      collection === 'inquiries'
        ? { status: 400, message: 'The following field is invalid: industry' }
        : null
    const mail = okMail()
    const { store, relay, logs } = setup(cms.url, undefined, mail.mailer)
    for (let i = 0; i < 10; i++) queueInquiry(store, `k-${i}`)
    relay.start()
    await until(() => failures(cms).length === 10 && mail.sent.length >= 1)
    // Well past every back-off of the test relay (at most 200 ms): nothing is tried again.
    await new Promise((r) => setTimeout(r, 600))
    await relay.idle()
    expect(cms.state.seen.inquiries).toBe(10)
    expect(failures(cms)).toHaveLength(10)
    expect(failures(cms).find((d) => d.body.idempotency_key === 'failure:k-3')?.body).toEqual({
      idempotency_key: 'failure:k-3',
      kind: 'inquiry',
      collection: 'inquiries',
      refused: true,
      attempts: 1,
      last_error: expect.stringContaining('The following field is invalid: industry'),
      first_failed_at: expect.any(String),
      last_failed_at: expect.any(String),
      resolved: false,
      payload: inquiryBody('k-3'),
    })
    const ops = store.stats().ops
    expect(ops).toMatchObject({ pending: 0, failed: 10, done: 10 })
    // Ten refusals, one alert to sales.
    expect(mail.sent.map((m) => [m.kind, m.to, m.data.reason])).toEqual([
      ['delivery_alert', '', 'refused'],
    ])
    expect(logs.join('\n')).toMatch(/CMS inquiry k-0 refused \(kept in lead-delivery-failures/)
  })

  it('the failure record is durable: queued with the refusal, delivered after the CMS was down', async () => {
    const cms = await fakeCms()
    const { store, relay } = setup(cms.url)
    queueInquiry(store, 'k-1')
    // The CMS refuses the inquiry, then goes down before the failure record is sent.
    cms.state.refuse = (collection) => {
      cms.state.mode = 'down'
      return collection === 'inquiries' ? { status: 422, message: 'Unprocessable' } : null
    }
    await relay.tick()
    expect(store.stats().ops).toMatchObject({ failed: 1, pending: 1 })
    const [queued] = store.due('ops', Number.MAX_SAFE_INTEGER, 10)
    expect(queued).toMatchObject({
      key: 'failure:k-1',
      kind: 'delivery_failure',
      collection: 'lead-delivery-failures',
      body: { refused: true, collection: 'inquiries', payload: inquiryBody('k-1') },
    })
    relay.start()
    await until(() => cms.state.posts >= 3)
    expect(failures(cms)).toHaveLength(0)
    cms.state.mode = 'up'
    await until(() => failures(cms).length === 1)
    expect(cms.state.seen.inquiries).toBe(1)
  })

  it('a CMS outage beyond reportAfter sends exactly one alert mail and one failure report', async () => {
    const cms = await fakeCms()
    cms.state.mode = 'down'
    const mail = okMail()
    const { store, relay, logs } = setup(cms.url, undefined, mail.mailer)
    for (let i = 0; i < 5; i++) queueInquiry(store, `k-${i}`)
    relay.start()
    // reportAfter is 3: the head row is tried well beyond it.
    await until(() => cms.state.posts >= 10, 8000)
    const alerts = () => mail.sent.filter((m) => m.kind === 'delivery_alert')
    expect(alerts()).toHaveLength(1)
    expect(alerts()[0]).toMatchObject({
      to: '',
      data: { reason: 'down', kind: 'inquiry', key: 'k-0', attempts: 3 },
    })
    expect(logs.join('\n')).toMatch(/ALERT: CMS inquiry k-0 failed 3 times/)
    cms.state.mode = 'up'
    await until(() => cms.docs.length === 6)
    await relay.idle()
    expect(failures(cms).map((d) => d.body)).toMatchObject([
      { idempotency_key: 'failure:k-0', kind: 'inquiry', refused: false, attempts: 3 },
    ])
    expect(alerts()).toHaveLength(1)
    expect(store.stats().ops).toMatchObject({ pending: 0, failed: 0, done: 6 })
  })

  it("marks a results email's request sent in the CMS once the mail server took it, after its create", async () => {
    const cms = await fakeCms()
    const mail = okMail()
    const { store, relay } = setup(cms.url, undefined, mail.mailer)
    store.accept((tx) => {
      tx.op({
        key: 'results-1',
        kind: 'results_email',
        collection: 'result-email-requests',
        method: 'POST',
        body: { email: 'a@b.co', idempotency_key: 'results-1' },
      })
      tx.mail({ key: 'results-1:results', kind: 'results_email', to: 'a@b.co', data: {} })
      // A mail of another kind records nothing.
      tx.mail({ key: 'k-3:welcome', kind: 'newsletter_welcome', to: 'c@d.co', data: {} })
    })
    relay.start()
    await until(() => cms.docs.length === 2)
    await relay.idle()
    const [created, sent] = cms.docs
    expect(created.body).toMatchObject({ email: 'a@b.co', idempotency_key: 'results-1' })
    expect(sent.collection).toBe('result-email-requests')
    expect(Date.parse(sent.body.sent_at)).toBeGreaterThan(Date.now() - 60_000)
    expect(mail.sent.map((m) => m.kind).sort()).toEqual(['newsletter_welcome', 'results_email'])
    expect(store.stats().ops).toMatchObject({ pending: 0, failed: 0, done: 2 })
  })

  it('the mail server down: the failure is reported to the CMS and logged, no alert mail', async () => {
    const cms = await fakeCms()
    const { store, relay, logs } = setup(cms.url)
    store.accept((tx) =>
      tx.mail({ key: 'k-9:welcome', kind: 'newsletter_welcome', to: 'a@b.co', data: {} }),
    )
    relay.start()
    await until(() => failures(cms).length === 1, 8000)
    expect(failures(cms)[0].body).toMatchObject({
      idempotency_key: 'failure:k-9:welcome',
      kind: 'mail',
      collection: null,
      refused: false,
      attempts: 3,
      payload: { to: 'a@b.co', kind: 'newsletter_welcome' },
    })
    expect(logs.join('\n')).toMatch(/ALERT: mail newsletter_welcome k-9:welcome failed 3 times/)
    const mails = store.due('mails', Number.MAX_SAFE_INTEGER, 10)
    expect(mails.map((m) => m.kind)).toEqual(['newsletter_welcome'])
  })

  it('an inquiry queued with a blank industry before the fix is delivered once, blanks as null', async () => {
    const cms = await fakeCms()
    // As the CMS answered before it took a blank industry as none.
    cms.state.refuse = (collection, body) =>
      collection === 'inquiries' && body.industry === ''
        ? { status: 400, message: 'Industry: This field has an invalid selection.' }
        : null
    const { store, relay } = setup(cms.url)
    queueInquiry(store, 'k-old', { industry: '', websiteUrl: '' })
    // It had been retried nine times.
    const [row] = store.due('ops', Number.MAX_SAFE_INTEGER, 1)
    for (let i = 0; i < 9; i++) store.retry('ops', row.id, 'HTTP 400: invalid selection', 0)
    await relay.tick()
    await relay.tick()
    expect(cms.docs).toHaveLength(1)
    expect(cms.docs[0]).toMatchObject({
      collection: 'inquiries',
      body: { idempotency_key: 'k-old', industry: null, websiteUrl: null, name: 'Ana Silva' },
    })
    expect(store.stats().ops).toMatchObject({ pending: 0, done: 1, failed: 0 })
  })

  it('a PATCH naming a subscriber by email answered 403 is a refusal, not a stopped lane', async () => {
    const cms = await fakeCms()
    cms.state.refuse = (_c, _b, url) =>
      url.includes('where[email]') ? { status: 403, message: 'Forbidden' } : null
    const { store, relay } = setup(cms.url)
    store.accept((tx) => {
      tx.op({
        key: 'u-1',
        kind: 'unsubscribe',
        collection: 'newsletter-subscribers',
        method: 'PATCH',
        where: { email: 'old@example.com' },
        body: { unsubscribed: true },
      })
    })
    queueInquiry(store, 'k-after')
    await relay.tick()
    await relay.tick()
    expect(cms.docs.map((d) => d.collection).sort()).toEqual([
      'inquiries',
      'lead-delivery-failures',
    ])
    expect(failures(cms)[0].body).toMatchObject({
      kind: 'newsletter',
      collection: 'newsletter-subscribers',
      refused: true,
      payload: { unsubscribed: true },
    })
  })
})
