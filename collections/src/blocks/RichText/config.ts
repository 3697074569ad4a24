/** Rich-text block: staff-written text; `html` is computed from it on read (the site renders that). */
import { lexicalHTMLField } from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    { name: 'content', type: 'richText', required: true },
    lexicalHTMLField({ htmlFieldName: 'html', lexicalFieldName: 'content' }),
    hiddenField,
  ],
}
