import { describe, expect, it } from 'vitest'
import { absoluteUrl, faqPageLd, jsonLdHtml, offersLd } from './structuredData'

describe('structured data', () => {
  it('cannot be closed early by CMS text', () => {
    const html = jsonLdHtml(faqPageLd([{ question: 'Q', answer: '</script><script>alert(1)' }]))
    expect(html).not.toMatch(/<\/script/i)
    expect(JSON.parse(html).mainEntity[0].acceptedAnswer.text).toBe('</script><script>alert(1)')
  })

  it('prices offers in USD, monthly ones per month, with absolute URLs', () => {
    const [course, care] = offersLd(
      [
        { name: 'Course', price: 149, billing: 'one-time', ctaUrl: 'https://academy.example/x' },
        { name: 'Maintenance', price: 997, billing: 'monthly', ctaUrl: '/contact' },
      ],
      'https://visibly.example',
    )
    expect(course.offers).toMatchObject({
      price: 149,
      priceCurrency: 'USD',
      url: 'https://academy.example/x',
    })
    expect(care.offers).toMatchObject({
      url: 'https://visibly.example/contact',
      priceSpecification: { price: 997, unitCode: 'MON' },
    })
    expect(absoluteUrl('https://visibly.example', 'about')).toBe('https://visibly.example/about')
  })
})
