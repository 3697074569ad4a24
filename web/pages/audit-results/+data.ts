import { parse as parseCookies } from 'cookie'
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { resultAddressSchema, resultPath } from '@aivis/contract'
import { LATEST_AUDIT_COOKIE, parseLatestAuditCookie } from '../../lib/audit/latestAuditCookie'
import { auditResultAt } from '../../server/auditResult.server'
import { NO_RESULTS, RESULTS_UNAVAILABLE } from './components/NoResults'


/**
 * /audit-results' server data (spec §2, docs/decisions/0108).
 *
 * - The bare page: the visitor's `latest_audit` cookie names their latest result's address →
 *   302 there; without one → `{ state: null }` ('No Audit Results Found').
 * - `/audit-results/{id}/{token}`: a signed-in customer whose saved report holds this audit → 302
 *   to it (/app/audits/:id); else the result the audit service keeps under that address →
 *   `{ state }` (`{ result }`, or `{ raw }` when it cannot be read). An address of another shape,
 *   or one the service does not know (unknown, expired, deleted) → `render(404, NO_RESULTS)`, never
 *   another audit's data; the service failing or slow → `render(503, RESULTS_UNAVAILABLE)`.
 */
export async function data(pageContext: PageContextServer) {
  const { id, token } = pageContext.routeParams ?? {}
  if (id === undefined) {
    const cookie = parseLatestAuditCookie(
      parseCookies(pageContext.headers?.cookie ?? '')[LATEST_AUDIT_COOKIE],
    )
    const path = cookie && resultPath({ audit_id: cookie.id, audit_token: cookie.token })
    if (path) throw redirect(path)
    return { state: null }
  }
  const address = resultAddressSchema.safeParse({ id, token })
  if (!address.success) throw render(404, NO_RESULTS)
  if (pageContext.customer && pageContext.accountApi) {
    const saved = await pageContext.accountApi.savedReportOf(address.data.id).catch(() => null)
    if (saved) throw redirect(`/app/audits/${encodeURIComponent(saved)}`)
  }
  const found = await auditResultAt(address.data)
  if (found === 'not-found') throw render(404, NO_RESULTS)
  if (found === 'unavailable') throw render(503, RESULTS_UNAVAILABLE)
  return found
}
export type Data = Awaited<ReturnType<typeof data>>
