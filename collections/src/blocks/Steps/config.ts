/** Steps block (spec §2 home section 3): numbered steps. */
import type { Block } from 'payload'
import { hiddenField, titledList } from '../shared'

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'Steps', plural: 'Steps' },
  fields: [
    { name: 'eyebrow', type: 'text', defaultValue: 'How it works' },
    { name: 'title', type: 'text', defaultValue: 'Get visible in 3 steps' },
    titledList('steps'),
    hiddenField,
  ],
}
