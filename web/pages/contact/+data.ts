import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../lib/common'
import { getPage } from '../../server/content.server'
import { CONTACT_PAGE_FALLBACK } from './content'

/**
 * /contact (spec §2): the CMS page 'contact' gives the head (title, description) and the intro
 * (its body: the heading and the line under it); the spec's wording while it is missing.
 */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const page = (await getPage('contact').catch(() => null)) ?? CONTACT_PAGE_FALLBACK
  config(cmsPageHead(page, pageContext.common))
  return {
    page: {
      title: page.title,
      description: page.description ?? null,
      bodyHtml: page.bodyHtml ?? null,
    },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
