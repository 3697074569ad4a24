/** Shapes of the CMS content the site reads (collections/src; Payload REST documents). */
export interface Offer {
  id: number | string
  slug: string
  name: string
  tagline?: string | null
  price: number
  billing: 'one-time' | 'monthly'
  minimumTermMonths?: number | null
  deliveryTime?: string | null
  features?: { id?: string; feature: string }[] | null
  prerequisites?: (Offer | number | string)[] | null
  ctaLabel: string
  ctaUrl: string
  highlighted?: boolean | null
  badge?: string | null
  order?: number | null
}

export interface Faq {
  id: number | string
  question: string
  answer: string
}

export interface Testimonial {
  id: number | string
  name: string
  role?: string | null
  business?: string | null
  quote: string
  result?: string | null
}

type Stat = { id?: string; value: string; label: string }
type Titled = { id?: string; title: string; description?: string | null }

export interface SiteSettings {
  siteName: string
  contactEmail: string
  postalAddress: string
  bookingUrl: string
  academyUrl: string
  complianceUrl?: string | null
  promoVideoUrl?: string | null
  markets?: { id?: string; name: string }[]
  footer?: { tagline?: string | null; companyLine?: string | null }
  hero?: {
    headline?: string
    subheadline?: string | null
    formPlaceholder?: string | null
    buttonLabel?: string | null
    note?: string | null
  }
  whyStats?: Stat[]
  platforms?: { id?: string; name: string }[]
  steps?: Titled[]
  course?: {
    title?: string | null
    description?: string | null
    bullets?: { id?: string; text: string }[]
    ctaLabel?: string | null
  }
  pricing?: { title?: string | null; subtitle?: string | null }
  resultsStats?: Stat[]
  guarantees?: Titled[]
  finalCta?: { title?: string | null; text?: string | null; buttonLabel?: string | null }
}

export interface CmsPage {
  slug: string
  title: string
  description?: string | null
  bodyHtml?: string | null
  competitor?: string
  meta?: {
    title?: string | null
    description?: string | null
    image?: string | { url?: string | null } | null
    noindex?: boolean | null
  }
}

export interface Redirect {
  from: string
  to: string
  permanent?: boolean | null
}
