import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../../lib/common'
import { getPage } from '../../../server/content.server'
import { CONTACT_PAGE_FALLBACK, trustStatistic } from './content'

/**
 * /contact (spec §2): the CMS page 'contact' gives the head (title, description) and the intro
 * (its body: the heading and the line under it); the spec's wording while it is missing. The trust
 * statistic comes from the home page's statistics block.
 */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const [cmsPage, home] = await Promise.all([
    getPage('contact').catch(() => null),
    getPage('home').catch(() => null),
  ])
  const page = cmsPage ?? CONTACT_PAGE_FALLBACK
  config(cmsPageHead(page, pageContext.common))
  return {
    page: {
      title: page.title,
      description: page.description ?? null,
      bodyHtml: page.bodyHtml ?? null,
    },
    trustStatistic: trustStatistic(home?.layout),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
