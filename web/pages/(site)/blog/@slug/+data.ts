import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { pageTitle } from '../../../../lib/common'
import { cmsDownAs503, getPost } from '../../../../server/content.server'

/** /blog/{slug}: a published post; unknown slug → 404; CMS down → 503. */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const post = await getPost(pageContext.routeParams.slug).catch(cmsDownAs503)
  if (!post) throw render(404)
  config({
    title: post.meta?.title || pageTitle(post.title, pageContext.common),
    description: post.meta?.description || post.excerpt,
    ...(post.meta?.image ? { image: post.meta.image } : {}),
  })
  return { post }
}
export type Data = Awaited<ReturnType<typeof data>>
