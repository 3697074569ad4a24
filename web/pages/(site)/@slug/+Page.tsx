/**
 * A CMS page (the footer pages of spec §2): title, description, staff-written body, then its layout
 * blocks (components/blocks); /cookies
 * adds the visitor's cookie choice (components/ConsentBanner.tsx).
 */
import { useData } from 'vike-react/useData'
import { PageBlocks } from '../../../components/blocks/PageBlocks'
import { CmsPageView } from '../components/CmsPageView'
import { CookiePreferences } from '../../../components/CookiePreferences.island'
import { Island } from '../../../components/Island'
import type { Data } from './+data'

export default function Page() {
  const { page, blocks } = useData<Data>()
  return (
    <>
      <CmsPageView page={page}>
        {page.slug === 'cookies' && (
          <Island name="CookiePreferences" component={CookiePreferences} props={{}} />
        )}
      </CmsPageView>
      <PageBlocks layout={page.layout} data={blocks} />
    </>
  )
}
