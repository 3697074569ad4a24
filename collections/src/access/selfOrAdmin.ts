import type { Access } from 'payload'
import { hasRole } from './roles'

/**
 * Admins see and change every user; other staff only themselves; the service account not even
 * itself (it cannot set itself a password: docs/decisions/0045).
 */
export const selfOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (hasRole(req, 'service')) return false
  const id = (req.user as { id?: string | number } | null)?.id
  return id === undefined ? false : { id: { equals: id } }
}
