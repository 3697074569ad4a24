/**
 * `faqs`: question and plain-text answer (paragraphs split by blank lines), shown where `placement`
 * says. An answer quotes prices and promises by reference (`{price:foundations}`, decision 0127):
 * the site shows the current value, the save refuses unknown names (hooks/validateQuotes.ts).
 */
import { FAQ_PLACEMENTS, type FaqPlacement } from '@aivis/contract'
import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { contentHooks } from '../hooks/presets'
import { QUOTE_HELP } from '../hooks/validateQuotes'
import { orderField } from '../shared/fields'

const PLACEMENT_LABELS: Record<FaqPlacement, string> = {
  home: 'Home page',
  audit: 'Audit page',
  faqs: 'FAQs page',
}

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'placement', 'order'],
    group: 'Content',
  },
  defaultSort: 'order',
  ...publicContent,
  hooks: contentHooks,
  fields: [
    { name: 'question', type: 'text', required: true },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      admin: { description: `Paragraphs split by a blank line. ${QUOTE_HELP}` },
    },
    {
      name: 'placement',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['faqs'],
      options: FAQ_PLACEMENTS.map((value) => ({ label: PLACEMENT_LABELS[value], value })),
    },
    orderField,
  ],
}
