import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../../../lib/common'
import { loadBlockData, visibleBlocks } from '../../../../server/blocks.server'
import { cmsDownAs503, getComparePage } from '../../../../server/content.server'

/** /compare/{slug} (spec §2 route table); unknown slug → 404; CMS down → 503. */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const page = await getComparePage(pageContext.routeParams.slug).catch(cmsDownAs503)
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
