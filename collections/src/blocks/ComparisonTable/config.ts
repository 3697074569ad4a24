/**
 * Comparison-table block: products as columns, features as rows; one cell per product in column
 * order. A cell "yes" or "no" shows as ✓ or ✗ (with the word for screen readers), any other text as is.
 */
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const ComparisonTableBlock: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: { singular: 'Comparison table', plural: 'Comparison tables' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'caption',
      type: 'text',
      admin: { description: 'Read by screen readers; shown small under the table.' },
    },
    {
      name: 'columns',
      label: 'Products (columns)',
      type: 'array',
      minRows: 1,
      fields: [{ name: 'name', type: 'text', required: true }],
    },
    {
      name: 'rows',
      label: 'Features (rows)',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'feature', type: 'text', required: true },
        {
          name: 'cells',
          label: 'Values, one per product in column order ("yes", "no" or text)',
          type: 'array',
          fields: [{ name: 'value', type: 'text' }],
        },
      ],
    },
    hiddenField,
  ],
}
