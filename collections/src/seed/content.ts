/**
 * Seed content: the spec's offers, FAQs, testimonials, the home page's blocks, compare pages,
 * footer pages and redirects, as plain data. Staff own it after the first start (see `seed()`).
 * Numbers and wording follow spec §1, §2, §5 and §9.
 */
import {
  CONTACT_EMAIL,
  DEFAULT_PROMISES,
  POSTAL_ADDRESS,
  PRODUCT_NAME,
  type FaqPlacement,
} from '@aivis/contract'
import { richText } from './lexical'

/**
 * The statistics the site may show (site settings → Promises, docs/decisions/0128). The market
 * figures of spec §2 have no source in the spec: they are kept without one, so the site hides them
 * until staff add the study that measured them. The results figures are the company's own client
 * records and say so; staff add the period they cover.
 */
const STATISTICS = [
  { key: 'aiSearchDaily', value: '43%', label: 'of consumers use AI search daily' },
  { key: 'aiTrust', value: '62%', label: 'trust AI for brand decisions' },
  ...[
    { key: 'businessesHelped', value: '100+', label: 'businesses helped' },
    { key: 'mentionsIncrease', value: '340%', label: 'average increase in AI mentions' },
    { key: 'timeToRecommendation', value: '30 days', label: 'average time to recommendation' },
  ].map((s) => ({ ...s, source: { name: 'Visibly AI client results' } })),
]

export const siteSettings = {
  siteName: PRODUCT_NAME,
  contactEmail: CONTACT_EMAIL,
  postalAddress: POSTAL_ADDRESS,
  bookingUrl: 'https://cal.com/visibly-ai/strategy-call',
  academyUrl: 'https://academy.visibly.ai',
  complianceUrl: 'https://visibly.ai/marketing-compliance',
  markets: ['US', 'UK', 'Australia', 'Canada', 'NZ', 'Singapore'].map((name) => ({ name })),
  footer: {
    tagline: 'Get found by AI assistants like ChatGPT, Claude, and Gemini',
    companyLine:
      'Sydney, Australia · Serving businesses in the US, UK, Australia, Canada, NZ and Singapore',
  },
  promises: { ...DEFAULT_PROMISES, statistics: STATISTICS },
}

const COURSE_BLOCK = {
  blockType: 'course',
  eyebrow: 'Do it yourself',
  title: 'The AI Visibility Course',
  description:
    'A self-study video course that shows you, step by step, how to get your business recommended by ChatGPT, Claude, Gemini and Perplexity. No tech skills needed.',
  bullets: [
    '14 video lessons, 1.5 hours in total',
    'Templates you can use the same day',
    'Lifetime access, including updates',
    '{promise:refundTerms}',
  ].map((text) => ({ text })),
  ctaLabel: 'Enrol in the Course',
}
const PRICING_BLOCK = {
  blockType: 'pricing',
  eyebrow: 'Pricing',
  title: 'Choose your path to AI visibility',
  subtitle:
    'Learn it yourself, or have us do it for you. Course buyers get the course fee credited if they upgrade within 30 days.',
}
const AUDIT_CTA_BLOCK = {
  blockType: 'cta',
  title: 'See what AI assistants say about your business',
  text: 'Free audit in {promise:auditDuration}. No email, no card.',
  buttonLabel: 'Run Free AI Audit',
  buttonUrl: '/audit',
}

/**
 * The home page (spec §2): its nine sections as layout blocks, in the spec's order. Staff reorder,
 * hide or reuse them in the CMS; the seed creates this page when no page `home` exists.
 */
