/**
 * The island of a page opened for live preview (`?preview=1`, docs/decisions/0029, 0068): inside
 * the admin (an iframe or a popup) the blocks follow the admin's unsaved edits
 * (LivePreviewBlocks.tsx, loaded only then); elsewhere they are the published ones.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { PreviewedDoc } from './previewedDoc'
import { RenderBlocks, type BlockData } from './RenderBlocks'
import type { LayoutBlock, SiteSetting } from '../../lib/cms-types'

const LivePreviewBlocks = lazy(() => import('./LivePreviewBlocks'))
const noSubscription = () => () => {}

/** The blocks of a page opened for live preview: the admin's edits when inside the admin. */
export function PreviewBlocks({
  layout,
  data,
  settings,
  cmsOrigin,
  edited = null,
}: {
  layout: LayoutBlock[]
  data: BlockData
  settings: SiteSetting
  cmsOrigin: string
  /** An offer, FAQ or testimonial edited in the admin (docs/decisions/0088); null: the page. */
  edited?: PreviewedDoc | null
}) {
  // Inside the admin (an iframe or a popup)? False on the server and while hydrating, so the
  // server's HTML and the first client render agree.
  const inAdmin = useSyncExternalStore(
    noSubscription,
    () => Boolean(window.opener) || window.parent !== window,
    () => false,
  )
  const published = <RenderBlocks blocks={layout} data={data} settings={settings} />
  if (!inAdmin) return published
  return (
    <Suspense fallback={published}>
      <LivePreviewBlocks
        layout={layout}
        data={data}
        settings={settings}
        cmsOrigin={cmsOrigin}
        edited={edited}
      />
    </Suspense>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default PreviewBlocks
