/**
 * The audit result a visitor's `latest_audit` cookie names (lib/audit/latestAuditCookie.ts), for
 * the server's render of /audit-results (pages/audit-results/+data.ts, docs/decisions/0072).
 *
 * `latestAudit(cookieHeader)` → `LatestAudit | null`. It reads the cookie, fetches the result the
 * audit service keeps under its id with its token (`GET /functions/v1/audits/{id}/result`, at most
 * `LATEST_AUDIT_TIMEOUT_MS`), and rebuilds the text the browser stored: the result read as the
 * browser reads a job (the contract's schema), as is or as a cached answer (`cached: true`, as the
 * audit service hands out a result again from its cache). Only a text whose digest is the cookie's
 * counts: then the answer is that result as the page reads it (lib/audit/result.ts
 * `parseStoredResult`), the digest, and the cookie's locale and time zone. Null, and the page
 * falls back to asking with the stored text, when there is no valid cookie, the audit service does
 * not know the audit or token (404), fails, is slow or answers something else, or no rebuilt text
 * matches. Failures other than a missing cookie or a 404 are logged as warnings. Never throws.
 *
 * `configureLatestAudit({ url, logger })` sets where the audit service is (server/app.ts; default
 * the environment's AUDIT_SERVICE_URL). The settings live on `globalThis`, shared by the Express
 * server and the Vike bundle, which load this module separately.
 */
import { remember } from '@epic-web/remember'
import { parse as parseCookies } from 'cookie'
import { auditResultSchema } from '@aivis/contract'
import { createLogger, type Logger } from '@aivis/contract/log'
import { LATEST_AUDIT_COOKIE, parseLatestAuditCookie } from '../lib/audit/latestAuditCookie'
import { parseStoredResult } from '../lib/audit/result'
import { resultDigest } from '../lib/audit/storedResult'
import type { DateDisplay } from '../pages/audit-results/resultView'
import type { AuditResult } from '@aivis/contract'
import { loadConfig } from './config.server'

/** How long the page waits for the audit service, ms: past it the page renders without. */
export const LATEST_AUDIT_TIMEOUT_MS = 1500

/** A result the server may render for this visitor, with what the page needs to show it. */
export interface LatestAudit extends DateDisplay {
  state: { result: AuditResult }
  /** The stored text's digest (the cookie's, proven): the page checks this tab still has it. */
  digest: string
}

const settings = remember('aivis.web.latestAudit', () => ({
  url: null as string | null,
  logger: null as Logger | null,
}))

export function configureLatestAudit(next: { url: string; logger?: Logger }): void {
  settings.url = next.url.replace(/\/$/, '')
  if (next.logger) settings.logger = next.logger
}

const serviceUrl = () => (settings.url ??= loadConfig().auditService.url.replace(/\/$/, ''))
const logger = () => (settings.logger ??= createLogger('web'))

/** The texts the browser may have stored for `stored`: as the job gave it, or from the cache. */
function storedTexts(stored: AuditResult): string[] {
  const asCached = { ...stored, cached: true, audited_at: stored.audited_at ?? stored.created_at }
  return [stored, asCached].map((r) => JSON.stringify(auditResultSchema.parse(r)))
}

export async function latestAudit(cookieHeader: string | undefined): Promise<LatestAudit | null> {
  const cookie = parseLatestAuditCookie(
    cookieHeader ? parseCookies(cookieHeader)[LATEST_AUDIT_COOKIE] : undefined,
  )
  if (!cookie) return null
  try {
    const res = await fetch(
      `${serviceUrl()}/functions/v1/audits/${encodeURIComponent(cookie.id)}/result`,
      {
        headers: { authorization: `Bearer ${cookie.token}` },
        signal: AbortSignal.timeout(LATEST_AUDIT_TIMEOUT_MS),
      },
    )
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`the audit service answered ${res.status}`)
    const stored = auditResultSchema.parse(await res.json())
    for (const text of storedTexts(stored)) {
      if ((await resultDigest(text)) !== cookie.digest) continue
      const state = parseStoredResult(text)
      if (!state || !('result' in state)) return null
      return { state, digest: cookie.digest, locale: cookie.locale, timeZone: cookie.timeZone }
    }
    return null
  } catch (err) {
    logger().warn({ err, auditId: cookie.id }, 'latest audit result could not be read')
    return null
  }
}
