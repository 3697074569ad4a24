import { describe, expect, it } from 'vitest'
import { BLOCKS, blockEntry } from './blockMap'

describe('BLOCKS', () => {
  it('names the list each collection-backed block shows, and none for the others', () => {
    const needs = Object.fromEntries(
      Object.entries(BLOCKS).map(([type, entry]) => [type, (entry as { needs?: string }).needs]),
    )
    expect(needs).toEqual({
      hero: undefined,
      stats: undefined,
      steps: undefined,
      course: undefined,
      pricing: 'offers',
      testimonials: 'testimonials',
      guarantees: undefined,
      faq: 'faqs',
      cta: undefined,
      richText: undefined,
      comparisonTable: undefined,
    })
  })

  it('has no entry for a type this build does not know, the names of Object methods included', () => {
    for (const blockType of ['no-such-block', 'constructor', 'toString', '__proto__'])
      expect(blockEntry({ blockType } as never)).toBeUndefined()
    expect(blockEntry({ blockType: 'hero' })).toBe(BLOCKS.hero)
  })
})
