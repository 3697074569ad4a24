/** `faqs`: question and plain-text answer (paragraphs split by blank lines), shown where `placement` says. */
import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '../access'
import { purgeHooks } from '../hooks/purgeWebCache'
import { orderField } from '../shared/fields'

export const FAQ_PLACEMENTS = ['home', 'audit', 'faqs'] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'placement', 'order'], group: 'Content' },
  defaultSort: 'order',
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: purgeHooks,
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    {
      name: 'placement',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['faqs'],
      options: [
        { label: 'Home page', value: 'home' },
        { label: 'Audit page', value: 'audit' },
        { label: 'FAQs page', value: 'faqs' },
      ],
    },
    orderField,
  ],
}
