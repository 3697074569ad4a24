/**
 * The live preview's URL (docs/decisions/0029, 0088, 0129): pages at their path; an offer, FAQ or
 * testimonial on the home page, naming the document and, as the fragment, the block showing it.
 */
import { describe, expect, it } from 'vitest'
import { previewUrl } from '../src/previewUrl'

const site = 'https://visibly.example/'

describe('previewUrl', () => {
  it('opens an offer on the home page at the pricing block, naming the offer', () => {
    expect(previewUrl(site, 'offers', 'foundations', 12)).toBe(
      'https://visibly.example/?preview=1&previewCollection=offers&previewId=12#pricing',
    )
  })

  it('opens an FAQ or a testimonial at its block, and a new document (no id yet) too', () => {
    expect(previewUrl(site, 'faqs', undefined, 'a1')).toBe(
      'https://visibly.example/?preview=1&previewCollection=faqs&previewId=a1#faq',
    )
    expect(previewUrl(site, 'testimonials', undefined, undefined)).toBe(
      'https://visibly.example/?preview=1&previewCollection=testimonials&previewId=#testimonials',
    )
  })

  it('leaves out an id that is not plain', () => {
    expect(previewUrl(site, 'offers', undefined, '1&x=<y>')).toBe(
      'https://visibly.example/?preview=1&previewCollection=offers&previewId=#pricing',
    )
  })

  it('opens pages and compare pages at their own path, without a fragment', () => {
    expect(previewUrl(site, 'pages', 'courses', 3)).toBe(
      'https://visibly.example/courses?preview=1',
    )
    expect(previewUrl(site, 'pages', 'home', 1)).toBe('https://visibly.example/?preview=1')
    expect(previewUrl(site, 'compare-pages', 'x-vs-y', 2)).toBe(
      'https://visibly.example/compare/x-vs-y?preview=1',
    )
    expect(previewUrl(site, 'pages', 'Bad Slug', 4)).toBe('https://visibly.example/?preview=1')
  })
})
