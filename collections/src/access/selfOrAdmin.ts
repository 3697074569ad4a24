import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins see and change every user; other staff only themselves. */
export const selfOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  const id = (req.user as { id?: string | number } | null)?.id
  return id === undefined ? false : { id: { equals: id } }
}
