/**
 * Browser-side calls to the competitive-audit function, with the spec's error texts.
 *
 * - `runCompetitiveAudit(input, fetchImpl?)`: spec §7 call 4, used by /audit-loading. GET health
 *   check first ('Health check failed: {status}'), then POST the snake_case request; non-OK →
 *   'competitive-audit {status}: {body}'; bad JSON → 'Invalid JSON from competitive-audit'; no
 *   business_name → 'Invalid audit data received from API'. Blank required fields →
 *   'Missing required fields for competitive-audit: business_name, target_location, core_product_service'.
 * - `requestAudit(input, fetchImpl?)`: spec §7 call 1, used by /audit; throws `AuditCallError`
 *   whose `rateLimited` is true for a rate-limit answer (spec §8 'Rate Limit Reached').
 *
 * Both resolve to an `AuditResult` validated with the shared zod schema.
 */
import { MISSING_FIELDS_MESSAGE, auditResultSchema, type AuditResult } from '@aivis/audit-service/schema'

export const AUDIT_URL = '/functions/v1/competitive-audit'
export const RESULTS_KEY = 'latestAuditResults'
export const PENDING_KEY = 'pendingAudit'

export interface AuditInput {
  business_name: string
  target_location: string
  core_product_service: string
  business_type?: string
  website?: string | null
}

export class AuditCallError extends Error {
  constructor(
    message: string,
    public readonly rateLimited = false,
  ) {
    super(message)
  }
}

function parseResult(data: unknown): AuditResult {
  if (!data || typeof data !== 'object' || !(data as { business_name?: unknown }).business_name) {
    throw new AuditCallError('Invalid audit data received from API')
  }
  const parsed = auditResultSchema.safeParse(data)
  if (!parsed.success) throw new AuditCallError('Invalid audit data received from API')
  return parsed.data
}

export async function runCompetitiveAudit(input: AuditInput, fetchImpl: typeof fetch = fetch): Promise<AuditResult> {
  if (![input.business_name, input.target_location, input.core_product_service].every((v) => v?.trim())) {
    throw new AuditCallError(MISSING_FIELDS_MESSAGE)
  }
  const health = await fetchImpl(AUDIT_URL, { method: 'GET' })
  if (!health.ok) throw new AuditCallError(`Health check failed: ${health.status}`)
  const res = await fetchImpl(AUDIT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      business_name: input.business_name.trim(),
      target_location: input.target_location.trim(),
      core_product_service: input.core_product_service.trim(),
      business_type: input.business_type || 'service',
      website: input.website?.trim() || null,
      force_run: false,
    }),
  })
  const text = await res.text()
  if (!res.ok) throw new AuditCallError(`competitive-audit ${res.status}: ${text}`, res.status === 429)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new AuditCallError('Invalid JSON from competitive-audit')
  }
  return parseResult(data)
}

export async function requestAudit(
  input: { businessName: string; location: string; specialism: string; website: string | null; business_type: string },
  fetchImpl: typeof fetch = fetch,
): Promise<AuditResult> {
  const res = await fetchImpl(AUDIT_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })
  let data: { error?: string; message?: string } | null = null
  try {
    data = await res.json()
  } catch {
    if (res.ok) throw new AuditCallError('Invalid JSON from competitive-audit')
  }
  if (!res.ok || data?.error) {
    const message = data?.message || data?.error || 'Unable to complete the audit. Please try again.'
    const rateLimited = res.status === 429 || data?.error === 'Rate limit exceeded' || /rate limit exceeded/i.test(String(data?.message))
    throw new AuditCallError(message, rateLimited)
  }
  return parseResult(data)
}

/** Keeps the latest result where /audit-results looks for it (spec §3 browser storage). */
export function storeResult(result: AuditResult): void {
  const json = JSON.stringify(result)
  sessionStorage.setItem(RESULTS_KEY, json)
  try {
    localStorage.setItem(RESULTS_KEY, json)
  } catch {
    /* storage full or disabled: the session copy is enough */
  }
}

/** The stored latest result: `{ result }`, `{ raw }` when it does not parse, or null. */
export function loadResult(): { result: AuditResult } | { raw: string } | null {
  const raw = sessionStorage.getItem(RESULTS_KEY) ?? localStorage.getItem(RESULTS_KEY)
  if (!raw) return null
  try {
    return { result: auditResultSchema.parse(JSON.parse(raw)) }
  } catch {
    return { raw }
  }
}
