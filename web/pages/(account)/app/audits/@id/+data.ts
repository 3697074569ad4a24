import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { AuditResult } from '@aivis/contract'
import { auditResultOfRecord } from '../../../../../server/reports.server'

/**
 * /app/audits/:id: one of the signed-in customer's audits in full, read from the CMS with their
 * session (`pageContext.accountApi.audit`, server/accountPaths.server.ts) on every request.
 *
 * Resolves to `{ state: 'ready', id, result, sharedAt }` (`result` an `AuditResult`, `sharedAt`
 * since when a private link shares it, ISO 8601, or null), or `{ state: 'unavailable', id,
 * result: null, sharedAt: null }` when the CMS cannot say just now. An audit that is not theirs,
 * does not exist or holds no whole result (an older record) throws `render(404)`: the site's 404
 * page, alike for all three.
 */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? ''
  let record: Record<string, unknown> | null | undefined
  let result: AuditResult | null = null
  try {
    record = await pageContext.accountApi?.audit(id)
    result = record ? auditResultOfRecord(record) : null
  } catch {
    return { state: 'unavailable' as const, id, result: null, sharedAt: null }
  }
  if (!record || !result) throw render(404)
  const sharedAt = typeof record.shared_at === 'string' ? record.shared_at : null
  return { state: 'ready' as const, id, result, sharedAt }
}
export type Data = Awaited<ReturnType<typeof data>>
