/** Testimonials block (spec §2 home section 6): results statistics and the `testimonials` collection. */
import type { Block } from 'payload'
import { hiddenField, statsField } from '../shared'

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Results and testimonials', plural: 'Results and testimonials' },
  fields: [
    { name: 'eyebrow', type: 'text', defaultValue: 'Results' },
    { name: 'title', type: 'text', defaultValue: 'Businesses AI assistants now recommend' },
    statsField('stats', 'Results statistics'),
    {
      name: 'limit',
      type: 'number',
      min: 1,
      admin: { description: 'Show at most this many testimonials (empty: all).' },
    },
    hiddenField,
  ],
}
