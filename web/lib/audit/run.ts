/**
 * The browser's one way to run an audit (/audit and /audit-loading): as a job of the audit
 * service's jobs API (docs/decisions/0021), with live progress.
 *
 * `runAudit(input, { onProgress?, healthCheck?, signal?, fetchImpl?, eventSource?, pollMs? })` →
 * `AuditResult`:
 * 1. the canonical request of spec §3 (`toAuditRequest`: trimmed, `business_type` default
 *    'service', no website → null, `force_run` false); blank business name, location or service
 *    fails before any request with the spec §5 message;
 * 2. with `healthCheck` (spec §7 call 4, /audit-loading) a `GET` of the audit function's path
 *    first: not OK → 'Health check failed: {status}';
 * 3. `POST /functions/v1/audits` → 202 with the job, or 200 with a job already done (a cached
 *    result); not OK → 'competitive-audit {status}: {body}' with the service's message (rate
 *    limited on 429 / 'Rate limit exceeded'); unparseable → 'Invalid JSON from competitive-audit';
 *    not a job → 'Invalid audit data received from API';
 * 4. the job's server-sent events (`GET /functions/v1/audits/{id}/events`) until it ends; when they
 *    cannot be opened or drop, `GET /functions/v1/audits/{id}` every `pollMs` (default 2000 ms).
 *    `onProgress({ done, total })` gets the calls answered of the audit's total as they arrive;
 * 5. a job done → its result; failed or cancelled → its `{ error, message }` as `AuditCallError`
 *    (errors.ts `jobFailed`).
 * The site never posts to `/functions/v1/competitive-audit` (the synchronous call stays on the
 * service for API clients). `signal` stops the run (the events are closed, polling ends) and the
 * promise rejects with the signal's AbortError; the job itself goes on and its result is cached.
 */
import {
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

/** What a caller provides; the defaults of spec §9 fill the rest. */
export type AuditRequestInput = Pick<
  AuditRequest,
  'business_name' | 'target_location' | 'core_product_service'
> &
  Partial<Pick<AuditRequest, 'business_type' | 'website' | 'force_run' | 'aliases'>>

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
}

/**
 * The request body of an audit, trimmed, with the spec's defaults (business type 'service', no
 * website, no force_run). Throws `AuditCallError` with MISSING_FIELDS_MESSAGE (spec §5) when
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

/** Polls the job until it has ended (a non-OK answer fails with /audit-loading's message). */
async function pollJob(id: string, pollMs: number, { fetchImpl, signal, onJob }: Follow) {
  for (;;) {
    await sleep(pollMs, signal)
    const res = await fetchImpl(jobUrl(id), { signal })
    if (!res.ok) throw new AuditCallError(AUDIT_ERRORS.loadingFallback)
    const job = parseJob(await res.text())
    onJob(job)
    if (isEnded(job)) return job
  }
}

/**
 * Follows the job's server-sent events until it has ended: the ended job, or null when the stream
 * could not be opened or dropped (the caller polls instead of letting EventSource retry forever).
 */
function followEvents(
  id: string,
  open: EventStreamFactory,
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
    const settle = (end: () => void) => {
      if (settled) return
      settled = true
      stream.close()
      signal?.removeEventListener('abort', onAbort)
      end()
    }
    const onAbort = () => settle(() => reject(signal?.reason))
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    stream.addEventListener('progress', (e) => {
      try {
        const p = JSON.parse(e.data) as AuditJobProgress
        if (!settled) onProgress?.({ done: p.done, total: p.total })
      } catch {
        /* a malformed event is skipped */
      }
    })
    stream.addEventListener('status', (e) => {
      const parsed = auditJobSchema.safeParse(errorBody(e.data))
      if (!parsed.success || settled) return
      onJob(parsed.data)
      if (isEnded(parsed.data)) settle(() => resolve(parsed.data))
    })
    stream.onerror = () => settle(() => resolve(null))
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
  const streamed = open ? await followEvents(job.id, open, follow) : null
  return resultOf(streamed ?? (await pollJob(job.id, options.pollMs ?? DEFAULT_POLL_MS, follow)))
}
