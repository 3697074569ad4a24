/**
 * `newsletter-subscribers`: newsletter signups (spec §3), one per email. Created by the audit
 * service's relay with an `idempotency_key`; an unsubscribe sets `unsubscribed` and
 * `unsubscribed_at` (the service account may update, docs/decisions/0019).
 */
import type { CollectionConfig } from 'payload'
import { idempotencyKeyField } from '../shared/fields'
import { serviceUpdatedLeadAccess } from '../shared/leadAccess'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'unsubscribed', 'createdAt'],
    listSearchableFields: ['email'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: serviceUpdatedLeadAccess,
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'source', type: 'text', defaultValue: 'footer_newsletter' },
    {
      name: 'unsubscribed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'unsubscribed_at',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    idempotencyKeyField(),
  ],
}
