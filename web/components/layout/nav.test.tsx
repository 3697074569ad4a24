// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SiteSetting } from '../../lib/cms-types'
import { FALLBACK_COMMON, type Common } from '../../lib/common'
import { Footer } from './Footer'
import { Header } from './Header.island'
import { footerColumns, headerLinks } from './nav'

afterEach(cleanup)

const settings = {
  id: 1,
  siteName: 'Visibly AI',
  contactEmail: 'hello@visibly.ai',
  postalAddress: 'Sydney',
  bookingUrl: 'https://cal.example/strategy',
  // Parameters already on the setting are replaced; others are kept.
  academyUrl: 'https://academy.example/start?utm_source=cms&lang=en',
  complianceUrl: 'https://compliance.example/',
} as SiteSetting
const common: Common = { settings, compareLinks: [], cmsDown: false }

/** The UTM parameters of `href` (spec §7). */
const utm = (href: string | null) =>
  Object.fromEntries([...new URL(href ?? '').searchParams].filter(([k]) => k.startsWith('utm_')))
const academy = (content: string, term: string) => ({
  utm_source: 'audit',
  utm_medium: 'cta',
  utm_campaign: 'ai_visibility_course',
  utm_term: term,
  utm_content: content,
})

// The desktop bar's parts are hidden under 768 px and jsdom applies no media query.
const H = { hidden: true } as const

describe('the academy links of the site chrome (spec §2 header and footer, §7 UTM)', () => {
  it("gives the header's 'Courses' utm_content=header, on the desktop bar and in the mobile panel", () => {
    const { container } = render(<Header siteName="Visibly AI" links={headerLinks(settings)} />)
    const bar = container.querySelector<HTMLElement>('nav[aria-label="Main"]')!
    const courses = within(bar).getByRole('link', { ...H, name: 'Courses' })
    const href = courses.getAttribute('href')
    expect(utm(href)).toEqual(academy('header', 'courses'))
    expect(new URL(href!).searchParams.get('lang')).toBe('en')
    expect(href!.startsWith('https://academy.example/start?')).toBe(true)
    expect(courses.getAttribute('target')).toBe('_blank')
    expect(courses.getAttribute('rel')).toBe('noopener noreferrer')

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const panel = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(panel).getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe(href)
  })

  it("gives the footer's 'Course academy' utm_content=footer; the compliance link gets none", () => {
    render(<Footer common={common} />)
    const link = screen.getByRole('link', { name: 'Course academy' })
    expect(utm(link.getAttribute('href'))).toEqual(academy('footer', 'course-academy'))
    expect(link.getAttribute('target')).toBe('_blank')
    expect(headerLinks(settings).company.at(-1)).toEqual({
      label: 'Compliance & Standards',
      href: 'https://compliance.example/',
      external: true,
    })
  })

  it('leaves the academy links out while the academy URL is unset', () => {
    const none = { ...settings, academyUrl: '' }
    expect(headerLinks(none).navigation.map((l) => l.label)).not.toContain('Courses')
    const labels = footerColumns(none, []).flatMap((c) => c.links.map((l) => l.label))
    expect(labels).not.toContain('Course academy')
  })
})

describe("the footer's booking link (spec §2 footer, §7 call booking)", () => {
  it('is a tracked strategy-call link to the booking page, in a new tab without opener', () => {
    render(<Footer common={common} />)
    const book = screen.getByRole('link', { name: 'Book a strategy call' })
    expect(book.getAttribute('href')).toBe('https://cal.example/strategy')
    expect(book.getAttribute('target')).toBe('_blank')
    expect(book.getAttribute('rel')).toBe('noopener noreferrer')
    expect(book.dataset.track).toBe('strategy-call')
    // Not an academy link: no UTM parameters.
    expect(book.getAttribute('href')).not.toContain('utm_')
  })

  it('is left out without a booking page', () => {
    render(<Footer common={FALLBACK_COMMON} />)
    expect(screen.queryByRole('link', { name: 'Book a strategy call' })).toBeNull()
  })
})
