import type { PageContextServer } from 'vike/types'
import { loadCommon } from '../server/content.server'

/**
 * Loads the layout's CMS content for every page, before its +data (passed to the browser). The
 * server's renderPage() sets `siteUrl` itself (server/render.server.ts).
 */
export async function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.common = await loadCommon()
}
