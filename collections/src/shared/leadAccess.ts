/**
 * Access block shared by every lead collection: never readable anonymously; created by staff or the
 * audit-service's service account; read and updated by admin and sales; deleted by admin only.
 */
import type { CollectionConfig } from 'payload'
import {
  isAdmin,
  isLeadReader,
  isLeadReaderOrService,
  isLeadReaderOrServiceQuery,
  isLeadWriter,
} from '../access'

export const leadAccess: CollectionConfig['access'] = {
  read: isLeadReader,
  create: isLeadWriter,
  update: isLeadReader,
  delete: isAdmin,
}

/**
 * {@link leadAccess}, and the service account may also update, by id or by a query on its fields
 * (it still reads no document): for leads the audit service changes after creating them (an
 * unsubscribe, `sent_at` of a results email, a delivery failure seen again).
 */
export const serviceUpdatedLeadAccess: CollectionConfig['access'] = {
  ...leadAccess,
  read: isLeadReaderOrServiceQuery,
  update: isLeadReaderOrService,
}
