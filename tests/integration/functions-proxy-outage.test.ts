/**
 * The site's /functions/v1 proxy while the audit service goes away (docs/decisions/0059, 0060),
 * against a stand-in audit service run as its own process (support/upstream.mjs) that the tests
 * kill or start late:
 * - a progress stream, or any answer, that breaks off because the audit service died ends for the
 *   visitor within a second or two (a stream cleanly, a JSON answer as an error);
 * - a lead post with an `Idempotency-Key` sent while the audit service is down (or answering 503)
 *   reaches it once it is back, once; without a key, or for an audit, the visitor gets 502 at once;
 *   after the retry window, 503 with the spec's failure wording.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '@aivis/web/server'
import { functionsProxy } from '../../web/server/functionsProxy.server'
import { freePort } from '../../audit-service/test/support/redis'
import { startFakeCms, type FakeCms } from '../mocks/fake-cms'

const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))
const UPSTREAM = path.join(import.meta.dirname, 'support/upstream.mjs')
const SECRET = 'integration-functions-outage-secret-0123'

interface Upstream {
  child: ChildProcess
  /** The posts it received, oldest first. */
  posts: {
    post: string
    key: string | null
    status: number
    body: string
    clientIp?: string
    secret?: string
    cookie?: string
  }[]
  kill: () => Promise<void>
}
const started: ChildProcess[] = []

/** Starts support/upstream.mjs on `port`; resolves once it listens. */
async function startUpstream(port: number, env: Record<string, string> = {}): Promise<Upstream> {
  const child = spawn(process.execPath, [UPSTREAM], {
    env: { PATH: process.env.PATH, PORT: String(port), ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  started.push(child)
  const posts: Upstream['posts'] = []
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
  return { child, posts, kill: () => killChild(child) }
}

async function killChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  await exited
}

let cms: FakeCms
let port = 0
let web = ''
let closeWeb: () => Promise<void> = async () => {}
let webServer: Server
beforeAll(async () => {
  cms = await startFakeCms()
  port = await freePort()
  const made = await createServer({
    env: {
      NODE_ENV: 'development',
      CMS_URL: cms.url,
      AUDIT_SERVICE_URL: `http://127.0.0.1:${port}`,
      FUNCTIONS_PROXY_SECRET: SECRET,
    },
    root,
    hmr: false,
  })
  webServer = made.app.listen(0, '127.0.0.1')
  await new Promise((r) => webServer.once('listening', r))
  closeWeb = made.close
  web = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`
  // One page, so Vike has loaded its files before Vite is closed.
  await (await fetch(`${web}/`)).arrayBuffer()
})
afterEach(async () => {
  for (const c of started.splice(0)) await killChild(c)
})
afterAll(async () => {
  webServer?.closeAllConnections()
  webServer?.close()
  await closeWeb()
  await cms?.close()
})

describe('an answer that breaks off when the audit service dies', () => {
  it('ends the visitor’s progress stream within 2 s', async () => {
    const upstream = await startUpstream(port)
    const res = await fetch(`${web}/functions/v1/audits/job-1/events`)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = res.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/event: status/)
    await upstream.kill()
    const killed = Date.now()
    // Heartbeats already on their way may still arrive; then the stream must end.
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now()
    })()
    const endedAt = await Promise.race([
      ended,
      new Promise<number>((r) => setTimeout(() => r(Infinity), 5000)),
    ])
    expect(endedAt - killed).toBeLessThan(2000)
    // The site itself is fine: the next call is answered (502: nothing listens now).
    expect((await fetch(`${web}/functions/v1/audits/job-1`)).status).toBe(502)
  })

  it('cuts a JSON answer broken off mid-body, so it is never taken as complete', async () => {
    const upstream = await startUpstream(port)
    const res = await fetch(`${web}/functions/v1/slow`)
    expect(res.status).toBe(200)
    const body = res.arrayBuffer()
    body.catch(() => {})
    await new Promise((r) => setTimeout(r, 100))
    await upstream.kill()
    const killed = Date.now()
    const outcome = await Promise.race([
      body.then(
        () => 'complete',
        () => 'error',
      ),
      new Promise((r) => setTimeout(() => r('still open'), 5000)),
    ])
    expect(outcome).toBe('error')
    expect(Date.now() - killed).toBeLessThan(2000)
  })
})

const lead = (key?: string, fn = 'send-contact-inquiry') =>
  fetch(`${web}/functions/v1/${fn}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'payload-token=abc',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }),
  })

