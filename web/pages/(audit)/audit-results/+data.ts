import { parse as parseCookies } from 'cookie'
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { resultAddressSchema, resultPath, type AuditResult } from '@aivis/contract'
import type { AccountApi } from '../../../server/accountPaths.server'
import { LATEST_AUDIT_COOKIE, parseLatestAuditCookie } from '../../../lib/audit/latestAuditCookie'
import { auditResultAt } from '../../../server/auditResult.server'
import { NO_RESULTS, RESULTS_UNAVAILABLE } from './components/NoResults'

/**
 * /audit-results' server data (spec §2, docs/decisions/0108).
 *
 * - The bare page: the visitor's `latest_audit` cookie names their latest result's address →
 *   302 there; without one → `{ state: null }` ('No Audit Results Found').
 * - `/audit-results/{id}/{token}`: the result the audit service keeps under that address →
 *   `{ state }` (`{ result }`, or `{ raw }` when it cannot be read); but when the signed-in
 *   customer's saved report holds this audit → 302 to it (/app/audits/:id). An address of another shape,
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
  const found = await auditResultAt(address.data)
  if (found === 'not-found') throw render(404, NO_RESULTS)
  if (found === 'unavailable') throw render(503, RESULTS_UNAVAILABLE)
  const api = pageContext.customer ? pageContext.accountApi : undefined
  if (api) {
    const saved = await savedReport(
      api,
      address.data.id,
      'result' in found.state ? found.state.result : null,
    )
    if (saved) throw redirect(`/app/audits/${encodeURIComponent(saved)}`)
  }
  return found
}

/** How long a signed-in customer's just-finished audit may take to reach their account, ms. */
const SAVED_REPORT_WAIT_MS = 3000

/**
 * The id of the customer's saved report of audit `auditId`, or null. An audit that finished in the
 * last minute may still be on its way to the account (the audit service's outbox records it just
 * after the result is ready): it is asked for again every 250 ms for up to `SAVED_REPORT_WAIT_MS`.
 * A CMS that cannot say counts as none (the results page shows instead).
 */
async function savedReport(
  api: AccountApi,
  auditId: string,
  result: AuditResult | null,
): Promise<string | null> {
  const finished = Date.parse(result?.created_at ?? '')
  const fresh = !result?.cached && Date.now() - finished < 60_000
  const until = Date.now() + (fresh ? SAVED_REPORT_WAIT_MS : 0)
  for (;;) {
    const saved = await api.savedReportOf(auditId).catch(() => null)
    if (saved || Date.now() >= until) return saved
    await new Promise((r) => setTimeout(r, 250))
  }
}
export type Data = Awaited<ReturnType<typeof data>>
