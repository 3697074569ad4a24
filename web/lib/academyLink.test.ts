import { describe, expect, it } from 'vitest'
import { academyHref, isAcademyUrl, slugTerm, type AcademyLinkPlace } from './academyLink'

const utm = (href: string) =>
  Object.fromEntries([...new URL(href).searchParams].filter(([key]) => key.startsWith('utm_')))

describe('academyHref (spec §7 course site UTM parameters)', () => {
  it('adds the five parameters in the spec’s order', () => {
    expect(academyHref('https://academy.example', 'header', 'Courses')).toBe(
      'https://academy.example/?utm_source=audit&utm_medium=cta&utm_campaign=ai_visibility_course&utm_term=courses&utm_content=header',
    )
  })

  it('replaces every utm_* already on the URL, whatever its case, and keeps the other parameters and the hash', () => {
    const href = academyHref(
      'https://academy.example/enrol?utm_source=old&ref=abc&UTM_Medium=x&utm_id=7&utm_source=again&page=2#pay',
      'pricing',
      'Course',
    )
    const url = new URL(href)
    expect(url.hash).toBe('#pay')
    expect(url.pathname).toBe('/enrol')
    expect([...url.searchParams]).toEqual([
      ['ref', 'abc'],
      ['page', '2'],
      ['utm_source', 'audit'],
      ['utm_medium', 'cta'],
      ['utm_campaign', 'ai_visibility_course'],
      ['utm_term', 'course'],
      ['utm_content', 'pricing'],
    ])
  })

  it('rewrites the seeded course offer’s hard-coded parameters', () => {
    expect(
      academyHref(
        'https://academy.visibly.ai/enrol?utm_source=audit&utm_medium=cta&utm_campaign=ai_visibility_course',
        'pricing',
        'Course',
      ),
    ).toBe(
      'https://academy.visibly.ai/enrol?utm_source=audit&utm_medium=cta&utm_campaign=ai_visibility_course&utm_term=course&utm_content=pricing',
    )
  })

  it.each<AcademyLinkPlace>(['header', 'footer', 'course_section', 'pricing', 'results'])(
    'sets utm_content=%s, and the place as utm_term without a term',
    (place) => {
      expect(utm(academyHref('http://academy.example/x', place))).toEqual({
        utm_source: 'audit',
        utm_medium: 'cta',
        utm_campaign: 'ai_visibility_course',
        utm_term: place,
        utm_content: place,
      })
    },
  )

  it('slugs the term, and falls back to the place when nothing of it is left', () => {
    const term = (t: string) => utm(academyHref('https://academy.example', 'footer', t)).utm_term
    expect(term('Course academy')).toBe('course-academy')
    expect(term('  PRO — Done-for-you!  ')).toBe('pro-done-for-you')
    expect(term('Café Élan')).toBe('cafe-elan')
    expect(term('—')).toBe('footer')
    expect(slugTerm('Enrol Now')).toBe('enrol-now')
  })

  it('returns a URL that is not absolute http(s), or cannot be parsed, unchanged', () => {
    for (const url of [
      '',
      '/contact',
      'academy.example/enrol',
      'mailto:hello@visibly.ai',
      'javascript:alert(1)',
      'https://',
      'http://[::1',
    ])
      expect(academyHref(url, 'header', 'Courses')).toBe(url)
  })
})

describe('isAcademyUrl (which pricing offers lead to the academy)', () => {
  const academy = 'https://academy.visibly.ai'
  it('is true for a link on the academy’s host, any path, query or scheme', () => {
    expect(isAcademyUrl('https://academy.visibly.ai/enrol?utm_source=x', academy)).toBe(true)
    expect(isAcademyUrl('http://ACADEMY.visibly.ai', academy)).toBe(true)
  })
  it('is false for other hosts, another port, relative links, and without an academy URL', () => {
    expect(isAcademyUrl('https://visibly.ai/enrol', academy)).toBe(false)
    expect(isAcademyUrl('https://academy.visibly.ai.evil.example/', academy)).toBe(false)
    expect(isAcademyUrl('https://academy.visibly.ai:8443/', academy)).toBe(false)
    expect(isAcademyUrl('/contact', academy)).toBe(false)
    expect(isAcademyUrl('https://academy.visibly.ai/enrol', '')).toBe(false)
    expect(isAcademyUrl('https://academy.visibly.ai/enrol', undefined)).toBe(false)
  })
})
