/**
 * The shape of a fix and the two word helpers its texts are written with. No I/O, nothing throws.
 */

/** One fix of the audit's "first fixes": what to do, and what in the result shows the need. */
export interface Fix {
  /** Stable id of the rule that made it (see rules.ts). */
  id: string
  title: string
  /** What in the result shows the need. */
  why: string
  /** What to do. */
  how: string
}

/** "A", "A and B", "A, B and C"; "" for no items. */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** A count with its noun: "1 answer", "3 answers" (`many` for irregular plurals). */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`
