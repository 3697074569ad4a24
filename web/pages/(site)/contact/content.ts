/**
 * The /contact texts the CMS has no field for (spec §2 /contact wording), and the page's intro
 * while the CMS page 'contact' is missing. Client-safe.
 */
import type { LayoutBlock } from '../../../lib/cms-types'

/** The intro when the CMS page 'contact' is missing or has no body. */
export const CONTACT_PAGE_FALLBACK = {
  title: 'Contact',
  description: 'Book a strategy call or send us a detailed inquiry.',
  bodyHtml: null as string | null,
  heading: 'Ready to see where your business ranks in AI search results?',
  intro:
    'Book a 30-minute strategy call, or send us a detailed inquiry. We answer every inquiry within 48 hours.',
}

export const STRATEGY_CALL = {
  badge: 'Most Popular',
  title: 'Book a Strategy Call',
  text: '30-minute consultation with immediate insights.',
  points: [
    'We look at how AI assistants answer for your market, together',
    'You hear where you stand and who is named instead',
    'You leave with the first steps to take',
  ],
  button: 'Book a Strategy Call',
}

export const ANALYSIS = {
  title: 'Detailed Business Analysis',
  text: "Tell us about your business and we'll send you a written analysis within 48 hours.",
}

/** The benefits list; the statistic comes from the CMS's home statistics when it has one. */
export const BENEFITS = {
  title: "What You'll Learn",
  items: [
    'How visible your business is in ChatGPT, Claude, Gemini and Perplexity',
    'The technical gaps that keep AI assistants from recommending you',
    'A roadmap for your industry, step by step',
  ],
  /** Used when the CMS has no trust statistic. */
  trustStat: '62% of consumers trust AI for brand decisions',
}

export const WHAT_TO_EXPECT = {
  title: 'What to Expect',
  items: [
    { title: 'Strategy Calls', text: '30-minute discussion of your AI visibility and next steps.' },
    {
      title: 'Email Inquiries',
      text: 'A detailed analysis of your business within 48 hours.',
    },
  ],
}

export const ALTERNATIVE_CONTACT_TITLE = 'Alternative Contact Information'

/**
 * The trust statistic of the home page's statistics block ('Why AI Visibility Matters', CMS), or
 * the spec's.
 */
export function trustStatistic(homeLayout: LayoutBlock[] | null | undefined): string {
  const stat = (homeLayout ?? [])
    .flatMap((b) => (b.blockType === 'stats' ? (b.stats ?? []) : []))
    .find((s) => /trust/i.test(s.label))
  if (!stat) return BENEFITS.trustStat
  return /^of\b/i.test(stat.label)
    ? `${stat.value} ${stat.label}`
    : `${stat.value} of consumers ${stat.label}`
}
