/**
 * Staff roles and the service-account role, and a type guard for the request user.
 *
 * `admin`, `editor` and `sales` are staff who log into the admin; `service` is a machine account
 * (the audit-service's API key) that may only create leads.
 */
import type { PayloadRequest } from 'payload'

export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const
export const ROLES = [...STAFF_ROLES, 'service'] as const
export type Role = (typeof ROLES)[number]

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
