import type { Access, Where } from 'payload'
import { hasRole, staffIdOf } from './roles'

/**
 * Read rule of `users`: admins see everyone; sales also see the people a lead can be assigned to
 * (admin and sales), so the assignee picker and the notes' authors show names; everyone else only
 * themselves. Anonymous requests and customers (another collection, whose ids may equal a staff
 * member's) see no one.
 */
export const usersReadable: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  const id = staffIdOf(req)
  if (id === undefined) return false
  const self: Where = { id: { equals: id } }
  if (hasRole(req, 'sales')) return { or: [self, { roles: { in: ['admin', 'sales'] } }] }
  return self
}
