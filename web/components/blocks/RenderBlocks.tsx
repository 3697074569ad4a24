/**
 * Renders a page's layout blocks (collections/src/blocks) in order, each by its component in this
 * folder; hidden blocks and block types this build does not know are skipped. Blocks that show
 * collections (pricing → offers, FAQ → faqs at its placement, testimonials) take them from `data`,
 * which the page's +data hook loaded for exactly these blocks (server/blocks.server.ts).
 */
import type { FaqPlacement } from '@aivis/contract'
import type { Faq, LayoutBlock, Offer, SiteSetting, Testimonial } from '../../lib/cms-types'
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

/** What the collection-backed blocks show; a list the blocks do not need may be empty. */
export interface BlockData {
  offers: Offer[]
  faqs: Partial<Record<FaqPlacement, Faq[]>>
  testimonials: Testimonial[]
}

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
  switch (block.blockType) {
    case 'hero':
      return <Hero block={block} />
    case 'stats':
      return <Stats block={block} />
    case 'steps':
      return <Steps block={block} />
    case 'course':
      return <Course block={block} settings={settings} />
    case 'pricing':
      return <Pricing block={block} offers={data.offers} academyUrl={settings.academyUrl} />
    case 'testimonials':
      return <Testimonials block={block} testimonials={data.testimonials} />
    case 'guarantees':
      return <Guarantees block={block} />
    case 'faq':
      return <FaqSection block={block} faqs={data.faqs[block.placement] ?? []} />
    case 'cta':
      return <CallToAction block={block} />
    case 'richText':
      return <RichText block={block} />
    case 'comparisonTable':
      return <ComparisonTable block={block} />
    default:
      return null
  }
}

export function RenderBlocks({
  blocks,
  data,
  settings,
}: {
  blocks: LayoutBlock[] | null | undefined
  data: BlockData
  settings: SiteSetting
}) {
  return (
    <>
      {(blocks ?? [])
        .filter((block) => block && !block.hidden)
        .map((block, i) => (
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
