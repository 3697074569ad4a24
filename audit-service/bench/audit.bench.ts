/**
 * Benchmark (a script, not a test): N simulated audits through the real app, SDKs and simulator
 * (4 assistants × 10 questions = 40 SDK calls per audit), one at a time and then C concurrently,
 * then once more with the simulator's latency at ~0 to show the service's own cost. Prints wall time
 * per audit in ms (median, p95, mean) and throughput, and per sequential audit its wall time
 * against its slowest single assistant call (the floor for an audit whose calls run concurrently;
 * 41 calls per assistant with the control question). CMS recording is stubbed out.
 * Usage: npx tsx audit-service/bench/audit.bench.ts [N=20] [C=5]
 */
import request from 'supertest'
import { testApp } from '../test/support/app'
import { loadConfig } from '../src/config'
import { assistantRegistry } from '../src/engine/registry'
import { startSimulator } from '../src/simulator/server'
import { memoryLeads } from '../test/support/leads'
import { quietLogger } from '../test/support/logger'

const N = Number(process.argv[2] ?? 20)
const C = Number(process.argv[3] ?? 5)
const sim = await startSimulator()
/** Duration of every assistant call, ms, since the last reset. */
let calls: number[] = []
// A vendor cap of 11 (one audit's calls per assistant) so that no call of a lone audit waits for
// a slot: a call's measured time is then the vendor's alone.
const appWith = (simulator: typeof sim) => {
  const registry = assistantRegistry(loadConfig({ AUDIT_VENDOR_CONCURRENCY: '11' }), simulator)
  const timed: typeof registry.assistantsFor = (req) =>
    registry.assistantsFor(req)?.map((a) => ({
      ...a,
      ask: async (q: string) => {
        const t = performance.now()
        try {
          return await a.ask(q)
        } finally {
          calls.push(performance.now() - t)
        }
      },
    })) ?? null
  return testApp({
    assistants: timed,
    describe: registry.describe,
    leads: memoryLeads(),
    logger: quietLogger(),
  })
}
let app = appWith(sim)

async function one(i: number): Promise<number> {
  const t0 = performance.now()
  const res = await request(app)
    .post('/functions/v1/competitive-audit')
    .send({ businessName: `Bench Co ${i}`, location: 'Sydney', specialism: 'plumber' })
  if (res.status !== 200) throw new Error(`audit ${i}: HTTP ${res.status}`)
  return performance.now() - t0
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]
  return `median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, mean ${(s.reduce((a, b) => a + b, 0) / s.length).toFixed(0)} ms`
}

const serial: number[] = []
const ratios: number[] = []
let slowestCall = 0
for (let i = 0; i < N; i++) {
  calls = []
  const ms = await one(i)
  serial.push(ms)
  const slowest = Math.max(...calls)
  slowestCall = Math.max(slowestCall, slowest)
  ratios.push(ms / slowest)
}
console.log(
  `sequential: ${N} simulated audits (4 assistants × 10 questions each): ${stats(serial)}`,
)
console.log(
  `audit wall time / its slowest single call: median ${[...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)].toFixed(2)}, max ${Math.max(...ratios).toFixed(2)} (slowest call seen ${slowestCall.toFixed(0)} ms)`,
)

const t0 = performance.now()
const parallel: number[] = []
for (let i = 0; i < N; i += C)
  parallel.push(
    ...(await Promise.all(Array.from({ length: Math.min(C, N - i) }, (_, k) => one(i + k)))),
  )
const wall = (performance.now() - t0) / 1000
console.log(`concurrent ×${C}: ${stats(parallel)}; throughput ${(N / wall).toFixed(2)} audits/s`)

const fast = await startSimulator({ minLatencyMs: 0, maxLatencyMs: 1 })
app = appWith(fast)
const overhead: number[] = []
for (let i = 0; i < N; i++) overhead.push(await one(1000 + i))
console.log(`service overhead (simulator latency ~0): ${stats(overhead)}`)
console.log(`rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`)
await sim.close()
await fast.close()
