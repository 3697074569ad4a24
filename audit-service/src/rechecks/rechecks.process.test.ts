/**
 * Monthly re-checks through the audit service as a process (`src/server.ts`, in-process jobs,
 * simulated assistants): killed with SIGKILL while a re-check's audit runs (after the CMS took its
 * claim, before its mail), then started again on the same outbox folder, it sends exactly one
 * report for the run the CMS counts (docs/decisions/0100). The CMS is a stand-in speaking the
 * re-check endpoints' contract over HTTP (claims compare-and-set as the CMS's are; every other
 * write answered 201); the mail goes to a real SMTP server.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { dueRechecksSchema, recheckClaimSchema, type DueRecheck } from '@aivis/contract'
import { freePort } from '../../test/support/redis'
import { smtpCatcher } from '../../test/support/smtp'

const serviceDir = path.resolve(import.meta.dirname, '../..')
const API_KEY = 'test-recheck-service-key-0123456789abcdef'
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** The CMS's re-check endpoints over one re-check in memory; `onClaim` sees each claim taken. */
async function cmsStandIn(recheck: DueRecheck, onClaim: () => void) {
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://cms')
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
      if (req.headers.authorization !== `users API-Key ${API_KEY}`) return send(403, {})
      if (req.method === 'GET' && url.pathname === '/api/rechecks/due') {
        const due = Date.parse(recheck.last_run_at) <= Date.parse(url.searchParams.get('before')!)
        return send(200, dueRechecksSchema.parse({ rechecks: due ? [recheck] : [] }))
      }
      if (req.method === 'POST' && url.pathname === '/api/rechecks/claim') {
        const claim = recheckClaimSchema.parse(JSON.parse(raw))
        const [from, to] = claim.release
          ? [claim.at, claim.last_run_at]
          : [claim.last_run_at, claim.at]
        if (recheck.last_run_at !== from) return send(200, { claimed: false })
        recheck.last_run_at = to
        recheck.runs += claim.release ? -1 : 1
        if (!claim.release) onClaim()
        return send(200, { claimed: true })
      }
      send(201, { doc: {} })
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(
    () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  )
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Starts `src/server.ts` with `env`; resolves once it listens. */
async function startService(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'test',
      PORT: String(await freePort()),
      LEAD_RETRY_BASE_MS: '100',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  })
  const deadline = Date.now() + 60_000
  while (!out.includes('audit-service listening')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`audit-service did not start: ${out}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, exited, log: () => out }
}

it('SIGKILL while a re-check audit runs: started again, the service mails that run exactly once', async () => {
  const recheck: DueRecheck = {
    id: 1,
    key: 'recheck:3f1b2c4d-0000-4000-8000-0000000000aa',
    customer: 7,
    email: 'owner@example.com',
    business_name: 'Harbour Dental',
    specialism: 'dentist',
    location: 'Sydney',
    website: null,
    business_type: 'service',
    last_run_at: '2026-10-20T09:00:00.000Z',
    runs: 0,
    previous: null,
  }
  let claimed: () => void = () => {}
  const claim = new Promise<void>((r) => (claimed = r))
  const cmsUrl = await cmsStandIn(recheck, () => claimed())
  const smtp = await smtpCatcher()
  cleanups.push(() => smtp.close())
  const dir = mkdtempSync(path.join(tmpdir(), 'rechecks-kill-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const env = {
    CMS_URL: cmsUrl,
    CMS_API_KEY: API_KEY,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_DB: path.join(dir, 'outbox', 'leads.db'),
    AUDIT_CACHE_DB: path.join(dir, 'cache', 'audit-cache.db'),
    // Every simulated call takes 3 s: the kill lands inside the audit.
    SIMULATED_LATENCY_MS: '3000',
    // Due again only an hour after a run: a lost run would not be run again in this test.
    RECHECK_INTERVAL: '3600',
    RECHECK_SWEEP_SECONDS: '1',
  }
  const first = await startService(env)
  await claim
  await new Promise((r) => setTimeout(r, 800))
  first.child.kill('SIGKILL')
  await first.exited
  expect(smtp.accepted).toEqual([])
  expect(recheck.runs).toBe(1)

  const second = await startService(env)
  const reports = () => smtp.accepted.filter((m) => m.messageId.startsWith('<recheck:'))
  const deadline = Date.now() + 60_000
  while (reports().length === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200))
  // A few more sweeps: nothing else is sent.
  await new Promise((r) => setTimeout(r, 4000))
  expect(reports(), second.log()).toHaveLength(1)
  expect(reports()[0].to).toEqual(['owner@example.com'])
  // The run mailed is the one the CMS counts as the re-check's last.
  expect(reports()[0].messageId).toContain(`${recheck.key}:${recheck.last_run_at}@`)
  expect(recheck.runs).toBe(1)
}, 180_000)
