import { getFaqs, getOffers, getTestimonials, loadCommon } from '../../server/content'

/** Home page content (spec §2): settings, offers (prices), home FAQs, testimonials. */
export async function data() {
  const common = await loadCommon()
  const safe = <T,>(p: Promise<T[]>) => p.catch(() => [] as T[])
  const [offers, faqs, testimonials] = await Promise.all([safe(getOffers()), safe(getFaqs('home')), safe(getTestimonials())])
  return { common, offers, faqs, testimonials }
}
export type Data = Awaited<ReturnType<typeof data>>
