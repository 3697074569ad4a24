/**
 * The audit service as a process (`src/server.ts`, in-process jobs, simulated assistants, a fake
 * CMS): structured logs on stdout, and a graceful shutdown (decision 0032) — on SIGTERM it
 * stops accepting connections, finishes the audits in flight and answers their visitors, delivers
 * or keeps their leads, and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadStore } from './leads/store'
import { freePort } from '../test/support/redis'

const serviceDir = path.resolve(import.meta.dirname, '..')
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** A CMS that stores each lead by idempotency key and remembers the request id it came with. */
async function fakeCms() {
  const docs = new Map<string, { requestId?: string }>()
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw || '{}')
      docs.set(body.idempotency_key, { requestId: req.headers['x-request-id'] as string })
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"doc":{}}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(
    () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  )
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, docs }
}

/** Starts `src/server.ts`; resolves once it listens. `lines()` are its stdout lines, parsed. */
async function startService(env: Record<string, string>) {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'test',
      PORT: String(port),
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEAD_RETRY_BASE_MS: '100',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (err += c))
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const deadline = Date.now() + 30_000
  while (!out.includes('audit-service listening')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`audit-service did not start: ${out}${err}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const lines = () =>
    out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, any>)
  return { child, base: `http://127.0.0.1:${port}`, lines, stderr: () => err }
}

const audit = (n: number) => ({
  businessName: `Harbour Dental ${n}`,
  location: 'Sydney',
  specialism: 'dentist',
})

describe('audit-service process', () => {
  it('on SIGTERM refuses new connections, finishes audits in flight, keeps every lead, exits 0', async () => {
    const cms = await fakeCms()
    const dir = mkdtempSync(path.join(tmpdir(), 'server-test-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const outbox = path.join(dir, 'leads.db')
    const svc = await startService({
      CMS_URL: cms.url,
      OUTBOX_DB: outbox,
      SIMULATED_LATENCY_MS: '300-400',
      AUDIT_VENDOR_CONCURRENCY: '2',
      AUDIT_CACHE_HOURS: '0',
    })
    // A queued job, then a visitor waiting for a synchronous audit: both in flight at SIGTERM.
    const queued = await fetch(`${svc.base}/functions/v1/audits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'visitor-0002' },
      body: JSON.stringify(audit(2)),
    })
    expect(queued.status).toBe(202)
    const { id } = (await queued.json()) as { id: string }
    const progress = async () =>
      ((await (await fetch(`${svc.base}/functions/v1/audits/${id}`)).json()) as any).progress.done
    while ((await progress()) < 2) await new Promise((r) => setTimeout(r, 50))
    // Read as a browser does, as the bytes arrive.
    const visitor = fetch(`${svc.base}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'visitor-0001' },
      body: JSON.stringify(audit(1)),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }))
    // Well inside its run (an audit here takes 2 s or more).
    await new Promise((r) => setTimeout(r, 800))
    const exited = new Promise<number | null>((r) => svc.child.once('exit', (code) => r(code)))
    svc.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 200))
    // No new work once stopping.
    await expect(fetch(`${svc.base}/healthz`)).rejects.toThrow()
    // The visitor in flight still gets the whole result.
    const answer = await visitor
    expect(answer.status).toBe(200)
    const result = answer.body as { business_name: string; audit_id: string }
    expect(result.business_name).toBe('Harbour Dental 1')
    expect(await exited).toBe(0)

    // Both audits became leads: delivered to the CMS with their request ids, or kept in the outbox
    // for the next start; none lost, none twice.
    const store = new LeadStore(outbox)
    const pending = store
      .due('ops', Number.MAX_SAFE_INTEGER, 100)
      .filter((r) => r.kind === 'audit')
      .map((r) => r.key)
    store.close()
    const keys = [`audit:${result.audit_id}`, `audit:${id}`]
    const delivered = keys.filter((k) => cms.docs.has(k))
    expect([...delivered, ...pending].sort()).toEqual(keys.sort())
    for (const k of delivered)
      expect(['visitor-0001', 'visitor-0002']).toContain(cms.docs.get(k)!.requestId)

    // Every stdout line is a JSON log line of this service; the request lines carry their ids.
    const lines = svc.lines()
    expect(lines.every((l) => l.service === 'audit-service')).toBe(true)
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reqId: 'visitor-0001',
          req: { method: 'POST', url: '/functions/v1/competitive-audit' },
          res: { statusCode: 200 },
        }),
        expect.objectContaining({ msg: expect.stringMatching(/^shutting down/) }),
        expect.objectContaining({ msg: 'stopped' }),
      ]),
    )
    // The visitor was answered during the shutdown, not before it.
    const at = (match: (l: Record<string, any>) => boolean) => lines.findIndex(match)
    expect(at((l) => l.reqId === 'visitor-0001' && l.res)).toBeGreaterThan(
      at((l) => /^shutting down/.test(l.msg)),
    )
  }, 90_000)
})
