/**
 * Benchmark (a script, not a test) of the audit API's memory over many audits, as users start it
 * (`npm start -w audit-service`: jobs in process, default settings, product.ts `benchEnv`; only
 * SIMULATED_LATENCY_MS is set, so the audits finish quickly). Runs N audits (default 300) in rounds
 * of 50 at once through the jobs API (`POST /functions/v1/audits`, then `GET
 * /functions/v1/audits/{id}` every 500 ms until the job ends: one client, so no progress streams,
 * which are capped per address), each of a new business (neither cached nor joined), and prints the
 * API's resident set size (RSS, MB) with the machine's 1-minute load average: before the first
 * audit, after every round, and after IDLE seconds of rest. An ended job keeps no result in memory
 * (docs/decisions/0099), so the RSS must not grow with the number of audits.
 *
 * Usage: `npm run bench:rss -w audit-service -- [N=300] [LATENCY_MS=200] [IDLE_S=30]`.
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
const IDLE_S = Number(process.argv[4] ?? 30)
const ROUND = 50
const run = Date.now().toString(36)

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const api = await startProcess(
  'start',
  await benchEnv({ PORT: String(port), SIMULATED_LATENCY_MS: String(LATENCY) }),
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
    `Audit API memory over ${N} audits, ${ROUND} at once, every simulated call ${LATENCY} ms (npm start -w audit-service, default settings)`,
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
