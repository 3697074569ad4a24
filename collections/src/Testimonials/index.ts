/** `testimonials`: customer quotes for the home results section. */
import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '../access'
import { purgeHooks } from '../hooks/purgeWebCache'
import { orderField } from '../shared/fields'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'business', 'order'], group: 'Content' },
  defaultSort: 'order',
  access: {
    read: anyone,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: purgeHooks,
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
