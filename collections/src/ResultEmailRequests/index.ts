/**
 * `result-email-requests`: a visitor asked for their audit result by email (spec §3). Holds the
 * result snapshot they were sent; the audit service may set `sent_at` when the mail went out, and
 * nothing else, on the document it names by its idempotency key (docs/decisions/0062). Suspected
 * spam is kept out of the list's default view and the export (docs/decisions/0061).
 */
import { SEVERITIES } from '@aivis/contract'
import type { CollectionConfig } from 'payload'
import { idempotencyKeyField } from '../shared/fields'
import { serviceUpdatedLeadAccess } from '../access'
import { SERVICE_UPDATABLE_FIELDS, serviceLeadHooks } from '../shared/leadAccess'
import { pipelineListFilter, suspectedSpamFields } from '../shared/pipeline'
import {
  auditIdField,
  auditIdFromSnapshot,
  auditRecordField,
  customersLinkField,
  inquiriesLinkField,
  PROSPECT_JOINS,
} from '../shared/prospect'
import { leadHooks } from '../hooks/presets'
import { jsonFieldAdmin } from '../shared/adminComponents'

export const ResultEmailRequests: CollectionConfig = {
  slug: 'result-email-requests',
  labels: { singular: 'Results email request', plural: 'Results email requests' },
  graphQL: { singularName: 'ResultEmailRequest', pluralName: 'ResultEmailRequests' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'business_name', 'location', 'severity', 'sent_at', 'createdAt'],
    listSearchableFields: ['email', 'business_name', 'service', 'location'],
    group: 'Leads',
    description:
      'Visitors who asked for their results by email. Suspected spam is not listed: filter on "Suspected spam" to review it.',
    baseFilter: pipelineListFilter('result-email-requests'),
  },
  defaultSort: '-createdAt',
  access: serviceUpdatedLeadAccess,
  hooks: {
    ...serviceLeadHooks(SERVICE_UPDATABLE_FIELDS['result-email-requests']),
    // One prospect, one picture (docs/decisions/0085); then the write log.
    beforeChange: [auditIdFromSnapshot],
    ...leadHooks,
  },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'business_name', label: 'Business', type: 'text' },
    { name: 'service', label: 'Service', type: 'text' },
    { name: 'location', label: 'Market', type: 'text' },
    {
      name: 'severity',
      label: 'Verdict',
      type: 'select',
      options: SEVERITIES.map((v) => ({ label: v, value: v })),
    },
    {
      name: 'audit',
      type: 'json',
      admin: jsonFieldAdmin({
        description: 'The audit result the visitor asked to receive, as it was shown.',
      }),
    },
    {
      name: 'sent_at',
      label: 'Sent at',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the audit service mailed it.',
      },
    },
    auditRecordField,
    inquiriesLinkField('Inquiries from this email address, or naming its website.'),
    customersLinkField('The account of this email address.'),
    // Its person's re-checks, newest first (docs/decisions/0126).
    PROSPECT_JOINS.rechecksOfResultsEmail(),
    auditIdField,
    ...suspectedSpamFields(),
    idempotencyKeyField({ requiredFromService: true }),
  ],
}
