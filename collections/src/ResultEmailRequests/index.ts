/**
 * `result-email-requests`: a visitor asked for their audit result by email (spec §3). Holds the
 * result snapshot they were sent; the audit service sets `sent_at` when the mail went out (the
 * service account may update, docs/decisions/0019).
 */
import { SEVERITIES } from '@aivis/contract'
import type { CollectionConfig } from 'payload'
import { idempotencyKeyField } from '../shared/fields'
import { serviceUpdatedLeadAccess } from '../shared/leadAccess'

export const ResultEmailRequests: CollectionConfig = {
  slug: 'result-email-requests',
  labels: { singular: 'Results email request', plural: 'Results email requests' },
  graphQL: { singularName: 'ResultEmailRequest', pluralName: 'ResultEmailRequests' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'business_name', 'service', 'location', 'severity', 'createdAt'],
    listSearchableFields: ['email', 'business_name', 'service', 'location'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: serviceUpdatedLeadAccess,
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'business_name', type: 'text' },
    { name: 'service', type: 'text' },
    { name: 'location', type: 'text' },
    { name: 'severity', type: 'select', options: SEVERITIES.map((v) => ({ label: v, value: v })) },
    {
      name: 'audit',
      type: 'json',
      admin: { description: 'The audit result the visitor asked to receive, as it was shown.' },
    },
    {
      name: 'sent_at',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the audit service mailed it.',
      },
    },
    idempotencyKeyField({ requiredFromService: true }),
  ],
}
