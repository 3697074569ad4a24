import type { PageContextServer } from 'vike/types'

/**
 * /audit-results (spec §2) and every address below it with two parts, a result's durable address
 * `/audit-results/{audit_id}/{audit_token}` (docs/decisions/0108). Any two parts route here, so a
 * mistyped or made-up address gets the page's own 404 ('No Audit Results Found', +data.ts), not
 * the site's. Params: `{ id, token }` as given, or none for the bare page.
 */
export default function route(pageContext: Pick<PageContextServer, 'urlPathname'>) {
  const match = /^\/audit-results(?:\/([^/]+)\/([^/]+))?\/?$/.exec(pageContext.urlPathname)
  if (!match) return false
  // Above the site's `/@slug` pages (a route function without a precedence comes after them).
  return { routeParams: match[1] ? { id: match[1], token: match[2] } : {}, precedence: 1 }
}
