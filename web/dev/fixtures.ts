/**
 * Fixtures of the fake CMS (dev/fake-cms.ts): the content the site reads from the real CMS, in the
 * shapes of Payload 3 REST (`collections/` is the source of truth; this is a hand-made copy of the
 * seed, trimmed). Numbers follow spec §9; the site must never hard-code them.
 */
import type { CmsPage, Faq, Offer, Redirect, SiteSettings, Testimonial } from '../lib/types'

export interface Fixtures {
  settings: SiteSettings
  offers: Offer[]
  faqs: (Faq & { placement: ('home' | 'audit' | 'faqs')[]; order: number })[]
  testimonials: (Testimonial & { order: number })[]
  pages: CmsPage[]
  comparePages: CmsPage[]
  redirects: Redirect[]
}

const p = (text: string) => `<p>${text}</p>`

/** A fresh, independent copy of the fixtures (tests mutate theirs). */
export function createFixtures(): Fixtures {
  const foundations: Offer = {
    id: 2, slug: 'foundations', name: 'Foundations', tagline: 'We set up the signals AI assistants look for', price: 1997, billing: 'one-time',
    minimumTermMonths: null, deliveryTime: '10–14 days',
    features: [{ id: 'f1', feature: '15–20 directory listings' }, { id: 'f2', feature: 'Content optimisation on 5 pages' }],
    prerequisites: [], ctaLabel: 'Get Foundations', ctaUrl: '/contact', highlighted: false, badge: null, order: 2,
  }
  const pro: Offer = {
    id: 3, slug: 'pro', name: 'PRO', tagline: 'The complete done-for-you programme', price: 3997, billing: 'one-time', minimumTermMonths: null,
    deliveryTime: '21–28 days',
    features: [{ id: 'p1', feature: '5–10 backlinks' }, { id: 'p2', feature: '20–30 premium directories' }, { id: 'p3', feature: '10 content briefs' }, { id: 'p4', feature: '60-day tracking' }],
    prerequisites: [], ctaLabel: 'Get PRO', ctaUrl: '/contact', highlighted: true, badge: 'Most Popular', order: 3,
  }
  const faq = (id: number, question: string, answer: string, placement: ('home' | 'audit' | 'faqs')[], order: number) => ({ id, question, answer, placement, order })
  const page = (slug: string, title: string, description: string, body: string): CmsPage => ({
    slug, title, description, bodyHtml: `<h2>${title}</h2>${p(body)}`, meta: { title, description, image: null },
  })
  return {
    settings: {
      siteName: 'Visibly AI',
      contactEmail: 'hello@visibly.ai',
      postalAddress: 'Level 5, 100 Harris Street\nPyrmont NSW 2009\nSydney, Australia',
      bookingUrl: 'https://cal.com/visibly-ai/strategy-call',
      academyUrl: 'https://academy.visibly.ai',
      complianceUrl: 'https://visibly.ai/marketing-compliance',
      promoVideoUrl: '',
      markets: ['US', 'UK', 'Australia', 'Canada', 'NZ', 'Singapore'].map((name, i) => ({ id: `m${i}`, name })),
      hero: {
        headline: 'Is ChatGPT recommending your competitors instead of you?',
        subheadline: 'We ask ChatGPT, Claude, Gemini and Perplexity what they recommend in your market and show you whether your business is named, and who is named instead.',
        formPlaceholder: 'yourbusiness.com',
        buttonLabel: 'Run Free AI Audit',
        note: 'Free audit in about 60 seconds. No email, no card.',
      },
      whyStats: [
        { id: 'w1', value: '43%', label: 'of consumers use AI search daily' },
        { id: 'w2', value: '62%', label: 'trust AI for brand decisions' },
      ],
      platforms: ['ChatGPT', 'Claude', 'Gemini', 'Perplexity'].map((name, i) => ({ id: `pl${i}`, name })),
      steps: [
        { id: 's1', title: 'Run your free audit', description: 'Enter your business and see what AI assistants say about your market in about 60 seconds.' },
        { id: 's2', title: 'Choose your path', description: 'Learn to do it yourself with the course, or let our team do it for you.' },
        { id: 's3', title: 'Get visible', description: 'Become the business AI assistants name when customers ask. Results expected in 2 to 6 weeks.' },
      ],
      course: {
        title: 'The AI Visibility Course',
        description: 'A self-study video course that shows you, step by step, how to get your business recommended by AI assistants. No tech skills needed.',
        bullets: ['14 video lessons, 1.5 hours in total', 'Templates you can use the same day', 'Lifetime access, including updates', '30-day refund guarantee'].map((text, i) => ({ id: `b${i}`, text })),
        ctaLabel: 'Enrol in the Course',
      },
      pricing: { title: 'Choose your path to AI visibility', subtitle: 'Learn it yourself, or have us do it for you.' },
      resultsStats: [
        { id: 'r1', value: '100+', label: 'businesses helped' },
        { id: 'r2', value: '340%', label: 'average increase in AI mentions' },
        { id: 'r3', value: '30 days', label: 'average time to recommendation' },
      ],
      guarantees: [
        { id: 'g1', title: '30-Day Guarantee', description: 'Visible in AI answers within 30 days, or we keep working at no cost.' },
        { id: 'g2', title: 'Lifetime Access', description: 'Every lesson and future update, for as long as the course exists.' },
        { id: 'g3', title: 'Practical and Actionable', description: 'Every lesson ends with a step you can take that day.' },
        { id: 'g4', title: 'No Tech Skills Needed', description: 'If you can edit a web page, you can do this.' },
      ],
      finalCta: { title: 'See what AI assistants say about your business', text: 'Free audit in about 60 seconds. No email, no card.', buttonLabel: 'Run Free AI Audit' },
      footer: { tagline: 'Get found by AI assistants like ChatGPT, Claude, and Gemini', companyLine: 'Sydney, Australia' },
    },
    offers: [
      {
        id: 1, slug: 'course', name: 'Course', tagline: 'Learn to get recommended by AI assistants yourself', price: 149, billing: 'one-time', minimumTermMonths: null,
        deliveryTime: 'Instant access',
        features: [{ id: 'c1', feature: '14 video lessons, 1.5 hours' }, { id: 'c2', feature: 'Lifetime access' }, { id: 'c3', feature: 'Templates included' }],
        prerequisites: [], ctaLabel: 'Enrol Now', ctaUrl: 'https://academy.visibly.ai/enrol', highlighted: false, badge: null, order: 1,
      },
      foundations,
      pro,
      {
        id: 4, slug: 'maintenance', name: 'Maintenance', tagline: 'Stay recommended as AI answers change', price: 997, billing: 'monthly', minimumTermMonths: 3,
        deliveryTime: null,
        features: [{ id: 'm1', feature: '4 posts per month' }, { id: 'm2', feature: '1–2 pages per month' }, { id: 'm3', feature: '2–3 directory submissions per month' }],
        prerequisites: [foundations, pro], ctaLabel: 'Add Maintenance', ctaUrl: '/contact', highlighted: false, badge: null, order: 4,
      },
    ],
    faqs: [
      faq(1, 'What is AI visibility?', 'AI visibility is how often AI assistants name your business when people ask for a recommendation.\n\nBeing named there is the new page one.', ['home', 'faqs'], 1),
      faq(2, 'How does the free audit work?', 'We ask AI assistants the ten questions your customers would ask and show you every answer.', ['home', 'faqs'], 2),
      faq(3, 'Which AI assistants do you check?', 'ChatGPT, Claude, Gemini and Perplexity.', ['home', 'faqs'], 3),
      faq(4, 'What is your refund policy?', 'The course is refundable within 7 days if no more than 3 lessons were completed.\n\nDone-for-you services are not refundable once work has started.', ['home', 'faqs'], 4),
      faq(5, 'Is the audit really free?', 'Yes. Instant results. No email required, and no card.', ['audit'], 1),
      faq(6, 'Why does my result differ from what I see in ChatGPT?', 'AI answers vary by wording, location and time.', ['audit'], 2),
    ],
    testimonials: [
      { id: 1, name: 'Sarah Mitchell', role: 'Owner', business: 'Harbourside Physiotherapy, Sydney', quote: 'Three weeks after Foundations, ChatGPT started naming us.', result: 'Named by ChatGPT in 3 weeks', order: 1 },
      { id: 2, name: 'James Carter', role: 'Managing Director', business: 'Carter & Co Plumbing, Manchester', quote: 'The free audit showed four competitors being recommended and not us.', result: 'From 0 to 6 of 10 answers', order: 2 },
      { id: 3, name: 'Priya Nair', role: 'Founder', business: 'Nair Accounting, Toronto', quote: 'Perplexity and Gemini now list us first for small-business accounting in Toronto.', result: '340% more AI mentions', order: 3 },
    ],
    pages: [
      page('about', 'About Us', 'Who we are and why we help small businesses get recommended by AI assistants.', 'We are based in Sydney, Australia.'),
      page('courses', 'The AI Visibility Course', '14 video lessons, 1.5 hours, lifetime access, templates included.', 'Enrolment takes place on our academy site.'),
      page('partnerships', 'Partnerships', 'Partner with us to bring AI visibility to your clients.', 'Contact us to discuss a partnership.'),
      page('blog', 'Blog', 'Notes on AI visibility for small businesses.', 'Articles are on their way.'),
      page('agencies', 'White-Label for Agencies', 'Offer AI visibility audits and services under your own brand.', 'Contact sales to get started.'),
      page('faqs', 'Frequently Asked Questions', 'Answers about the audit, the course, the done-for-you tiers and refunds.', 'Everything you need to know.'),
      page('privacy', 'Privacy Policy', 'How we collect, use and protect your information.', 'We never sell your personal information.'),
      page('terms', 'Terms of Service', 'The terms that apply when you use our site and services.', 'Refunds follow the course and service rules.'),
      page('cookies', 'Cookie Policy', 'How we use cookies and local storage.', 'We keep your latest audit result and theme choice in your browser.'),
      page('marketing-compliance', 'Marketing Compliance & Standards', 'The standards we follow in our marketing.', 'Testimonials are from real clients.'),
      page('contact', 'Contact', 'Book a strategy call or send us a detailed inquiry.', 'We answer every inquiry within 48 hours.'),
    ],
    comparePages: [
      ['profound', 'Profound'], ['otterly-ai', 'Otterly.AI'], ['peec-ai', 'Peec AI'],
      ['semrush-ai-toolkit', 'Semrush AI Toolkit'], ['goodie-ai', 'Goodie AI'], ['scrunch-ai', 'Scrunch AI'],
    ].map(([slug, competitor]) => ({
      slug, competitor, title: `Visibly AI vs ${competitor}`,
      description: `How Visibly AI compares with ${competitor} for small businesses.`,
      bodyHtml: `<h2>Visibly AI vs ${competitor}</h2>${p(`${competitor} is a capable AI-visibility product.`)}`,
    })),
    redirects: [
      { from: '/privacy-policy', to: '/privacy', permanent: true },
      { from: '/gone', to: '/', permanent: false },
      { from: '/app/*', to: '/', permanent: false },
    ],
  }
}
