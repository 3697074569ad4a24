/**
 * Benchmark (a script, not a test) of the audit API's memory over many audits, as users start it
 * (`npm start -w audit-service`: jobs in process, default settings, product.ts `benchEnv`; only
 * SIMULATED_LATENCY_MS is set, so the audits finish quickly). Runs N audits (default 300) in rounds
 * of 50 at once through the jobs API (`POST /functions/v1/audits`, then `GET
 * /functions/v1/audits/{id}` every 500 ms until the job ends: one client, so no progress streams,
 * which are capped per address), each of a new business (neither cached nor joined), and prints the
 * API's resident set size (RSS, MB) with the machine's 1-minute load average: before the first
 * audit, after every round, and after IDLE seconds of rest. An ended job keeps no result in memory
 * (docs/decisions/0099), so what the API holds must not grow with the number of audits. V8 grows
 * its heap lazily while there is room, so the RSS also shows garbage not yet collected; with
 * HEAP_MB the API runs with `--max-old-space-size=HEAP_MB`: if audits were retained, the API would
 * run out of heap after a few hundred of them (about 1.8 MB each) instead of finishing.
 *
 * Usage (from the repository root):
 * `npm run bench:rss -w audit-service -- [N=300] [LATENCY_MS=200] [IDLE_S=90] [HEAP_MB]`.
 * Exits 1 when an audit does not end `done`.
 */
import { rmSync } from 'node:fs'
import { freePort } from '../test/support/redis'
import {
  benchDir,
  benchEnv,
  closeStubCms,
  groupRssMb,
  load,
  startProcess,
  seconds,
} from './product'

const N = Number(process.argv[2] ?? 300)
const LATENCY = Number(process.argv[3] ?? 200)
const IDLE_S = Number(process.argv[4] ?? 90)
const HEAP_MB = process.argv[5]
const ROUND = 50
const run = Date.now().toString(36)

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const api = await startProcess(
  'start',
  await benchEnv({
    PORT: String(port),
    SIMULATED_LATENCY_MS: String(LATENCY),
    ...(HEAP_MB ? { NODE_OPTIONS: `--max-old-space-size=${Number(HEAP_MB)}` } : {}),
  }),
  /audit-service listening on/,
)
const rss = (when: string) =>
  console.log(
    `${when.padEnd(28)} API RSS ${groupRssMb(api.pid).toFixed(0).padStart(5)} MB, ${load()}`,
  )

/** One audit through the jobs API, polled until it ends; throws unless it ends `done`. */
async function audit(name: string): Promise<void> {
  const res = await fetch(`${base}/functions/v1/audits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      business_name: name,
      target_location: 'Sydney',
      core_product_service: 'dentist',
    }),
  })
  let job = (await res.json()) as { id: string; status: string; error?: unknown }
  if (!res.ok && res.status !== 202)
    throw new Error(`${name}: ${res.status} ${JSON.stringify(job)}`)
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((r) => setTimeout(r, 500))
    job = (await (await fetch(`${base}/functions/v1/audits/${job.id}`)).json()) as typeof job
  }
  if (job.status !== 'done') throw new Error(`${name}: ${job.status} ${JSON.stringify(job.error)}`)
}

let failed = false
try {
  console.log(
    `Audit API memory over ${N} audits, ${ROUND} at once, every simulated call ${LATENCY} ms (npm start -w audit-service, default settings${HEAP_MB ? `, heap limited to ${HEAP_MB} MB` : ''})`,
  )
  rss('before')
  const started = Date.now()
  for (let done = 0; done < N;) {
    const size = Math.min(ROUND, N - done)
    const t = Date.now()
    await Promise.all(
      Array.from({ length: size }, (_, i) => audit(`Memory Dental ${run} ${done + i + 1}`)),
    )
    done += size
    rss(`after ${done} (${seconds(Date.now() - t)})`)
  }
  console.log(`all ${N} audits done in ${seconds(Date.now() - started)}`)
  await new Promise((r) => setTimeout(r, IDLE_S * 1000))
  rss(`after ${IDLE_S} s idle`)
} catch (err) {
  failed = true
  console.error((err as Error).message)
} finally {
  await api.stop()
  await closeStubCms()
  rmSync(benchDir(), { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
