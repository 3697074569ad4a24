/**
 * An audit service restart in the middle of 20 audits, with Redis and two workers: every visitor
 * still gets the finished result (docs/decisions/0059).
 *
 * Real processes: a throw-away redis-server, the audit service (`src/server.ts`, simulated
 * assistants answering each call after 1.5–2 s) and two audit workers (`src/worker.ts`); the site's
 * server in process in front of them (TRUSTED_PROXY_HOPS=1: each visitor has its own address).
 * Twenty visitors start an audit each and follow it with the page's own client
 * (web/pages/(audit)/lib/run.ts `runAudit`, the health check of /audit-loading included) over an
 * EventSource-like stream through the site. Once the first result is in, the audit service gets
 * SIGTERM and is started again on the same port as soon as it has exited. Every visitor must get
 * its result, within a minute of its job finishing on the workers. Every process started is
 * killed by its PID at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { auditJobSchema, type AuditResult } from '@aivis/contract'
import { createLogger } from '@aivis/contract/log'
import { createServer } from '@aivis/web/server'
import { runAudit } from '../../web/pages/(audit)/lib/run'
import { freePort, startRedis, type TestRedis } from '../../audit-service/test/support/redis'
import { startFakeCms, type FakeCms } from '../mocks/fake-cms'
import { fetchEventStream, type EventStreamStats } from './support/eventStream'

const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))
const serviceDir = path.resolve(import.meta.dirname, '../../audit-service')
const SECRET = 'integration-audit-restart-secret-000000'
const VISITORS = 20

let redis: TestRedis
let cms: FakeCms
let work: string
let auditPort = 0
let web = ''
let webServer: Server
let closeWeb: () => Promise<void> = async () => {}
const children: ChildProcess[] = []

/** The environment every audit-service process shares. */
const serviceEnv = () => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  APP_ENV: 'test',
  LOG_LEVEL: 'warn',
  REDIS_URL: redis.url,
  CMS_URL: cms.url,
  SMTP_URL: 'smtp://127.0.0.1:9',
  FUNCTIONS_PROXY_SECRET: SECRET,
  ALLOW_SIMULATED: 'true',
  SIMULATED_LATENCY_MS: '1500-2000',
  AUDIT_WEB_SEARCH: 'false',
  AUDIT_CACHE_HOURS: '0',
  AUDIT_CONCURRENCY: '2',
  AUDIT_LIMIT_PER_IP_PER_HOUR: '1000',
  AUDIT_LIMIT_PER_DOMAIN_PER_DAY: '1000',
  AUDIT_JOB_LOCK_MS: '5000',
  AUDIT_STALLED_INTERVAL_MS: '1000',
  LEAD_RETRY_BASE_MS: '60000',
})

