/** `newsletter-subscribers`: newsletter signups (spec §3), one per email. */
import type { CollectionConfig } from 'payload'
import { leadAccess } from '../shared/leadAccess'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'source', 'createdAt'], group: 'Leads' },
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'source', type: 'text', defaultValue: 'footer_newsletter' },
  ],
}
