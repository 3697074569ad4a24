// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { Faq, Offer, Testimonial } from '../../lib/cms-types'
import { previewedDocOf, previewedElement, withPreviewedDoc } from './previewedDoc'

const offer = (id: number, order: number, price = 1) => ({ id, order, price }) as unknown as Offer
const faq = (id: number, placement: string[], order = 0) =>
  ({ id, question: `Q${id}`, placement, order }) as unknown as Faq
const data = {
  offers: [offer(1, 1), offer(2, 2), offer(3, 3)],
  testimonials: [{ id: 7, name: 'Ana' } as unknown as Testimonial],
  faqs: {
    faqs: [faq(10, ['faqs'], 1), faq(11, ['faqs', 'home'], 2)],
    home: [faq(11, ['faqs', 'home'], 2)],
  },
}

describe('previewedDocOf', () => {
  it('names an offer, FAQ or testimonial from the query, and nothing else', () => {
    expect(previewedDocOf({ previewCollection: 'offers', previewId: '2' })).toEqual({
      collection: 'offers',
      id: '2',
    })
    expect(previewedDocOf({ previewCollection: 'faqs' })).toEqual({ collection: 'faqs', id: '' })
    expect(previewedDocOf({ previewCollection: 'users', previewId: '1' })).toBeNull()
    expect(previewedDocOf({ previewCollection: 'offers', previewId: '1 or 1=1' })).toBeNull()
    expect(previewedDocOf({})).toBeNull()
  })
})

describe('withPreviewedDoc', () => {
  it('puts the edited offer in place of the stored one, in order', () => {
    const next = withPreviewedDoc(data, { collection: 'offers', id: '2' }, offer(2, 2, 99))
    expect(next.offers.map((o) => [o.id, o.price])).toEqual([
      [1, 1],
      [2, 99],
      [3, 1],
    ])
    const moved = withPreviewedDoc(data, { collection: 'offers', id: '1' }, offer(1, 9))
    expect(moved.offers.map((o) => o.id)).toEqual([2, 3, 1])
  })

  it("names an edited offer's prerequisites by the offers shown, as the form posts their ids", () => {
    const next = withPreviewedDoc(
      data,
      { collection: 'offers', id: '3' },
      {
        ...offer(3, 3),
        prerequisites: [1, 42],
      },
    )
    expect(next.offers[2].prerequisites).toEqual([data.offers[0], 42])
  })

  it('adds an offer not saved yet', () => {
    const next = withPreviewedDoc(data, { collection: 'offers', id: '' }, { order: 0, price: 5 })
    expect(next.offers.map((o) => o.price)).toEqual([5, 1, 1, 1])
  })

  it('shows an FAQ under the placements it now has, and under no other', () => {
    const next = withPreviewedDoc(data, { collection: 'faqs', id: '11' }, faq(11, ['faqs'], 2))
    expect(next.faqs.faqs?.map((f) => f.id)).toEqual([10, 11])
    expect(next.faqs.home).toEqual([])
  })

  it('replaces a testimonial, and ignores values that are not a document', () => {
    const next = withPreviewedDoc(
      data,
      { collection: 'testimonials', id: '7' },
      { id: 7, name: 'Bo' },
    )
    expect(next.testimonials.map((t) => t.name)).toEqual(['Bo'])
    expect(withPreviewedDoc(data, { collection: 'offers', id: '1' }, null)).toBe(data)
  })
})

describe('previewedElement', () => {
  it('finds an offer’s card, else the block that shows its collection', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<section id="pricing"><div data-offer-id="12">Foundations</div></section><section id="faq"></section>'
    expect(previewedElement(root, { collection: 'offers', id: '12' })?.textContent).toBe(
      'Foundations',
    )
    expect(previewedElement(root, { collection: 'offers', id: '13' })?.id).toBe('pricing')
    expect(previewedElement(root, { collection: 'offers', id: '' })?.id).toBe('pricing')
    expect(previewedElement(root, { collection: 'faqs', id: '1' })?.id).toBe('faq')
    expect(previewedElement(root, { collection: 'testimonials', id: '1' })).toBeNull()
  })
})
