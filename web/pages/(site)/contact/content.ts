/**
 * The /contact texts the CMS has no field for (spec §2 /contact wording), and the page's intro
 * while the CMS page 'contact' is missing. The call's length is the site settings' promise
 * `callMinutes` (decision 0128): the texts naming it are functions of it. Client-safe.
 */
import type { SiteSetting } from '../../../lib/cms-types'
import { shownStatistics, type Statistic } from '../../../components/blocks/shared'

/** The intro when the CMS page 'contact' is missing or has no body. */
export const CONTACT_PAGE_FALLBACK = {
  title: 'Contact',
  description: 'Book a strategy call or send us a detailed inquiry.',
  bodyHtml: null as string | null,
  heading: 'Ready to see where your business ranks in AI search results?',
  intro: (callMinutes: number) =>
    `Book a ${callMinutes}-minute strategy call, or send us a detailed inquiry. We answer every inquiry within 48 hours.`,
}

export const STRATEGY_CALL = {
  badge: 'Most Popular',
  title: 'Book a Strategy Call',
  text: (callMinutes: number) => `${callMinutes}-minute consultation with immediate insights.`,
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

/** The benefits list; then the trust statistic of the site settings, when it has a source. */
export const BENEFITS = {
  title: "What You'll Learn",
  items: [
    'How visible your business is in ChatGPT, Claude, Gemini and Perplexity',
    'The technical gaps that keep AI assistants from recommending you',
    'A roadmap for your industry, step by step',
  ],
}

export const WHAT_TO_EXPECT = {
  title: 'What to Expect',
  items: (callMinutes: number) => [
    {
      title: 'Strategy Calls',
      text: `${callMinutes}-minute discussion of your AI visibility and next steps.`,
    },
    {
      title: 'Email Inquiries',
      text: 'A detailed analysis of your business within 48 hours.',
    },
  ],
}

export const ALTERNATIVE_CONTACT_TITLE = 'Alternative Contact Information'

/**
 * The consumer-trust statistic (spec §2 /contact benefits): the site settings' statistic `aiTrust`
 * with its source, or null while it has none (a statistic is shown only with its source,
 * docs/decisions/0128).
 */
export function trustStatistic(settings: Pick<SiteSetting, 'promises'>): Statistic | null {
  return shownStatistics([{ statistic: 'aiTrust' }], settings)[0] ?? null
}
