/**
 * The content model: every Payload collection and global of the product, in admin order.
 * Consumed by `cms/` (payload.config) and by tests. Every collection logs the API writes made to it
 * with the caller's request id (hooks/logWrites.ts).
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
import { Rechecks } from './Rechecks'
import { Redirects } from './Redirects'
import { ResultEmailRequests } from './ResultEmailRequests'
import { SiteSettings } from './SiteSettings'
import { Testimonials } from './Testimonials'
import { Users } from './Users'
import { Customers } from './Customers'
import { logChange, logDelete } from './hooks/logWrites'

/** Adds the write log (hooks/logWrites.ts) to a collection, after its own hooks. */
const withWriteLog = (c: CollectionConfig): CollectionConfig => ({
  ...c,
  hooks: {
    ...c.hooks,
    afterChange: [...(c.hooks?.afterChange ?? []), logChange],
    afterDelete: [...(c.hooks?.afterDelete ?? []), logDelete],
  },
})

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
  Rechecks,
  Inquiries,
  NewsletterSubscribers,
  ResultEmailRequests,
  LeadDeliveryFailures,
  BusinessProfiles,
  Users,
  Customers,
].map(withWriteLog)

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
  Rechecks,
  Redirects,
  ResultEmailRequests,
  SiteSettings,
  Testimonials,
  Users,
  Customers,
}
export { CUSTOMER_SESSION_SECONDS } from './Customers'
export * from './access'
export { seed, type SeedOptions, type SeedReport } from './seed'
export { setPurgeTarget, sendPurge } from './hooks/purgeWebCache'
export { staffOnlyDocumentLocks, LOCKED_DOCUMENTS } from './shared/lockedDocuments'
export { PIPELINE_WHERE, pipelineWhere, pipelineListFilter } from './shared/pipeline'
export {
  SERVICE_UPDATABLE_FIELDS,
  idempotencyKeyOf,
  serviceLeadHooks,
  serviceUpdatedLeadAccess,
} from './shared/leadAccess'
export { ensureSalesViews, queryPresetsAccess, SALES_VIEW_TITLES } from './shared/salesViews'
export { INQUIRY_STATUSES } from './Inquiries'
