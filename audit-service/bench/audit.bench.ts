/**
 * Benchmark (a script, not a test) of simulated audits on the audit service as users start it
 * (`npm start -w audit-service`, default settings, jobs in process; product.ts), each run through
 * the jobs API and its progress events as the site runs it (4 assistants × (10 questions + the
 * control question) = 44 SDK calls per audit):
 * 1. N audits one after another with the simulator's default latency (50–300 ms per call): wall
 *    time per audit (median, p95, mean) and its ratio to the audit's slowest call (the floor of an
 *    audit whose calls all run at once);
 * 2. the same N, C at a time: wall time per audit and throughput;
 * 3. N audits one after another on a second service whose simulated calls take 0 ms: the
 *    service's own cost per audit.
 * Only SIMULATED_LATENCY_MS (part 3) and the per-visitor limits (the benchmark is one client) are
 * set. The machine's 1-minute load average is printed before and after: the figures depend on it.
 * Usage: npx tsx audit-service/bench/audit.bench.ts [N=20] [C=5]
 */
import { rmSync } from 'node:fs'
import { freePort } from '../test/support/redis'
import {
  benchDir,
  benchEnv,
  closeStubCms,
  groupCpuSeconds,
  groupRssMb,
  load,
  quantile,
  runAudit,
  startProcess,
  type AuditRun,
} from './product'

const N = Number(process.argv[2] ?? 20)
const C = Number(process.argv[3] ?? 5)
const run = Date.now().toString(36)
const LISTENING = /audit-service listening on/

const stats = (xs: number[]) =>
  `median ${quantile(xs, 0.5).toFixed(0)} ms, p95 ${quantile(xs, 0.95).toFixed(0)} ms, mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(0)} ms`

/** Starts the service with `vars`, runs `body` against its URL, stops it. */
async function withService<T>(
  vars: Record<string, string>,
  body: (url: string, pid: number) => Promise<T>,
) {
  const port = await freePort()
  const service = await startProcess(
    'start',
    await benchEnv({ PORT: String(port), ...vars }),
    LISTENING,
  )
  try {
    return await body(`http://127.0.0.1:${port}`, service.pid)
  } finally {
    await service.stop()
  }
}

console.log(`before: ${load()}`)
await withService({}, async (url, pid) => {
  const serial: AuditRun[] = []
  for (let i = 0; i < N; i++) serial.push(await runAudit(url, `Bench Co ${run} ${i}`))
  const walls = serial.map((a) => a.wallMs)
  console.log(`1. one after another: ${N} simulated audits (44 calls each): ${stats(walls)}`)
  const ratios = serial.filter((a) => a.slowestCallMs).map((a) => a.wallMs / a.slowestCallMs!)
  if (ratios.length)
    console.log(
      `   wall time / the audit's slowest call: median ${quantile(ratios, 0.5).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)} (slowest call seen ${Math.max(...serial.map((a) => a.slowestCallMs ?? 0)).toFixed(0)} ms)`,
    )
  const t0 = performance.now()
  const parallel: number[] = []
  for (let i = 0; i < N; i += C)
    parallel.push(
      ...(
        await Promise.all(
          Array.from({ length: Math.min(C, N - i) }, (_, k) =>
            runAudit(url, `Bench Co ${run} ${N + i + k}`),
          ),
        )
      ).map((a) => a.wallMs),
    )
  const wall = (performance.now() - t0) / 1000
  console.log(
    `2. ${C} at a time: ${stats(parallel)}; throughput ${(N / wall).toFixed(2)} audits/s; service RSS ${groupRssMb(pid).toFixed(0)} MB`,
  )
})
await withService({ SIMULATED_LATENCY_MS: '0' }, async (url, pid) => {
  const cpu0 = groupCpuSeconds(pid)
  const overhead: number[] = []
  for (let i = 0; i < N; i++) overhead.push((await runAudit(url, `Fast Co ${run} ${i}`)).wallMs)
  const cpu = groupCpuSeconds(pid) - cpu0
  console.log(
    `3. service's own cost (simulated calls 0 ms): ${stats(overhead)}; CPU ${((cpu / N) * 1000).toFixed(0)} ms per audit (simulator included)`,
  )
})
console.log(`after: ${load()}`)
await closeStubCms()
rmSync(benchDir(), { recursive: true, force: true })
console.log('Figures depend on the machine and its load average (printed above).')
