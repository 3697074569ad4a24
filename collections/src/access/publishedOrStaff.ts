import type { Access } from 'payload'
import { isStaffRequest } from './roles'

/**
 * Read rule for draft-enabled public content: staff read everything, everyone else only
 * documents whose `_status` is `published`.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  return { _status: { equals: 'published' } }
}
