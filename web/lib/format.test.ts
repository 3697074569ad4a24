import { describe, expect, it } from 'vitest'
import { formatUsd, minimumTermLabel, prerequisiteLabel, priceLabel, videoEmbedUrl } from './format'

describe('offer price texts (spec §9)', () => {
  it('formats whole dollars with separators', () => {
    expect(formatUsd(149)).toBe('$149')
    expect(formatUsd(1997)).toBe('$1,997')
    expect(formatUsd(12.5)).toBe('$12.50')
  })
  it('adds /month for monthly billing', () => {
    expect(priceLabel({ price: 997, billing: 'monthly' })).toBe('$997/month')
    expect(priceLabel({ price: 3997, billing: 'one-time' })).toBe('$3,997')
  })
  it('computes the minimum-term total from the CMS numbers', () => {
    expect(minimumTermLabel({ price: 997, billing: 'monthly', minimumTermMonths: 3 })).toBe(
      '3-month minimum ($2,991 total)',
    )
    expect(minimumTermLabel({ price: 1000, billing: 'monthly', minimumTermMonths: 6 })).toBe(
      '6-month minimum ($6,000 total)',
    )
    expect(
      minimumTermLabel({ price: 149, billing: 'one-time', minimumTermMonths: null }),
    ).toBeNull()
  })
  it('names prerequisite offers', () => {
    const o = (name: string, id: number) => ({
      id,
      slug: name,
      name,
      price: 1,
      billing: 'one-time' as const,
      ctaLabel: '',
      ctaUrl: '',
      createdAt: '',
      updatedAt: '',
    })
    expect(prerequisiteLabel({ prerequisites: [o('Foundations', 2), o('PRO', 3)] })).toBe(
      'Available after Foundations or PRO',
    )
    expect(prerequisiteLabel({ prerequisites: [] })).toBeNull()
  })
})

describe('videoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://cdn.example.com/promo.mp4', null],
    ['not a url', null],
  ])('%s → %s', (url, out) => expect(videoEmbedUrl(url)).toBe(out))
})
