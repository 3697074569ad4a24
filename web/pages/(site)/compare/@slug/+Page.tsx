/**
 * /compare/{slug} (spec §2): the CMS compare page, its layout blocks (the comparison table edited in
 * the CMS), and a call to action to the free audit unless the blocks already end with one.
 */
import { useData } from 'vike-react/useData'
import { PageBlocks } from '../../../../components/blocks/PageBlocks'
import { CmsPageView } from '../../components/CmsPageView'
import { ButtonLink } from '../../../../components/ui'
import type { Data } from './+data'

export default function Page() {
  const { page, blocks } = useData<Data>()
  const hasCta = (page.layout ?? []).some((b) => b.blockType === 'cta' && !b.hidden)
  return (
    <>
      <CmsPageView page={page}>
        {!hasCta && (
          <p style={{ marginTop: 32 }}>
            <ButtonLink href="/audit">Run Free AI Audit</ButtonLink>
          </p>
        )}
      </CmsPageView>
      <PageBlocks layout={page.layout} data={blocks} />
    </>
  )
}
