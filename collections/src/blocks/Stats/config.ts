/** Statistics block (spec §2 home section 2): big figures and the AI platforms with their logos. */
import type { Block } from 'payload'
import { hiddenField, statsField } from '../shared'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Statistics and platforms', plural: 'Statistics and platforms' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Why AI Visibility Matters' },
    statsField('stats', 'Statistics'),
    {
      name: 'platforms',
      label: 'AI platforms',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'logo', type: 'upload', relationTo: 'media' },
      ],
    },
    hiddenField,
  ],
}