/** Starts an audit-service entry point (`src/server.ts` or `src/worker.ts`) as its own process. */
function spawnService(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serviceDir,
    env: { ...serviceEnv(), ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const out = { text: '' }
  child.stdout!.on('data', (c) => (out.text += c))
  child.stderr!.on('data', (c) => (out.text += c))
  return { child, out }
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Starts the audit service's API on `auditPort`; resolves once /healthz answers. */
async function startApi() {
  const api = spawnService('src/server.ts', {
    PORT: String(auditPort),
    OUTBOX_DB: path.join(work, 'api-leads.db'),
  })
  await until(
    async () => {
      if (api.child.exitCode !== null) throw new Error(`audit service exited: ${api.out.text}`)
      return fetch(`http://127.0.0.1:${auditPort}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    },
    60_000,
    'the audit service',
  )
  return api
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill(signal)
  await exited
}

beforeAll(async () => {
  redis = await startRedis()
  cms = await startFakeCms()
  work = mkdtempSync(path.join(tmpdir(), 'audit-restart-'))
  auditPort = await freePort()
  const workers = ['a', 'b'].map((n) =>
    spawnService('src/worker.ts', {
      WORKER_OUTBOX_DB: path.join(work, `worker-${n}.db`),
      LOG_LEVEL: 'info',
    }),
  )
  await startApi()
  for (const w of workers)
    await until(() => w.out.text.includes('taking audit jobs'), 60_000, 'an audit worker')
  const made = await createServer({
    env: {
      NODE_ENV: 'development',
      CMS_URL: cms.url,
      AUDIT_SERVICE_URL: `http://127.0.0.1:${auditPort}`,
      FUNCTIONS_PROXY_SECRET: SECRET,
      TRUSTED_PROXY_HOPS: '1',
    },
    root,
    hmr: false,
    // The 502s of the restart are expected here; the outcome is asserted below.
    logger: createLogger('web', { level: 'fatal' }),
  })
  closeWeb = made.close
  webServer = made.app.listen(0, '127.0.0.1')
  await new Promise((r) => webServer.once('listening', r))
  web = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`
  // One page, so Vike has loaded its files before Vite is closed.
  await (await fetch(`${web}/`)).arrayBuffer()
}, 180_000)

afterAll(async () => {
  for (const c of children) await stop(c)
  webServer?.closeAllConnections()
  webServer?.close()
  await closeWeb()
  await cms?.close()
  await redis?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

interface Visit {
  result?: AuditResult
  error?: unknown
  /** When the visitor had its result (epoch ms). */
  at?: number
}

it('restarting the audit service mid-batch: every visitor gets its result within a minute of it finishing', async () => {
  const stats: EventStreamStats = { opened: 0, errored: 0 }
  const visits: Visit[] = Array.from({ length: VISITORS }, () => ({}))
  const runs = visits.map((visit, i) => {
    // Each visitor behind our own load balancer, which appends the address it saw.
    const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` }
    const fetchImpl = ((url: string, init: RequestInit = {}) =>
      fetch(`${web}${url}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...headers },
      })) as typeof fetch
    return runAudit(
      {
        business_name: `Restart Dental ${i + 1}`,
        target_location: 'Sydney',
        core_product_service: 'dentist',
      },
      { fetchImpl, eventSource: fetchEventStream(web, headers, stats), healthCheck: true },
    ).then(
      (result) => Object.assign(visit, { result, at: Date.now() }),
      (error) => Object.assign(visit, { error, at: Date.now() }),
    )
  })

  // Mid-batch: the first results are in, most audits are still queued or running.
  await until(() => visits.some((v) => v.at), 60_000, 'the first result')
  const [api] = children.filter((c) => c.spawnargs.includes('src/server.ts'))
  const unfinished = visits.filter((v) => !v.at).length
  expect(unfinished).toBeGreaterThanOrEqual(VISITORS / 2)
  const streamsBefore = stats.errored
  const termAt = Date.now()
  await stop(api, 'SIGTERM')
  expect(api.exitCode).toBe(0)
  const exitedAt = Date.now()
  await startApi()
  const upAt = Date.now()

  await Promise.race([
    Promise.all(runs),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('visitors still waiting')), 75_000),
    ),
  ])
  // Streams were cut by the restart, and the visitors went on by polling or a new stream.
  expect(stats.errored - streamsBefore).toBeGreaterThan(0)
  const lags: number[] = []
  for (const [i, visit] of visits.entries()) {
    expect(visit.error, `visitor ${i + 1}`).toBeUndefined()
    expect(visit.result?.business_name).toBe(`Restart Dental ${i + 1}`)
    const job = auditJobSchema.parse(
      await (await fetch(`${web}/functions/v1/audits/${visit.result!.audit_id}`)).json(),
    )
    expect(job.status).toBe('done')
    const lag = visit.at! - Date.parse(job.finished_at!)
    expect(lag, `visitor ${i + 1} got the result ${lag} ms after it finished`).toBeLessThan(60_000)
    lags.push(lag)
  }
  console.info(
    `audit restart: ${unfinished} of ${VISITORS} unfinished at SIGTERM; exited after ${exitedAt - termAt} ms, answering again ${upAt - termAt} ms after SIGTERM; streams opened ${stats.opened}, cut or refused ${stats.errored}; result ${Math.min(...lags)}–${Math.max(...lags)} ms after the job finished`,
  )
}, 150_000)
