/**
 * Benchmark (a script, not a test): N simulated audits through the real app, SDKs and simulator
 * (4 assistants × 10 questions = 40 SDK calls per audit), one at a time and then C concurrently,
 * then once more with the simulator's latency at ~0 to show the service's own cost. Prints wall time
 * per audit in ms (median, p95, mean) and throughput. CMS recording is stubbed out.
 * Usage: npx tsx audit-service/bench/audit.bench.ts [N=20] [C=5]
 */
import request from 'supertest'
import { createApp } from '../src/app'
import { loadConfig } from '../src/config'
import { assistantRegistry } from '../src/engine/registry'
import { startSimulator } from '../src/simulator/server'

const N = Number(process.argv[2] ?? 20)
const C = Number(process.argv[3] ?? 5)
const sim = await startSimulator()
const appWith = (simulator: typeof sim) => {
  const registry = assistantRegistry(loadConfig({}), simulator)
  return createApp({ assistants: registry.assistantsFor, describe: registry.describe, leads: { send: async () => 'delivered' }, log: () => {} })
}
let app = appWith(sim)

async function one(i: number): Promise<number> {
  const t0 = performance.now()
  const res = await request(app).post('/functions/v1/competitive-audit').send({ businessName: `Bench Co ${i}`, location: 'Sydney', specialism: 'plumber' })
  if (res.status !== 200) throw new Error(`audit ${i}: HTTP ${res.status}`)
  return performance.now() - t0
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]
  return `median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, mean ${(s.reduce((a, b) => a + b, 0) / s.length).toFixed(0)} ms`
}

const serial: number[] = []
for (let i = 0; i < N; i++) serial.push(await one(i))
console.log(`sequential: ${N} simulated audits (4 assistants × 10 questions each): ${stats(serial)}`)

const t0 = performance.now()
const parallel: number[] = []
for (let i = 0; i < N; i += C) parallel.push(...(await Promise.all(Array.from({ length: Math.min(C, N - i) }, (_, k) => one(i + k)))))
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
