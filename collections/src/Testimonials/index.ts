/** `testimonials`: customer quotes for the home results section. */
import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { contentHooks } from '../hooks/presets'
import { orderField } from '../shared/fields'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'business', 'order'], group: 'Content' },
  defaultSort: 'order',
  ...publicContent,
  hooks: contentHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text' },
    { name: 'business', type: 'text' },
    { name: 'quote', type: 'textarea', required: true },
    {
      name: 'result',
      type: 'text',
      admin: { description: 'Short outcome, e.g. "Named by ChatGPT in 4 weeks"' },
    },
    orderField,
  ],
}
