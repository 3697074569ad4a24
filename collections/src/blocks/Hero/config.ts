/** Hero block (spec §2 home section 1): headline, the domain form and the promo video. */
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero with domain form', plural: 'Heroes' },
  fields: [
    { name: 'eyebrow', type: 'text', defaultValue: 'Free AI visibility audit' },
    { name: 'headline', type: 'text', required: true },
    { name: 'subheadline', type: 'textarea' },
    { name: 'formPlaceholder', type: 'text', defaultValue: 'yourbusiness.com' },
    { name: 'buttonLabel', type: 'text', defaultValue: 'Run Free AI Audit' },
    { name: 'note', type: 'text' },
    {
      name: 'promoVideo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A video file from Media; or give a YouTube/Vimeo link below.' },
    },
    { name: 'promoVideoUrl', type: 'text', label: 'Promo video link (YouTube, Vimeo or file URL)' },
    hiddenField,
  ],
}
