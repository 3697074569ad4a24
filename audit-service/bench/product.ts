/**
 * The audit service as users start it, for the benchmarks (audit.bench.ts, scale.bench.ts): its
 * processes are spawned by their package scripts (`npm start -w audit-service`,
 * `npm run worker -w audit-service`) with the default settings, and audits are run through the
 * jobs API the way the site runs them (web/lib/audit/run.ts: `POST /functions/v1/audits`, then the
 * job's server-sent events until it ends).
 *
 * - `benchEnv(vars)` → the environment of a spawned process: PATH and HOME of this one, nothing
 *   else of it (so no AUDIT_* tuning leaks in from the shell), the per-visitor limits lifted
 *   (the benchmark is one client), file locations in `benchDir()` and the CMS at `stubCms()`, plus
 *   `vars`. Every other setting keeps its default (config.ts).
 * - `startProcess(script, env, ready)` → `{ pid, stop() }`: spawns `npm run <script> -w
 *   audit-service` in its own process group and resolves when a log line matches `ready`; rejects
 *   when the process exits first (with its last log lines) or after 120 s. `stop()` sends SIGTERM
 *   to the group, SIGKILL after 10 s, and resolves when npm has exited.
 * - `runAudit(baseUrl, name)` → `AuditRun`: one audit of business `name` (a new name per audit,
 *   so neither the cache nor joining answers it) timed from its POST to its ended `status` event.
 *   Throws when the job does not end `done`.
 * - `groupRssMb(pid)` → the resident set size of the largest process of the group, MB;
 *   `groupCpuSeconds(pid)` → the CPU time (user + system) its processes have used so far, s.
 * - `quantile(xs, p)`, `seconds(ms)`, `load()`.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { isEnded, type AuditJob } from '@aivis/contract'

const repoRoot = path.resolve(import.meta.dirname, '../..')

/** Limits that would refuse one client's 50 audits (docs/decisions/0023): lifted. */
const LIFTED_LIMITS = {
  AUDIT_LIMIT_PER_IP_PER_HOUR: '1000000',
  AUDIT_LIMIT_PER_DOMAIN_PER_DAY: '1000000',
  AUDIT_DAILY_CALL_BUDGET: '1000000000',
}

let dir: string | null = null
/** A temporary folder for the benchmark's outbox and cache files (never the user's data/). */
export function benchDir(): string {
  dir ??= mkdtempSync(path.join(tmpdir(), 'audit-bench-'))
  return dir
}

let cms: Promise<{ url: string; server: Server }> | null = null
/** A CMS stand-in that accepts every lead the relays deliver (201). */
export function stubCms() {
  cms ??= new Promise((resolve) => {
    const server = createServer((req, res) => {
      req.resume()
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'))
    })
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    )
  })
  return cms
}

/** Closes the CMS stand-in, if it was started. */
export async function closeStubCms() {
  if (cms) (await cms).server.close()
}

/** The environment of a spawned process (NODE_ENV unset, as in a user's shell). */
export type BenchEnv = Record<string, string | undefined>

/** See module doc. */
export async function benchEnv(vars: Record<string, string>): Promise<BenchEnv> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...LIFTED_LIMITS,
    CMS_URL: (await stubCms()).url,
    OUTBOX_DB: path.join(benchDir(), 'leads.db'),
    WORKER_OUTBOX_DB: path.join(benchDir(), 'worker-leads.db'),
    AUDIT_CACHE_DB: path.join(benchDir(), 'audit-cache.db'),
    ...vars,
  }
}

export interface BenchProcess {
  /** npm's pid, the leader of the process group. */
  pid: number
  stop: () => Promise<void>
}

/** See module doc. */
export function startProcess(
  script: 'start' | 'worker',
  env: BenchEnv,
  ready: RegExp,
): Promise<BenchProcess> {
  const child = spawn('npm', ['run', script, '-w', 'audit-service'], {
    cwd: repoRoot,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  let tail = ''
  const keep = (c: Buffer) => (tail = (tail + c.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s)
    } catch {
      /* already gone */
    }
  }
  const stop = async () => {
    signal('SIGTERM')
    const timer = setTimeout(() => signal('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`npm run ${script}: not ready after 120 s\n${tail}`))
    }, 120_000)
    const onData = () => {
      if (!ready.test(tail)) return
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      resolve({ pid: child.pid!, stop })
    }
    child.stdout!.on('data', onData)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`npm run ${script} exited\n${tail}`))
    })
  })
}

export interface AuditRun {
  /** From the POST to the ended `status` event, ms. */
  wallMs: number
  /** The engine's own duration of the run (result.duration_ms), ms. */
  engineMs: number
  /** From the POST to the first and to the last call's `progress` event, ms. */
  firstAnswerMs: number
  lastAnswerMs: number
  /**
   * The slowest call, ms: from the answer's `provenance.asked_at` to its `progress` event; null
   * when the results carry no `asked_at`.
   */
  slowestCallMs: number | null
}

