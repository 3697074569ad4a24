/** Pricing block (spec §2 home section 5): every offer of the `offers` collection, in its order. */
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const PricingBlock: Block = {
  slug: 'pricing',
  interfaceName: 'PricingBlock',
  labels: { singular: 'Pricing (offers)', plural: 'Pricing (offers)' },
  fields: [
    { name: 'eyebrow', type: 'text', defaultValue: 'Pricing' },
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'textarea' },
    hiddenField,
  ],
}
