// @vitest-environment jsdom
import { severityBanner, verdictSummary, type AuditResult } from '@aivis/contract'
import { FIXTURE_FACT_CHECK, makeAuditResult, makeFactCheckedResult } from '@aivis/contract/testing'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AuditReport, reportDateText } from './AuditReport'

afterEach(cleanup)

/** The fixture with ChatGPT's first answer failed and Claude's first answer citing two sources. */
function result(): AuditResult {
  const base = makeAuditResult()
  return {
    ...base,
    discovery_queries_results: base.discovery_queries_results.map((q, i) =>
      i > 0
        ? q
        : {
            ...q,
            answers: q.answers.map((a) =>
              a.assistant === 'chatgpt'
                ? { ...a, error: 'timeout' }
                : {
                    ...a,
                    citations: [
                      {
                        url: 'https://smile.example/about',
                        title: 'Smile Co',
                        domain: 'smile.example',
                      },
                      { url: 'https://dir.example/dentists', title: null, domain: 'dir.example' },
                    ],
                  },
            ),
          },
    ),
  }
}

describe('AuditReport', () => {
  it('gives the demo note, the verdict banner and its summary, the fixes, then the figures overall and per assistant', () => {
    const fixes = [{ id: 'reviews', title: 'Collect reviews', why: 'Read.', how: 'Ask.' }]
    const r = { ...result(), fixes }
    const { container } = render(<AuditReport result={r} />)
    const [note, banner, summary] = [...container.children].map((e) => e.textContent)
    expect(note).toBe('Demo mode: these answers come from simulated AI assistants, not live ones.')
    // Spec §4's banner text, then the figures in words that agree with it.
    expect(banner).toBe(severityBanner(r.severity, r.specialism, r.location))
    expect(summary).toBe(verdictSummary(r))
    const fixList = screen.getByRole('region', { name: 'Your first fix' })
    expect(within(fixList).getByText('Collect reviews')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'The figures' })).toBeTruthy()
    expect(
      screen.getByText(
        'Mention rate 20% (95% range 8%–42%): named in 4 of 20 answers. Share of voice 10%.',
      ),
    ).toBeTruthy()
    const table = screen.getByRole('region', { name: 'Figures by assistant' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Assistant', 'Named in', 'Mention rate (95% range)', 'Share of voice'],
      ['ChatGPT', '3 of 10', '30% (11%–60%)', '11%'],
      ['Claude', '1 of 10', '10% (2%–40%)', '9%'],
    ])
  })

  it('ranks every business named, the business among them, the cited domains and who knows it', () => {
    const r: AuditResult = {
      ...result(),
      control_questions: [
        {
          assistant: 'chatgpt',
          assistant_name: 'ChatGPT',
          question: 'What do you know about Harbour Dental in Sydney?',
          answer: 'A clinic.',
          knows_business: true,
        },
        {
          assistant: 'claude',
          assistant_name: 'Claude',
          question: 'What do you know about Harbour Dental in Sydney?',
          answer: '',
          knows_business: false,
          error: 'timed out',
        },
      ],
    }
    render(<AuditReport result={r} />)
    const named = screen.getByRole('region', { name: 'Businesses named' })
    expect(
      within(named)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['1', 'Smile Co', '20', '51%'],
      ['2', 'Bright Teeth', '10', '26%'],
      ['3', 'Sydney Dental Care', '5', '13%'],
      ['4', 'Harbour Dental (you)', '4', '10%'],
    ])
    const knows = screen.getByRole('region', { name: 'Does each assistant know your business?' })
    expect(
      within(knows)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ChatGPT: knows you', 'Claude: no answer (timed out)'])
    // The fixture cites no domain: the section is left out.
    expect(
      screen.queryByRole('region', { name: 'Where the assistants get their answers' }),
    ).toBeNull()
  })

  it('lists the domains the answers cite, with who they name and the listing gaps', () => {
    const base = result()
    const r: AuditResult = {
      ...base,
      scores: {
        ...base.scores,
        overall: {
          ...base.scores.overall,
          top_sources: [
            {
              domain: 'healthengine.com.au',
              answers: 12,
              business_answers: 0,
              competitor_answers: 12,
              listing_gap: true,
            },
            {
              domain: 'harbourdental.example',
              answers: 1,
              business_answers: 1,
              competitor_answers: 0,
              listing_gap: false,
            },
          ],
        },
      },
    }
    render(<AuditReport result={r} />)
    const list = screen.getByRole('region', { name: 'Where the assistants get their answers' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'healthengine.com.au: cited in 12 answers · 0 name you · 12 name competitors · listing gap: get listed here',
      'harbourdental.example: cited in 1 answer · 1 name you · 0 name competitors',
    ])
  })

  it("gives every question with each assistant's answer, whether it named the business, errors and sources", () => {
    const r = result()
    render(<AuditReport result={r} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'What each assistant answered' }),
    ).toBeTruthy()
    const questions = screen.getAllByRole('heading', { level: 3 })
    expect(questions.map((h) => h.textContent)).toEqual(
      r.discovery_queries_results.map((q) => `${q.id}. ${q.question}`),
    )
    const first = questions[0].parentElement!
    // The first question open; each other one folded under its heading and who named you.
    const folds = [...document.querySelectorAll('details')].filter((d) => d.querySelector('h3'))
    expect(folds).toHaveLength(r.discovery_queries_results.length - 1)
    for (const fold of folds) {
      expect(fold.open).toBe(false)
      expect(fold.querySelector('summary')!.textContent).toMatch(
        /(Named you: .+\.|No assistant named you\.)$/,
      )
    }
    const answers = within(first).getAllByRole('heading', { level: 4 })
    expect(answers.map((h) => h.textContent)).toEqual(['ChatGPT · named you', 'Claude · named you'])
    expect(within(first).getByText('No answer (timeout).')).toBeTruthy()
    // Claude's answer is Markdown, rendered.
    expect(within(first).getByText('Harbour Dental').tagName).toBe('STRONG')
    const source = within(first).getByRole('link', { name: 'Smile Co' })
    expect(source.getAttribute('href')).toBe('https://smile.example/about')
    expect(source.getAttribute('rel')).toBe('nofollow noopener noreferrer')
    // A source without a title is named by its domain.
    expect(within(first).getByRole('link', { name: 'dir.example' })).toBeTruthy()
    expect(within(first).getByText(/^Sources:/)).toBeTruthy()
    // Every answer of every question is there.
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(
      r.discovery_queries_results.reduce((n, q) => n + q.answers.length, 0),
    )
  })

  it('names no competitors when there are none', () => {
    const base = makeAuditResult()
    const r = {
      ...base,
      scores: { ...base.scores, overall: { ...base.scores.overall, competitors: [] } },
    }
    render(<AuditReport result={r} />)
    expect(screen.queryByText(/^Named instead/)).toBeNull()
  })
})

