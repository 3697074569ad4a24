// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
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
  it('plays the uploaded WebM, then the MP4 copy, muted, with a poster, default captions and nothing loaded before play', () => {
    const { container } = render(<PromoVideo block={seeded} />)
    const video = container.querySelector('video')!
    expect(video.getAttribute('aria-label')).toBe('The audit, from the home page to results')
    expect(video.muted).toBe(true)
    expect(video.hasAttribute('autoplay')).toBe(false)
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.hasAttribute('playsinline')).toBe(true)
    expect(video.getAttribute('preload')).toBe('none')
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
  })

  it('is muted in the server-rendered page itself (the hero is not hydrated)', () => {
    const html = renderToStaticMarkup(<PromoVideo block={seeded} />)
    expect(html).toMatch(/^<video [^>]*\bmuted=""/)
    expect(html).not.toMatch(/autoplay/i)
  })

  it('leaves out a poster that is not an image and captions that are not WebVTT', () => {
    const { container } = render(
      <PromoVideo
        block={{
          promoVideo: seeded.promoVideo,
          promoPoster: media(5, 'clip.mp4', 'video/mp4'),
          promoCaptions: media(6, 'notes.svg', 'image/svg+xml'),
        }}
      />,
    )
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
