import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { cmsPageHead } from '../../../lib/common'
import { getPage } from '../../../server/content.server'
import { FALLBACK_COMMON } from '../../../lib/common'
import { CONTACT_PAGE_FALLBACK, trustStatistic } from './content'

/**
 * /contact (spec §2): the CMS page 'contact' gives the head (title, description) and the intro
 * (its body: the heading and the line under it); the spec's wording while it is missing. The trust
 * statistic and the call's length come from the site settings' Promises (decision 0128).
 */
export async function data(pageContext: PageContextServer) {
  const config = useConfig()
  const cmsPage = await getPage('contact').catch(() => null)
  const { settings } = pageContext.common ?? FALLBACK_COMMON
  const callMinutes =
    settings.promises?.callMinutes ?? FALLBACK_COMMON.settings.promises.callMinutes
  const page = cmsPage ?? CONTACT_PAGE_FALLBACK
  config(cmsPageHead(page, pageContext.common))
  return {
    page: {
      title: page.title,
      description: page.description ?? null,
      bodyHtml: page.bodyHtml ?? null,
    },
    callMinutes,
    trustStatistic: trustStatistic(settings),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
