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
import { LeadDeliveryFailures } from './LeadDeliveryFailures'
import { Media } from './Media'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Offers } from './Offers'
import { Pages } from './Pages'
import { Posts } from './Posts'
import { Redirects } from './Redirects'
import { ResultEmailRequests } from './ResultEmailRequests'
import { SiteSettings } from './SiteSettings'
import { Testimonials } from './Testimonials'
import { Users } from './Users'

export const collections: CollectionConfig[] = [
  Pages,
  Posts,
  Offers,
  Faqs,
  Testimonials,
  ComparePages,
  Media,
  Redirects,
  Audits,
  Inquiries,
  NewsletterSubscribers,
  ResultEmailRequests,
  LeadDeliveryFailures,
  BusinessProfiles,
  Users,
]

/** The lead collections: never readable anonymously, read by admin and sales only. */
export const LEAD_COLLECTIONS = [
  'inquiries',
  'newsletter-subscribers',
  'result-email-requests',
  'audits',
  'business-profiles',
  'lead-delivery-failures',
] as const

/** The lead collections staff may export as CSV (cms: import-export plugin, export only). */
export const EXPORTABLE_LEAD_COLLECTIONS = [
  'inquiries',
  'newsletter-subscribers',
  'result-email-requests',
] as const

export const globals: GlobalConfig[] = [SiteSettings]

export {
  Audits,
  BusinessProfiles,
  ComparePages,
  Faqs,
  Inquiries,
  LeadDeliveryFailures,
  NewsletterSubscribers,
  Offers,
  Pages,
  Posts,
  Redirects,
  ResultEmailRequests,
  SiteSettings,
  Testimonials,
  Users,
}
export * from './access'
export { seed, type SeedOptions, type SeedReport } from './seed'
export { setPurgeTarget, sendPurge } from './hooks/purgeWebCache'
export { staffOnlyDocumentLocks, LOCKED_DOCUMENTS } from './shared/lockedDocuments'
