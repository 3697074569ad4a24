import type { Access } from 'payload'
import { hasRole } from './roles'

/**
 * Read rule for draft-enabled public content: staff read everything, everyone else only
 * documents whose `_status` is `published`.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor', 'sales')) return true
  return { _status: { equals: 'published' } }
}
