import { getFaqs, getOffers, getTestimonials } from '../../server/content.server'

/** Home page content (spec §2): offers (prices), home FAQs, testimonials; empty while the CMS is down. */
export async function data() {
  const orEmpty = <T>(p: Promise<T[]>) => p.catch(() => [] as T[])
  const [offers, faqs, testimonials] = await Promise.all([
    orEmpty(getOffers()),
    orEmpty(getFaqs('home')),
    orEmpty(getTestimonials()),
  ])
  return { offers, faqs, testimonials }
}
export type Data = Awaited<ReturnType<typeof data>>
