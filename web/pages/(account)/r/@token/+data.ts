import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { AuditResult } from '@aivis/contract'
import { auditResultOfRecord } from '../../../../server/reports.server'

/**
 * /r/:token: the audit a private share link opens (docs/decisions/0078), read from the CMS with
 * the site's key on every request. `state`: 'shared' with the result, or 'unavailable' when the
 * CMS cannot say just now; an unknown or revoked link renders the site's 404 page.
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? ''
  let result: AuditResult | null = null
  try {
    const record = await pageContext.accountApi?.sharedAudit(token)
    result = record ? auditResultOfRecord(record) : null
  } catch {
    return { state: 'unavailable' as const, token, result: null }
  }
  // An unknown or revoked link: the site's 404 page (no trace of what it once showed).
  if (!result) throw render(404)
  return { state: 'shared' as const, token, result }
}
export type Data = Awaited<ReturnType<typeof data>>
