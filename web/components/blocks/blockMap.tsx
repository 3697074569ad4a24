/**
 * The layout blocks the site knows (collections/src/blocks), one entry per `blockType` in `BLOCKS`:
 * the `Component` that renders it and, for a block that shows a collection's documents, `needs`,
 * the list of `BlockData` the page's data hook loads for it (server/blocks.server.ts): pricing →
 * offers, testimonials → testimonials, FAQ → faqs (those of its placement). The type of `BLOCKS`
 * requires an entry for every block type of the generated CMS types.
 *
 * The renderer (RenderBlocks.tsx) uses it on the server and in the browser (live preview), and the
 * data hook reads `needs` on the server: this module imports block components and types only,
 * never server code. `visibleBlocks` is the one place hidden blocks are left out.
 */
import type { ReactNode } from 'react'
import type { FaqPlacement, QuoteValues } from '@aivis/contract'
import type {
  Faq,
  FaqBlock,
  LayoutBlock,
  Offer,
  PricingBlock,
  SiteSetting,
  Testimonial,
  TestimonialsBlock,
} from '../../lib/cms-types'
import { CallToAction } from './CallToAction/CallToAction'
import { ComparisonTable } from './ComparisonTable/ComparisonTable'
import { Course } from './Course/Course'
import { FaqSection } from './Faq/Faq'
import { Guarantees } from './Guarantees/Guarantees'
import { Hero } from './Hero/Hero'
import { Pricing } from './Pricing/Pricing'
import { RichText } from './RichText/RichText'
import { Stats } from './Stats/Stats'
import { Steps } from './Steps/Steps'
import { Testimonials } from './Testimonials/Testimonials'

/** What the collection-backed blocks show; a list no visible block needs may be empty. */
export interface BlockData {
  offers: Offer[]
  faqs: Partial<Record<FaqPlacement, Faq[]>>
  testimonials: Testimonial[]
  /**
   * The values quote references resolve to (decision 0127), for the live preview: the admin
   * posts texts as staff write them, with their `{price:…}` and `{promise:…}` references.
   */
  quotes?: QuoteValues
}

/** Which list of `BlockData` a block shows. */
export type BlockNeed = keyof BlockData

/** The `blockType` of every layout block. */
export type BlockType = LayoutBlock['blockType']

/** What every block component is given: its block, the page's block data and the site settings. */
export interface BlockProps<B extends LayoutBlock = LayoutBlock> {
  block: B
  data: BlockData
  settings: SiteSetting
}

/** One entry of `BLOCKS`. */
export interface BlockEntry<B extends LayoutBlock = LayoutBlock> {
  Component: (props: BlockProps<B>) => ReactNode
  /** The list of `BlockData` the block shows; absent: the block carries its own content. */
  needs?: BlockNeed
}

function PricingBlockView({ block, data, settings }: BlockProps<PricingBlock>) {
  return <Pricing block={block} offers={data.offers} academyUrl={settings.academyUrl} />
}

function TestimonialsBlockView({ block, data, settings }: BlockProps<TestimonialsBlock>) {
  return <Testimonials block={block} testimonials={data.testimonials} settings={settings} />
}

function FaqBlockView({ block, data }: BlockProps<FaqBlock>) {
  return <FaqSection block={block} faqs={data.faqs[block.placement] ?? []} />
}

/** Every block type's component and the data it needs (module doc). */
export const BLOCKS: { [T in BlockType]: BlockEntry<Extract<LayoutBlock, { blockType: T }>> } = {
  hero: { Component: Hero },
  stats: { Component: Stats },
  steps: { Component: Steps },
  course: { Component: Course },
  pricing: { Component: PricingBlockView, needs: 'offers' },
  testimonials: { Component: TestimonialsBlockView, needs: 'testimonials' },
  guarantees: { Component: Guarantees },
  faq: { Component: FaqBlockView, needs: 'faqs' },
  cta: { Component: CallToAction },
  richText: { Component: RichText },
  comparisonTable: { Component: ComparisonTable },
}

/** The entry of `block`'s type, or undefined for a type this build does not know. */
export function blockEntry(block: Pick<LayoutBlock, 'blockType'>): BlockEntry | undefined {
  return Object.hasOwn(BLOCKS, block.blockType)
    ? (BLOCKS[block.blockType] as BlockEntry)
    : undefined
}

/** The blocks visitors see: hidden ones (and empty slots) left out, in order. */
export const visibleBlocks = (blocks: LayoutBlock[] | null | undefined): LayoutBlock[] =>
  (blocks ?? []).filter((b) => b && !b.hidden)
