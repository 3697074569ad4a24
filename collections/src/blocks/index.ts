/**
 * Layout blocks (the pattern of Payload's website template): the pieces staff compose pages from,
 * each config in its own folder here and its component in `web/components/blocks/<Name>/`.
 * `layoutField` is the `layout` blocks field of pages and compare pages.
 */
import type { Field } from 'payload'
import { CallToActionBlock } from './CallToAction/config'
import { ComparisonTableBlock } from './ComparisonTable/config'
import { CourseBlock } from './Course/config'
import { FaqBlock } from './Faq/config'
import { GuaranteesBlock } from './Guarantees/config'
import { HeroBlock } from './Hero/config'
import { PricingBlock } from './Pricing/config'
import { RichTextBlock } from './RichText/config'
import { StatsBlock } from './Stats/config'
import { StepsBlock } from './Steps/config'
import { TestimonialsBlock } from './Testimonials/config'

export const layoutBlocks = [
  HeroBlock,
  StatsBlock,
  StepsBlock,
  CourseBlock,
  PricingBlock,
  TestimonialsBlock,
  GuaranteesBlock,
  FaqBlock,
  CallToActionBlock,
  RichTextBlock,
  ComparisonTableBlock,
]

/** The `layout` field: blocks in page order, shown after the page's body (if any). */
export const layoutField = (): Field => ({
  name: 'layout',
  type: 'blocks',
  blocks: layoutBlocks,
  admin: {
    description: 'Sections of the page, in order. Drag to reorder; tick "Hide" to take one off.',
  },
})
