/**
 * Runs an audit as a job with live progress (what /audit-loading uses): the health check of spec §7
 * call 4, `POST /functions/v1/audits` (202 with the job, or 200 with a cached result), then the
 * job's server-sent events (`/functions/v1/audits/{id}/events`) until it ends; when the event
 * stream cannot be opened or drops, the job is polled (`GET /functions/v1/audits/{id}`, every
 * `pollMs`, default 2 s). An audit service without the jobs API (404 on `POST /audits`) falls back
 * to the synchronous call (`submitAudit`).
 *
 * `runAuditJob(input, { onProgress?, fetchImpl?, eventSource?, pollMs? })` → `AuditResult`.
 * `onProgress({ done, total })` is called for each answer received. Throws `AuditCallError` with the
 * same texts as `submitAudit` (spec §5, §8): missing fields, 'Health check failed: {status}',
 * 'competitive-audit {status}: {body}' with the service's `message` (and `rateLimited` for 429), the
 * failed job's message, 'Invalid audit data received from API'.
 */
import { auditJobSchema, auditResultSchema, type AuditJob, type AuditResult } from '@aivis/contract'
import {
  AuditCallError,
  auditCallFailed,
  checkHealth,
  errorBody,
  submitAudit,
  toAuditRequest,
  type AuditRequestInput,
} from './auditClient'

export const JOBS_URL = '/functions/v1/audits'

/** The part of the browser's EventSource used here (injectable for tests). */
export interface EventStream {
  addEventListener(type: string, listener: (e: { data: string }) => void): void
  onerror: ((e: unknown) => void) | null
  close(): void
}
export type EventStreamFactory = (url: string) => EventStream

function resultOf(job: AuditJob): AuditResult {
  if (job.status === 'done') {
    const parsed = auditResultSchema.safeParse(job.result)
    if (!parsed.success) throw new AuditCallError('Invalid audit data received from API')
    return parsed.data
  }
  throw new AuditCallError(job.error?.message || 'Unable to complete audit. Please try again.', {
    serverMessage: job.error?.message,
  })
}

const ended = (job: AuditJob) => ['done', 'failed', 'cancelled'].includes(job.status)

export async function runAuditJob(
  input: AuditRequestInput,
  {
    onProgress,
    fetchImpl = fetch,
    eventSource = typeof EventSource === 'function'
      ? (url: string) => new EventSource(url) as unknown as EventStream
      : undefined,
    pollMs = 2000,
  }: {
    onProgress?: (p: { done: number; total: number }) => void
    fetchImpl?: typeof fetch
    eventSource?: EventStreamFactory
    pollMs?: number
  } = {},
): Promise<AuditResult> {
  const request = toAuditRequest(input)
  await checkHealth(fetchImpl)
  const res = await fetchImpl(JOBS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  if (res.status === 404) return submitAudit(input, { fetchImpl })
  const text = await res.text()
  if (!res.ok) throw auditCallFailed(res.status, text)
  const first = auditJobSchema.safeParse(errorBody(text))
  if (!first.success) throw new AuditCallError('Invalid audit data received from API')
  let job = first.data
  if (ended(job)) return resultOf(job)

  const poll = async (): Promise<AuditJob> => {
    for (;;) {
      await new Promise((r) => setTimeout(r, pollMs))
      const r = await fetchImpl(`${JOBS_URL}/${encodeURIComponent(job.id)}`)
      if (!r.ok) throw new AuditCallError('Unable to complete audit. Please try again.')
      const parsed = auditJobSchema.safeParse(await r.json())
      if (!parsed.success) throw new AuditCallError('Invalid audit data received from API')
      job = parsed.data
      onProgress?.(job.progress)
      if (ended(job)) return job
    }
  }

  if (!eventSource) return resultOf(await poll())
  const streamed = await new Promise<AuditJob | null>((resolve) => {
    const es = eventSource(`${JOBS_URL}/${encodeURIComponent(job.id)}/events`)
    let settled = false
    const settle = (v: AuditJob | null) => {
      if (settled) return
      settled = true
      es.close()
      resolve(v)
    }
    es.addEventListener('progress', (e) => {
      try {
        const p = JSON.parse(e.data) as { done: number; total: number }
        onProgress?.({ done: p.done, total: p.total })
      } catch {
        /* a malformed event is skipped */
      }
    })
    es.addEventListener('status', (e) => {
      const parsed = auditJobSchema.safeParse(errorBody(e.data))
      if (!parsed.success) return
      job = parsed.data
      onProgress?.(job.progress)
      if (ended(job)) settle(job)
    })
    // The stream dropped or never opened: poll instead of letting EventSource retry forever.
    es.onerror = () => settle(null)
  })
  return resultOf(streamed ?? (await poll()))
}
