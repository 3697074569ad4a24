/**
 * The browser's one way to run an audit (/audit and /audit-loading): as a job of the audit
 * service's jobs API (docs/decisions/0021), with live progress.
 *
 * `runAudit(input, { onProgress?, healthCheck?, signal?, fetchImpl?, eventSource?, pollMs?, staleMs?,
 * maxPollMs?, outageMs?, reopens? })` → `AuditResult`:
 * 1. the canonical request of spec §3 (`toAuditRequest`: trimmed, `business_type` default
 *    'service', no website → null, `force_run` false); blank business name, location or service
 *    fails before any request with the spec §5 message;
 * 2. with `healthCheck` (spec §7 call 4, /audit-loading) a `GET` of the audit function's path
 *    first: not OK → 'Health check failed: {status}';
 * 3. `POST /functions/v1/audits` → 202 with the job, or 200 with a job already done (a cached
 *    result); not OK → 'competitive-audit {status}: {body}' with the service's message (rate
 *    limited on 429 / 'Rate limit exceeded'); unparseable → 'Invalid JSON from competitive-audit';
 *    not a job → 'Invalid audit data received from API';
 * 4. the job's server-sent events (`GET /functions/v1/audits/{id}/events`, contract jobStream.ts)
 *    until it ends. A stream that cannot be opened (the service's cap on streams answers 429), that
 *    errors or closes (the audit service restarted), or that is silent for `staleMs` (default
 *    `JOB_STREAM_STALE_MS`, 2.5 heartbeats: 25 s) is lost: the run then polls
 *    `GET /functions/v1/audits/{id}` every `pollMs` (default 2000 ms). While polls fail with 429,
 *    502, 503, 504 or a network error (a restart, a deploy) the wait doubles up to `maxPollMs`
 *    (default 8 s); after `outageMs` (default 90 s) of nothing but such failures, or on any other
 *    non-OK answer (404: the job is gone), the run fails with /audit-loading's message. After a poll
 *    shows the job still under way, the stream is opened again, up to `reopens` times (default 3),
 *    for live progress (docs/decisions/0059). `onProgress({ done, total })` gets the calls answered
 *    of the audit's total as they arrive;
 * 5. a job done → its result; failed or cancelled → its `{ error, message }` as `AuditCallError`
 *    (errors.ts `jobFailed`).
 * The site never posts to `/functions/v1/competitive-audit` (the synchronous call stays on the
 * service for API clients). `signal` stops the run (the events are closed, polling ends) and the
 * promise rejects with the signal's AbortError; the job itself goes on and its result is cached.
 */
import {
  JOB_STREAM_STALE_MS,
  MISSING_FIELDS_MESSAGE,
  auditJobSchema,
  isEnded,
  type AuditJob,
  type AuditJobProgress,
  type AuditRequest,
  type AuditResult,
} from '@aivis/contract'
import { AUDIT_ERRORS, AuditCallError, auditCallFailed, errorBody, jobFailed } from './errors'

export const JOBS_URL = '/functions/v1/audits'
/** Spec §7 call 4: the health check is a `GET` of the audit function's path (never a POST here). */
export const HEALTH_URL = '/functions/v1/competitive-audit'
const DEFAULT_POLL_MS = 2000
const DEFAULT_MAX_POLL_MS = 8000
const DEFAULT_OUTAGE_MS = 90_000
const DEFAULT_REOPENS = 3
/** Answers of a poll that mean "not now" (limits, the site's proxy while the service restarts). */
const TRANSIENT_STATUS = new Set([429, 502, 503, 504])

/** What a caller provides; the defaults of spec §9 fill the rest. */
export type AuditRequestInput = Pick<
  AuditRequest,
  'business_name' | 'target_location' | 'core_product_service'
> &
  Partial<
    Pick<AuditRequest, 'business_type' | 'website' | 'force_run' | 'aliases' | 'business_facts'>
  >

/** The part of the browser's EventSource used here (injectable for tests). */
export interface EventStream {
  addEventListener(type: string, listener: (e: { data: string }) => void): void
  onerror: ((e: unknown) => void) | null
  close(): void
}
export type EventStreamFactory = (url: string) => EventStream

