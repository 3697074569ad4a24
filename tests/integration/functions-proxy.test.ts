/**
 * The site's /functions/v1 proxy in front of the real audit service, both in process
 * (docs/decisions/0023, 0024): the per-IP limit is charged to the address the site saw, whatever
 * forwarding headers a visitor forges; the proxy drops cookies, credentials, forwarding and
 * hop-by-hop headers and vouches for the client IP with FUNCTIONS_PROXY_SECRET; TRUSTED_PROXY_HOPS
 * takes the client IP from our own load balancer's X-Forwarded-For entry; a visitor who disconnects
 * from the synchronous audit cancels it in the audit service (docs/decisions/0054).
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createServer } from '@aivis/web/server'
import { testApp } from '../../audit-service/test/support/app'
import { createAssistant } from '@aivis/audit-service/engine/assistants/index'
import { createAuditLimits } from '@aivis/audit-service/limits/index'
import {
  simulatedSettings,
  startSimulator,
  type Simulator,
} from '@aivis/audit-service/simulator/server'
import { memoryLeads } from '../../audit-service/test/support/leads'
import { ASSISTANT_IDS } from '@aivis/contract'
import { createLogger } from '@aivis/contract/log'
import { customerToken, startFakeCms, type FakeCms } from '../mocks/fake-cms'

const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))
const SECRET = 'integration-functions-proxy-secret-0123'
const PER_IP = 3

let sim: Simulator
/** Simulated vendors that answer each call after 3 s (the visitor-disconnect tests). */
let slowSim: Simulator
let slowAudit: Server
/** The lead outbox of the slow audit service. */
const slowLeads = memoryLeads()
/** The abort signal of every vendor call the slow audit service made, oldest first. */
const slowSignals: AbortSignal[] = []
/** When each progress stream of the slow audit service closed (epoch ms). */
const streamsClosedAt: number[] = []
let cms: FakeCms
let audit: Server
let auditUrl = ''
/** Headers as the audit service received them, newest last. */
const seen: IncomingHttpHeaders[] = []
const webs: { server: Server; close: () => Promise<void> }[] = []

async function startWeb(env: Record<string, string> = {}) {
  const made = await createServer({
    env: {
      NODE_ENV: 'development',
      CMS_URL: cms.url,
      AUDIT_SERVICE_URL: auditUrl,
      FUNCTIONS_PROXY_SECRET: SECRET,
      ...env,
    },
    root,
    hmr: false,
  })
  const server = made.app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  webs.push({ server, close: made.close })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // One page, so Vike has loaded its files before Vite is closed.
  await (await fetch(`${base}/`)).arrayBuffer()
  return base
}

let web = ''
beforeAll(async () => {
  sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 5 })
  cms = await startFakeCms()
  const settings = simulatedSettings(sim)
  const auditApp = testApp({
    assistants: () =>
      ASSISTANT_IDS.map((id) =>
        createAssistant(id, settings[id], {
          timeoutMs: 5000,
          retries: 0,
          maxOutputTokens: 512,
          simulated: true,
        }),
      ),
    describe: () => ({ assistants: [...ASSISTANT_IDS], simulated: true }),
    leads: memoryLeads(),
    logger: createLogger('audit-service', { level: 'silent' }),
    limits: createAuditLimits({ perIpPerHour: PER_IP, perDomainPerDay: 100, dailyCallBudget: 1e6 }),
    proxySecret: SECRET,
  })
  const outer = express()
  outer.use((req, _res, next) => {
    seen.push(req.headers)
    next()
  })
  outer.use(auditApp)
  audit = outer.listen(0, '127.0.0.1')
  auditUrl = await new Promise<string>((r) =>
    audit.once('listening', () => r(`http://127.0.0.1:${(audit.address() as AddressInfo).port}`)),
  )
  web = await startWeb()
})

afterAll(async () => {
  for (const w of webs) {
    w.server.closeAllConnections()
    w.server.close()
    await w.close()
  }
  audit?.closeAllConnections()
  audit?.close()
  slowAudit?.closeAllConnections()
  slowAudit?.close()
  await sim?.close()
  await slowSim?.close()
  await cms?.close()
})

const body = (n: number) =>
  JSON.stringify({ businessName: `Forger ${n}`, location: 'Sydney', specialism: 'dentist' })
const post = (base: string, headers: Record<string, string>, n: number) =>
  fetch(`${base}/functions/v1/competitive-audit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body(n),
  })

describe("the owner's business facts through the site", () => {
  it('reach the audit service as sent: a refused fact is its 400, naming the field (and costs nothing)', async () => {
    const res = await fetch(`${web}/functions/v1/audits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        business_name: 'Facts Dental',
        target_location: 'Sydney',
        core_product_service: 'dentist',
        business_facts: { telephone: '02 9000 0000', openingHours: ['all day'] },
      }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      message:
        "Invalid business_facts.openingHours[0]: opening hours are written as schema.org does, e.g. 'Mo-Fr 08:00-18:00'",
    })
  })
})

