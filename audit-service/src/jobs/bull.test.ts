/**
 * Audit jobs on a real Redis (a throw-away redis-server per file, test/support/redis.ts) with BullMQ:
 * the API side (BullJobs) and worker processes (`src/worker.ts`, spawned as `npm run worker` would)
 * with simulated assistants and a fake CMS that keeps a unique index on `idempotency_key`.
 * - A worker killed mid-job: the job finishes on another worker and its lead reaches the CMS once.
 * - 50 concurrent audits on 2 workers all finish.
 * - In process: progress events, joining, and a job nobody holds cancelled on its worker.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AuditRequest, AuditResult } from '@aivis/contract'
import { AuditCancelledError } from '../errors'
import { startRedis, type TestRedis } from '../../test/support/redis'
import { BullJobs, redisConnection, startAuditWorker } from './bull'
import { RedisAuditResults } from './results'
import type { AuditRunner } from './runner'
import type { JobEvent } from './types'

const serviceDir = path.resolve(import.meta.dirname, '../..')
const req = (n: number): AuditRequest => ({
  business_name: `Harbour Dental ${n}`,
  target_location: 'Sydney',
  core_product_service: 'dentist',
  business_type: 'practice',
  website: null,
  force_run: false,
  aliases: [],
})

let redis: TestRedis
let work: string
const cleanups: (() => unknown)[] = []
beforeAll(async () => {
  redis = await startRedis()
  work = mkdtempSync(path.join(tmpdir(), 'bull-test-'))
})
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!()
  await redis?.stop()
  rmSync(work, { recursive: true, force: true })
})

/** A CMS that stores each `idempotency_key` once (400 on a repeat, like Payload's unique index). */
async function fakeCms() {
  const docs = new Map<string, unknown>()
  let posts = 0
  const server = createServer((request, res) => {
    let raw = ''
    request.on('data', (c) => (raw += c))
    request.on('end', () => {
      posts++
      const body = JSON.parse(raw || '{}')
      if (docs.has(body.idempotency_key))
        return void res
          .writeHead(400)
          .end('{"errors":[{"data":{"errors":[{"path":"idempotency_key"}]}}]}')
      docs.set(body.idempotency_key, body)
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"doc":{}}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(
    () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  )
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    docs,
    posts: () => posts,
  }
}

/** Worker processes of the current test; each test kills its own, so none takes the next one's jobs. */
const workers: ChildProcess[] = []
async function killWorkers() {
  for (const w of workers.splice(0)) {
    if (w.exitCode !== null || w.signalCode !== null) continue
    const exited = new Promise((r) => w.once('exit', r))
    w.kill('SIGKILL')
    await exited
  }
}
afterEach(killWorkers)

/** Starts `src/worker.ts` as its own process; resolves once it says it is taking jobs. */
async function spawnWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'test',
      REDIS_URL: redis.url,
      AUDIT_JOB_LOCK_MS: '2000',
      AUDIT_STALLED_INTERVAL_MS: '500',
      LEAD_RETRY_BASE_MS: '100',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  workers.push(child)
  const deadline = Date.now() + 30_000
  while (!out.includes('taking audit jobs')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`worker did not start: ${out}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return child
}

async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 30_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const v = await check()
    if (v) return v
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('BullMQ jobs with worker processes', () => {
  it('a worker killed mid-job: the job finishes on another, its lead reaches the CMS once', async () => {
    const cms = await fakeCms()
    const jobs = new BullJobs(redis.url, { maxQueued: 100, keepMs: 600_000 })
    cleanups.push(() => jobs.close())
    const env = {
      CMS_URL: cms.url,
      SIMULATED_LATENCY_MS: '400-600',
      AUDIT_VENDOR_CONCURRENCY: '2',
      AUDIT_CONCURRENCY: '1',
      AUDIT_CACHE_HOURS: '0',
    }
    const first = await spawnWorker({ ...env, WORKER_OUTBOX_DB: path.join(work, 'a.db') })
    const { id } = await jobs.submit(req(1), { key: null })
    // Mid-job: some answers in, far from all.
    await eventually(async () => {
      const j = await jobs.get(id)
      return j?.status === 'running' && j.progress.done >= 4
    })
    first.kill('SIGKILL')
    await new Promise((r) => first.once('exit', r))
    expect((await jobs.get(id))!.progress.done).toBeLessThan(44)

    await spawnWorker({ ...env, WORKER_OUTBOX_DB: path.join(work, 'b.db') })
    const job = await jobs.wait(id)
    expect(job.status).toBe('done')
    // The job keeps no result; the worker stored it with the finished results.
    expect(job.result).toBeUndefined()
    const conn = redisConnection(redis.url)
    cleanups.push(() => conn.disconnect())
    expect(await new RedisAuditResults(conn).get(id)).toMatchObject({
      business_name: 'Harbour Dental 1',
      audit_id: id,
    })
    await eventually(async () => cms.docs.has(`audit:${id}`))
    await new Promise((r) => setTimeout(r, 500))
    expect([...cms.docs.keys()].filter((k) => k === `audit:${id}`)).toHaveLength(1)
    expect(cms.docs.size).toBe(1)
  }, 90_000)

  it('a worker told to stop (SIGTERM) finishes its running audit and delivers the lead, then exits 0 (decision 0032)', async () => {
    const cms = await fakeCms()
    const jobs = new BullJobs(redis.url, { maxQueued: 100, keepMs: 600_000 })
    cleanups.push(() => jobs.close())
    const worker = await spawnWorker({
      CMS_URL: cms.url,
      SIMULATED_LATENCY_MS: '300-400',
      AUDIT_VENDOR_CONCURRENCY: '2',
      AUDIT_CONCURRENCY: '1',
      AUDIT_CACHE_HOURS: '0',
      WORKER_OUTBOX_DB: path.join(work, 'drain.db'),
    })
    let out = ''
    worker.stdout!.on('data', (c) => (out += c))
    const { id } = await jobs.submit(req(7), { key: null })
    await eventually(async () => {
      const j = await jobs.get(id)
      return j?.status === 'running' && j.progress.done >= 2
    })
    const exited = new Promise<number | null>((r) => worker.once('exit', (code) => r(code)))
    worker.kill('SIGTERM')
    expect(await exited).toBe(0)
    // Finished by this worker (no other runs): all 44 answers, and its lead at the CMS before exit.
    const job = await jobs.get(id)
    expect(job).toMatchObject({ status: 'done', progress: { done: 44, total: 44 } })
    expect(cms.docs.has(`audit:${id}`)).toBe(true)
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^shutting down/), 'stopped']),
    )
    expect(lines.every((l) => l.service === 'audit-worker')).toBe(true)
  }, 90_000)

  it('50 concurrent audits on 2 workers all finish; their results expire from Redis and the ended jobs keep none', async () => {
    const cms = await fakeCms()
    const jobs = new BullJobs(redis.url, { maxQueued: 100, keepMs: 600_000 })
    cleanups.push(() => jobs.close())
    const env = { CMS_URL: cms.url, SIMULATED_LATENCY_MS: '20-80', AUDIT_CACHE_HOURS: '0' }
    await Promise.all([
      spawnWorker({ ...env, WORKER_OUTBOX_DB: path.join(work, 'c.db') }),
      spawnWorker({ ...env, WORKER_OUTBOX_DB: path.join(work, 'd.db') }),
    ])
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        jobs.submit(req(100 + i), { key: null }).then((s) => s.id),
      ),
    )
    expect(new Set(ids).size).toBe(50)
    const ended = await Promise.all(ids.map((id) => jobs.wait(id)))
    expect(
      ended.map((j) => j.status),
      JSON.stringify(ended.find((j) => j.error)?.error),
    ).toEqual(Array(50).fill('done'))
    const conn = redisConnection(redis.url)
    cleanups.push(() => conn.disconnect())
    const stored = new RedisAuditResults(conn)
    const results = await Promise.all(ids.map((id) => stored.get(id)))
    expect(new Set(results.map((r) => (r as AuditResult).business_name)).size).toBe(50)
    // A completed job returns its id only; every key of ours expires, a day at most for results.
    for (const id of ids)
      expect(JSON.parse((await conn.hget(`bull:audits:${id}`, 'returnvalue'))!)).toEqual({
        audit_id: id,
      })
    const ours = (await conn.keys('audit:*')).filter((k) => !k.startsWith('audit:cancel'))
    expect(ours.length).toBeGreaterThan(0)
    for (const key of ours) {
      const ttl = await conn.pttl(key)
      expect(ttl, key).toBeGreaterThan(0)
      if (key.startsWith('audit:result:')) expect(ttl, key).toBeLessThanOrEqual(86_400_000)
    }
    await eventually(async () => cms.docs.size === 50).catch((err) => {
      throw new Error(`${err.message}: ${cms.docs.size} of 50 audit leads, ${cms.posts()} posts`)
    })
  }, 120_000)
})

describe('BullMQ jobs in process', () => {
  it('streams progress, joins identical audits, and cancels a job nobody holds on its worker', async () => {
    let runs = 0
    const aborted: string[] = []
    const runner: AuditRunner = (request, ctx) =>
      new Promise((resolve, reject) => {
        runs++
        let done = 0
        const t = setInterval(
          () => {
            done++
            ctx.onProgress?.({
              done,
              total: 3,
              assistant: 'chatgpt',
              question_id: done,
              mentioned_you: false,
            })
            if (done === 3) {
              clearInterval(t)
              resolve({ business_name: request.business_name, audit_id: ctx.jobId } as AuditResult)
            }
          },
          request.business_name.includes('slow') ? 5_000 : 100,
        )
        ctx.signal?.addEventListener('abort', () => {
          clearInterval(t)
          aborted.push(ctx.jobId)
          reject(new AuditCancelledError())
        })
      })
    const worker = startAuditWorker(redis.url, runner, { concurrency: 4 })
    cleanups.push(() => worker.close())
    const jobs = new BullJobs(redis.url, { maxQueued: 100, keepMs: 600_000 })
    cleanups.push(() => jobs.close())

    const a = await jobs.submit(req(900), { key: 'same-900' })
    const b = await jobs.submit(req(900), { key: 'same-900', hold: true })
    expect(b).toEqual({ id: a.id, joined: true })
    const events: JobEvent[] = []
    await jobs.watch(a.id, (e) => events.push(e))
    expect(await jobs.wait(a.id)).toMatchObject({ status: 'done', progress: { done: 3, total: 3 } })
    expect(runs).toBe(1)
    const progress = events
      .filter((e) => e.type === 'progress')
      .map((e) => (e.type === 'progress' ? e.progress.done : 0))
    expect(progress).toEqual([1, 2, 3])

    const slow = await jobs.submit(
      { ...req(901), business_name: 'slow one' },
      { key: null, hold: true },
    )
    await eventually(async () => (await jobs.get(slow.id))?.status === 'running', 10_000)
    await jobs.release(slow.id)
    expect(await jobs.wait(slow.id)).toMatchObject({
      status: 'cancelled',
      error: { error: 'cancelled' },
    })
    expect(aborted).toEqual([slow.id])
  }, 60_000)
})
