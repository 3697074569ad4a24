/**
 * `redirects`: path redirects staff manage without a deploy (spec §2 route conflict;
 * docs/decisions/0010-footer-pages-win-over-redirects.md). `from` is a path such as
 * `/privacy-policy` or a prefix pattern ending in `/*`; a redirect wins over a page with that path.
 */
import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '../access'
import { purgeHooks } from '../hooks/purgeWebCache'

const pathPattern = /^\/[A-Za-z0-9\-._~/]*(\/\*)?$/

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'], group: 'Content' },
  access: {
    read: anyone,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: purgeHooks,
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) =>
        typeof v === 'string' && pathPattern.test(v)
          ? true
          : 'Enter a path starting with "/" (a trailing "/*" matches a prefix)',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: (v: unknown) =>
        typeof v === 'string' && (v.startsWith('/') || /^https?:\/\//.test(v))
          ? true
          : 'Enter a path starting with "/" or a full URL',
    },
    { name: 'permanent', type: 'checkbox', defaultValue: false },
  ],
}
