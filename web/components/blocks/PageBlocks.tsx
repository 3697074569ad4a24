/**
 * A page's layout blocks. Opened with `?preview=1` inside the CMS admin's live preview (an iframe
 * or popup whose parent is the admin), the blocks follow the admin's unsaved edits
 * (LivePreviewBlocks.tsx, loaded only then); everywhere else they are the published ones.
 * docs/decisions/0029.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { LayoutBlock } from '../../lib/cms-types'
import { FALLBACK_COMMON } from '../../lib/common'
import { RenderBlocks, type BlockData } from './RenderBlocks'

const LivePreviewBlocks = lazy(() => import('./LivePreviewBlocks'))
const noSubscription = () => () => {}

export function PageBlocks({
  layout,
  data,
}: {
  layout: LayoutBlock[] | null | undefined
  data: BlockData
}) {
  const { urlParsed, cmsOrigin, common } = usePageContext()
  const settings = (common ?? FALLBACK_COMMON).settings
  // Inside the admin (an iframe or a popup)? False on the server and while hydrating, so the
  // server's HTML and the first client render agree.
  const inAdmin = useSyncExternalStore(
    noSubscription,
    () => Boolean(window.opener) || window.parent !== window,
    () => false,
  )
  const live = urlParsed.search.preview === '1' && inAdmin
  const published = <RenderBlocks blocks={layout} data={data} settings={settings} />
  if (!live || !cmsOrigin) return published
  return (
    <Suspense fallback={published}>
      <LivePreviewBlocks
        layout={layout ?? []}
        data={data}
        settings={settings}
        cmsOrigin={cmsOrigin}
      />
    </Suspense>
  )
}
