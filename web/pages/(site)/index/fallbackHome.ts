/**
 * The home page's sections while the CMS has never answered or has no page `home` (degraded state,
 * spec §1 texts): the hero with the domain form, pricing (which then says it is unavailable), the
 * home FAQ and the call to action. Blocks as the CMS would send them.
 */
import type { LayoutBlock } from '../../../lib/cms-types'

export const FALLBACK_HOME_LAYOUT: LayoutBlock[] = [
  {
    blockType: 'hero',
    eyebrow: 'Free AI visibility audit',
    headline: 'AI Visibility for Business',
    subheadline: 'Get found by AI assistants like ChatGPT, Claude, and Gemini',
  },
  { blockType: 'pricing', eyebrow: 'Pricing' },
  { blockType: 'faq', title: 'Frequently Asked Questions', placement: 'home' },
  { blockType: 'cta', title: '', buttonLabel: 'Run Free AI Audit', buttonUrl: '/audit' },
]
