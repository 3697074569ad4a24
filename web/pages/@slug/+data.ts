import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../lib/common'
import { cmsDownAs503, getPage } from '../../server/content.server'

/** A CMS page by slug (the footer pages of spec §2); unknown slug → 404; CMS down → 503. */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const page = await getPage(pageContext.routeParams.slug).catch(cmsDownAs503)
  if (!page) throw render(404)
  config(cmsPageHead(page, pageContext.common))
  return { page }
}
export type Data = Awaited<ReturnType<typeof data>>
