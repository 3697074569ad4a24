import type { PageContextServer } from 'vike/types'
import { latestAudit } from '../../server/latestAudit.server'

/**
 * /audit-results' server data (docs/decisions/0072): the result the visitor's `latest_audit`
 * cookie names, when the audit service still has it and it is provably the text the browser
 * stored (server/latestAudit.server.ts); else null and the page asks with the stored text. Never
 * passed to the browser (pages/+config.ts `passToClient: []`).
 */
export async function data(pageContext: PageContextServer) {
  return { latest: await latestAudit(pageContext.headers?.cookie) }
}
export type Data = Awaited<ReturnType<typeof data>>
