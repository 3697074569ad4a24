/**
 * `posts`: the blog (/blog and /blog/{slug}, spec §2 route table). Drafts enabled; anonymous
 * visitors read only published posts. `publishedAt` orders the list (newest first) and is the
 * date shown; `excerpt` is the list's summary and the default description.
 */
import type { CollectionConfig } from 'payload'
import { editorialContent } from '../access'
import { contentHooks } from '../hooks/presets'
import { richBodyFields, seoFields, slugField } from '../shared/fields'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', 'slug', '_status'],
    group: 'Content',
  },
  defaultSort: '-publishedAt',
  ...editorialContent,
  hooks: contentHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'excerpt', type: 'textarea', required: true },
    ...richBodyFields(),
    seoFields(),
  ],
}