describe('the per-IP limit through the site', () => {
  it('forged X-Forwarded-For, Forwarded, X-Real-IP, X-Client-IP or X-Proxy-Secret change nothing', async () => {
    const forgeries: Record<string, string>[] = [
      { 'x-forwarded-for': '6.6.6.1' },
      { 'x-client-ip': '6.6.6.2', 'x-proxy-secret': 'guessed-secret' },
      { forwarded: 'for=6.6.6.3', 'x-real-ip': '6.6.6.3' },
      { 'x-forwarded-for': '6.6.6.4', 'x-client-ip': '6.6.6.4', 'x-proxy-secret': SECRET },
    ]
    const statuses: number[] = []
    for (const [i, headers] of forgeries.entries()) {
      const res = await post(web, headers, i)
      statuses.push(res.status)
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000)
        expect(await res.json()).toEqual({
          error: 'Rate limit exceeded',
          message: expect.stringMatching(/at most 3 an hour/),
        })
      } else await res.arrayBuffer()
    }
    // Even a visitor who knows the secret cannot choose the IP: the proxy replaces both headers.
    expect(statuses).toEqual([200, 200, 200, 429])
    // Every call reached the service as this visitor (127.0.0.1), vouched for by the site.
    for (const h of seen.slice(-4)) {
      expect(h['x-client-ip']).toBe('127.0.0.1')
      expect(h['x-proxy-secret']).toBe(SECRET)
    }
  })

  it('calling the audit service directly with forged headers is charged to the caller’s socket', async () => {
    const res = await post(auditUrl, { 'x-forwarded-for': '6.6.6.9', 'x-client-ip': '6.6.6.9' }, 9)
    expect(res.status).toBe(429)
  })

  it('another visitor (another IP the site vouches for) is not affected', async () => {
    const res = await post(
      auditUrl,
      { 'x-client-ip': '198.51.100.20', 'x-proxy-secret': SECRET },
      10,
    )
    expect(res.status).toBe(200)
    await res.arrayBuffer()
  })
})

/** A GET sent as written (no URL normalisation, any header); resolves with the status. */
function raw(base: string, pathname: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base)
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: pathname, headers }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('what the proxy forwards', () => {
  it('drops cookies, credentials, forwarding and hop-by-hop headers, and those Connection names', async () => {
    seen.length = 0
    const status = await raw(web, '/functions/v1/competitive-audit', {
      cookie: 'payload-token=abc',
      authorization: 'Bearer anon',
      apikey: 'anon-key',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      'x-real-ip': '6.6.6.6',
      connection: 'keep-alive, x-hop',
      'x-hop': 'secret',
      'keep-alive': 'timeout=5',
      'user-agent': 'integration-test',
    })
    expect(status).toBe(200)
    const h = seen.at(-1)!
    for (const name of [
      'cookie',
      'authorization',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-real-ip',
      'x-hop',
      'keep-alive',
    ])
      expect(h[name], name).toBeUndefined()
    expect(h['x-client-ip']).toBe('127.0.0.1')
    expect(h['x-proxy-secret']).toBe(SECRET)
    // Spec §7 call 4's API key header and ordinary headers pass.
    expect(h.apikey).toBe('anon-key')
    expect(h['user-agent']).toBe('integration-test')
  })

  it('refuses a path with a .. or %2e segment with 400 and forwards nothing', async () => {
    seen.length = 0
    for (const p of ['/functions/v1/../../_internal/cms-purge', '/functions/v1/%2e%2e/x'])
      expect(await raw(web, p), p).toBe(400)
    expect(seen).toHaveLength(0)
  })

  it('TRUSTED_PROXY_HOPS=1: the client IP is the X-Forwarded-For entry our load balancer added', async () => {
    const behindLb = await startWeb({ TRUSTED_PROXY_HOPS: '1' })
    seen.length = 0
    // The visitor forged the first entry; the load balancer appended the address it saw.
    const res = await fetch(`${behindLb}/functions/v1/competitive-audit`, {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.50' },
    })
    expect(res.status).toBe(200)
    await res.arrayBuffer()
    expect(seen.at(-1)!['x-client-ip']).toBe('203.0.113.50')
    expect(seen.at(-1)!['x-forwarded-for']).toBeUndefined()
  })
})