export const homePage = {
  slug: 'home',
  title: 'Home',
  description: 'Get found by AI assistants like ChatGPT, Claude, and Gemini',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Free AI visibility audit',
      headline: 'Is ChatGPT recommending your competitors instead of you?',
      subheadline:
        'We ask ChatGPT, Claude, Gemini and Perplexity what they recommend in your market and show you whether your business is named, and who is named instead.',
      formPlaceholder: 'yourbusiness.com',
      buttonLabel: 'Run Free AI Audit',
      note: 'Free audit in {promise:auditDuration}. No email, no card.',
    },
    {
      blockType: 'stats',
      title: 'Why AI Visibility Matters',
      stats: [{ statistic: 'aiSearchDaily' }, { statistic: 'aiTrust' }],
      platforms: ['ChatGPT', 'Claude', 'Gemini', 'Perplexity'].map((name) => ({ name })),
    },
    {
      blockType: 'steps',
      eyebrow: 'How it works',
      title: 'Get visible in 3 steps',
      steps: [
        {
          title: 'Run your free audit',
          description:
            'Enter your business and see what AI assistants say about your market in {promise:auditDuration}.',
        },
        {
          title: 'Choose your path',
          description: 'Learn to do it yourself with the course, or let our team do it for you.',
        },
        {
          title: 'Get visible',
          description:
            'Become the business AI assistants name when customers ask. Results expected in {promise:resultsTime}.',
        },
      ],
    },
    COURSE_BLOCK,
    PRICING_BLOCK,
    {
      blockType: 'testimonials',
      eyebrow: 'Results',
      title: 'Businesses AI assistants now recommend',
      stats: [
        { statistic: 'businessesHelped' },
        { statistic: 'mentionsIncrease' },
        { statistic: 'timeToRecommendation' },
      ],
    },
    {
      blockType: 'guarantees',
      guarantees: [
        {
          title: '{promise:guaranteeTitle}',
          description: '{promise:guaranteeText}',
        },
        {
          title: 'Lifetime Access',
          description: 'Every lesson and future update, for as long as the course exists.',
        },
        {
          title: 'Practical and Actionable',
          description: 'Every lesson ends with a step you can take that day.',
        },
        {
          title: 'No Tech Skills Needed',
          description: 'If you can edit a web page, you can do this.',
        },
      ],
    },
    { blockType: 'faq', title: 'Frequently Asked Questions', placement: 'home' as const },
    AUDIT_CTA_BLOCK,
  ],
}

/** The four offers of spec §9. `prerequisiteSlugs` is resolved to relationship ids by the seeder. */
export const offers = [
  {
    slug: 'course',
    name: 'Course',
    tagline: 'Learn to get recommended by AI assistants yourself',
    price: 149,
    billing: 'one-time' as const,
    deliveryTime: 'Instant access',
    features: [
      '14 video lessons, 1.5 hours',
      'Lifetime access',
      'Templates included',
      '{promise:refundTerms}',
    ],
    ctaLabel: 'Enrol Now',
    // The site adds the UTM parameters to academy links (web/lib/academyLink.ts, decision 0082).
    ctaUrl: 'https://academy.visibly.ai/enrol',
    highlighted: false,
    order: 1,
  },
  {
    slug: 'foundations',
    name: 'Foundations',
    tagline: 'We set up the signals AI assistants look for',
    price: 1997,
    billing: 'one-time' as const,
    deliveryTime: '10–14 days',
    features: [
      '15–20 directory listings',
      'Content optimisation on 5 pages',
      'Delivery in 10–14 days',
    ],
    ctaLabel: 'Get Foundations',
    ctaUrl: '/contact',
    highlighted: false,
    order: 2,
  },
  {
    slug: 'pro',
    name: 'PRO',
    tagline: 'The complete done-for-you programme',
    price: 3997,
    billing: 'one-time' as const,
    deliveryTime: '21–28 days',
    features: [
      '5–10 backlinks',
      '20–30 premium directories',
      '10 content briefs',
      '60-day tracking',
      'Delivery in 21–28 days',
    ],
    ctaLabel: 'Get PRO',
    ctaUrl: '/contact',
    highlighted: true,
    badge: 'Most Popular',
    order: 3,
  },
  {
    slug: 'maintenance',
    name: 'Maintenance',
    tagline: 'Stay recommended as AI answers change',
    price: 997,
    billing: 'monthly' as const,
    minimumTermMonths: 3,
    deliveryTime: 'Monthly',
    features: [
      '4 posts per month',
      '1–2 pages per month',
      '2–3 directory submissions per month',
      '3-month minimum, then monthly',
    ],
    prerequisiteSlugs: ['foundations', 'pro'],
    ctaLabel: 'Add Maintenance',
    ctaUrl: '/contact',
    highlighted: false,
    order: 4,
  },
]

