/**
 * The collection content a page's layout blocks show (components/blocks/RenderBlocks.tsx): offers
 * for a pricing block, the FAQs of each FAQ block's placement, testimonials for a testimonials
 * block; nothing for blocks that carry their own content. A list the CMS cannot give is empty (the
 * block then shows its own empty state), so a page never fails for a block's sake.
 */
import type { FaqPlacement } from '@aivis/contract'
import type { BlockData } from '../components/blocks/RenderBlocks'
import type { LayoutBlock } from '../lib/cms-types'
import { getFaqs, getOffers, getTestimonials } from './content.server'

const orEmpty = <T>(p: Promise<T[]>) => p.catch(() => [] as T[])

/** The blocks visitors see: hidden ones left out (they are not even sent to the browser). */
export const visibleBlocks = (blocks: LayoutBlock[] | null | undefined): LayoutBlock[] =>
  (blocks ?? []).filter((b) => b && !b.hidden)

/** Loads, in parallel, what the visible blocks of `blocks` need. */
export async function loadBlockData(blocks: LayoutBlock[] | null | undefined): Promise<BlockData> {
  const visible = visibleBlocks(blocks)
  const kinds = new Set(visible.map((b) => b.blockType))
  const placements = [
    ...new Set(visible.flatMap((b) => (b.blockType === 'faq' ? [b.placement] : []))),
  ] as FaqPlacement[]
  const [offers, testimonials, faqLists] = await Promise.all([
    kinds.has('pricing') ? orEmpty(getOffers()) : [],
    kinds.has('testimonials') ? orEmpty(getTestimonials()) : [],
    Promise.all(placements.map((p) => orEmpty(getFaqs(p)))),
  ])
  return {
    offers,
    testimonials,
    faqs: Object.fromEntries(placements.map((p, i) => [p, faqLists[i]])),
  }
}
