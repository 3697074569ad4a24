/**
 * Benchmark (a script, not a test) of the audit service as users start it, with its default
 * settings (docs/decisions/0021, 0051): the processes are spawned by their package scripts
 * (product.ts), told only SIMULATED_LATENCY_MS=LATENCY (every simulated call takes that long) and
 * the lifted per-visitor limits; audits run through the jobs API and its progress events, as the
 * site runs them. Prints:
 * 1. Lone audits on `npm start -w audit-service` (jobs in process): R runs, each audit's wall time
 *    (goal ≤ 3 s at 2 s per call), its ratio to the audit's slowest call, when its first and last
 *    answers arrived and the engine's own duration of the run.
 * 2. A audits at once on Redis with 2 workers (`npm run worker -w audit-service` each, plus the
 *    API process with REDIS_URL): time until all are done (goal ≤ 15 s for 50 at 2 s), and each
 *    audit's time from its POST to its result (p50, p95), how many were followed by their stream
 *    and how many by polling (all come from this one client address: past the service's cap of
 *    streams per address the site's client polls, docs/decisions/0059), each audit's run on its
 *    worker, and the
 *    CPU time the processes used (when it exceeds what the cores give, the audits wait for CPU).
 *    One audit is run first and not counted (the workers' first job).
 * 3. Memory (RSS) of the API process and of each worker at the end, MB.
 * Before and after each part: the machine's 1-minute load average. The figures depend on it: other
 * work on the machine slows the audits' CPU share (answer parsing, SDKs, the simulator).
 * Needs /usr/bin/redis-server (`npm test` installs it).
 * Usage: npx tsx audit-service/bench/scale.bench.ts [LATENCY=2000] [A=50] [R=5]
 */
import { rmSync } from 'node:fs'
import { startRedis, freePort } from '../test/support/redis'
import {
  benchDir,
  benchEnv,
  closeStubCms,
  groupCpuSeconds,
  groupRssMb,
  load,
  quantile,
  runAudit,
  seconds,
  startProcess,
  type BenchProcess,
} from './product'

const LATENCY = Number(process.argv[2] ?? 2000)
const A = Number(process.argv[3] ?? 50)
const R = Number(process.argv[4] ?? 5)
/** Business names no earlier run used, so no audit is answered from the cache or joined. */
const run = Date.now().toString(36)
const LISTENING = /audit-service listening on/

// 1. Lone audits, jobs in process.
console.log(
  `1. Lone audits, npm start -w audit-service, every simulated call ${LATENCY} ms (goal: wall ≤ 3 s at 2 s)`,
)
console.log(`   before: ${load()}`)
const port = await freePort()
const api = await startProcess(
  'start',
  await benchEnv({ PORT: String(port), SIMULATED_LATENCY_MS: String(LATENCY) }),
  LISTENING,
)
try {
  for (let i = 1; i <= R; i++) {
    const a = await runAudit(`http://127.0.0.1:${port}`, `Lone Co ${run} ${i}`)
    const ratio = a.slowestCallMs ? (a.wallMs / a.slowestCallMs).toFixed(2) : 'n/a'
    console.log(
      `   audit ${i}${i === 1 ? ' (the first since the start)' : ''}: wall ${seconds(a.wallMs)}, ratio to its slowest call ${ratio} (slowest ${a.slowestCallMs === null ? 'n/a' : seconds(a.slowestCallMs)}); answers arrived ${a.firstAnswerMs === null || a.lastAnswerMs === null ? 'n/a (polled)' : `${seconds(a.firstAnswerMs)}–${seconds(a.lastAnswerMs)}`}, engine ${seconds(a.engineMs)}`,
    )
  }
} finally {
  await api.stop()
}
console.log(`   after:  ${load()}`)

// 2. Many audits at once, on Redis with two workers.
if (A > 0) {
  console.log(`2. ${A} audits at once, Redis, API process + 2 workers, ${LATENCY} ms per call`)
  const redis = await startRedis()
  const procs: BenchProcess[] = []
  try {
    const env = await benchEnv({ REDIS_URL: redis.url, SIMULATED_LATENCY_MS: String(LATENCY) })
    // One after the other: two workers opening a new shared outbox file at the same moment can fail
    // with SQLITE_BUSY (the outbox sets its busy timeout after switching to WAL).
    const workers: BenchProcess[] = []
    for (let i = 0; i < 2; i++) {
      workers.push(await startProcess('worker', env, /taking audit jobs/))
      procs.push(workers[i])
    }
    const apiPort = await freePort()
    const queued = await startProcess('start', { ...env, PORT: String(apiPort) }, LISTENING)
    procs.push(queued)
    // One audit first, so neither the workers' first job nor the API's first stream is timed.
    await runAudit(`http://127.0.0.1:${apiPort}`, `Warm Co ${run}`)
    console.log(`   before: ${load()}`)
    const cpu0 = procs.map((p) => groupCpuSeconds(p.pid))
    const own0 = process.cpuUsage()
    const t0 = performance.now()
    const runs = await Promise.all(
      Array.from({ length: A }, (_, i) =>
        runAudit(`http://127.0.0.1:${apiPort}`, `Scale Co ${run} ${i}`),
      ),
    )
    const wall = performance.now() - t0
    const cpu = procs.map((p, i) => groupCpuSeconds(p.pid) - cpu0[i])
    const own = process.cpuUsage(own0)
    console.log(`   after:  ${load()}`)
    const times = runs.map((r) => r.wallMs)
    const polled = runs.filter((r) => r.polled).length
    const engine = runs.map((r) => r.engineMs)
    console.log(
      `   all done in ${seconds(wall)} (goal ≤ 15 s for 50 at 2 s), ${(A / (wall / 1000)).toFixed(2)} audits/s; per audit from POST to result p50 ${seconds(quantile(times, 0.5))}, p95 ${seconds(quantile(times, 0.95))}, max ${seconds(Math.max(...times))}`,
    )
    console.log(
      `   followed as the site's page does: ${A - polled} by their progress stream, ${polled} by polling (streams past the service's cap per client address, or lost)`,
    )
    const perAudit = ((cpu.reduce((a, b) => a + b, 0) / A) * 1000).toFixed(0)
    const used = `workers ${cpu[0].toFixed(1)} s and ${cpu[1].toFixed(1)} s, API ${cpu[2].toFixed(1)} s, this client ${((own.user + own.system) / 1e6).toFixed(1)} s`
    console.log(
      `   each audit's run on its worker (result.duration_ms) p50 ${seconds(quantile(engine, 0.5))}, p95 ${seconds(quantile(engine, 0.95))}; CPU time used meanwhile: ${used} (${perAudit} ms per audit)`,
    )
    console.log(
      `3. Memory (RSS): API process ${groupRssMb(queued.pid).toFixed(0)} MB; workers ${workers.map((w) => `${groupRssMb(w.pid).toFixed(0)} MB`).join(', ')}`,
    )
  } finally {
    await Promise.all(procs.map((p) => p.stop()))
    await redis.stop()
  }
}
await closeStubCms()
rmSync(benchDir(), { recursive: true, force: true })
console.log('Figures depend on the machine and its load average (printed above).')
