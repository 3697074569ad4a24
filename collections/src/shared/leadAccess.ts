/**
 * Access block shared by every lead collection: never readable anonymously; created by staff or the
 * audit-service's service account; read and updated by admin and sales; deleted by admin only.
 */
import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadReader, isLeadWriter } from '../access'

export const leadAccess: CollectionConfig['access'] = {
  read: isLeadReader,
  create: isLeadWriter,
  update: isLeadReader,
  delete: isAdmin,
}
