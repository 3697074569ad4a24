/**
 * A CMS page (the footer pages of spec §2): title, description and staff-written body; /cookies
 * adds the visitor's cookie choice (components/ConsentBanner.tsx).
 */
import { useData } from 'vike-react/useData'
import { CmsPageView } from '../../components/CmsPageView'
import { CookiePreferences } from '../../components/ConsentBanner'
import type { Data } from './+data'

export default function Page() {
  const { page } = useData<Data>()
  return <CmsPageView page={page}>{page.slug === 'cookies' && <CookiePreferences />}</CmsPageView>
}
