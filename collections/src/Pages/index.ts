/**
 * `pages`: CMS-managed pages (footer pages: /about, /privacy, ...). Drafts enabled; anonymous
 * visitors read only published versions. `bodyHtml` is computed from the rich-text `body` on read,
 * so the site renders HTML without depending on the editor.
 */
import type { CollectionConfig } from 'payload'
import { layoutField } from '../blocks'
import { editorialContent } from '../access'
import { contentHooks } from '../hooks/presets'
import { richBodyFields, seoFields, slugField } from '../shared/fields'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
  },
  ...editorialContent,
  hooks: contentHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea' },
    ...richBodyFields(),
    layoutField(),
    seoFields(),
  ],
}
