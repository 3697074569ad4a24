/**
 * The roles of the request's user. The role list itself (`ROLES`, `STAFF_ROLES`) is defined once in
 * `@aivis/contract`: `admin`, `editor` and `sales` are staff who log into the admin; `service` is
 * the audit service's API-key account, which may only write leads.
 */
import { ROLES, STAFF_ROLES, type Role } from '@aivis/contract'
import type { PayloadRequest } from 'payload'

export { ROLES, STAFF_ROLES, type Role }

/** Roles of the request's user, or `[]` for anonymous requests and users of other collections. */
export function rolesOf(req: Pick<PayloadRequest, 'user'>): Role[] {
  const user = req.user as { collection?: string; roles?: unknown } | null | undefined
  if (!user || user.collection !== 'users' || !Array.isArray(user.roles)) return []
  return user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r as string))
}

/** True when the request's user holds at least one of `roles`. */
export function hasRole(req: Pick<PayloadRequest, 'user'>, ...roles: Role[]): boolean {
  return rolesOf(req).some((r) => roles.includes(r))
}

/** True when the request comes from a signed-in staff member (never the service account). */
export function isStaffRequest(req: Pick<PayloadRequest, 'user'>): boolean {
  return hasRole(req, ...STAFF_ROLES)
}

/**
 * The id of the request's user when it is a `users` account (staff or service), else undefined:
 * a customer's id (collection `customers`) may equal a staff member's and must never match one.
 */
export function staffIdOf(req: Pick<PayloadRequest, 'user'>): string | number | undefined {
  const user = req.user as { collection?: string; id?: string | number } | null | undefined
  return user?.collection === 'users' ? user.id : undefined
}
