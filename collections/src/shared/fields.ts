/** Field builders shared by several collections. */
import type { Field } from 'payload'
import { lexicalHTMLField } from '@payloadcms/richtext-lexical'

/**
 * A unique, indexed URL slug: lowercase letters, digits and hyphens.
 * Validation message: 'Use lowercase letters, digits and hyphens only'.
 */
export function slugField(name = 'slug'): Field {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar' },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
        ? true
        : 'Use lowercase letters, digits and hyphens only',
  }
}

/** SEO group: meta title, meta description, share image URL, noindex. */
export function seoFields(): Field {
  return {
    name: 'meta',
    label: 'SEO',
    type: 'group',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'description', type: 'textarea' },
      { name: 'image', type: 'text', label: 'Share image URL' },
      { name: 'noindex', type: 'checkbox', defaultValue: false },
    ],
  }
}

/** Sort position: lower first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar' },
}

/** Rich-text `body` plus `bodyHtml`, the HTML computed from it on read (the site renders that). */
export function richBodyFields(): Field[] {
  return [{ name: 'body', type: 'richText' }, lexicalHTMLField({ htmlFieldName: 'bodyHtml', lexicalFieldName: 'body' })]
}
