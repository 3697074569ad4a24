/** Call-to-action block (spec §2 home section 9): a title, a line and one button (default /audit). */
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text', defaultValue: 'Run Free AI Audit' },
    {
      name: 'buttonUrl',
      type: 'text',
      defaultValue: '/audit',
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && /^(\/(?!\/)|https:\/\/)/.test(value))
          ? true
          : 'Use a path on this site (/audit) or an https:// address',
    },
    hiddenField,
  ],
}
