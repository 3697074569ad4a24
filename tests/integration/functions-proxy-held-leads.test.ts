/**
 * Lead posts during an audit-service outage longer than the site's retry window
 * (docs/decisions/0096): the site keeps contact inquiries and newsletter signups in its own SQLite
 * outbox, answers the visitor as the audit service would, and forwards each post once, with its
 * Idempotency-Key, when the service is back — after a restart of the site too. Against a real site
 * server and a stand-in audit service run as its own process (support/upstream.mjs), started only
 * after the outage.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LEAD_ANSWERS } from '@aivis/contract'
import { createServer } from '@aivis/web/server'
import { functionsProxy, leadPoster } from '../../web/server/functionsProxy.server'
import { SiteLeadOutbox, startLeadForwarder } from '../../web/server/leadOutbox.server'
import { freePort } from '../../audit-service/test/support/redis'
import { startFakeCms, type FakeCms } from '../mocks/fake-cms'

const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))
const UPSTREAM = path.join(import.meta.dirname, 'support/upstream.mjs')
const SECRET = 'integration-held-leads-secret-0123456789'

type Post = { post: string; key: string | null; status: number; body: string; clientIp?: string }
const children: ChildProcess[] = []
const cleanups: (() => unknown)[] = []

/** Starts the stand-in audit service on `port`; resolves once it listens. */
async function startUpstream(port: number): Promise<{ posts: Post[] }> {
  const child = spawn(process.execPath, [UPSTREAM], {
    env: { PATH: process.env.PATH, PORT: String(port) } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const posts: Post[] = []
  let buffered = ''
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error('upstream exited')))
    child.stdout!.on('data', (c: Buffer) => {
      buffered += c.toString()
      let nl
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl)
        buffered = buffered.slice(nl + 1)
        if (line === 'listening') resolve()
        else posts.push(JSON.parse(line))
      }
    })
  })
  return { posts }
}

