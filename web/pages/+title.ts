import type { PageContext } from 'vike/types'

type Data = { title?: string; headTitle?: string; common?: { settings?: { siteName?: string } } } | undefined

/**
 * Page title (spec §2): a CMS page's `meta.title` as written (`data.headTitle`), else the page's own
 * title with the site name, else '{siteName} - AI Visibility for Business' (siteName from the CMS,
 * 'Visibly AI' when the CMS has never answered).
 */
export function title(pageContext: PageContext) {
  const data = pageContext.data as Data
  const site = data?.common?.settings?.siteName || 'Visibly AI'
  if (data?.headTitle) return data.headTitle
  return data?.title ? `${data.title} | ${site}` : `${site} - AI Visibility for Business`
}
