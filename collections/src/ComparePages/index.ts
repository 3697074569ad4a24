/** `compare-pages`: /compare/{slug} pages against other AI-visibility products (spec §2). */
import type { CollectionConfig } from 'payload'
import { layoutField } from '../blocks'
import { editorialContent } from '../access'
import { contentHooks } from '../hooks/presets'
import { richBodyFields, seoFields, slugField } from '../shared/fields'

export const ComparePages: CollectionConfig = {
  slug: 'compare-pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'competitor', 'slug', '_status'],
    group: 'Content',
  },
  ...editorialContent,
  hooks: contentHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'competitor', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    ...richBodyFields(),
    layoutField(),
    seoFields(),
  ],
}