/** Resolves once `check()` is true, or fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-outbox-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

const inquiry = (i: number) => ({
  name: `Ada ${i}`,
  email: `ada${i}@example.com`,
  businessName: 'Lovelace Ltd',
  message: 'We would like to know more about the monthly audits.',
  websiteUrl: '',
  industry: '',
  company_fax: '',
  form_started_at: Date.now() - 10_000,
})

const post = (base: string, fn: string, key: string | null, body: unknown) =>
  fetch(`${base}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  })

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await exited
  }
  while (cleanups.length) await cleanups.pop()!()
})

describe('the real site while the audit service is down longer than the retry window', () => {
  let cms: FakeCms
  let port = 0
  let web = ''
  let close: () => Promise<void> = async () => {}
  let server: Server
  let outboxDir = ''
  beforeAll(async () => {
    cms = await startFakeCms()
    port = await freePort()
    outboxDir = mkdtempSync(path.join(tmpdir(), 'site-outbox-'))
    const made = await createServer({
      env: {
        NODE_ENV: 'development',
        CMS_URL: cms.url,
        AUDIT_SERVICE_URL: `http://127.0.0.1:${port}`,
        FUNCTIONS_PROXY_SECRET: SECRET,
        SITE_OUTBOX_DB: path.join(outboxDir, 'site-leads.db'),
      },
      root,
      hmr: false,
    })
    server = made.app.listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    close = made.close
    web = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    await (await fetch(`${web}/`)).arrayBuffer()
  })
  afterAll(async () => {
    server?.closeAllConnections()
    server?.close()
    await close()
    await cms?.close()
    rmSync(outboxDir, { recursive: true, force: true })
  })

  it('acknowledges inquiries and signups as the audit service would, and each arrives once when it is back', async () => {
    const leads = [
      { fn: 'send-contact-inquiry', key: 'held-inquiry-0001', body: inquiry(1) },
      { fn: 'send-contact-inquiry', key: 'held-inquiry-0002', body: inquiry(2) },
      { fn: 'newsletter-signup', key: 'held-signup-00001', body: { email: 'grace@example.com' } },
    ]
    const t0 = Date.now()
    const [answers, invalid, results] = await Promise.all([
      Promise.all(leads.map((l) => post(web, l.fn, l.key, l.body))),
      post(web, 'send-contact-inquiry', 'held-invalid-0001', { ...inquiry(3), message: 'short' }),
      post(web, 'send-audit-results', 'held-results-0001', {
        email: 'ada@example.com',
        audit_id: 'job-1',
        audit_token: 'token',
      }),
    ])
    // The visitor waited out the retry window (15 s), then got the audit service's own answer.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(15_000)
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([
      { success: true, message: LEAD_ANSWERS.inquiry },
      { success: true, message: LEAD_ANSWERS.inquiry },
      { success: true, message: LEAD_ANSWERS.subscribed },
    ])
    // An invalid lead is refused with the contract's messages, as the audit service would.
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({
      error: 'validation_failed',
      fields: { message: 'Message must be at least 20 characters' },
    })
    // A results email needs its audit token checked: not kept, the spec's failure wording.
    expect(results.status).toBe(503)
    expect(await results.json()).toEqual({
      error: 'unavailable',
      message: 'Unable to send results. Please try again.',
    })

    const upstream = await startUpstream(port)
    await until(() => upstream.posts.length >= 3, 20_000, 'the kept leads forwarded')
    // Nothing more comes later.
    await new Promise((r) => setTimeout(r, 1500))
    expect(
      upstream.posts.map((p) => [p.post, p.key, JSON.parse(p.body), p.clientIp]).sort(),
    ).toEqual(
      leads.map((l) => [`/functions/v1/${l.fn}`, l.key, l.body, '127.0.0.1']).sort() as unknown[],
    )
  }, 60_000)
})

describe('leads kept by the site survive a restart of the site', () => {
  it('kept while the audit service is down, forwarded once by the next process', async () => {
    const port = await freePort()
    const file = path.join(tempDir(), 'site-leads.db')
    const auditService = { url: `http://127.0.0.1:${port}`, proxySecret: SECRET }

    /** One site process: its outbox, its forwarder and the proxy (a 1 s retry window). */
    const startSite = async () => {
      const outbox = new SiteLeadOutbox(file)
      const quiet = { info: () => {}, warn: () => {}, error: () => {} }
      const forwarder = startLeadForwarder({
        outbox,
        send: leadPoster(auditService),
        log: quiet,
        baseMs: 100,
        maxMs: 500,
      })
      const app = express()
      app.use(
        '/functions/v1',
        functionsProxy(auditService, {
          leadRetry: { windowMs: 1000 },
          heldLeads: { outbox, wake: forwarder.wake },
        }),
      )
      const server = app.listen(0, '127.0.0.1')
      await new Promise((r) => server.once('listening', r))
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const stop = async () => {
        server.closeAllConnections()
        server.close()
        await forwarder.stop()
        outbox.close()
      }
      return { base, stop, outbox }
    }

    const first = await startSite()
    const keys = ['restart-kept-0001', 'restart-kept-0002', 'restart-kept-0003']
    const answers = await Promise.all(
      keys.map((k, i) => post(first.base, 'send-contact-inquiry', k, inquiry(i))),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    // The visitor's own retry of a kept post: the same answer, nothing kept twice.
    const again = await post(first.base, 'send-contact-inquiry', keys[0], inquiry(0))
    expect([again.status, await again.json()]).toEqual([
      200,
      { success: true, message: LEAD_ANSWERS.inquiry },
    ])
    expect(first.outbox.pending()).toBe(3)
    await first.stop()

    const upstream = await startUpstream(port)
    const second = await startSite()
    cleanups.push(second.stop)
    await until(() => upstream.posts.length >= 3, 10_000, 'the kept leads forwarded')
    await new Promise((r) => setTimeout(r, 1000))
    expect(upstream.posts.map((p) => p.key).sort()).toEqual(keys)
    expect(upstream.posts.map((p) => JSON.parse(p.body).name).sort()).toEqual([
      'Ada 0',
      'Ada 1',
      'Ada 2',
    ])
  }, 30_000)
})
