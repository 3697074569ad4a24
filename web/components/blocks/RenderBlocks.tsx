/**
 * Renders a page's layout blocks (collections/src/blocks) in order, each by its component in
 * `BLOCKS` (blockMap.tsx); hidden blocks (`visibleBlocks`) and block types this build does not know
 * are skipped. Blocks that show collections (pricing → offers, FAQ → faqs at its placement,
 * testimonials) take them from `data`, which the page's +data hook loaded for exactly these blocks
 * (server/blocks.server.ts, from the same map's `needs`).
 */
import { resolveQuotesDeep } from '@aivis/contract'
import type { LayoutBlock, SiteSetting } from '../../lib/cms-types'
import { blockEntry, visibleBlocks, type BlockData } from './blockMap'

export type { BlockData } from './blockMap'

/** One block by its `blockType`; null for an unknown type. */
function Block({
  block,
  data,
  settings,
}: {
  block: LayoutBlock
  data: BlockData
  settings: SiteSetting
}) {
  const entry = blockEntry(block)
  return entry ? <entry.Component block={block} data={data} settings={settings} /> : null
}

/**
 * The visible blocks of `blocks`, in order (module doc). With `data.quotes` (the live preview's),
 * quote references in the blocks and their data are resolved first; the server's content comes
 * resolved already (server/content.server.ts).
 */
export function RenderBlocks({
  blocks: given,
  data: givenData,
  settings,
}: {
  blocks: LayoutBlock[] | null | undefined
  data: BlockData
  settings: SiteSetting
}) {
  const quotes = givenData.quotes
  const blocks = quotes ? resolveQuotesDeep(given, quotes) : given
  const data = quotes ? resolveQuotesDeep(givenData, quotes) : givenData
  return (
    <>
      {visibleBlocks(blocks).map((block, i) => (
        <Block
          key={block.id ?? `${block.blockType}-${i}`}
          block={block}
          data={data}
          settings={settings}
        />
      ))}
    </>
  )
}