/** One server-sent event. */
interface SseEvent {
  event: string
  data: string
}

/** Reads a `text/event-stream` body, calling `on` per event until it returns true or the body ends. */
async function readEvents(body: ReadableStream<Uint8Array>, on: (e: SseEvent) => boolean) {
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const e: SseEvent = { event: 'message', data: '' }
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) e.event = line.slice(6).trim()
        else if (line.startsWith('data:')) e.data += line.slice(5).trim()
      }
      if (e.data && on(e)) return
    }
  }
}

interface JobLike {
  id: string
  status: string
  error?: { error: string; message: string }
  result?: {
    duration_ms: number
    discovery_queries_results: {
      id: number
      answers: { assistant: string; provenance?: { asked_at?: string } }[]
    }[]
  }
}

/** See module doc. */
export async function runAudit(baseUrl: string, name: string): Promise<AuditRun> {
  const t0 = performance.now()
  const posted = await fetch(`${baseUrl}/functions/v1/audits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      business_name: name,
      target_location: 'Sydney',
      core_product_service: 'plumber',
      business_type: 'service',
      website: null,
      force_run: false,
      aliases: [],
    }),
  })
  if (posted.status !== 202)
    throw new Error(`${name}: HTTP ${posted.status} ${await posted.text()}`)
  const { id } = (await posted.json()) as JobLike
  const events = await fetch(`${baseUrl}/functions/v1/audits/${encodeURIComponent(id)}/events`)
  if (!events.ok || !events.body) throw new Error(`${name}: events HTTP ${events.status}`)
  /** Arrival time (epoch ms) of each call's progress event, by `assistant:question_id`. */
  const answered = new Map<string, number>()
  let ended: JobLike | null = null
  await readEvents(events.body, (e) => {
    if (e.event === 'progress') {
      const p = JSON.parse(e.data) as { assistant?: string; question_id?: number }
      answered.set(`${p.assistant}:${p.question_id}`, Date.now())
    } else if (e.event === 'status') {
      const job = JSON.parse(e.data) as JobLike
      if (isEnded(job as AuditJob)) ended = job
    }
    return ended !== null
  })
  const wallMs = performance.now() - t0
  const job = ended as JobLike | null
  if (!job || job.status !== 'done' || !job.result)
    throw new Error(`${name}: job ${job?.status ?? 'lost'} ${JSON.stringify(job?.error ?? '')}`)
  let slowest: number | null = null
  for (const q of job.result.discovery_queries_results)
    for (const a of q.answers) {
      const asked = a.provenance?.asked_at ? Date.parse(a.provenance.asked_at) : NaN
      const at = answered.get(`${a.assistant}:${q.id}`)
      if (Number.isFinite(asked) && at !== undefined) slowest = Math.max(slowest ?? 0, at - asked)
    }
  const arrivals = [...answered.values()]
  const since = (epochMs: number) => epochMs - (Date.now() - performance.now()) - t0
  return {
    wallMs,
    engineMs: job.result.duration_ms,
    firstAnswerMs: since(Math.min(...arrivals)),
    lastAnswerMs: since(Math.max(...arrivals)),
    slowestCallMs: slowest,
  }
}

/** The processes of group `pgid`: pid and the fields of /proc/PID/stat after the command name. */
function groupStats(pgid: number): { pid: string; fields: string[] }[] {
  const out: { pid: string; fields: string[] }[] = []
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // fields[0] is field 3 of proc(5) (state): [2] the process group, [11] utime, [12] stime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) out.push({ pid, fields })
    } catch {
      /* the process ended meanwhile */
    }
  }
  return out
}

/** See module doc: the largest RSS among the processes of group `pgid`, MB (Linux /proc). */
export function groupRssMb(pgid: number): number {
  let max = 0
  for (const { pid } of groupStats(pgid)) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
      max = Math.max(max, kb / 1024 || 0)
    } catch {
      /* the process ended meanwhile */
    }
  }
  return max
}

/** See module doc: CPU seconds (user + system) used by the processes of group `pgid` so far. */
export function groupCpuSeconds(pgid: number): number {
  // Clock ticks of 1/100 s (USER_HZ on Linux).
  return (
    groupStats(pgid).reduce((t, { fields }) => t + Number(fields[11]) + Number(fields[12]), 0) / 100
  )
}

/** The p-quantile (0..1) of `xs`, nearest rank. */
export const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]
}

/** Milliseconds as seconds with two decimals, e.g. "2.13 s". */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** The machine's 1-minute load average and its core count, as text. */
export const load = () => `load average ${loadavg()[0].toFixed(2)} (${cpus().length} cores)`
