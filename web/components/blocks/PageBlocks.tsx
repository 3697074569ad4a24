/**
 * A page's layout blocks. Opened with `?preview=1` (the CMS admin's live preview opens pages so),
 * the blocks are an island (`PreviewBlocks`, islands/PreviewBlocks.tsx): inside the admin (an
 * iframe or popup whose parent is the admin) they follow the admin's unsaved edits
 * (LivePreviewBlocks.tsx, loaded only then). Everywhere else they are the published ones,
 * server-rendered HTML with no code in the browser. docs/decisions/0029, 0068.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { LayoutBlock, SiteSetting } from '../../lib/cms-types'
import { FALLBACK_COMMON } from '../../lib/common'
import { Island } from '../../lib/islands'
import { previewedDocOf, type PreviewedDoc } from './previewedDoc'
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
  if (urlParsed.search.preview !== '1' || !cmsOrigin)
    return <RenderBlocks blocks={layout} data={data} settings={settings} />
  return (
    <Island
      name="PreviewBlocks"
      component={PreviewBlocks}
      props={{
        layout: layout ?? [],
        data,
        settings,
        cmsOrigin,
        edited: previewedDocOf(urlParsed.search),
      }}
    />
  )
}

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
