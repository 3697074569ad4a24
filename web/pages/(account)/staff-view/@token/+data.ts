import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { AuditResult } from '@aivis/contract'
import { auditResultOfRecord } from '../../../../server/reports.server'

/**
 * /staff-view/:token: the audit a staff member's view token opens (docs/decisions/0125), read from
 * the CMS with the site's key on every request. `state`: 'ready' with the result, or
 * 'unavailable' when the CMS cannot say just now. A malformed, forged or expired token, or a
 * record that holds no whole result, renders the site's 404 page (no trace of the audit).
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? ''
  let result: AuditResult | null = null
  try {
    const record = await pageContext.accountApi?.staffViewAudit(token)
    result = record ? auditResultOfRecord(record) : null
  } catch {
    return { state: 'unavailable' as const, result: null }
  }
  if (!result) throw render(404)
  return { state: 'ready' as const, result }
}
export type Data = Awaited<ReturnType<typeof data>>
