/**
 * The shape of a fix (the contract's) and the two word helpers its texts are written with. No I/O, nothing throws.
 */

/** One fix of the audit's "first fixes" (the contract's `fixSchema`). */
export type { Fix } from '@aivis/contract'

/** "A", "A and B", "A, B and C"; "" for no items. */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** A count with its noun: "1 answer", "3 answers" (`many` for irregular plurals). */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`
