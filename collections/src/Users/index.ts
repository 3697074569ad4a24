/**
 * `users`: staff (admin / editor / sales) who log into the admin, service accounts (role `service`)
 * that authenticate with an API key (`Authorization: users API-Key <key>`), and site customers
 * (role `customer`), who may sign in through the API but never into the admin and read no leads.
 * Only admins create users or change roles; sales also read the admin and sales users a lead can
 * be assigned to (`usersReadable`).
 */
import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, selfOrAdmin, usersReadable } from '../access'
import { ROLES, isStaffRequest } from '../access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: { useAPIKey: true },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Admin' },
  access: {
    // Service accounts and customers have no business in the admin panel.
    admin: ({ req }) => isStaffRequest(req),
    read: usersReadable,
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
