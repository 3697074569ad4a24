/**
 * `users`: staff (admin / editor / sales) who log into the admin, plus service accounts
 * (role `service`) that authenticate with an API key: `Authorization: users API-Key <key>`.
 */
import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, selfOrAdmin } from '../access'
import { ROLES, hasRole } from '../access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: { useAPIKey: true },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Admin' },
  access: {
    // Service accounts have no business in the admin panel.
    admin: ({ req }) => hasRole(req, 'admin', 'editor', 'sales'),
    read: selfOrAdmin,
    create: isAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
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
