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
import { startSimulator, type Simulator } from '../simulator/server'
import { TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { LeadRelay, type Mailer } from './relay'
import { LeadStore } from './store'
import { quietLogger } from '../../test/support/logger'

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
 */
async function fakeCms() {
  const docs: { collection: string; body: any; auth?: string; requestId?: string }[] = []
  const state = { mode: 'up' as 'up' | 'down' | 'unauthorized' | 'invalid', posts: 0 }
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

function setup(cmsUrl: string, file?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const store = new LeadStore(file ?? path.join(dir, 'leads.db'))
  const logs: string[] = []
  const relay = new LeadRelay({
    store,
    cms: { url: cmsUrl, apiKey: 'test-cms-key' },
    mailer: noMail,
    baseMs: 20,
    maxMs: 200,
    timeoutMs: 2000,
    reportAfter: 3,
    log: (m) => logs.push(m),
  })
  cleanups.push(async () => {
    await relay.stop()
    store.close()
  })
  const config = loadConfig({ CMS_URL: cmsUrl, CMS_API_KEY: 'test-cms-key' })
  const registry = assistantRegistry(config, sim)
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
    expect(store.due('ops', Number.MAX_SAFE_INTEGER, 100).map((o) => o.kind)).toEqual([
      'inquiry',
      'inquiry',
      'inquiry',
    ])
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
    expect(store.stats().ops).toMatchObject({ pending: 1, failed: 0 })
    cms.state.mode = 'up'
    await until(() => cms.docs.length === 1)
  })

  it('a record the CMS refuses is retried and reported to lead-delivery-failures, never dropped', async () => {
    const cms = await fakeCms()
    cms.state.mode = 'invalid'
    const { store, relay } = setup(cms.url)
    store.accept((tx) =>
      tx.op({
        key: 'k-3',
        kind: 'audit',
        collection: 'audits',
        method: 'POST',
        body: { idempotency_key: 'k-3' },
      }),
    )
    relay.start()
    await until(() => cms.state.posts >= 4, 8000)
    expect(store.stats().ops).toMatchObject({ pending: 1, failed: 0, retrying: 1 })
    // The report went out when the CMS answered again (the fake answers 400 to it in this mode).
    cms.state.mode = 'up'
    await until(() => cms.docs.some((d) => d.collection === 'audits'), 8000)
    await relay.idle()
    expect(store.stats().ops.pending).toBe(0)
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
