// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'

import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Media } from '../../../lib/cms-types'
import { PromoVideo } from './Hero'

const media = (id: number, filename: string, mimeType: string, alt = ''): Media => ({
  id,
  filename,
  mimeType,
  alt,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
})

const seeded = {
  promoVideo: media(
    1,
    'promo-video.webm',
    'video/webm',
    'The audit, from the home page to results',
  ),
  promoVideoMp4: media(2, 'promo-video.mp4', 'video/mp4'),
  promoPoster: media(3, 'promo-video-poster.webp', 'image/webp'),
  promoCaptions: media(4, 'promo-video.vtt', 'text/vtt'),
}

afterEach(cleanup)

describe('PromoVideo (spec §2 home section 1)', () => {
  it('is a play button showing the poster until pressed: no video, nothing but the poster to load', () => {
    const { container } = render(<PromoVideo block={seeded} />)
    const play = screen.getByRole('button', {
      name: 'Play video: The audit, from the home page to results',
    })
    const poster = play.querySelector('img')!
    expect([poster.getAttribute('src'), poster.alt, poster.getAttribute('loading')]).toEqual([
      '/media/promo-video-poster.webp',
      '',
      'lazy',
    ])
    expect(container.querySelector('video')).toBeNull()
  })

  it('pressed, plays the WebM, then the MP4 copy, muted, with controls and default captions', async () => {
    const { container } = render(<PromoVideo block={seeded} />)
    act(() => void fireEvent.click(screen.getByRole('button', { name: /^Play video/ })))
    const video = container.querySelector('video')!
    expect(video.getAttribute('aria-label')).toBe('The audit, from the home page to results')
    expect(video.muted).toBe(true)
    expect(video.autoplay).toBe(true)
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.getAttribute('poster')).toBe('/media/promo-video-poster.webp')
    expect(
      [...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type]),
    ).toEqual([
      ['/media/promo-video.webm', 'video/webm'],
      ['/media/promo-video.mp4', 'video/mp4'],
    ])
    const track = video.querySelector('track')!
    expect(track.kind).toBe('captions')
    expect(track.getAttribute('src')).toBe('/media/promo-video.vtt')
    expect(track.srclang).toBe('en')
    expect(track.label).toBe('English')
    expect(track.default).toBe(true)
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull()
  })

  it('server-renders the facade inside its island, and a muted video that loads nothing for visitors without scripts', () => {
    const html = renderToStaticMarkup(<PromoVideo block={seeded} />)
    expect(html).toMatch(/^<div data-island="PromoVideo"[^>]*data-hydrate="interaction"/)
    const fallback = html.match(/<noscript>(.*)<\/noscript>/)?.[1] ?? ''
    expect(fallback).toMatch(/^<video [^>]*\bmuted=""[^>]*preload="none"/)
    expect(fallback).toContain('<track kind="captions" src="/media/promo-video.vtt"')
    expect(html).not.toMatch(/autoplay/i)
  })

  it('leaves out a poster that is not an image and captions that are not WebVTT', async () => {
    const { container } = render(
      <PromoVideo
        block={{
          promoVideo: seeded.promoVideo,
          promoPoster: media(5, 'clip.mp4', 'video/mp4'),
          promoCaptions: media(6, 'notes.svg', 'image/svg+xml'),
        }}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    act(() => void fireEvent.click(screen.getByRole('button', { name: /^Play video/ })))
    const video = container.querySelector('video')!
    expect(video.hasAttribute('poster')).toBe(false)
    expect(video.querySelector('track')).toBeNull()
    expect(video.querySelectorAll('source')).toHaveLength(1)
  })

  it('embeds a YouTube link lazily, and shows the placeholder when nothing is set', () => {
    const { container } = render(
      <PromoVideo block={{ promoVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }} />,
    )
    expect(container.querySelector('iframe')?.getAttribute('loading')).toBe('lazy')
    cleanup()
    render(<PromoVideo block={{}} />)
    expect(screen.getByRole('img', { name: 'Promo video coming soon' }).textContent).toBe(
      '▶ See how the audit works',
    )
  })

  it('plays a video link that is not YouTube or Vimeo the same quiet way', () => {
    const { container } = render(
      <PromoVideo block={{ promoVideoUrl: 'https://cdn.example/promo.mp4' }} />,
    )
    const video = container.querySelector('video')!
    expect(video.getAttribute('src')).toBe('https://cdn.example/promo.mp4')
    expect([video.muted, video.getAttribute('preload')]).toEqual([true, 'none'])
  })
})
