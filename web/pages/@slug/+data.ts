import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { cmsDownAs503, getPage, loadCommon, pageHead } from '../../server/content'

/** A CMS page by slug: the footer pages of spec §2 and /contact for now; unknown slug → 404. */
export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug
  const [common, page] = await Promise.all([loadCommon(), getPage(slug).catch(cmsDownAs503)])
  if (!page) throw render(404)
  return { common, page, ...pageHead(page) }
}
export type Data = Awaited<ReturnType<typeof data>>
