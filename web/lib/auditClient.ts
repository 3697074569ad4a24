/**
 * The browser's one way to run an audit, and where its result is kept.
 *
 * `submitAudit(request, { healthCheck?, fetchImpl? })` → `AuditResult`: sends the canonical
 * request of spec §3 (snake_case; `business_type` default 'service', `force_run` false) to
 * `POST /functions/v1/competitive-audit`. With `healthCheck` (spec §7 call 4, /audit-loading) a GET
 * comes first. Throws `AuditCallError` with the spec §5/§8 texts:
 * - blank business name, location or service → 'Missing required fields for competitive-audit: …'
 *   (no request is sent);
 * - health check not OK → 'Health check failed: {status}';
 * - non-OK POST → 'competitive-audit {status}: {body}', with `serverMessage` the body's `message`
 *   (what /audit shows) and `rateLimited` true for a 429 or 'Rate limit exceeded';
 * - unparseable body → 'Invalid JSON from competitive-audit';
 * - a result without business_name or off the contract → 'Invalid audit data received from API'.
 *
 * `storeResult(result)` keeps the latest result in memory and in session and local storage
 * (`latestAuditResults`, spec §3); `useLatestResult()` reads it back in a component:
 * 'loading' until hydrated, then `{ result }`, `{ raw }` when stored data does not parse, or null.
 */
import {
  MISSING_FIELDS_MESSAGE,
  auditResultSchema,
  type AuditRequest,
  type AuditResult,
} from '@aivis/contract'
import { useSyncExternalStore } from 'react'
import { notifyStorage, readStoredItem, subscribeStorage } from './storage'

export const AUDIT_URL = '/functions/v1/competitive-audit'
export const RESULTS_KEY = 'latestAuditResults'
export const PENDING_KEY = 'pendingAudit'

/** What a caller provides; the defaults of spec §9 fill the rest. */
export type AuditRequestInput = Pick<
  AuditRequest,
  'business_name' | 'target_location' | 'core_product_service'
> &
  Partial<Pick<AuditRequest, 'business_type' | 'website' | 'force_run' | 'aliases'>>

export class AuditCallError extends Error {
  constructor(
    message: string,
    readonly options: { rateLimited?: boolean; serverMessage?: string } = {},
  ) {
    super(message)
  }
  get rateLimited(): boolean {
    return this.options.rateLimited ?? false
  }
  /** The service's own `message`, when it sent one. */
  get serverMessage(): string | undefined {
    return this.options.serverMessage
  }
}

function parseResult(data: unknown): AuditResult {
  const parsed = auditResultSchema.safeParse(data)
  if (!parsed.success) throw new AuditCallError('Invalid audit data received from API')
  return parsed.data
}

/** A JSON object answer's fields, or `{}` when the text is not a JSON object. */
export function errorBody(text: string): { error?: string; message?: string } {
  try {
    const body = JSON.parse(text)
    return body && typeof body === 'object' ? body : {}
  } catch {
    return {}
  }
}

/**
 * The request body of an audit (both the direct call and the job), trimmed, with the spec's
 * defaults (business type 'service', no website, no force_run). Throws `AuditCallError` with
 * MISSING_FIELDS_MESSAGE (spec §5) when business name, location or service is blank.
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
export async function checkHealth(fetchImpl: typeof fetch = fetch): Promise<void> {
  const health = await fetchImpl(AUDIT_URL, { method: 'GET' })
  if (!health.ok) throw new AuditCallError(`Health check failed: ${health.status}`)
}

/**
 * The error of a non-OK audit answer (spec §8): 'competitive-audit {status}: {body}', rate
 * limited on a 429 or the 'Rate limit exceeded' error, with the server's own message.
 */
export function auditCallFailed(status: number, text: string): AuditCallError {
  const body = errorBody(text)
  return new AuditCallError(`competitive-audit ${status}: ${text}`, {
    rateLimited: status === 429 || body.error === 'Rate limit exceeded',
    serverMessage: body.message || body.error,
  })
}

export async function submitAudit(
  input: AuditRequestInput,
  {
    healthCheck = false,
    fetchImpl = fetch,
  }: { healthCheck?: boolean; fetchImpl?: typeof fetch } = {},
): Promise<AuditResult> {
  const request = toAuditRequest(input)
  if (healthCheck) await checkHealth(fetchImpl)
  const res = await fetchImpl(AUDIT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  const text = await res.text()
  if (!res.ok) throw auditCallFailed(res.status, text)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new AuditCallError('Invalid JSON from competitive-audit')
  }
  return parseResult(data)
}

export type LoadedResult = { result: AuditResult } | { raw: string } | null

/** The latest result parsed once: the snapshot is the same object while storage is unchanged. */
let latest: { raw: string; loaded: LoadedResult } | null = null

/** Keeps the latest result where /audit-results looks for it (spec §3 browser storage). */
export function storeResult(result: AuditResult): void {
  const raw = JSON.stringify(result)
  latest = { raw, loaded: { result } }
  sessionStorage.setItem(RESULTS_KEY, raw)
  try {
    localStorage.setItem(RESULTS_KEY, raw)
  } catch {
    /* storage full or disabled: the session copy is enough */
  }
  notifyStorage()
}

/**
 * A result stored before results carried the engine's figures (`scores.overall`): it is out of
 * date, not broken, so the page treats it as no result (docs/decisions/0041).
 */
function isOutdated(data: unknown): boolean {
  const scores = (data as { scores?: { overall?: unknown } } | null)?.scores
  return typeof scores === 'object' && scores !== null && scores.overall === undefined
}

/**
 * The stored latest result (session first, then local), parsed once per stored value: `null`
 * when none (or an outdated one), `{ result }`, or `{ raw }` when it cannot be read.
 */
export function loadResult(): LoadedResult {
  const raw = readStoredItem(RESULTS_KEY, 'session') ?? readStoredItem(RESULTS_KEY, 'local')
  if (!raw) return null
  if (latest?.raw === raw) return latest.loaded
  let loaded: LoadedResult
  try {
    const data: unknown = JSON.parse(raw)
    loaded = isOutdated(data) ? null : { result: auditResultSchema.parse(data) }
  } catch {
    loaded = { raw }
  }
  latest = { raw, loaded }
  return loaded
}

export function useLatestResult(): LoadedResult | 'loading' {
  return useSyncExternalStore<LoadedResult | 'loading'>(
    subscribeStorage,
    loadResult,
    () => 'loading',
  )
}