describe('a lead post while the audit service restarts', () => {
  it('with an Idempotency-Key: sent again until the service is back (3 s), which stores it once', async () => {
    const key = 'restart-key-0001'
    const t0 = Date.now()
    const answer = lead(key)
    await new Promise((r) => setTimeout(r, 3000))
    const upstream = await startUpstream(port)
    const res = await answer
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, n: 1 })
    expect(Date.now() - t0).toBeGreaterThanOrEqual(3000)
    expect(Date.now() - t0).toBeLessThan(15_000)
    expect(upstream.posts).toEqual([
      {
        post: '/functions/v1/send-contact-inquiry',
        key,
        status: 200,
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }),
        // Forwarded as every function call is: vouched-for client IP, no cookies.
        clientIp: '127.0.0.1',
        secret: SECRET,
      },
    ])
  })

  it('with an Idempotency-Key: a 503 from the service is sent again; the first 200 ends it', async () => {
    const upstream = await startUpstream(port, { FAIL_FIRST: '2' })
    const res = await lead('retry-503-key-01', 'newsletter-signup')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, n: 3 })
    expect(upstream.posts.map((p) => [p.key, p.status])).toEqual([
      ['retry-503-key-01', 503],
      ['retry-503-key-01', 503],
      ['retry-503-key-01', 200],
    ])
    expect(new Set(upstream.posts.map((p) => p.body)).size).toBe(1)
  })

  it('without an Idempotency-Key: 502 at once, nothing sent again', async () => {
    const t0 = Date.now()
    const res = await lead()
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: 'bad_gateway' })
    expect(Date.now() - t0).toBeLessThan(1000)
  })

  it('an audit is never held back and sent again, key or not', async () => {
    const t0 = Date.now()
    const res = await lead('audit-key-000001', 'audits')
    expect(res.status).toBe(502)
    expect(Date.now() - t0).toBeLessThan(1000)
  })

  it('a 503 from the service without a key is passed on as it is', async () => {
    const upstream = await startUpstream(port, { FAIL_FIRST: '1' })
    const res = await lead()
    expect(res.status).toBe(503)
    expect(upstream.posts).toHaveLength(1)
  })
})

describe('a lead post when the audit service stays down', () => {
  it('is answered 503 with the spec’s failure wording after the retry window', async () => {
    const app = express()
    app.use(
      '/functions/v1',
      functionsProxy(
        { url: `http://127.0.0.1:${port}`, proxySecret: SECRET },
        { leadRetry: { windowMs: 1500 } },
      ),
    )
    const server = app.listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const t0 = Date.now()
      const res = await fetch(`${base}/functions/v1/send-audit-results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'down-key-000001' },
        body: '{}',
      })
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30')
      expect(await res.json()).toEqual({
        error: 'unavailable',
        message: 'Unable to send results. Please try again.',
      })
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1500)
      expect(Date.now() - t0).toBeLessThan(4000)
    } finally {
      server.close()
    }
  })

  it('refuses a body larger than it can buffer with 413, before sending anything', async () => {
    const upstream = await startUpstream(port)
    const res = await fetch(`${web}/functions/v1/send-audit-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'big-key-00000001' },
      body: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(res.status).toBe(413)
    expect(upstream.posts).toHaveLength(0)
  })
})
