// @vitest-environment jsdom
/**
 * The course beside the strategy calls of /audit-results (components/CourseLink.tsx): a link to the
 * academy with the spec §7 UTM parameters (utm_content=results), beside 'Book 20-Minute Strategy
 * Call' and 'Schedule Your Strategy Call', only when the site settings have an academy URL; the
 * page's settings reach it when the results are rendered as a page.
 */
import { CTA_LABELS } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COURSE_LINK_LABEL } from '../../../../components/CourseLink'
import { ToastProvider } from '../../../../components/Toast'
import { NoResizeObserver } from '../../../../test/fixtures'
import { ResultsView } from '../ResultsView'
import { Results } from './AuditResults.island'

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ACADEMY = 'https://academy.example/enrol?ref=site'
const BOOKING = 'https://cal.example/strategy'
const result = makeAuditResult()

const courseLinks = () =>
  screen.queryAllByRole('link', { name: COURSE_LINK_LABEL }) as HTMLAnchorElement[]

describe('the course beside the strategy calls', () => {
  it('links the course beside both calls, with its UTM tags, when the site has an academy', () => {
    render(
      <ToastProvider>
        <Results result={result} bookingUrl={BOOKING} academyUrl={ACADEMY} />
      </ToastProvider>,
    )
    const links = courseLinks()
    expect(links).toHaveLength(2)
    const [hero, closing] = links
    for (const [link, term] of [
      [hero, 'learn-it-yourself-the-course-hero'],
      [closing, 'learn-it-yourself-the-course-closing'],
    ] as const) {
      const url = new URL(link.href)
      expect(url.origin + url.pathname).toBe('https://academy.example/enrol')
      expect(Object.fromEntries(url.searchParams)).toEqual({
        ref: 'site',
        utm_source: 'audit',
        utm_medium: 'cta',
        utm_campaign: 'ai_visibility_course',
        utm_term: term,
        utm_content: 'results',
      })
      expect(link.target).toBe('_blank')
      expect(link.rel).toBe('noopener noreferrer')
      expect(link.dataset.track).toBe('enrolment')
    }
    // Each beside its call: the hero's and the closing card's.
    const book = screen.getByRole('link', { name: CTA_LABELS.bookStrategyCall })
    const schedule = screen.getByRole('link', { name: CTA_LABELS.scheduleStrategyCall })
    expect(hero.parentElement).toBe(book.parentElement)
    expect(closing.parentElement).toBe(schedule.parentElement)
    expect(book.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      schedule.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('shows no course link when the site has no academy URL', () => {
    for (const academyUrl of [undefined, '']) {
      render(
        <ToastProvider>
          <Results result={result} bookingUrl={BOOKING} academyUrl={academyUrl} />
        </ToastProvider>,
      )
      expect(courseLinks()).toHaveLength(0)
      expect(screen.getByRole('link', { name: CTA_LABELS.scheduleStrategyCall })).toBeTruthy()
      cleanup()
    }
  })

  it('hands the academy of the page’s settings to the results island, whose links keep it', () => {
    const { container } = render(
      <ToastProvider>
        <ResultsView state={{ result }} bookingUrl={BOOKING} academyUrl={ACADEMY} />
      </ToastProvider>,
    )
    expect(courseLinks()).toHaveLength(2)
    const island = container.querySelector<HTMLElement>('[data-island="AuditResults"]')!
    expect(JSON.parse(island.dataset.props!)).toMatchObject({ academyUrl: ACADEMY })
  })

  it('shows none when the page has no academy', () => {
    render(
      <ToastProvider>
        <ResultsView state={{ result }} bookingUrl={BOOKING} />
      </ToastProvider>,
    )
    expect(courseLinks()).toHaveLength(0)
  })
})
