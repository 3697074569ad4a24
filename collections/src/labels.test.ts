/**
 * Staff read field names as labels in the admin: a field named in snake_case (as the audit
 * contract names them) would show as 'Business_name'. Every such field carries a label in words.
 */
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { collections, globals } from './index'

/** Every named field in `fields`, with its path, inside groups, rows, tabs, arrays and blocks. */
function namedFields(fields: Field[], prefix = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const own = 'name' in field && field.name ? [{ path: `${prefix}${field.name}`, field }] : []
    const inner = (f: Field): Field[] =>
      'fields' in f && Array.isArray(f.fields)
        ? f.fields
        : 'tabs' in f
          ? f.tabs.flatMap((t) => t.fields)
          : 'blocks' in f && Array.isArray(f.blocks)
            ? f.blocks.flatMap((b) => (typeof b === 'string' ? [] : b.fields))
            : []
    const next = 'name' in field && field.name ? `${prefix}${field.name}.` : prefix
    return [...own, ...namedFields(inner(field), next)]
  })
}

describe('field labels in the admin', () => {
  for (const config of [...collections, ...globals])
    it(`${config.slug}: every snake_case field has a label in words`, () => {
      const bare = namedFields(config.fields)
        .filter(({ field }) => 'name' in field && field.name.includes('_'))
        .filter(({ field }) => !('label' in field && typeof field.label === 'string'))
        .map(({ path }) => path)
      expect(bare).toEqual([])
    })
})
