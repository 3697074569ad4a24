/**
 * The content model: the Payload plugin `contentModel` (plugin.ts) that adds every collection and
 * global of the product with the settings they read, the collections themselves, their access rules
 * and the helpers the CMS and tests use. Consumed by `cms/` (payload.config) and by tests.
 */
import { Audits } from './Audits'
import { BusinessProfiles } from './BusinessProfiles'
import { ComparePages } from './ComparePages'
import { Customers } from './Customers'
import { Faqs } from './Faqs'
import { Inquiries } from './Inquiries'
import { LeadDeliveryFailures } from './LeadDeliveryFailures'
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

export { collections, contentModel, globals, type ContentModelOptions } from './plugin'
export {
  NO_SETTINGS,
  settingsOf,
  type AccountMailTarget,
  type ContentModelSettings,
  type PurgeTarget,
} from './settings'

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
export { sendPurge } from './hooks/purgeWebCache'
export { staffOnlyDocumentLocks, LOCKED_DOCUMENTS } from './shared/lockedDocuments'
export { PIPELINE_WHERE, pipelineWhere, pipelineListFilter } from './shared/pipeline'
export { SERVICE_UPDATABLE_FIELDS, idempotencyKeyOf, serviceLeadHooks } from './shared/leadAccess'
export { ensureSalesViews, queryPresetsAccess, SALES_VIEW_TITLES } from './shared/salesViews'
export { INQUIRY_STATUSES } from './Inquiries'
