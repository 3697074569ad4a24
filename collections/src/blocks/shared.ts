/** Fields every layout block shares. */
import type { Field, PayloadRequest } from 'payload'

/** `hidden`: staff can keep a block on a page but not show it (spec §2 sections stay composable). */
export const hiddenField: Field = {
  name: 'hidden',
  type: 'checkbox',
  defaultValue: false,
  label: 'Hide on the site',
  admin: { description: 'Kept on the page, not shown to visitors.' },
}

/**
 * A list of big statistics, each named by its key in the site settings' Promises tab (one field per
 * statistic, with its source: docs/decisions/0128). The site shows those with a source only, each
 * with a footnote naming it. A key no statistic has is refused on save.
 */
export const statsField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  admin: {
    description:
      'Statistics are kept in Site settings → Promises, each with its source; one without a source is not shown.',
  },
  fields: [
    {
      name: 'statistic',
      type: 'text',
      required: true,
      admin: { description: 'The key of a statistic in Site settings → Promises (e.g. aiTrust).' },
      validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
        if (typeof value !== 'string' || !value) return 'Name a statistic by its key'
        const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
        const keys = (settings.promises?.statistics ?? []).map((s: { key: string }) => s.key)
        return keys.includes(value)
          ? true
          : `No statistic "${value}" in Site settings → Promises. Keys: ${keys.join(', ') || 'none yet'}`
      },
    },
  ],
})

/** A list of at least one item with a title and an optional description (steps, guarantees). */
export const titledList = (name: string): Field => ({
  name,
  type: 'array',
  minRows: 1,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
  ],
})
