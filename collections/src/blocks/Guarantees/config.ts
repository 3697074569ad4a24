/** Guarantees block (spec §2 home section 7): the guarantee strip. */
import type { Block } from 'payload'
import { hiddenField, titledList } from '../shared'

export const GuaranteesBlock: Block = {
  slug: 'guarantees',
  interfaceName: 'GuaranteesBlock',
  labels: { singular: 'Guarantees', plural: 'Guarantees' },
  fields: [titledList('guarantees'), hiddenField],
}
