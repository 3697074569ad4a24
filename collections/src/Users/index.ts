/**
 * `users`: staff (admin / editor / sales) who log into the admin, service accounts (role `service`)
 * that authenticate with an API key (`Authorization: users API-Key <key>`). Site customers are not
 * users: they have a collection of their own (`customers`, docs/decisions/0074); the old `customer`
 * role is given to no one and stays in the list only until a migration removes it.
 * Only admins create users or change roles; sales also read the admin and sales users a lead can
 * be assigned to (`usersReadable`). No one resets a password by email or unlocks an account through
 * Payload's own routes: an admin sets a new password for a staff member who forgot theirs
 * (docs/decisions/0091).
 */
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { isAdmin, isAdminField, selfOrAdmin, usersReadable } from '../access'
import { STAFF_RESET_REFUSED, serverSideOnly } from '../access/builtInRoutes'
import { ROLES, hasRole, isStaffRequest } from '../access/roles'
import { logChange, logDelete } from '../hooks/logWrites'
import { mineForSalesUsers } from '../shared/salesViews'
import { clearLoginCount, limitLogin } from '../auth/signInLimits'

/**
 * Only admins mint API keys (docs/decisions/0045): a signed-in non-admin whose write would turn on
 * an API key, or set a different one, is refused with 403 'Only admins can create API keys'. A
 * write that leaves the account's key as it is (a profile save from the admin) passes. Writes
 * without a user (the seed, Local API with overrideAccess) are not checked.
 */
export const onlyAdminsMintApiKeys: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (!req.user || hasRole(req, 'admin')) return args
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  const data = (args.data ?? {}) as { enableAPIKey?: boolean | null; apiKey?: string | null }
  if (data.enableAPIKey !== true && !data.apiKey) return args
  const id = (args as { id?: number | string }).id
  const current =
    operation === 'create' || id == null
      ? null
      : ((await req.payload.findByID({
          collection: 'users',
          id,
          overrideAccess: true,
          showHiddenFields: true,
          depth: 0,
        })) as { enableAPIKey?: boolean | null; apiKey?: string | null })
  const unchanged =
    current?.enableAPIKey === true && (data.apiKey == null || data.apiKey === current.apiKey)
  if (!unchanged) throw new APIError('Only admins can create API keys', 403, null, true)
  return args
}

export const Users: CollectionConfig = {
  slug: 'users',
  // Payload's per-account lock is off: auth/signInLimits.ts limits by account and address instead.
  auth: { useAPIKey: true, maxLoginAttempts: 0 },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Admin' },
  access: {
    // Service accounts and customers have no business in the admin panel.
    admin: ({ req }) => isStaffRequest(req),
    read: usersReadable,
    create: isAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
    // Payload's default lets any signed-in user unlock any account.
    unlock: isAdmin,
  },
  hooks: {
    // Payload's own forgot-password and unlock are closed: an admin sets a forgotten password
    // (docs/decisions/0091).
    beforeOperation: [limitLogin, onlyAdminsMintApiKeys, serverSideOnly(STAFF_RESET_REFUSED)],
    afterOperation: [clearLoginCount],
    // Each admin and sales user has their 'Mine' view of the inquiries (docs/decisions/0086);
    // then the write log.
    afterChange: [mineForSalesUsers, logChange],
    afterDelete: [logDelete],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((r) => ({ label: r[0].toUpperCase() + r.slice(1), value: r })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
  ],
}
