/** A CMS page (footer pages of spec §2, /contact for now): title, description and staff-written body. */
import { useData } from 'vike-react/useData'
import { CmsPageView } from '../../components/CmsPageView'
import { Layout } from '../../components/Layout'
import type { Data } from './+data'

export default function Page() {
  const { common, page } = useData<Data>()
  return (
    <Layout common={common}>
      <CmsPageView page={page} />
    </Layout>
  )
}
