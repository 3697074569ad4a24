import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { CmsUnavailableError } from '../../../server/cms'
import { getComparePage, loadCommon } from '../../../server/content'

/** CMS down: a 503 error page, not a misleading 404. */
function unavailable(err: unknown): never {
  if (err instanceof CmsUnavailableError) throw render(503, 'This page is temporarily unavailable. Please try again in a moment.')
  throw err
}

/** /compare/{slug} (spec §2); unknown slug → 404. */
export async function data(pageContext: PageContextServer) {
  const [common, page] = await Promise.all([loadCommon(), getComparePage(pageContext.routeParams.slug).catch(unavailable)])
  if (!page) throw render(404)
  return { common, page, title: page.meta?.title || page.title, description: page.meta?.description || page.description || undefined }
}
export type Data = Awaited<ReturnType<typeof data>>
