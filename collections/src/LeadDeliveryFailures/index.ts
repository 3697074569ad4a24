/**
 * `lead-delivery-failures`: what the audit service's relay reports when a lead keeps failing to
 * reach the CMS or the mail server (docs/decisions/0020), for staff to look into and mark
 * resolved. Read and updated by admin and sales; created and updated by the service account too;
 * deleted by admin (docs/decisions/0019).
 */
import type { CollectionConfig } from 'payload'
import { idempotencyKeyField } from '../shared/fields'
import { serviceUpdatedLeadAccess } from '../shared/leadAccess'

/** What kept failing: a CMS delivery of one kind of lead, or a mail. */
export const LEAD_FAILURE_KINDS = [
  'inquiry',
  'newsletter',
  'results_email',
  'audit',
  'mail',
] as const

export const LeadDeliveryFailures: CollectionConfig = {
  slug: 'lead-delivery-failures',
  labels: { singular: 'Lead delivery failure', plural: 'Lead delivery failures' },
  graphQL: { singularName: 'LeadDeliveryFailure', pluralName: 'LeadDeliveryFailures' },
  admin: {
    useAsTitle: 'idempotency_key',
    defaultColumns: ['kind', 'attempts', 'last_error', 'last_failed_at', 'resolved'],
    listSearchableFields: ['last_error', 'idempotency_key'],
    group: 'Leads',
    description:
      'Leads the audit service could not deliver or mail after several attempts. It keeps retrying; mark a failure resolved once handled.',
  },
  defaultSort: '-last_failed_at',
  access: serviceUpdatedLeadAccess,
  fields: [
    {
      ...idempotencyKeyField(),
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: "The failed record's key, prefixed 'failure:'.",
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: LEAD_FAILURE_KINDS.map((v) => ({ label: v, value: v })),
    },
    { name: 'attempts', type: 'number', min: 0 },
    { name: 'last_error', type: 'text' },
    { name: 'first_failed_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'last_failed_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'resolved',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'payload', type: 'json', admin: { description: 'The lead or mail that failed.' } },
  ],
}
