import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { cmsDownAs503, getComparePage, loadCommon, pageHead } from '../../../server/content'

/** /compare/{slug} (spec §2 route table); unknown slug → 404. */
export async function data(pageContext: PageContextServer) {
  const [common, page] = await Promise.all([loadCommon(), getComparePage(pageContext.routeParams.slug).catch(cmsDownAs503)])
  if (!page) throw render(404)
  return { common, page, ...pageHead(page) }
}
export type Data = Awaited<ReturnType<typeof data>>
