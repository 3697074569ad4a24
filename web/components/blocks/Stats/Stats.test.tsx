// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Media, SiteSetting, StatsBlock } from '../../../lib/cms-types'
import { FALLBACK_COMMON } from '../../../lib/common'
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
  id: 'b1',
  stats: [{ statistic: 'aiSearchDaily' }],
  platforms: [
    { name: 'ChatGPT', logo: media(1, 'openai.svg', 'image/svg+xml') },
    { name: 'Claude', logo: media(2, 'claude.png', 'image/png') },
    { name: 'Gemini', logo: 7 },
    { name: 'Perplexity' },
  ],
}

/** Site settings whose statistics are `statistics`. */
const withStatistics = (
  statistics: NonNullable<SiteSetting['promises']['statistics']>,
): SiteSetting => ({
  ...FALLBACK_COMMON.settings,
  promises: { ...FALLBACK_COMMON.settings.promises, statistics },
})
const settings = withStatistics([
  { key: 'aiSearchDaily', value: '43%', label: 'of consumers use AI search daily' },
])

afterEach(cleanup)

describe('Stats: statistics shown with their source only (decision 0128)', () => {
  const sourced = withStatistics([
    { key: 'aiSearchDaily', value: '43%', label: 'of consumers use AI search daily' },
    {
      key: 'aiTrust',
      value: '62%',
      label: 'trust AI for brand decisions',
      source: { name: 'Example Research', url: 'https://research.example/ai', year: '2025' },
    },
    { key: 'helped', value: '100+', label: 'businesses helped', source: { name: 'Our clients' } },
  ])
  const twoStats = {
    ...block,
    stats: [{ statistic: 'aiSearchDaily' }, { statistic: 'aiTrust' }, { statistic: 'helped' }],
  }

  it('leaves out a statistic without a source, and numbers the others', () => {
    render(<Stats block={twoStats} settings={sourced} />)
    expect(screen.queryByText('43%')).toBeNull()
    expect(screen.getByText('62%')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Source 1' }).getAttribute('href')).toBe(
      '#stats-b1-source-1',
    )
    expect(screen.getByRole('link', { name: 'Source 2' }).getAttribute('href')).toBe(
      '#stats-b1-source-2',
    )
  })

  it('lists the sources under the section, each the target of its marker, linked when it has a URL', () => {
    render(<Stats block={twoStats} settings={sourced} />)
    const sources = screen.getByRole('list', { name: 'Sources' })
    const items = within(sources).getAllByRole('listitem')
    expect(items.map((li) => [li.id, li.textContent])).toEqual([
      ['stats-b1-source-1', '1 Source: Example Research, 2025'],
      ['stats-b1-source-2', '2 Source: Our clients'],
    ])
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe(
      'https://research.example/ai',
    )
    expect(within(items[1]).queryByRole('link')).toBeNull()
  })

  it('gives statistics of one source one footnote, cited by each of their markers', () => {
    const ours = { name: 'Visibly AI client results' }
    const shared = withStatistics([
      { key: 'helped', value: '100+', label: 'businesses helped', source: ours },
      { key: 'increase', value: '340%', label: 'average increase', source: { ...ours } },
      { key: 'aiTrust', value: '62%', label: 'trust AI', source: { name: 'Example Research' } },
    ])
    const three = {
      ...block,
      stats: [{ statistic: 'helped' }, { statistic: 'increase' }, { statistic: 'aiTrust' }],
    }
    render(<Stats block={three} settings={shared} />)
    expect(screen.getAllByRole('link', { name: 'Source 1' })).toHaveLength(2)
    expect(screen.getAllByRole('link', { name: 'Source 2' })).toHaveLength(1)
    const items = within(screen.getByRole('list', { name: 'Sources' })).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      '1 Source: Visibly AI client results',
      '2 Source: Example Research',
    ])
  })

  it('shows no statistics and no sources while none has a source', () => {
    render(<Stats block={twoStats} settings={settings} />)
    expect(screen.queryByRole('list', { name: 'Sources' })).toBeNull()
    expect(screen.queryByText('43%')).toBeNull()
  })
})

describe('Stats: the strip of AI platform logos (spec §2 home section 2)', () => {
  it('names every platform as text, the marks hidden from screen readers', () => {
    render(<Stats block={block} settings={settings} />)
    const strip = screen.getByRole('list', { name: 'AI platforms' })
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ChatGPT', 'Claude', 'Gemini', 'Perplexity'])
    expect(within(strip).queryAllByRole('img')).toHaveLength(0)
  })

  it('draws an SVG mark in the text colour through a mask, shows another image as it is', () => {
    const html = renderToStaticMarkup(<Stats block={block} settings={settings} />)
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
