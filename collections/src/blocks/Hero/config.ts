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
      label: 'Promo video (WebM)',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { like: 'video/' } },
      admin: {
        description:
          'A video file from Media (WebM, or MP4 alone); or give a YouTube/Vimeo link below. It plays muted, only when a visitor presses play.',
      },
    },
    {
      name: 'promoVideoMp4',
      label: 'Promo video, MP4 copy',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: 'video/mp4' } },
      admin: { description: 'The same video as MP4 (H.264), for browsers without WebM.' },
    },
    {
      name: 'promoPoster',
      label: 'Promo video poster',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { like: 'image/' } },
      admin: { description: 'The still shown before the video plays (16:9).' },
    },
    {
      name: 'promoCaptions',
      label: 'Promo video captions (WebVTT)',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: 'text/vtt' } },
      admin: { description: 'English captions, shown by default (the video has no sound).' },
    },
    { name: 'promoVideoUrl', type: 'text', label: 'Promo video link (YouTube, Vimeo or file URL)' },
    hiddenField,
  ],
}
