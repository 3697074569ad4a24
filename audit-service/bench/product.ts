/**
 * The audit service as users start it, for the benchmarks (audit.bench.ts, scale.bench.ts): its
 * processes are spawned by their package scripts (`npm start -w audit-service`,
 * `npm run worker -w audit-service`) with the default settings, and audits are run by the site's
 * own client (web/pages/(audit)/lib/run.ts `runAudit`: `POST /functions/v1/audits`, then the job's
 * server-sent events until it ends; a stream refused past the service's cap per client address
 * (429) or lost is followed by polling `GET /functions/v1/audits/{id}` with its back-off,
 * docs/decisions/0059), its EventSource given over fetch.
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
 *   so neither the cache nor joining answers it) timed from its POST to its result (the ended
 *   `status` event, or the poll that found it done), and whether it was polled. Throws the site
 *   client's error, prefixed with `name`, when the job does not end `done`.
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
import {
  JOBS_URL,
  runAudit as runSiteAudit,
  type EventStream,
  type EventStreamFactory,
} from '../../web/pages/(audit)/lib/run'

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
  /** From the POST to the result, ms (a polled audit: to the poll that found it done). */
  wallMs: number
  /** The engine's own duration of the run (result.duration_ms), ms. */
  engineMs: number
  /**
   * From the POST to the first and to the last call's `progress` event, ms; null when no progress
   * event arrived (the audit was followed by polling only).
   */
  firstAnswerMs: number | null
  lastAnswerMs: number | null
  /**
   * The slowest call, ms: from the answer's `provenance.asked_at` to its `progress` event; null
   * when the results carry no `asked_at` or no progress event arrived.
   */
  slowestCallMs: number | null
  /** Whether the site's client had to poll (a stream refused past the service's cap, or lost). */
  polled: boolean
}

/** One server-sent event. */
interface SseEvent {
  event: string
  data: string
}

/** Reads a `text/event-stream` body, calling `on` per event until the body ends. */
async function readEvents(body: ReadableStream<Uint8Array>, on: (e: SseEvent) => void) {
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
      if (e.data) on(e)
    }
  }
}

/**
 * The browser's EventSource as the site's client uses it (`EventStreamFactory`), over fetch: the
 * listeners get each named event; a stream the service refuses (429 past its cap), that fails or
 * that ends calls `onerror`, as EventSource does. `seen` gets every event as it arrives.
 */
function fetchEventSource(baseUrl: string, seen: (e: SseEvent) => void): EventStreamFactory {
  return (url) => {
    const stop = new AbortController()
    const listeners = new Map<string, ((e: { data: string }) => void)[]>()
    const stream: EventStream = {
      addEventListener: (type, listener) =>
        listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      onerror: null,
      close: () => stop.abort(),
    }
    void (async () => {
      try {
        const res = await fetch(`${baseUrl}${url}`, {
          headers: { accept: 'text/event-stream' },
          signal: stop.signal,
        })
        if (!res.ok || !res.body) throw new Error(`events HTTP ${res.status}`)
        await readEvents(res.body, (e) => {
          seen(e)
          for (const listener of listeners.get(e.event) ?? []) listener({ data: e.data })
        })
        throw new Error('the stream ended')
      } catch (err) {
        if (!stop.signal.aborted) stream.onerror?.(err)
      }
    })()
    return stream
  }
}

/** See module doc. */
export async function runAudit(baseUrl: string, name: string): Promise<AuditRun> {
  /** Arrival time (epoch ms) of each call's progress event, by `assistant:question_id`. */
  const answered = new Map<string, number>()
  const t0 = performance.now()
  let polled = false
  const result = await runSiteAudit(
    {
      business_name: name,
      target_location: 'Sydney',
      core_product_service: 'plumber',
      business_type: 'service',
    },
    {
      fetchImpl: ((url: string, init?: RequestInit) => {
        // The job's own URL (its events go through `eventSource`): the site's polling fallback.
        if (url.startsWith(`${JOBS_URL}/`)) polled = true
        return fetch(`${baseUrl}${url}`, init)
      }) as typeof fetch,
      eventSource: fetchEventSource(baseUrl, (e) => {
        if (e.event !== 'progress') return
        const p = JSON.parse(e.data) as { assistant?: string; question_id?: number }
        answered.set(`${p.assistant}:${p.question_id}`, Date.now())
      }),
    },
  ).catch((err: Error) => {
    throw new Error(`${name}: ${err.message}`)
  })
  const wallMs = performance.now() - t0
  let slowest: number | null = null
  for (const q of result.discovery_queries_results)
    for (const a of q.answers) {
      const asked = a.provenance?.asked_at ? Date.parse(a.provenance.asked_at) : NaN
      const at = answered.get(`${a.assistant}:${q.id}`)
      if (Number.isFinite(asked) && at !== undefined) slowest = Math.max(slowest ?? 0, at - asked)
    }
  const arrivals = [...answered.values()]
  const since = (epochMs: number) => epochMs - (Date.now() - performance.now()) - t0
  return {
    wallMs,
    engineMs: result.duration_ms ?? 0,
    firstAnswerMs: arrivals.length ? since(Math.min(...arrivals)) : null,
    lastAnswerMs: arrivals.length ? since(Math.max(...arrivals)) : null,
    slowestCallMs: slowest,
    polled,
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
