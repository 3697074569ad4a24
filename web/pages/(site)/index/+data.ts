import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { FALLBACK_HOME_LAYOUT } from './fallbackHome'
import { loadBlockData, visibleBlocks } from '../../../server/blocks.server'
import { getPage } from '../../../server/content.server'

/**
 * Home page (spec §2): the CMS page `home`, whose layout blocks are its sections in the order staff
 * gave them, and what those blocks show (offers, FAQs, testimonials). While the CMS is down or has
 * no such page: the built-in sections (./fallbackHome.ts). The title stays the spec's default.
 */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const page = await getPage('home').catch(() => null)
  const layout = page?.layout?.length ? visibleBlocks(page.layout) : FALLBACK_HOME_LAYOUT
  const description = page?.meta?.description || page?.description
  if (description) config({ description })
  if (page?.meta?.image) config({ image: page.meta.image })
  return {
    page: page && { id: page.id, slug: page.slug },
    layout,
    blocks: await loadBlockData(layout, { preview: pageContext.urlParsed.search.preview === '1' }),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