export interface RunAuditOptions {
  /** Calls answered of the audit's total, as the service reports them. */
  onProgress?: (progress: AuditJobProgress) => void
  /** Spec §7 call 4: check the service first (/audit-loading). Default false. */
  healthCheck?: boolean
  signal?: AbortSignal
  fetchImpl?: typeof fetch
  /** How to open the job's events; null: poll only. Default: the browser's EventSource. */
  eventSource?: EventStreamFactory | null
  /** Milliseconds between two polls. */
  pollMs?: number
  /** Milliseconds without any event (heartbeats included) after which a stream counts as lost. */
  staleMs?: number
  /** Longest wait between two polls while they fail (the wait doubles from `pollMs`). */
  maxPollMs?: number
  /** Milliseconds of failing polls (429, 502, 503, 504, network) after which the run fails. */
  outageMs?: number
  /** How many times a lost stream is opened again (after a poll shows the job under way). */
  reopens?: number
}

/**
 * The request body of an audit, trimmed, with the spec's defaults (business type 'service', no
 * website, no force_run); the owner's `business_facts` passed on as given, when there are any
 * (the service checks them with the contract's `businessFactsSchema`). Throws `AuditCallError` with MISSING_FIELDS_MESSAGE (spec §5) when
 * business name, location or service is blank.
 */
export function toAuditRequest(input: AuditRequestInput): AuditRequest {
  const required = [input.business_name, input.target_location, input.core_product_service]
  if (!required.every((v) => typeof v === 'string' && v.trim())) {
    throw new AuditCallError(MISSING_FIELDS_MESSAGE)
  }
  return {
    business_name: input.business_name.trim(),
    target_location: input.target_location.trim(),
    core_product_service: input.core_product_service.trim(),
    business_type: input.business_type ?? 'service',
    website: input.website?.trim() || null,
    force_run: input.force_run ?? false,
    aliases: input.aliases ?? [],
    ...(input.business_facts && Object.keys(input.business_facts).length > 0
      ? { business_facts: input.business_facts }
      : {}),
  }
}

/** `GET` the audit function; throws `AuditCallError('Health check failed: {status}')` (spec §8). */
export async function checkHealth(fetchImpl: typeof fetch = fetch, signal?: AbortSignal) {
  const health = await fetchImpl(HEALTH_URL, { method: 'GET', signal })
  if (!health.ok) throw new AuditCallError(AUDIT_ERRORS.healthCheck(health.status))
}

/**
 * The job an answer carries; throws 'Invalid JSON from competitive-audit' or 'Invalid audit data
 * received from API'.
 */
function parseJob(text: string): AuditJob {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new AuditCallError(AUDIT_ERRORS.invalidJson)
  }
  const parsed = auditJobSchema.safeParse(data)
  if (!parsed.success) throw new AuditCallError(AUDIT_ERRORS.invalidData)
  return parsed.data
}

/** An ended job's result, or the error it ended with. */
function resultOf(job: AuditJob): AuditResult {
  if (job.status !== 'done') throw jobFailed(job.error)
  if (!job.result) throw new AuditCallError(AUDIT_ERRORS.invalidData)
  return job.result
}

const jobUrl = (id: string) => `${JOBS_URL}/${encodeURIComponent(id)}`

/** Waits `ms`, or rejects with the signal's reason when it is aborted first. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

interface Follow {
  fetchImpl: typeof fetch
  signal?: AbortSignal
  /** Every newer state of the job. */
  onJob: (job: AuditJob) => void
  onProgress?: (progress: AuditJobProgress) => void
}

interface PollTiming {
  pollMs: number
  maxPollMs: number
  outageMs: number
}

/**
 * Polls the job until it has ended, or (with `once`) until one poll has answered: the job as
 * last seen. 429/502/503/504 and network failures are waited out with a doubling wait, for at
 * most `outageMs` in a row; then, or on another non-OK answer, fails with /audit-loading's message.
 */
