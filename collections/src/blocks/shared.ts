/** Fields every layout block shares. */
import type { Field } from 'payload'

/** `hidden`: staff can keep a block on a page but not show it (spec §2 sections stay composable). */
export const hiddenField: Field = {
  name: 'hidden',
  type: 'checkbox',
  defaultValue: false,
  label: 'Hide on the site',
  admin: { description: 'Kept on the page, not shown to visitors.' },
}

/** A list of big statistics: value over label (e.g. "73%" / "of consumers trust AI…"). */
export const statsField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'value', type: 'text', required: true },
    { name: 'label', type: 'text', required: true },
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
