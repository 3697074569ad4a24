/** Steps block (spec §2 home section 3): numbered steps. */
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'Steps', plural: 'Steps' },
  fields: [
    { name: 'eyebrow', type: 'text', defaultValue: 'How it works' },
    { name: 'title', type: 'text', defaultValue: 'Get visible in 3 steps' },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
      ],
    },
    hiddenField,
  ],
}
