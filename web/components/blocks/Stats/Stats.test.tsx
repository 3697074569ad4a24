// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Media, StatsBlock } from '../../../lib/cms-types'
import { Stats } from './Stats'

const media = (id: number, filename: string, mimeType: string): Media => ({
  id,
  filename,
  mimeType,
  alt: filename,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
})

const block: StatsBlock = {
  blockType: 'stats',
  title: 'Why AI Visibility Matters',
  stats: [{ value: '43%', label: 'of consumers use AI search daily' }],
  platforms: [
    { name: 'ChatGPT', logo: media(1, 'openai.svg', 'image/svg+xml') },
    { name: 'Claude', logo: media(2, 'claude.png', 'image/png') },
    { name: 'Gemini', logo: 7 },
    { name: 'Perplexity' },
  ],
}

afterEach(cleanup)

describe('Stats: the strip of AI platform logos (spec §2 home section 2)', () => {
  it('names every platform as text, the marks hidden from screen readers', () => {
    render(<Stats block={block} />)
    const strip = screen.getByRole('list', { name: 'AI platforms' })
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ChatGPT', 'Claude', 'Gemini', 'Perplexity'])
    expect(within(strip).queryAllByRole('img')).toHaveLength(0)
  })

  it('draws an SVG mark in the text colour through a mask, shows another image as it is', () => {
    const html = renderToStaticMarkup(<Stats block={block} />)
    const items = html.split('<li').slice(1)
    expect(items[0]).toMatch(
      /<span aria-hidden="true"[^>]*style="mask-image:url\(&quot;\/media\/openai\.svg&quot;\);-webkit-mask-image:url\(&quot;\/media\/openai\.svg&quot;\)"/,
    )
    expect(items[1]).toMatch(/<img src="\/media\/claude\.png" alt=""/)
    // An id without its document (not populated) and no logo: the name alone.
    expect(items[2]).not.toMatch(/<img|mask-image/)
    expect(items[3]).not.toMatch(/<img|mask-image/)
  })
})