/** The nine home FAQs (spec §2 item 8), refund rules of spec §5 included. */
export const homeFaqs = [
  {
    question: 'What is AI visibility?',
    answer:
      'AI visibility is how often AI assistants such as ChatGPT, Claude, Gemini and Perplexity name your business when people ask them for a recommendation in your market.\n\nMore customers now ask an assistant instead of searching, so being named there is the new page one.',
  },
  {
    question: 'How does the free audit work?',
    answer:
      'You tell us your business, your main product or service and where you sell. We ask AI assistants the ten questions your customers would ask, then show you every answer, whether you were mentioned, and which competitors were named instead. It takes {promise:auditDuration} and needs no email and no card.',
  },
  {
    question: 'Which AI assistants do you check?',
    answer: 'ChatGPT, Claude, Gemini and Perplexity.',
  },
  {
    question: 'How long until AI assistants recommend my business?',
    answer: 'Most businesses see results in {promise:resultsTime}. {promise:guaranteeText}',
  },
  {
    question: 'Do I need technical skills?',
    answer:
      'No. The course is practical and actionable, and every step is shown on screen. If you would rather not do it yourself, our done-for-you tiers handle everything.',
  },
  {
    question: "What's the difference between the course and the done-for-you tiers?",
    answer:
      'The course ({price:course:period}) teaches you to do the work yourself in 14 video lessons with templates and lifetime access.\n\nFoundations ({price:foundations}) and PRO ({price:pro}) are done for you by our team: directory listings, content optimisation and, with PRO, backlinks, premium directories, content briefs and 60-day tracking. If you buy the course and upgrade within 30 days, the course fee is credited.',
  },
  {
    question: 'What is your refund policy?',
    answer:
      'The course: {promise:refundTerms}.\n\nDone-for-you services (Foundations and PRO) are not refundable once work has started.',
  },
  {
    question: 'What does the Maintenance plan include, and who can join?',
    answer:
      'Maintenance is {price:maintenance:period} with a 3-month minimum ({price:maintenance:total} in total), then month to month. Each month we publish 4 posts, optimise 1–2 pages and make 2–3 directory submissions. It is available only after Foundations or PRO.',
  },
  {
    question: 'Which markets do you cover?',
    answer: 'We work with businesses in the US, UK, Australia, Canada, NZ and Singapore.',
  },
].map((f, i) => ({
  ...f,
  placement: ['home', 'faqs'] as FaqPlacement[],
  order: i + 1,
}))

/** FAQs for the /audit page accordion. */
export const auditFaqs = [
  {
    question: 'Is the audit really free?',
    answer: 'Yes. Results in {promise:auditDuration}. No email required, and no card.',
  },
  {
    question: 'What do you do with my business details?',
    answer:
      'We use them to ask AI assistants the questions your customers would ask, and we keep the result so our team can help if you ask us to. We never sell your details.',
  },
  {
    question: 'Why does my result differ from what I see in ChatGPT?',
    answer:
      'AI answers vary by wording, location and time. The audit asks ten different customer questions to give a fair picture rather than a single answer.',
  },
].map((f, i) => ({ ...f, placement: ['audit'] as FaqPlacement[], order: i + 1 }))

export const testimonials = [
  {
    name: 'Sarah Mitchell',
    role: 'Owner',
    business: 'Harbourside Physiotherapy, Sydney',
    quote:
      'Three weeks after Foundations, ChatGPT started naming us when people asked for a physio in our suburb. New-patient calls are up and people mention it.',
    result: 'Named by ChatGPT in 3 weeks',
    order: 1,
  },
  {
    name: 'James Carter',
    role: 'Managing Director',
    business: 'Carter & Co Plumbing, Manchester',
    quote:
      'The free audit showed four competitors being recommended and not us. The course gave us a clear list of fixes and we did them in a weekend.',
    result: 'From 0 to 6 of 10 answers',
    order: 2,
  },
  {
    name: 'Priya Nair',
    role: 'Founder',
    business: 'Nair Accounting, Toronto',
    quote:
      'PRO did everything for us. Perplexity and Gemini now list us first for small-business accounting in Toronto.',
    result: 'Listed first by Perplexity and Gemini',
    order: 3,
  },
]