describe('a visitor who disconnects', () => {
  const LATENCY = 3000
  let slowWeb = ''
  beforeAll(async () => {
    slowSim = await startSimulator({ minLatencyMs: LATENCY, maxLatencyMs: LATENCY })
    const settings = simulatedSettings(slowSim)
    const app = testApp({
      assistants: () =>
        ASSISTANT_IDS.map((id) => {
          const a = createAssistant(id, settings[id], {
            timeoutMs: 10_000,
            retries: 0,
            maxOutputTokens: 512,
            simulated: true,
          })
          return {
            ...a,
            ask: (question: string, opts?: Parameters<typeof a.ask>[1]) => {
              if (opts?.signal) slowSignals.push(opts.signal)
              return a.ask(question, opts)
            },
          }
        }),
      describe: () => ({ assistants: [...ASSISTANT_IDS], simulated: true }),
      leads: slowLeads,
      logger: createLogger('audit-service', { level: 'silent' }),
      proxySecret: SECRET,
    })
    const outer = express()
    outer.use((req, res, next) => {
      if (req.path.endsWith('/events')) res.on('close', () => streamsClosedAt.push(Date.now()))
      next()
    })
    outer.use(app)
    slowAudit = outer.listen(0, '127.0.0.1')
    await new Promise((r) => slowAudit.once('listening', r))
    slowWeb = await startWeb({
      AUDIT_SERVICE_URL: `http://127.0.0.1:${(slowAudit.address() as AddressInfo).port}`,
    })
  })

  it('aborts the synchronous audit upstream: its vendor calls are cancelled and no lead is recorded', async () => {
    const client = new AbortController()
    const started = Date.now()
    const answer = fetch(`${slowWeb}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Leaver Dental',
        location: 'Sydney',
        specialism: 'dentist',
      }),
      signal: client.signal,
    })
    // The audit is under way (its calls wait 3 s for the simulated vendors) when the visitor leaves.
    await vi.waitFor(() => expect(slowSignals.length).toBeGreaterThan(0), { timeout: 2000 })
    await new Promise((r) => setTimeout(r, Math.max(0, 300 - (Date.now() - started))))
    client.abort()
    await expect(answer).rejects.toThrow()
    // The audit service saw the proxied request close and cancelled the held job, whose calls'
    // signals abort long before the vendors would have answered.
    await vi.waitFor(() => expect(slowSignals.every((s) => s.aborted)).toBe(true), {
      timeout: 1500,
      interval: 50,
    })
    expect(Date.now() - started).toBeLessThan(LATENCY)
    // Past the time the vendors would have answered: the audit recorded nothing.
    await new Promise((r) => setTimeout(r, LATENCY + 500 - (Date.now() - started)))
    expect(slowLeads.ops()).toHaveLength(0)
  })

  it('closes a progress stream upstream when the visitor closes it, while the job goes on', async () => {
    const posted = await fetch(`${slowWeb}/functions/v1/audits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        business_name: 'Watcher Dental',
        target_location: 'Sydney',
        core_product_service: 'dentist',
      }),
    })
    expect(posted.status).toBe(202)
    const { id } = (await posted.json()) as { id: string }
    const client = new AbortController()
    const events = await fetch(`${slowWeb}/functions/v1/audits/${id}/events`, {
      signal: client.signal,
    })
    const reader = events.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/event: status/)
    const left = Date.now()
    client.abort()
    // The audit service's stream closes at once, not when the job ends 3 s later.
    await vi.waitFor(() => expect(streamsClosedAt.length).toBe(1), { timeout: 1500, interval: 50 })
    expect(streamsClosedAt[0] - left).toBeLessThan(1000)
    // A job asked for through POST /audits is not cancelled by a closed stream (decision 0021).
    await vi.waitFor(
      async () => {
        const job = (await (await fetch(`${slowWeb}/functions/v1/audits/${id}`)).json()) as {
          status: string
        }
        expect(job.status).toBe('done')
      },
      { timeout: 10_000, interval: 250 },
    )
  })
})

describe("a signed-in visitor's audit (decision 0077)", () => {
  it("carries the session's customer id to the audit service, never one the visitor sends", async () => {
    const ana = customerToken('ana')
    cms.sessions.set(ana, { id: 42, email: 'ana@example.com' })
    const audited = () =>
      seen.filter((h) => h['x-customer-id'] !== undefined || h['x-proxy-secret'])
    const before = audited().length
    // Behind a load balancer of ours, each request from an address of its own: the earlier tests
    // spent this machine's audits.
    const site = await startWeb({ TRUSTED_PROXY_HOPS: '1' })
    const from = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` })
    const signedIn = await post(site, { ...from(100), cookie: `session=${ana}` }, 100)
    expect(signedIn.status).toBe(200)
    const forged = await post(site, { ...from(101), 'x-customer-id': '7' }, 101)
    const unknown = await post(
      site,
      { ...from(102), cookie: `session=${customerToken('ended')}`, 'x-customer-id': '7' },
      102,
    )
    expect([forged.status, unknown.status]).toEqual([200, 200])
    // Read to the end: a body left unread when the site closes makes undici complain.
    await Promise.all([signedIn, forged, unknown].map((res) => res.arrayBuffer()))
    const sent = audited()
      .slice(before)
      .map((h) => h['x-customer-id'] ?? null)
    expect(sent).toEqual(['42', null, null])
  })
})
