// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FaqAccordion } from './Faq'

afterEach(cleanup)

const faqs = [
  { id: 1, question: 'What is AI visibility?', answer: 'First paragraph.\n\nSecond paragraph.' },
  {
    id: 2,
    question: 'Which AI assistants do you check?',
    answer: 'ChatGPT, Claude, Gemini and Perplexity.',
  },
]

// The exclusive opening itself is the browser's (e2e: tests/e2e/faq.spec.ts).
describe('FaqAccordion (spec §2, §4)', () => {
  it('renders one closed item per question, grouped by one name, answers split in paragraphs', () => {
    const { container } = render(<FaqAccordion faqs={faqs} />)
    const items = [...container.querySelectorAll('details')]
    expect(items.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'What is AI visibility?',
      'Which AI assistants do you check?',
    ])
    expect(items.every((d) => !d.open)).toBe(true)
    expect(new Set(items.map((d) => d.getAttribute('name'))).size).toBe(1)
    expect(items[0].getAttribute('name')).toBeTruthy()
    expect(screen.getByText('Second paragraph.').tagName).toBe('P')
  })

  it('gives two accordions on one page different groups', () => {
    const { container } = render(
      <>
        <FaqAccordion faqs={faqs} />
        <FaqAccordion faqs={faqs} />
      </>,
    )
    const names = [...container.querySelectorAll('details')].map((d) => d.getAttribute('name'))
    expect(new Set(names).size).toBe(2)
  })

  it('renders nothing without questions', () => {
    const { container } = render(<FaqAccordion faqs={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