/** Six comparison pages (spec §2 route table: /compare/{slug}). */
export const comparePages = [
  { slug: 'profound', competitor: 'Profound' },
  { slug: 'otterly-ai', competitor: 'Otterly.AI' },
  { slug: 'peec-ai', competitor: 'Peec AI' },
  { slug: 'semrush-ai-toolkit', competitor: 'Semrush AI Toolkit' },
  { slug: 'goodie-ai', competitor: 'Goodie AI' },
  { slug: 'scrunch-ai', competitor: 'Scrunch AI' },
].map(({ slug, competitor }) => ({
  slug,
  competitor,
  title: `Visibly AI vs ${competitor}`,
  description: `How Visibly AI compares with ${competitor} for small businesses that want to be recommended by AI assistants.`,
  body: richText([
    `## Visibly AI vs ${competitor}`,
    `${competitor} is a capable AI-visibility product. Visibly AI is built for small businesses: a free audit in {promise:auditDuration}, a {price:course} course to do it yourself, and done-for-you tiers when you would rather not.`,
    '## What you get with Visibly AI',
    '- A free audit across ChatGPT, Claude, Gemini and Perplexity',
    '- A practical course with lifetime access',
    '- Done-for-you Foundations and PRO tiers',
    '- The {promise:guaranteeTitle}',
  ]),
  layout: [
    {
      blockType: 'comparisonTable',
      title: `At a glance: Visibly AI and ${competitor}`,
      caption: `Visibly AI compared with ${competitor}`,
      columns: [{ name: 'Visibly AI' }, { name: competitor }],
      rows: [
        ['Free audit across ChatGPT, Claude, Gemini and Perplexity', 'yes', 'Ask their team'],
        ['Built for small businesses', 'yes', 'Ask their team'],
        ['Self-study course ({price:course}, lifetime access)', 'yes', 'no'],
        ['Done-for-you tiers', 'Foundations and PRO', 'Ask their team'],
        ['{promise:guaranteeTitle}', 'yes', 'Ask their team'],
      ].map(([feature, ...cells]) => ({ feature, cells: cells.map((value) => ({ value })) })),
    },
    AUDIT_CTA_BLOCK,
  ],
}))

/** Blog posts (/blog): one to start with; staff write the rest in the CMS. */
export const posts = [
  {
    slug: 'how-ai-assistants-choose-who-to-recommend',
    title: 'How AI assistants choose which businesses to recommend',
    publishedAt: '2026-11-02T00:00:00.000Z',
    excerpt:
      'ChatGPT, Claude, Gemini and Perplexity name a handful of businesses when asked for a recommendation. Here is what decides which ones.',
    lines: [
      '## They repeat what the web agrees on',
      'An assistant names businesses that many independent sources describe the same way: directories, reviews, local news and your own website. The more consistent those sources are about what you do and where, the more confidently it names you.',
      '## Clear facts beat clever copy',
      'State your service, your area and what makes you different in plain words on your own site, and make sure every directory listing says the same.',
      '## Check before you change anything',
      'Run the free audit to see which assistants name you today and who they name instead. It takes {promise:auditDuration}.',
    ],
  },
]

/**
 * Footer pages (spec §2 route table), real CMS pages
 * (docs/decisions/0010-footer-pages-win-over-redirects.md).
 */
