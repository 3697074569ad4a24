// @vitest-environment jsdom
import { severityBanner, type AuditResult } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
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
  it('gives the verdict banner, then the figures overall and per assistant, and the competitors named instead', () => {
    const r = result()
    const { container } = render(<AuditReport result={r} />)
    // Spec §4's banner text comes first.
    expect(container.firstElementChild!.textContent).toBe(
      severityBanner(r.severity, r.specialism, r.location),
    )
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
    expect(
      screen.getByText('Named instead: Smile Co (20), Bright Teeth (10), Sydney Dental Care (5)'),
    ).toBeTruthy()
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

describe('reportDateText', () => {
  it('gives the long date and the time in UTC', () => {
    expect(reportDateText('2026-11-25T08:00:00Z')).toBe('November 25, 2026 at 8:00 AM UTC')
  })
})
