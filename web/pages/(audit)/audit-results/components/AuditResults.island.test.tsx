// @vitest-environment jsdom
import {
  CTA_LABELS,
  severityBanner,
  verdictSummary,
  type AssistantAnswer,
  type AuditResult,
  type CitedSource,
} from '@aivis/contract'
import {
  FIXTURE_OVERALL_METRICS,
  FIXTURE_QUESTIONS,
  makeAuditResult,
  makeFactCheckedResult,
} from '@aivis/contract/testing'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NoResizeObserver } from '../../../../test/fixtures'
import { ToastProvider } from '../../../../components/Toast'
import { installTrackedLinks } from '../../../../lib/trackedLinks'
import { HOW_WE_MEASURED } from './Verdict'
import { Results } from './AuditResults.island'

beforeEach(() => {
  // The charts measure their container (visx ParentSize); jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', NoResizeObserver)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const fixture = makeAuditResult()
const BOOKING = 'https://cal.example/strategy'

/**
 * `result` on the page, on the tab named `tab` (ChatGPT's unless said; null: the tab the page
 * opens on, every assistant together). Radix tabs switch on mouse-down.
 */
function show(result: AuditResult, tab: string | null = 'ChatGPT') {
  const page = render(
    <ToastProvider>
      <Results result={result} bookingUrl={BOOKING} />
    </ToastProvider>,
  )
  if (tab) fireEvent.mouseDown(screen.getByRole('tab', { name: tab }))
  return page
}

/** `result` with each answer of `assistant` changed by `change(answer, questionId)`. */
function mapAnswers(
  result: AuditResult,
  change: (a: AssistantAnswer, id: number) => AssistantAnswer,
  assistant = 'chatgpt',
): AuditResult {
  return {
    ...result,
    discovery_queries_results: result.discovery_queries_results.map((q) => ({
      ...q,
      answers: q.answers.map((a) => (a.assistant === assistant ? change(a, q.id) : a)),
    })),
  }
}

const cite = (domain: string, path: string, title: string | null): CitedSource => ({
  url: `https://${domain}/${path}`,
  title,
  domain,
})

/** The card of question `n` (its 'QUESTION n OF 10' line's card). */
function questionCard(n: number): HTMLElement {
  const number = screen.getByText(`QUESTION ${n} OF 10`)
  // An answer after the first is folded: its number is in the fold's summary.
  return number.closest<HTMLElement>('details') ?? number.parentElement!
}

/** True when `a` comes before `b` in the document. */
const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('Results: the spec order (spec §2 /audit-results)', () => {
  it('opens with the all-assistants hero and its button, then the verdict, fixes, top competitors, overview and sources, then the questions, the email form and the closing call', () => {
    const fix = { id: 'reviews', title: 'Ask for reviews', why: 'Few reviews.', how: 'Ask.' }
    const { container } = show({ ...fixture, fixes: [fix] }, null)
    const hero = screen.getByRole('region', { name: 'What AI Assistants Say About Your Business' })
    const headings = container.querySelectorAll('h1, h2')
    expect(headings[0].textContent).toBe('What AI Assistants Say About Your Business')
    // Nothing of the results is rendered before the hero.
    expect(container.textContent!.startsWith(hero.textContent!)).toBe(true)
    const book = within(hero).getByRole('link', { name: CTA_LABELS.bookStrategyCall })
    expect(book.getAttribute('href')).toBe(BOOKING)
    expect(book.getAttribute('target')).toBe('_blank')

    const questions = screen.getByRole('heading', {
      name: 'The 10 Questions, Assistant by Assistant',
    })
    const competitors = screen.getByRole('heading', { name: 'Top Competitors' })
    const closing = screen.getByRole('link', { name: CTA_LABELS.scheduleStrategyCall })
    const banner = screen.getByRole('status')
    const fixes = screen.getByRole('heading', { name: 'Your first fix' })
    expect(before(hero, banner)).toBe(true)
    expect(before(banner, fixes)).toBe(true)
    // What to do and against whom before the evidence (the report model's order, decision 0105).
    expect(before(fixes, competitors)).toBe(true)
    const order = [
      competitors,
      screen.getByRole('heading', { name: 'How every assistant compares' }),
      screen.getByRole('heading', { name: 'Where the assistants get their answers' }),
      questions,
      screen.getByRole('heading', { name: 'Send my results and first 3 fixes' }),
      closing,
    ]
    for (let i = 1; i < order.length; i++) expect(before(order[i - 1], order[i])).toBe(true)
    expect(screen.getAllByText(/QUESTION \d+ OF 10/)).toHaveLength(10)
  })

  it('shows the first answer in full and folds the others under their question and badge', () => {
    const { container } = show(fixture)
    const panel = screen.getByRole('tabpanel')
    const folds = panel.querySelectorAll('details')
    expect(folds).toHaveLength(9)
    expect(questionCard(1).tagName).not.toBe('DETAILS')
    for (const fold of folds) {
      expect(fold.open).toBe(false)
      const summary = fold.querySelector('summary')!
      expect(summary.querySelector('h3')!.textContent!.length).toBeGreaterThan(0)
      expect(summary.textContent).toMatch(/Your business was (NOT )?mentioned/)
    }
    expect(container.querySelectorAll('h3 + div').length).toBeGreaterThan(0)
  })

  it('puts the figures behind "How we measured", under the verdict in words', () => {
    show(fixture)
    const fold = screen.getByText(HOW_WE_MEASURED).closest('details')!
    expect(fold.open).toBe(false)
    expect(fold.textContent).toMatch(/^How we measuredThe verdict rests on 20 answers from 2/)
    expect(fold.textContent).toContain('Informative rate')
    expect(before(screen.getByText(verdictSummary(fixture)), fold)).toBe(true)
  })

  it("gives the hero's counts with the names they count", () => {
    const five = {
      ...fixture,
      scores: {
        ...fixture.scores,
        by_assistant: fixture.scores.by_assistant.map((s) =>
          s.assistant === 'chatgpt'
            ? {
                ...s,
                metrics: {
                  ...s.metrics,
                  competitors: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({
                    name: `${name} Dental`,
                    answers: 2,
                    share_of_voice: 0.1,
                  })),
                },
              }
            : s,
        ),
      },
    }
    show(five)
    const hero = screen.getByRole('region', { name: 'What ChatGPT Says About Your Business' })
    const figure = (label: string) =>
      within(hero).getByText(label).parentElement!.querySelector('dd')!.textContent
    expect(figure('times mentioned in 10 answers')).toBe('3')
    expect(figure('questions asked')).toBe('10')
    expect(figure('top competitors')).toBe('5')
    expect(within(hero).getByText('Named instead:').parentElement!.textContent).toBe(
      'Named instead: A Dental, B Dental, C Dental, D Dental, E Dental',
    )
  })

  it('opens on every assistant together, the first tab, with the overall figures', () => {
    show(fixture, null)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['All assistants', 'ChatGPT', 'Claude'])
    expect(tabs[0].getAttribute('aria-selected')).toBe('true')
    const hero = screen.getByRole('region', { name: 'What AI Assistants Say About Your Business' })
    expect(
      within(hero).getByText(/^We asked ChatGPT and Claude the 10 questions your customers ask/),
    ).toBeTruthy()
    const figure = (label: string) =>
      within(hero).getByText(label).parentElement!.querySelector('dd')!.textContent
    // scores.overall: 4 of 20 answers, 20% (8%–42%), median #4; the summary's competitors.
    expect(figure('times mentioned in 20 answers')).toBe('4')
    expect(figure('questions asked')).toBe('10')
    expect(figure('top competitors')).toBe('3')
    expect(within(hero).getByText('Named instead:').parentElement!.textContent).toBe(
      'Named instead: Smile Co, Bright Teeth, Sydney Dental Care',
    )
    expect(within(hero).getByText(/^Mention rate 20%/).parentElement!.textContent).toBe(
      'Mention rate 20% (95% range 8%–42%) · Median position #4',
    )
    expect(within(hero).getByText('· web search used in 20 of 20 answers')).toBeTruthy()
    // No single assistant's answers on the first tab.
    expect(screen.queryByRole('heading', { name: /Questions & .+'s Answers/ })).toBeNull()
  })

  it("gives each question every assistant's outcome and opens an answer in its assistant's tab", () => {
    show(fixture, null)
    const q2 = screen.getByRole('article', { name: FIXTURE_QUESTIONS[1] })
    expect(within(q2).getByText('QUESTION 2 OF 10')).toBeTruthy()
    expect(within(q2).getByText('Named by 1 of 2 assistants.')).toBeTruthy()
    const outcomes = within(q2).getAllByRole('button')
    // Named by what it shows, then what it does (the marks are not read out).
    expect(outcomes.map((b) => b.textContent)).toEqual([
      "✓ChatGPT named #4 (open ChatGPT's answer)→",
      "✗Claude not named (open Claude's answer)→",
    ])
    expect(
      within(q2).getByRole('button', { name: "ChatGPT named #4 (open ChatGPT's answer)" }),
    ).toBeTruthy()
    expect(
      within(q2)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Smile Co')
    const q6 = screen.getByRole('article', { name: FIXTURE_QUESTIONS[5] })
    expect(within(q6).getByText('No assistant named you.')).toBeTruthy()

    // jsdom lays nothing out and has no scrollIntoView.
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    fireEvent.click(within(q2).getByRole('button', { name: /^Claude not named/ }))
    expect(screen.getByRole('tab', { name: 'Claude' }).getAttribute('aria-selected')).toBe('true')
    expect(
      screen.getByRole('region', { name: 'What Claude Says About Your Business' }),
    ).toBeTruthy()
    // Claude's answer to question 2, unfolded, with the focus on it.
    const answer = document.getElementById('answer-claude-2') as HTMLDetailsElement
    expect(answer.tagName).toBe('DETAILS')
    expect(answer.open).toBe(true)
    expect(answer.textContent).toContain('Your business was NOT mentioned')
    expect(document.activeElement).toBe(answer.querySelector('summary'))
    expect(scrolled.mock.contexts).toEqual([answer])
    delete (Element.prototype as Partial<Element>).scrollIntoView
  })

  it('says when no assistant answered a question', () => {
    const failed = {
      ...fixture,
      discovery_queries_results: fixture.discovery_queries_results.map((q) =>
        q.id === 4
          ? { ...q, answers: q.answers.map((a) => ({ ...a, answer: '', error: 'timed out' })) }
          : q,
      ),
    }
    show(failed, null)
    const q4 = screen.getByRole('article', { name: FIXTURE_QUESTIONS[3] })
    expect(within(q4).getByText('No assistant answered this question.')).toBeTruthy()
    expect(
      within(q4)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      "–ChatGPT no answer (open ChatGPT's answer)→",
      "–Claude no answer (open Claude's answer)→",
    ])
  })

  it('switches the hero and the answers to another assistant', () => {
    show(fixture)
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Claude' }))
    const hero = screen.getByRole('region', { name: 'What Claude Says About Your Business' })
    expect(within(hero).getByText(/Median position #2/)).toBeTruthy()
    expect(
      screen.getByRole('heading', { name: "The 10 Questions & Claude's Answers" }),
    ).toBeTruthy()
  })
})

describe('Results: the strategy-call buttons (spec §2 /audit-results, §7 call booking)', () => {
  /** A booking link's attributes (lib/trackedLinks.ts `bookingLinkProps`). */
  const attributes = (link: HTMLElement) =>
    ['href', 'target', 'rel', 'data-track'].map((name) => link.getAttribute(name))

  it("makes 'Book 20-Minute Strategy Call' and 'Schedule Your Strategy Call' tracked booking links", () => {
    show(fixture)
    const hero = screen.getByRole('region', { name: 'What ChatGPT Says About Your Business' })
    const book = within(hero).getByRole('link', { name: 'Book 20-Minute Strategy Call' })
    const schedule = screen.getByRole('link', { name: 'Schedule Your Strategy Call' })
    for (const link of [book, schedule])
      expect(attributes(link)).toEqual([BOOKING, '_blank', 'noopener noreferrer', 'strategy-call'])
    expect(CTA_LABELS).toMatchObject({
      bookStrategyCall: 'Book 20-Minute Strategy Call',
      scheduleStrategyCall: 'Schedule Your Strategy Call',
    })
  })

  it('names the call length of the site settings (decision 0128) on the button and in the closing text', () => {
    render(
      <ToastProvider>
        <Results result={fixture} bookingUrl={BOOKING} callMinutes={30} />
      </ToastProvider>,
    )
    expect(screen.getAllByRole('link', { name: 'Book 30-Minute Strategy Call' }).length).toBe(1)
    expect(screen.queryByRole('link', { name: 'Book 20-Minute Strategy Call' })).toBeNull()
    expect(screen.getByText(/In 30 minutes we will walk you through/)).toBeTruthy()
  })

  it('with the page’s listener, a click tracks InitiateCheckout and opens the booking page 250 ms later', () => {
    installTrackedLinks(document)
    vi.useFakeTimers()
    const fbq = vi.fn()
    window.fbq = fbq
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    try {
      show(fixture)
      for (const name of ['Book 20-Minute Strategy Call', 'Schedule Your Strategy Call']) {
        fbq.mockClear()
        open.mockClear()
        // fireEvent returns false when a listener prevented the default: the browser does not
        // open the link a second time.
        expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(false)
        expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', {
          content_name: 'Book A Strategy Call',
          content_category: 'strategy_call',
        })
        vi.advanceTimersByTime(249)
        expect(open).not.toHaveBeenCalled()
        vi.advanceTimersByTime(1)
        expect(open).toHaveBeenCalledWith(BOOKING, '_blank', 'noopener,noreferrer')
      }
    } finally {
      delete window.fbq
      open.mockRestore()
      vi.useRealTimers()
    }
  })

  it('sends both to /contact, untracked and in the same tab, on a site without a booking page', () => {
    render(
      <ToastProvider>
        <Results result={fixture} bookingUrl="" />
      </ToastProvider>,
    )
    for (const name of ['Book 20-Minute Strategy Call', 'Schedule Your Strategy Call'])
      expect(attributes(screen.getByRole('link', { name }))).toEqual(['/contact', null, null, null])
  })
})

describe("Results: 'What the assistants say about you'", () => {
  it('follows the fixes (the wrong-facts fix first) with each wrong fact, before the competitors', () => {
    show(makeFactCheckedResult(), null)
    const fixes = screen.getByRole('heading', { name: 'Your first fix' })
    const heading = screen.getByRole('heading', { name: 'What the assistants say about you' })
    expect(before(fixes, heading)).toBe(true)
    expect(before(heading, screen.getByRole('heading', { name: 'Top Competitors' }))).toBe(true)
    const section = screen.getByRole('region', { name: 'What the assistants say about you' })
    expect(section.textContent).toContain(
      '3 wrong facts in 6 answers that named you; 21 facts were right.',
    )
    const [closure] = within(section).getAllByRole('listitem')
    expect(closure.textContent).toContain('Most serious')
    expect(closure.textContent).toContain('Claude said:')
    expect(closure.textContent).toContain('“permanently closed”')
    expect(closure.textContent).toContain('Correct: open')
    expect(within(closure).getByRole('link', { name: 'yelp.com.au' })).toBeTruthy()
  })

  it('is absent without a fact check', () => {
    show(fixture, null)
    expect(screen.queryByRole('heading', { name: 'What the assistants say about you' })).toBeNull()
  })
})

describe('Results: where the answers were searched from', () => {
  it('names the place the searches were made from', () => {
    show(fixture)
    const hero = screen.getByRole('region', { name: 'What ChatGPT Says About Your Business' })
    expect(within(hero).getByText(/^Searched from Sydney, New South Wales, AU/)).toBeTruthy()
    expect(within(hero).getByText('· web search used in 10 of 10 answers')).toBeTruthy()
  })
  it('says "Web search off" when the audit did not search', () => {
    show(
      mapAnswers({ ...fixture, web_search: false, search_location: null }, (a) => ({
        ...a,
        provenance: { ...a.provenance, surface: 'api', searched: false, location: null },
      })),
    )
    const hero = screen.getByRole('region', { name: 'What ChatGPT Says About Your Business' })
    expect(within(hero).getByText('Web search off')).toBeTruthy()
    expect(within(hero).queryByText(/Searched from/)).toBeNull()
  })
})

describe('Results: each answer with its sources and how it was made', () => {
  const cited = mapAnswers(fixture, (a, id) => ({
    ...a,
    citations:
      id === 1
        ? [
            cite('healthengine.com.au', 'sydney/dentists', 'Best dentists in Sydney'),
            cite('www.yelp.com.au', 'search?find_desc=dentist', null),
          ]
        : [],
  }))

  it("lists the cited sources in the assistant's order, each title linked with its domain", () => {
    show(cited)
    const list = within(questionCard(1)).getByRole('list', { name: 'Sources cited in answer 1' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Best dentists in Sydney (healthengine.com.au)',
      'yelp.com.au/search?find_desc=dentist (www.yelp.com.au)',
    ])
    const links = within(list).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://healthengine.com.au/sydney/dentists',
      'https://www.yelp.com.au/search?find_desc=dentist',
    ])
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('nofollow noopener')
      expect(link.getAttribute('target')).toBe('_blank')
    }
    // A searched answer without sources says so.
    expect(within(questionCard(2)).getByText('No sources cited.')).toBeTruthy()
  })

  it('says how each answer was made: assistant, model, web search, location sent, when', () => {
    show(cited)
    const made = within(questionCard(1)).getByText(/^ChatGPT · gpt-test · /)
    expect(made.textContent).toMatch(
      /^ChatGPT · gpt-test · Web search · Location sent: Sydney, New South Wales, AU · Asked .+$/,
    )
    expect(made.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-24T08:59:59.000Z')
  })

  it('never shows an answer the vendor did not search as searched', () => {
    show(
      mapAnswers(fixture, (a, id) => ({
        ...a,
        provenance:
          id === 1
            ? { ...a.provenance, surface: 'api_web_search', searched: false }
            : id === 2
              ? { ...a.provenance, surface: 'api', searched: false, location: null }
              : a.provenance,
      })),
    )
    const offered = within(questionCard(1)).getByText(/^ChatGPT · gpt-test · /).textContent
    expect(offered).toContain('· Web search offered, not used ·')
    expect(offered).not.toContain('· Web search ·')
    const off = within(questionCard(2)).getByText(/^ChatGPT · gpt-test · /).textContent
    expect(off).toContain('· No web search · No location sent ·')
    // No "No sources cited." for answers that did not search.
    expect(within(questionCard(1)).queryByText('No sources cited.')).toBeNull()
    expect(within(questionCard(2)).queryByText('No sources cited.')).toBeNull()
  })
})

describe('Results: positions', () => {
  it('gives the median position beside the mention rate and each answer its rank when named', () => {
    show(fixture)
    const hero = screen.getByRole('region', { name: 'What ChatGPT Says About Your Business' })
    const line = within(hero).getByText(/^Mention rate 30%/).parentElement!.textContent
    expect(line).toBe('Mention rate 30% (95% range 11%–60%) · Median position #4')
    // ChatGPT names the business in questions 1–3, after three competitors.
    expect(within(questionCard(1)).getByText('Named #4 in this answer')).toBeTruthy()
    expect(within(questionCard(6)).queryByText(/^Named #/)).toBeNull()
  })
  it('says the business was not named when it has no median position', () => {
    const never = {
      ...fixture,
      scores: {
        ...fixture.scores,
        by_assistant: fixture.scores.by_assistant.map((s) => ({
          ...s,
          metrics: { ...s.metrics, median_position: null },
        })),
      },
    }
    show(never)
    expect(screen.getByText('Median position: not named')).toBeTruthy()
  })
})

describe('Results: where the assistants get their answers', () => {
  const withSources: AuditResult = {
    ...fixture,
    scores: {
      ...fixture.scores,
      overall: {
        ...FIXTURE_OVERALL_METRICS,
        citation_rate: { value: 0.2, low: 0.08, high: 0.42, n: 20 },
        top_sources: [
          {
            domain: 'healthengine.com.au',
            answers: 12,
            business_answers: 3,
            competitor_answers: 12,
            listing_gap: false,
          },
          {
            domain: 'yelp.com.au',
            answers: 8,
            business_answers: 0,
            competitor_answers: 8,
            listing_gap: true,
          },
        ],
      },
    },
  }
  const section = () =>
    screen.getByRole('heading', { name: 'Where the assistants get their answers' }).parentElement!

  it("gives the own site's citation rate with its 95% range and the cited domains with counts", () => {
    show(withSources)
    expect(section().textContent).toContain(
      '20% of answers cited your website harbourdental.example: 4 of 20 (95% range 8%–42%).',
    )
    const domains = within(within(section()).getByRole('list', { name: 'Cited sites' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(domains).toEqual([
      'healthengine.com.aucited in 12 answers · 3 name you · 12 name competitors',
      'yelp.com.aucited in 8 answers · 0 name you · 8 name competitors' +
        'Listing gap: names competitors, not you',
    ])
    expect(section().textContent).toContain(
      '1 is a listing gap: the answers citing it name your competitors but not you, so it is where to get listed next.',
    )
  })
  it('says why there are no sources when web search was off, and when no website was given', () => {
    show({ ...fixture, web_search: false, search_location: null, website: null })
    expect(section().textContent).toContain(
      'Web search was off for this audit, so the answers cite no sources.',
    )
    expect(section().textContent).toContain(
      'No website was given, so citations of your own site could not be counted.',
    )
  })
})

describe('Results: the verdict and the informative rate', () => {
  it('shows the INCONCLUSIVE banner text in a neutral style, with the informative rate', () => {
    const inconclusive: AuditResult = {
      ...fixture,
      severity: 'INCONCLUSIVE',
      scores: {
        ...fixture.scores,
        overall: {
          ...FIXTURE_OVERALL_METRICS,
          informative_rate: { value: 0.35, low: 0.18, high: 0.57, n: 20 },
        },
      },
    }
    show(inconclusive)
    const banner = screen.getByRole('status')
    expect(banner.textContent).toBe(severityBanner('INCONCLUSIVE', 'dentist', 'Sydney'))
    expect(getComputedStyle(banner).color).toBe('var(--c-text)')
    expect(getComputedStyle(banner).borderStyle).toBe('dashed')
    expect(screen.getByText(/^Informative rate 35%:/).parentElement!.textContent).toContain(
      'Informative rate 35%: 7 of 20 answers named any business at all (95% range 18%–57%).',
    )
  })
  it('keeps the spec colour of LOW and shows the informative rate there too', () => {
    show({ ...fixture, severity: 'LOW' })
    const banner = screen.getByRole('status')
    expect(banner.textContent).toBe(severityBanner('LOW', 'dentist', 'Sydney'))
    expect(getComputedStyle(banner).color).toBe('var(--c-danger)')
    expect(screen.getByText(/^Informative rate 100%:/)).toBeTruthy()
  })
})

describe("Results: an assistant's answer as markdown, rendered safely", () => {
  const answer = [
    'Here are **three** options:',
    '',
    '| Business | Why |',
    '| --- | --- |',
    '| Acme Plumbing | fast |',
    '',
    '![pixel](https://tracker.example/p.gif)',
    '',
    '[Acme](https://acme.example/) and [bad](javascript:alert(1))',
    '',
    '<script>alert(1)</script><b onclick="x()">raw</b>',
  ].join('\n')
  const withMarkdown = mapAnswers(fixture, (a, id) => (id === 1 ? { ...a, answer } : a))

  it('renders bold text and a GitHub table inside a focusable scrolling region', () => {
    show(withMarkdown)
    const card = questionCard(1)
    expect(within(card).getByText('three').tagName).toBe('STRONG')
    const region = within(card).getByRole('region', { name: 'Table from the answer' })
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(within(region).getByRole('cell', { name: 'Acme Plumbing' })).toBeTruthy()
  })

  it('drops images, opens links in a new tab without referrer, and never keeps a javascript: link', () => {
    show(withMarkdown)
    const card = questionCard(1)
    expect(card.querySelector('img')).toBeNull()
    const acme = within(card).getByRole('link', { name: 'Acme' })
    expect(acme.getAttribute('href')).toBe('https://acme.example/')
    expect(acme.getAttribute('target')).toBe('_blank')
    expect(acme.getAttribute('rel')).toBe('nofollow noopener noreferrer')
    for (const link of card.querySelectorAll('a'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i)
  })

  it('shows HTML in an answer as text and never as elements', () => {
    show(withMarkdown)
    const card = questionCard(1)
    expect(card.querySelector('script, b[onclick]')).toBeNull()
    expect(card.textContent).toContain('<script>alert(1)</script>')
  })
})

describe('Results: every competitor an answer names', () => {
  it('shows three and folds the rest behind "+N more", leaving none out', () => {
    const five = [
      'Smile Co',
      'Bright Teeth',
      'Sydney Dental Care',
      'Trusted Smiles',
      'Urban Dental',
    ]
    show(mapAnswers(fixture, (a, id) => (id === 1 ? { ...a, competitors_mentioned: five } : a)))
    const card = questionCard(1)
    const more = within(card).getByText('+2 more')
    const folded = more.closest('details')!
    expect(folded.open).toBe(false)
    const list = within(card).getByText('Competitors mentioned:').nextElementSibling!
    const chips = [...list.querySelectorAll('li:not([data-more])')]
    expect(chips.map((li) => li.textContent)).toEqual(five)
    expect(chips.map((li) => folded.contains(li))).toEqual([false, false, false, true, true])
    // An answer naming three has no fold.
    expect(within(questionCard(2)).queryByText(/more$/)).toBeNull()
  })
})

describe('Results: what next', () => {
  it("offers 'Run another audit' beside the closing strategy call", () => {
    show(fixture)
    const again = screen.getByRole('link', { name: 'Run another audit' })
    expect(again.getAttribute('href')).toBe('/audit')
    const closing = screen.getByRole('link', { name: CTA_LABELS.scheduleStrategyCall })
    expect(again.parentElement).toBe(closing.parentElement)
  })
})

describe('Results: the verdict in words and the first fixes', () => {
  it('says the figures in words under the banner, and shows the fixes before the answers', () => {
    const fixes = [
      {
        id: 'reviews',
        title: 'Collect reviews that mention dentist in Sydney',
        why: 'W.',
        how: 'H.',
      },
      { id: 'entity', title: 'Teach ChatGPT who Harbour Dental is', why: 'W.', how: 'H.' },
    ]
    show({ ...fixture, fixes })
    const banner = screen.getByRole('status')
    expect(banner.nextElementSibling!.textContent).toBe(verdictSummary(fixture))
    const heading = screen.getByRole('heading', { name: 'Your first 2 fixes' })
    const list = screen.getByRole('region', { name: 'Your first 2 fixes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(fixes.map((f) => f.title))
    expect(before(heading, screen.getByText('QUESTION 1 OF 10'))).toBe(true)
  })

  it('shows no fixes section for a result made before fixes were kept', () => {
    show(fixture)
    expect(screen.queryByRole('heading', { name: /^Your first/ })).toBeNull()
  })
})
