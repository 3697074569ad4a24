/**
 * Benchmark (a script, not a test) of audits as jobs (docs/decisions/0018, 0021). Prints:
 * 1. Lone audits with every simulated call at a fixed LATENCY ms (default 2000): each audit's wall
 *    time against its slowest single call (goal: wall ≤ 3 s at 2 s latency), through the real app,
 *    SDKs, simulator and in-process jobs.
 * 2. Throughput of A (default 20) concurrent audits on a real Redis with 2 worker processes
 *    (`src/worker.ts`, AUDIT_CONCURRENCY 4 each), same latency: total wall time, audits/s, and
 *    each audit's time from submission to result (median, p95).
 * 3. Memory: resident set size of this (API) process and of each worker at the end, MB.
 * Needs /usr/bin/redis-server (`npm test` installs it). CMS recording goes to a stub that accepts.
 * Usage: npx tsx audit-service/bench/scale.bench.ts [LATENCY=2000] [A=20]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { testApp } from '../test/support/app'
import { loadConfig } from '../src/config'
import { assistantRegistry } from '../src/engine/registry'
import { BullJobs } from '../src/jobs/bull'
import { startSimulator } from '../src/simulator/server'
import { memoryLeads } from '../test/support/leads'
import { startRedis } from '../test/support/redis'
import { quietLogger } from '../test/support/logger'

const LATENCY = Number(process.argv[2] ?? 2000)
const A = Number(process.argv[3] ?? 20)
const serviceDir = path.resolve(import.meta.dirname, '..')
const rssMb = (pid: number | 'self') =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]
}

// 1. Lone audits at a fixed latency.
const sim = await startSimulator({ minLatencyMs: LATENCY, maxLatencyMs: LATENCY })
let calls: number[] = []
const registry = assistantRegistry(loadConfig({ AUDIT_VENDOR_CONCURRENCY: '11' }), sim)
const app = testApp({
  assistants: (req) =>
    registry.assistantsFor(req)?.map((a) => ({
      ...a,
      ask: async (question, opts) => {
        const t = performance.now()
        try {
          return await a.ask(question, opts)
        } finally {
          calls.push(performance.now() - t)
        }
      },
    })) ?? null,
  describe: registry.describe,
  leads: memoryLeads(),
  logger: quietLogger(),
})
console.log(`1. Lone audits, every simulated call ${LATENCY} ms (44 calls each, vendor cap 11)`)
for (let i = 0; i < 3; i++) {
  calls = []
  const t0 = performance.now()
  const res = await request(app)
    .post('/functions/v1/competitive-audit')
    .send({ businessName: `Lone Co ${i}`, location: 'Sydney', specialism: 'plumber' })
  if (res.status !== 200) throw new Error(`audit: HTTP ${res.status}`)
  const wall = performance.now() - t0
  const slowest = Math.max(...calls)
  console.log(
    `   audit ${i + 1}: wall ${(wall / 1000).toFixed(2)} s, slowest call ${(slowest / 1000).toFixed(2)} s, ratio ${(wall / slowest).toFixed(2)} (goal: wall ≤ 3 s)`,
  )
}
await sim.close()

// 2. Throughput on Redis with 2 workers.
const redis = await startRedis()
const work = mkdtempSync(path.join(tmpdir(), 'scale-bench-'))
const cms = createServer((req, res) => {
  req.resume()
  req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'))
})
await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r))
const workers: ChildProcess[] = []
for (const name of ['a', 'b']) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH,
      APP_ENV: 'test',
      REDIS_URL: redis.url,
      CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
      WORKER_OUTBOX_DB: path.join(work, `${name}.db`),
      SIMULATED_LATENCY_MS: String(LATENCY),
      AUDIT_CONCURRENCY: '4',
      AUDIT_VENDOR_CONCURRENCY: '44',
      AUDIT_CACHE_HOURS: '0',
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (c) => {
      out += c
      if (out.includes('taking audit jobs')) resolve()
    })
    child.once('exit', () => reject(new Error(`worker exited: ${out}`)))
  })
  workers.push(child)
}
const jobs = new BullJobs(redis.url, { maxQueued: 1000, keepMs: 600_000 })
const t0 = performance.now()
const times = await Promise.all(
  Array.from({ length: A }, async (_, i) => {
    const { id } = await jobs.submit(
      {
        business_name: `Scale Co ${i}`,
        target_location: 'Sydney',
        core_product_service: 'plumber',
        business_type: 'service',
        website: null,
        force_run: true,
        aliases: [],
      },
      { key: null },
    )
    const job = await jobs.wait(id)
    if (job.status !== 'done') throw new Error(`job ${id}: ${job.status}`)
    return performance.now() - t0
  }),
)
const wall = performance.now() - t0
console.log(
  `2. ${A} concurrent audits, 2 workers × 4 on Redis, ${LATENCY} ms per call: ${(wall / 1000).toFixed(1)} s in all, ${(A / (wall / 1000)).toFixed(2)} audits/s; time to result median ${(q(times, 0.5) / 1000).toFixed(1)} s, p95 ${(q(times, 0.95) / 1000).toFixed(1)} s`,
)
console.log(
  `3. Memory (RSS): API process ${rssMb('self').toFixed(0)} MB; workers ${workers.map((w) => `${rssMb(w.pid!).toFixed(0)} MB`).join(', ')}`,
)
await jobs.close()
for (const w of workers) w.kill('SIGKILL')
cms.close()
await redis.stop()
rmSync(work, { recursive: true, force: true })
process.exit(0)
