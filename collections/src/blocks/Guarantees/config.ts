/** Guarantees block (spec §2 home section 7): the guarantee strip. */
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const GuaranteesBlock: Block = {
  slug: 'guarantees',
  interfaceName: 'GuaranteesBlock',
  labels: { singular: 'Guarantees', plural: 'Guarantees' },
  fields: [
    {
      name: 'guarantees',
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
