import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LayoutBlock } from '../lib/cms-types'

const asked: string[] = []
vi.mock('./content.server', () => ({
  getOffers: async () => (asked.push('offers'), [{ id: 1, name: 'Course' }]),
  getTestimonials: async () => {
    asked.push('testimonials')
    throw new Error('CMS down')
  },
  getFaqs: async (placement: string) => (asked.push(`faqs:${placement}`), [{ id: placement }]),
}))

const { loadBlockData, visibleBlocks } = await import('./blocks.server')

const block = (blockType: string, more: object = {}) =>
  ({ blockType, ...more }) as unknown as LayoutBlock

beforeEach(() => {
  asked.length = 0
})

describe('loadBlockData', () => {
  it('loads only the lists the visible blocks need, the FAQs once per placement', async () => {
    const data = await loadBlockData([
      block('hero'),
      block('pricing'),
      block('faq', { placement: 'home' }),
      block('faq', { placement: 'home' }),
      block('faq', { placement: 'pricing', hidden: true }),
      block('testimonials', { hidden: true }),
    ])
    expect(asked.sort()).toEqual(['faqs:home', 'offers'])
    expect(data).toEqual({
      offers: [{ id: 1, name: 'Course' }],
      testimonials: [],
      faqs: { home: [{ id: 'home' }] },
    })
  })

  it('gives an empty list for a list the CMS cannot give, and loads nothing for own-content blocks', async () => {
    expect(await loadBlockData([block('testimonials'), block('no-such-block')])).toEqual({
      offers: [],
      testimonials: [],
      faqs: {},
    })
    expect(asked).toEqual(['testimonials'])
    asked.length = 0
    expect(await loadBlockData([block('cta'), block('stats')])).toEqual({
      offers: [],
      testimonials: [],
      faqs: {},
    })
    expect(await loadBlockData(null)).toEqual({ offers: [], testimonials: [], faqs: {} })
    expect(asked).toEqual([])
  })
})

describe('visibleBlocks', () => {
  it('leaves out hidden blocks and empty slots, in order', () => {
    const layout = [block('cta', { id: 'a' }), block('steps', { id: 'b', hidden: true })]
    expect(visibleBlocks([...layout, null as never, block('faq', { id: 'c' })])).toEqual([
      layout[0],
      block('faq', { id: 'c' }),
    ])
  })
})
