/** FAQ block (spec §2 home section 8): the accordion of the `faqs` shown at one placement. */
import { FAQ_PLACEMENTS } from '@aivis/contract'
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Frequently Asked Questions' },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'home',
      options: FAQ_PLACEMENTS.map((value) => ({ label: value, value })),
      admin: { description: 'Shows the FAQs whose placement includes this one.' },
    },
    hiddenField,
  ],
}
