/**
 * A page's layout blocks. Opened with `?preview=1` (the CMS admin's live preview opens pages so),
 * the blocks are an island (PreviewBlocks.island.tsx): inside the admin (an
 * iframe or popup whose parent is the admin) they follow the admin's unsaved edits
 * (LivePreviewBlocks.tsx, loaded only then). Everywhere else they are the published ones,
 * server-rendered HTML with no code in the browser. docs/decisions/0029, 0068.
 */
import { usePageContext } from 'vike-react/usePageContext'
import type { LayoutBlock } from '../../lib/cms-types'
import { FALLBACK_COMMON } from '../../lib/common'
import { Island } from '../Island'
import { previewedDocOf } from './previewedDoc'
import { PreviewBlocks } from './PreviewBlocks.island'
import { RenderBlocks, type BlockData } from './RenderBlocks'

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
