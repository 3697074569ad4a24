/**
 * `newsletter-subscribers`: newsletter signups (spec §3), one per email, with double opt-in: the
 * audit service's relay creates a subscriber with `confirmed: false` and an `idempotency_key`, and
 * sets `confirmed` and `confirmed_at` when the emailed link is followed; an unsubscribe sets
 * `unsubscribed` and `unsubscribed_at`. It updates only those fields (and `source`), and only the
 * document it names by its idempotency key (shared/leadAccess.ts, docs/decisions/0062).
 *
 * Only confirmed subscribers who have not unsubscribed and are not suspected spam are in the list's
 * default view, its count and the export (shared/pipeline.ts, docs/decisions/0061). Subscribers
 * stored before double opt-in were confirmed by the migration that added `confirmed` (SQL) or by
 * the seed (MongoDB), since they subscribed under the earlier single opt-in.
 */
import type { CollectionConfig } from 'payload'
import { idempotencyKeyField } from '../shared/fields'
import { serviceUpdatedLeadAccess } from '../access'
import { writeLogHooks } from '../hooks/presets'
import { SERVICE_UPDATABLE_FIELDS, serviceLeadHooks } from '../shared/leadAccess'
import { pipelineListFilter, suspectedSpamFields } from '../shared/pipeline'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'confirmed', 'unsubscribed', 'createdAt'],
    listSearchableFields: ['email'],
    group: 'Leads',
    description:
      'Confirmed subscribers. Unconfirmed, unsubscribed and suspected-spam signups are not listed: filter on "Confirmed", "Unsubscribed" or "Suspected spam" to see them.',
    baseFilter: pipelineListFilter('newsletter-subscribers'),
  },
  defaultSort: '-createdAt',
  access: serviceUpdatedLeadAccess,
  hooks: {
    ...serviceLeadHooks(SERVICE_UPDATABLE_FIELDS['newsletter-subscribers']),
    ...writeLogHooks,
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'source', type: 'text', defaultValue: 'footer_newsletter' },
    {
      name: 'confirmed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The subscriber followed the link in the confirmation email.',
      },
    },
    {
      name: 'confirmed_at',
      label: 'Confirmed at',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'unsubscribed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'unsubscribed_at',
      label: 'Unsubscribed at',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    ...suspectedSpamFields(),
    idempotencyKeyField(),
  ],
}
