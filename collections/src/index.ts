/**
 * The content model: every Payload collection and global of the product, in admin order.
 * Consumed by `cms/` (payload.config) and by tests.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'
import { Audits } from './Audits'
import { BusinessProfiles } from './BusinessProfiles'
import { ComparePages } from './ComparePages'
import { Faqs } from './Faqs'
import { Inquiries } from './Inquiries'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Offers } from './Offers'
import { Pages } from './Pages'
import { Redirects } from './Redirects'
import { SiteSettings } from './SiteSettings'
import { Testimonials } from './Testimonials'
import { Users } from './Users'

export const collections: CollectionConfig[] = [
  Pages,
  Offers,
  Faqs,
  Testimonials,
  ComparePages,
  Redirects,
  Audits,
  Inquiries,
  NewsletterSubscribers,
  BusinessProfiles,
  Users,
]

export const globals: GlobalConfig[] = [SiteSettings]

export { Audits, BusinessProfiles, ComparePages, Faqs, Inquiries, NewsletterSubscribers, Offers, Pages, Redirects, SiteSettings, Testimonials, Users }
export { INDUSTRIES } from './Inquiries'
export { FAQ_PLACEMENTS } from './Faqs'
export * from './access'
export { seed, type SeedOptions, type SeedReport } from './seed'
export { setPurgeTarget, sendPurge } from './hooks/purgeWebCache'
