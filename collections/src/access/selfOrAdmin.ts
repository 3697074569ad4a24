import type { Access } from 'payload'
import { hasRole, staffIdOf } from './roles'

/**
 * Admins see and change every user; other staff only themselves; the service account not even
 * itself (it cannot set itself a password: docs/decisions/0045); customers no one (their ids are
 * another collection's).
 */
export const selfOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (hasRole(req, 'service')) return false
  const id = staffIdOf(req)
  return id === undefined ? false : { id: { equals: id } }
}
