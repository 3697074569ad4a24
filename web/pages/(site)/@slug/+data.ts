import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../../lib/common'
import { loadBlockData, visibleBlocks } from '../../../server/blocks.server'
import { cmsDownAs503, getPage } from '../../../server/content.server'

/**
 * A CMS page by slug (the footer pages of spec §2) with what its layout blocks show; unknown slug →
 * 404; CMS down → 503; `/home` (the home page's CMS page) → `/`.
 */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  if (pageContext.routeParams.slug === 'home') throw redirect('/', 301)
  const page = await getPage(pageContext.routeParams.slug).catch(cmsDownAs503)
  if (!page) throw render(404)
  config(cmsPageHead(page, pageContext.common))
  return {
    page: { ...page, layout: visibleBlocks(page.layout) },
    blocks: await loadBlockData(page.layout, {
      preview: pageContext.urlParsed.search.preview === '1',
    }),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
