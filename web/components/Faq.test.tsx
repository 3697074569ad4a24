// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FaqAccordion } from './Faq'

afterEach(cleanup)

const faqs = [
  { id: 1, question: 'What is AI visibility?', answer: 'First paragraph.\n\nSecond paragraph.' },
  { id: 2, question: 'Which AI assistants do you check?', answer: 'ChatGPT, Claude, Gemini and Perplexity.' },
]

describe('FaqAccordion (spec §2, §4)', () => {
  it('opens one item at a time, and closes the open item when clicked again', () => {
    render(<FaqAccordion faqs={faqs} />)
    const [first, second] = screen.getAllByRole('button')
    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Second paragraph.')).toBeTruthy()
    fireEvent.click(second)
    expect(first.getAttribute('aria-expanded')).toBe('false')
    expect(second.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(second)
    expect(second.getAttribute('aria-expanded')).toBe('false')
  })
})