async function pollJob(
  id: string,
  { pollMs, maxPollMs, outageMs }: PollTiming,
  { fetchImpl, signal, onJob }: Follow,
  once: boolean,
): Promise<AuditJob> {
  let wait = pollMs
  let failingSince: number | null = null
  for (;;) {
    await sleep(wait, signal)
    let text: string | null = null
    try {
      const res = await fetchImpl(jobUrl(id), { signal })
      if (res.ok) text = await res.text()
      else if (!TRANSIENT_STATUS.has(res.status))
        throw new AuditCallError(AUDIT_ERRORS.loadingFallback)
    } catch (err) {
      // Stopped by the caller, or a non-OK answer that will not get better: the run ends.
      if (signal?.aborted || err instanceof AuditCallError) throw err
      // Anything else is the network: the site or the service is out of reach for now.
    }
    if (text === null) {
      failingSince ??= Date.now()
      if (Date.now() - failingSince >= outageMs)
        throw new AuditCallError(AUDIT_ERRORS.loadingFallback)
      wait = Math.min(wait * 2, maxPollMs)
      continue
    }
    failingSince = null
    wait = pollMs
    const job = parseJob(text)
    onJob(job)
    if (once || isEnded(job)) return job
  }
}

/**
 * Follows the job's server-sent events until it has ended: the ended job, or null when the stream
 * could not be opened, errored, closed, or sent no event (a heartbeat included) for `staleMs`; the
 * stream is closed then, so EventSource does not retry on its own (the caller polls instead).
 */
function followEvents(
  id: string,
  open: EventStreamFactory,
  staleMs: number,
  { signal, onJob, onProgress }: Follow,
): Promise<AuditJob | null> {
  return new Promise((resolve, reject) => {
    let stream: EventStream
    try {
      stream = open(`${jobUrl(id)}/events`)
    } catch {
      return resolve(null)
    }
    let settled = false
    let watchdog: ReturnType<typeof setTimeout> | undefined
    const settle = (end: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(watchdog)
      stream.close()
      signal?.removeEventListener('abort', onAbort)
      end()
    }
    const lost = () => settle(() => resolve(null))
    /** Any event shows the stream is alive: the silence is counted from now. */
    const alive = () => {
      clearTimeout(watchdog)
      if (!settled) watchdog = setTimeout(lost, staleMs)
    }
    const onAbort = () => settle(() => reject(signal?.reason))
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    alive()
    stream.addEventListener('heartbeat', alive)
    stream.addEventListener('progress', (e) => {
      alive()
      try {
        const p = JSON.parse(e.data) as AuditJobProgress
        if (!settled) onProgress?.({ done: p.done, total: p.total })
      } catch {
        /* a malformed event is skipped */
      }
    })
    stream.addEventListener('status', (e) => {
      alive()
      const parsed = auditJobSchema.safeParse(errorBody(e.data))
      if (!parsed.success || settled) return
      onJob(parsed.data)
      if (isEnded(parsed.data)) settle(() => resolve(parsed.data))
    })
    stream.onerror = lost
  })
}

const browserEventSource = (): EventStreamFactory | null =>
  typeof EventSource === 'function' ? (url) => new EventSource(url) as unknown as EventStream : null

/** Runs an audit as a job; see the module's description for the steps and errors. */
export async function runAudit(
  input: AuditRequestInput,
  options: RunAuditOptions = {},
): Promise<AuditResult> {
  const { onProgress, healthCheck = false, signal, fetchImpl = fetch } = options
  const request = toAuditRequest(input)
  signal?.throwIfAborted()
  if (healthCheck) await checkHealth(fetchImpl, signal)
  const res = await fetchImpl(JOBS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  })
  const text = await res.text()
  if (!res.ok) throw auditCallFailed(res.status, text)
  const job = parseJob(text)
  if (isEnded(job)) return resultOf(job)

  const follow: Follow = {
    fetchImpl,
    signal,
    onProgress,
    onJob: (next) => onProgress?.(next.progress),
  }
  const open = options.eventSource === undefined ? browserEventSource() : options.eventSource
  const timing: PollTiming = {
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    maxPollMs: options.maxPollMs ?? DEFAULT_MAX_POLL_MS,
    outageMs: options.outageMs ?? DEFAULT_OUTAGE_MS,
  }
  let streams = open ? 1 + (options.reopens ?? DEFAULT_REOPENS) : 0
  for (;;) {
    if (open && streams-- > 0) {
      const streamed = await followEvents(
        job.id,
        open,
        options.staleMs ?? JOB_STREAM_STALE_MS,
        follow,
      )
      if (streamed) return resultOf(streamed)
    }
    // The stream is lost (or there is none): poll; while a stream may be opened again, only until
    // a poll shows the job under way.
    const polled = await pollJob(job.id, timing, follow, streams > 0)
    if (isEnded(polled)) return resultOf(polled)
  }
}
