/**
 * An audit result read by its durable address (docs/decisions/0108), for the server's render of
 * `/audit-results/{audit_id}/{audit_token}` (pages/(audit)/audit-results/+data.ts).
 *
 * `auditResultAt({ id, token })` → `AuditResultAt`: it asks the audit service for the result it
 * keeps under `id` for the holder of `token` (`GET /functions/v1/audits/{id}/result`, at most
 * `AUDIT_RESULT_TIMEOUT_MS`) and reads the answer as the page reads a stored result
 * (lib/audit/result.ts `parseStoredResult`):
 * - `{ state: { result } }`: the result to show;
 * - `{ state: { raw } }`: an answer the contract cannot read (the page shows 'Error Displaying
 *   Results' with it, spec §2);
 * - `'not-found'`: the service does not know the audit or the token (unknown, expired after 30
 *   days, deleted with its account, or a result too old to show): the page's 404;
 * - `'unavailable'`: the service failed, was slow or answered something else (logged as a warning).
 * Never throws.
 *
 * `configureAuditResults({ url, logger })` sets where the audit service is (server/app.ts; default
 * the environment's AUDIT_SERVICE_URL). The settings live on `globalThis`, shared by the Express
 * server and the Vike bundle, which load this module separately.
 */
import { remember } from '@epic-web/remember'
import type { ResultAddress } from '@aivis/contract'
import { createLogger, type Logger } from '@aivis/contract/log'
import { parseStoredResult, type LoadedResult } from '../lib/audit/result'
import { loadConfig } from './config.server'

/** How long the page waits for the audit service, ms: past it the page says it cannot show it. */
export const AUDIT_RESULT_TIMEOUT_MS = 3000

export type AuditResultAt = { state: NonNullable<LoadedResult> } | 'not-found' | 'unavailable'

const settings = remember('aivis.web.auditResults', () => ({
  url: null as string | null,
  logger: null as Logger | null,
}))

export function configureAuditResults(next: { url: string; logger?: Logger }): void {
  settings.url = next.url.replace(/\/$/, '')
  if (next.logger) settings.logger = next.logger
}

const serviceUrl = () => (settings.url ??= loadConfig().auditService.url.replace(/\/$/, ''))
const logger = () => (settings.logger ??= createLogger('web'))

export async function auditResultAt(address: ResultAddress): Promise<AuditResultAt> {
  try {
    const res = await fetch(
      `${serviceUrl()}/functions/v1/audits/${encodeURIComponent(address.id)}/result`,
      {
        headers: { authorization: `Bearer ${address.token}` },
        signal: AbortSignal.timeout(AUDIT_RESULT_TIMEOUT_MS),
      },
    )
    if (res.status === 404) return 'not-found'
    if (!res.ok) throw new Error(`the audit service answered ${res.status}`)
    const state = parseStoredResult(await res.text())
    return state ? { state } : 'not-found'
  } catch (err) {
    logger().warn({ err, auditId: address.id }, 'audit result could not be read')
    return 'unavailable'
  }
}
