import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../../lib/common'
import { getFaqs, getPage } from '../../../server/content.server'

/** /faqs (spec §2): the CMS page 'faqs' as intro (if any) and every FAQ with placement 'faqs'. */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const [page, faqs] = await Promise.all([
    getPage('faqs').catch(() => null),
    getFaqs('faqs').catch(() => []),
  ])
  const intro = page ?? { title: 'Frequently Asked Questions', description: null, bodyHtml: null }
  config(cmsPageHead(intro, pageContext.common))
  return { page: intro, faqs }
}
export type Data = Awaited<ReturnType<typeof data>>
