/** `compare-pages`: /compare/{slug} pages against other AI-visibility products (spec §2). */
import type { CollectionConfig } from 'payload'
import { isContentEditor, publishedOrStaff } from '../access'
import { purgeHooks } from '../hooks/purgeWebCache'
import { richBodyFields, seoFields, slugField } from '../shared/fields'

export const ComparePages: CollectionConfig = {
  slug: 'compare-pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'competitor', 'slug', '_status'], group: 'Content' },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: purgeHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'competitor', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    ...richBodyFields(),
    seoFields(),
  ],
}
