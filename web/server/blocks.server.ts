/**
 * The collection content a page's layout blocks show (components/blocks/RenderBlocks.tsx): for each
 * visible block, the list its entry in `BLOCKS` (components/blocks/blockMap.tsx) `needs`: offers,
 * testimonials, or the FAQs of each FAQ block's placement; nothing for blocks that carry their own
 * content; with `preview` (a live-preview render), the values quote references resolve to. A list the CMS cannot give is empty (the block then shows its own empty state), so a page
 * never fails for a block's sake.
 */
import type { FaqPlacement } from '@aivis/contract'
import {
  blockEntry,
  visibleBlocks,
  type BlockData,
  type BlockNeed,
} from '../components/blocks/blockMap'
import type { LayoutBlock } from '../lib/cms-types'
import { getFaqs, getOffers, getTestimonials, quoteValues } from './content.server'

/** The blocks visitors see: hidden ones left out (they are not even sent to the browser). */
export { visibleBlocks }

const orEmpty = <T>(p: Promise<T[]>) => p.catch(() => [] as T[])

/** Loads, in parallel, what the visible blocks of `blocks` need (module doc). */
export async function loadBlockData(
  blocks: LayoutBlock[] | null | undefined,
  { preview = false }: { preview?: boolean } = {},
): Promise<BlockData> {
  const visible = visibleBlocks(blocks)
  const needing = (need: BlockNeed) => visible.filter((b) => blockEntry(b)?.needs === need)
  const placements = [
    ...new Set(needing('faqs').flatMap((b) => ('placement' in b ? [b.placement] : []))),
  ] as FaqPlacement[]
  const [offers, testimonials, faqLists] = await Promise.all([
    needing('offers').length ? orEmpty(getOffers()) : [],
    needing('testimonials').length ? orEmpty(getTestimonials()) : [],
    Promise.all(placements.map((p) => orEmpty(getFaqs(p)))),
  ])
  return {
    offers,
    testimonials,
    faqs: Object.fromEntries(placements.map((p, i) => [p, faqLists[i]])),
    // The live preview resolves the references of the texts the admin posts (decision 0127).
    ...(preview ? { quotes: await quoteValues() } : {}),
  }
}
