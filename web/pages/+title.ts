import type { PageContext } from 'vike/types'

type Data = { title?: string; common?: { settings?: { siteName?: string } } } | undefined

/** Page title: the page's own, else '{product} - AI Visibility for Business' (spec §2). */
export function title(pageContext: PageContext) {
  const data = pageContext.data as Data
  const site = data?.common?.settings?.siteName || 'Visibly AI'
  return data?.title ? `${data.title} | ${site}` : `${site} - AI Visibility for Business`
}
