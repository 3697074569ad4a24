/**
 * `inquiries`: contact-form leads (spec §3 "Contact inquiry"), worked by sales in the admin
 * (docs/decisions/0019): a status from new to won or lost, an assignee among admin and sales, dated
 * notes whose author is the signed-in user. Created by the audit service's relay with an
 * `idempotency_key` (unique), or by staff without one.
 */
import type { CollectionConfig, FieldHook } from 'payload'
import { INDUSTRIES } from '@aivis/contract'
import { idempotencyKeyField } from '../shared/fields'
import { leadAccess } from '../shared/leadAccess'

/** The sales pipeline of an inquiry, in order. */
export const INQUIRY_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Qualified', value: 'qualified' },
  { label: 'Won', value: 'won' },
  { label: 'Lost', value: 'lost' },
] as const

/** Who an inquiry can be assigned to: users with the admin or sales role. */
export const ASSIGNABLE_ROLES = ['admin', 'sales'] as const

/** A note saved without an author is the signed-in user's. */
const authorIsSignedInUser: FieldHook = ({ value, req }) => {
  if (value) return value
  const user = req.user as { id?: number | string; collection?: string } | null
  return user?.collection === 'users' ? user.id : value
}

export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  admin: {
    useAsTitle: 'businessName',
    defaultColumns: [
      'businessName',
      'name',
      'email',
      'industry',
      'status',
      'assignee',
      'createdAt',
    ],
    listSearchableFields: ['name', 'email', 'businessName', 'message'],
    group: 'Leads',
    description: 'Contact-form leads. Set the status as the lead moves on and leave a note.',
  },
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'businessName', type: 'text', required: true },
    { name: 'websiteUrl', type: 'text' },
    {
      name: 'industry',
      type: 'select',
      options: INDUSTRIES.map((i) => ({ ...i })),
      // Optional: a blank industry is none (null), not an invalid selection.
      hooks: { beforeValidate: [({ value }) => (value === '' ? null : value)] },
    },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: INQUIRY_STATUSES.map((s) => ({ ...s })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { roles: { in: [...ASSIGNABLE_ROLES] } },
      admin: { position: 'sidebar', description: 'Admin or sales user working this lead.' },
    },
    {
      name: 'source',
      type: 'text',
      admin: { position: 'sidebar', description: "Where it came from, e.g. 'contact_page'." },
    },
    idempotencyKeyField({ requiredFromService: true }),
    {
      name: 'notes',
      type: 'array',
      labels: { singular: 'Note', plural: 'Notes' },
      admin: { initCollapsed: false },
      fields: [
        { name: 'note', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'author',
              type: 'relationship',
              relationTo: 'users',
              hooks: { beforeChange: [authorIsSignedInUser] },
              admin: { readOnly: true, width: '50%', description: 'You, when left empty.' },
            },
            {
              name: 'at',
              type: 'date',
              defaultValue: () => new Date().toISOString(),
              admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
  ],
}
