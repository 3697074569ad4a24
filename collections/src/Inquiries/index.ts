/**
 * `inquiries`: contact-form leads (spec §3 "Contact inquiry"), worked by sales in the admin
 * (docs/decisions/0019): a status from new to won or lost, an assignee among admin and sales, dated
 * notes. Created by the audit service's relay with an `idempotency_key` (unique), or by staff
 * without one. Suspected spam is kept out of the list's default view and the export
 * (shared/pipeline.ts, docs/decisions/0061).
 *
 * Notes are a log (docs/decisions/0063): the server sets each new note's author (the signed-in
 * user) and time, whatever the input says, and notes already saved are kept as they were (see
 * `appendOnlyNotes`).
 */
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { INDUSTRIES } from '@aivis/contract'
import { idempotencyKeyField } from '../shared/fields'
import { leadAccess } from '../access'
import { serviceLeadHooks } from '../shared/leadAccess'
import { pipelineListFilter, suspectedSpamFields } from '../shared/pipeline'
import { notAnsweredField, notAnsweredWhere } from '../shared/salesViews'
import { leadHooks } from '../hooks/presets'
import { customersLinkField, PROSPECT_JOINS, websiteDomainField } from '../shared/prospect'
import { latestAuditField } from './latestAudit'

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

interface Note {
  id?: string | null
  note?: unknown
  author?: unknown
  at?: unknown
}

/**
 * `beforeChange` of `inquiries`: the notes are append-only and their author is the server's to set.
 * When a signed-in user writes `notes`, every note saved before is kept exactly as it was, in its
 * place (a note changed, removed or reordered in the input is put back); the notes that are new
 * (no id, or an id no saved note has) follow, each with `author` the signed-in user and `at` now.
 * Writes without a user (the seed, the CMS's own code) are left as they are. Throws nothing.
 */
export const appendOnlyNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const user = req.user as { id?: number | string; collection?: string } | null
  if (!user || user.collection !== 'users' || !Array.isArray(data.notes)) return data
  const saved: Note[] = Array.isArray(originalDoc?.notes) ? (originalDoc.notes as Note[]) : []
  const savedIds = new Set(saved.map((n) => n.id).filter(Boolean))
  const now = new Date().toISOString()
  const added = (data.notes as Note[])
    .filter((n) => n && typeof n === 'object' && !(n.id && savedIds.has(n.id)))
    .map((n) => ({ ...n, author: user.id, at: now }))
  const kept = saved.map((n) => ({
    ...n,
    author: n.author && typeof n.author === 'object' ? (n.author as { id?: unknown }).id : n.author,
  }))
  return { ...data, notes: [...kept, ...added] }
}

const serviceHooks = serviceLeadHooks()

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
      'latest_audit',
      'createdAt',
    ],
    listSearchableFields: ['name', 'email', 'businessName', 'message'],
    group: 'Leads',
    description:
      'Contact-form leads. Set the status as the lead moves on and leave a note. Suspected spam is not listed: filter on "Suspected spam" to review it.',
    baseFilter: pipelineListFilter('inquiries'),
  },
  defaultSort: '-createdAt',
  access: leadAccess,
  // Saved views for sales: 'New', 'Mine', 'Not answered in 48 h' (docs/decisions/0086).
  enableQueryPresets: true,
  hooks: {
    ...serviceHooks,
    beforeOperation: [...(serviceHooks.beforeOperation ?? []), notAnsweredWhere],
    beforeChange: [appendOnlyNotes],
    // One prospect, one picture (docs/decisions/0085); then the write log.
    ...leadHooks,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'businessName', type: 'text', required: true },
    { name: 'websiteUrl', label: 'Website', type: 'text' },
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
    notAnsweredField,
    {
      name: 'source',
      type: 'text',
      admin: { position: 'sidebar', description: "Where it came from, e.g. 'contact_page'." },
    },
    websiteDomainField('websiteUrl'),
    customersLinkField('Accounts of the same email address, or at its website.'),
    latestAuditField,
    ...suspectedSpamFields(),
    idempotencyKeyField({ requiredFromService: true }),
    {
      name: 'notes',
      type: 'array',
      labels: { singular: 'Note', plural: 'Notes' },
      admin: {
        initCollapsed: false,
        description: 'Notes are kept as written: add a new note rather than changing one.',
      },
      fields: [
        { name: 'note', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'author',
              type: 'relationship',
              relationTo: 'users',
              admin: { readOnly: true, width: '50%', description: 'Set to you when saved.' },
            },
            {
              name: 'at',
              type: 'date',
              defaultValue: () => new Date().toISOString(),
              admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
    // What else this person did, newest first (docs/decisions/0085).
    PROSPECT_JOINS.auditsOfInquiry(),
    PROSPECT_JOINS.resultsEmailsOfInquiry(),
    PROSPECT_JOINS.rechecksOfInquiry(),
  ],
}