export const footerPages = [
  {
    slug: 'about',
    title: 'About Us',
    description: 'Who we are and why we help small businesses get recommended by AI assistants.',
    lines: [
      '## Helping small businesses get found by AI',
      'More customers now ask ChatGPT, Claude, Gemini and Perplexity for recommendations. We help small businesses make sure they are the ones named.',
      'We are based in Sydney, Australia, and work with businesses in the US, UK, Australia, Canada, NZ and Singapore.',
    ],
  },
  {
    slug: 'courses',
    title: 'The AI Visibility Course',
    description: '14 video lessons, 1.5 hours, lifetime access, templates included.',
    lines: [
      '## Learn to get recommended by AI assistants',
      '- 14 video lessons, 1.5 hours in total',
      '- Templates included',
      '- Lifetime access',
      '- {promise:refundTerms}',
      'Enrolment takes place on our academy site.',
    ],
    layout: [COURSE_BLOCK, PRICING_BLOCK],
  },
  {
    slug: 'partnerships',
    title: 'Partnerships',
    description: 'Partner with us to bring AI visibility to your clients.',
    lines: [
      '## Partner with us',
      'We work with agencies, consultants and platforms that serve small businesses. Contact us to discuss a partnership.',
    ],
  },
  {
    slug: 'blog',
    title: 'Blog',
    description: 'Notes on AI visibility for small businesses.',
    lines: [
      '## Blog',
      'Articles are on their way. Subscribe to the newsletter to hear when they are published.',
    ],
  },
  {
    slug: 'agencies',
    title: 'White-Label for Agencies',
    description: 'Offer AI visibility audits and services under your own brand.',
    lines: [
      '## White-label AI visibility',
      'Run AI-visibility audits for your clients under your own brand, and resell our done-for-you services. Contact sales to get started.',
    ],
    layout: [
      {
        blockType: 'cta',
        title: 'Talk to us about white-label audits',
        text: 'Tell us about your agency and clients; we reply within one business day.',
        buttonLabel: 'Contact Sales',
        buttonUrl: '/contact',
      },
    ],
  },
  {
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    description: 'Answers about the audit, the course, the done-for-you tiers and refunds.',
    lines: ['Everything you need to know about AI visibility, the free audit and our services.'],
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your information.',
    lines: [
      '## What we collect',
      'When you run an audit we keep the business details you enter and the result. When you contact us or subscribe, we keep your name, email and message.',
      '## How we use it',
      'To run your audit, answer your inquiry and send the updates you asked for. We never sell your personal information.',
      '## Contact',
      'Write to hello@visibly.ai with any privacy question or request.',
    ],
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    description: 'The terms that apply when you use our site and services.',
    lines: [
      '## Refunds',
      'The course: {promise:refundTerms}. Done-for-you services are not refundable once work has started.',
      '## Results',
      'AI assistants change their answers over time. We expect results in {promise:resultsTime} and guarantee no more than this. {promise:guaranteeTitle}: {promise:guaranteeText}',
    ],
  },
  {
    slug: 'cookies',
    title: 'Cookie Policy',
    description: 'How we use cookies and local storage.',
    lines: [
      '## Cookies and local storage',
      'We keep your latest audit result and your theme choice in your browser so the site works as you expect. Analytics cookies are used only with your consent.',
    ],
  },
  {
    slug: 'marketing-compliance',
    title: 'Marketing Compliance & Standards',
    description: 'The standards we follow in our marketing.',
    lines: [
      '## Our standards',
      'Every statistic on this site names its basis, and testimonials are from real clients. We follow the advertising standards of every market we serve.',
    ],
  },
  {
    slug: 'contact',
    title: 'Contact',
    description: 'Book a strategy call or send us a detailed inquiry.',
    lines: [
      '## Ready to see where your business ranks in AI search results?',
      'Book a {promise:callMinutes}-minute strategy call, or email hello@visibly.ai. We answer every inquiry within 48 hours.',
    ],
  },
]

/**
 * Redirects of spec §2's redirect list that do not collide with a footer page
 * (docs/decisions/0010-footer-pages-win-over-redirects.md): footer pages stay real pages, so
 * `/privacy-policy` goes to `/privacy` and the rest to the closest real page. The account-type
 * paths (`/dashboard`, `/profile`, `/settings`, `/billing`, `/app/*`) are the site's own
 * (web/server/accountPaths.server.ts, docs/decisions/0076), answered before any redirect.
 */
export const redirects = [
  { from: '/privacy-policy', to: '/privacy', permanent: true },
  { from: '/healthcare', to: '/', permanent: false },
  { from: '/ai-masterycourse', to: '/courses', permanent: true },
  { from: '/gone', to: '/', permanent: false },
  { from: '/courses/*', to: '/courses', permanent: false },
  { from: '/admin/*', to: '/', permanent: false },
  { from: '/agency/*', to: '/', permanent: false },
  { from: '/client/*', to: '/', permanent: false },
]
