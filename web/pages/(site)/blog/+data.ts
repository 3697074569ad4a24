import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../../lib/common'
import { getPage, listPosts } from '../../../server/content.server'

/**
 * /blog (spec §2 route table): the CMS page 'blog' as intro (if any), then every published post,
 * newest first. A CMS outage shows the intro's defaults and no posts rather than an error.
 */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const [page, posts] = await Promise.all([
    getPage('blog').catch(() => null),
    listPosts().catch(() => []),
  ])
  const intro = page ?? { title: 'Blog', description: null, bodyHtml: null }
  config(cmsPageHead(intro, pageContext.common))
  return { page: { title: intro.title, description: intro.description }, posts }
}
export type Data = Awaited<ReturnType<typeof data>>
