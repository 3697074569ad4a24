/** /compare/{slug} (spec §2): the CMS compare page, then a call to action to the free audit. */
import { useData } from 'vike-react/useData'
import { CmsPageView } from '../../../components/CmsPageView'
import { ButtonLink } from '../../../components/ui'
import type { Data } from './+data'

export default function Page() {
  const { page } = useData<Data>()
  return (
    <CmsPageView page={page}>
      <p style={{ marginTop: 32 }}>
        <ButtonLink href="/audit">Run Free AI Audit</ButtonLink>
      </p>
    </CmsPageView>
  )
}