describe("AuditReport: 'What the assistants say about you'", () => {
  it('follows the fixes with the summary and each wrong fact: kind, assistant, quote, right value, question, cited domains', () => {
    render(<AuditReport result={makeFactCheckedResult()} />)
    const section = screen.getByRole('region', { name: 'What the assistants say about you' })
    const fixes = screen.getByRole('region', { name: 'Your first fix' })
    expect(fixes.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      within(section).getByText('3 wrong facts in 6 answers that named you; 21 facts were right.'),
    ).toBeTruthy()
    const facts = within(within(section).getByRole('list', { name: 'Wrong facts' })).getAllByRole(
      'listitem',
    )
    expect(facts).toHaveLength(3)
    // The most serious first, tagged so.
    const [closure, phone, hours] = facts
    expect(closure.textContent).toContain('Most serious')
    expect(closure.textContent).toContain('Trading status')
    expect(closure.textContent).toContain('Claude said:')
    expect(closure.textContent).toContain('“permanently closed”')
    expect(closure.textContent).toContain('Correct: open')
    expect(closure.textContent).toContain(
      'Asked: What are the contact details and opening hours of Harbour Dental in Sydney?',
    )
    const yelp = within(closure).getByRole('link', { name: 'yelp.com.au' })
    expect(yelp.getAttribute('href')).toBe('https://www.yelp.com.au/biz/harbour-dental-sydney')
    expect(within(closure).getByRole('link', { name: 'google.com' })).toBeTruthy()
    expect(phone.textContent).not.toContain('Most serious')
    expect(phone.textContent).toContain('Phone number')
    expect(phone.textContent).toContain('ChatGPT said:')
    expect(phone.textContent).toContain('“(02) 9555 0124”')
    expect(phone.textContent).toContain('Correct: +61 2 9555 0123')
    // Each cited domain once.
    expect(within(phone).getAllByRole('link', { name: 'healthengine.com.au' })).toHaveLength(1)
    expect(hours.textContent).toContain(
      'Correct: Monday to Friday 08:00–18:00; Saturday 09:00–12:00',
    )
    // An answer that cited nothing has no sources line.
    expect(hours.textContent).not.toContain('Where it most likely comes from')
  })

  it('says "No wrong facts" with the counts when every fact was right', () => {
    const check = { ...FIXTURE_FACT_CHECK, wrong: 0, correct: 24, wrong_facts: [] }
    render(<AuditReport result={makeFactCheckedResult({ fact_check: check })} />)
    const section = screen.getByRole('region', { name: 'What the assistants say about you' })
    expect(section.textContent).toContain(
      'No wrong facts in 6 answers that named you; 24 facts were right.',
    )
    expect(within(section).queryByRole('list')).toBeNull()
  })

  it('is absent without a fact check', () => {
    render(<AuditReport result={makeAuditResult()} />)
    expect(screen.queryByText('What the assistants say about you')).toBeNull()
  })
})

describe('reportDateText', () => {
  it("gives the long date and the time in the market's zone, UTC without one", () => {
    expect(reportDateText('2026-11-25T08:00:00Z')).toBe('November 25, 2026 at 8:00 AM UTC')
    expect(reportDateText('2026-11-25T08:00:00Z', 'Australia/Sydney')).toBe(
      'November 25, 2026 at 7:00 PM Sydney time',
    )
  })
})
