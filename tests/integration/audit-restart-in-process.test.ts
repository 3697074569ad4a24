/**
 * An audit service without Redis (audits run in process) stopped with SIGTERM while more audits
 * are queued than run at once, then started again: no audit is cancelled, every job id ends
 * `done` with its own result, and the ids of audits finished before the stop still answer
 * (docs/decisions/0099).
 *
 * Real processes: the audit service (`src/server.ts`, simulated assistants answering each call
 * after 1.5–2 s, AUDIT_CONCURRENCY 2) on one data directory, a fake CMS. Every
 * process started is killed by its PID at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { auditJobSchema, type AuditJob } from '@aivis/contract'
import { freePort } from '../../audit-service/test/support/redis'
import { startFakeCms, type FakeCms } from '../mocks/fake-cms'

const serviceDir = path.resolve(import.meta.dirname, '../../audit-service')
const AUDITS = 8

let cms: FakeCms
let work: string
let port = 0
const children: ChildProcess[] = []

/** Starts the audit service on `port` over `work`'s files; resolves once /healthz answers. */
async function startService() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      CMS_URL: cms.url,
      SMTP_URL: 'smtp://127.0.0.1:9',
      ALLOW_SIMULATED: 'true',
      SIMULATED_LATENCY_MS: '1500-2000',
      AUDIT_WEB_SEARCH: 'false',
      AUDIT_CONCURRENCY: '2',
      AUDIT_LIMIT_PER_IP_PER_HOUR: '1000',
      AUDIT_LIMIT_PER_DOMAIN_PER_DAY: '1000',
      AUDIT_CACHE_DB: path.join(work, 'audit-cache.db'),
      OUTBOX_DB: path.join(work, 'leads.db'),
      LEAD_RETRY_BASE_MS: '60000',
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`audit service exited: ${out}`)
      return fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    },
    60_000,
    'the audit service',
  )
  return child
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const job = async (id: string): Promise<AuditJob | null> => {
  const res = await fetch(`http://127.0.0.1:${port}/functions/v1/audits/${id}`)
  return res.status === 404 ? null : auditJobSchema.parse(await res.json())
}

beforeAll(async () => {
  cms = await startFakeCms()
  work = mkdtempSync(path.join(tmpdir(), 'audit-restart-in-process-'))
  port = await freePort()
}, 30_000)

afterAll(async () => {
  for (const c of children)
    if (c.exitCode === null && c.signalCode === null) {
      const exited = new Promise((r) => c.once('exit', r))
      c.kill('SIGKILL')
      await exited
    }
  await cms?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

it('stopping the in-process audit service keeps its queued audits: after the restart every job id ends done', async () => {
  const first = await startService()
  const ids: string[] = []
  for (let i = 1; i <= AUDITS; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/functions/v1/audits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        business_name: `Queued Dental ${i}`,
        target_location: 'Sydney',
        core_product_service: 'dentist',
      }),
    })
    expect(res.status).toBe(202)
    ids.push(auditJobSchema.parse(await res.json()).id)
  }
  const before = await Promise.all(ids.map(job))
  expect(before.filter((j) => j?.status === 'queued').length).toBeGreaterThanOrEqual(AUDITS - 2)

  const exited = new Promise<number | null>((r) => first.once('exit', (code) => r(code)))
  first.kill('SIGTERM')
  expect(await exited).toBe(0)
  await startService()

  const ended = new Map<string, AuditJob>()
  await until(
    async () => {
      for (const id of ids) {
        if (ended.has(id)) continue
        const now = await job(id)
        expect(now, `job ${id} after the restart`).not.toBeNull()
        if (now && ['done', 'failed', 'cancelled'].includes(now.status)) ended.set(id, now)
      }
      return ended.size === ids.length
    },
    120_000,
    'every audit to end',
  )
  for (const [i, id] of ids.entries()) {
    const end = ended.get(id)!
    expect(end.status, `audit ${i + 1}: ${JSON.stringify(end.error)}`).toBe('done')
    expect(end.result).toMatchObject({ audit_id: id, business_name: `Queued Dental ${i + 1}` })
  }
}, 240_000)
