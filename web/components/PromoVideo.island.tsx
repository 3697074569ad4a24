/**
 * The home page's promo video (spec §2 home section 1; docs/decisions/0080) behind a facade: until
 * a visitor presses play, the page holds only a button showing the poster (lazy-loaded) and a
 * play mark; a browser's `<video controls>` costs main-thread time at load even with
 * `preload="none"` (its controls are built and laid out), which measurably delayed the home page.
 * Pressed, the button becomes the video: muted, with controls, playing at once (the visitor asked;
 * never with sound), the English captions shown, focus moved to it. Hydrated at first interaction
 * (the island `PromoVideo`, components/Island.tsx): a press before hydration is held and done again.
 * Without scripts, the `<noscript>` video plays the same files.
 *
 * Props (plain JSON): `sources` in order of preference (`{ src, type }`, e.g. WebM then MP4),
 * `poster` and `captions` URLs or null, `label` (what the video shows, for screen readers).
 */
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { colors } from '../lib/theme'

export interface PromoVideoFiles {
  sources: { src: string; type: string }[]
  poster: string | null
  captions: string | null
  label: string
}

const Facade = styled.button({
  position: 'relative',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  display: 'block',
  color: 'inherit',
  font: 'inherit',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: -3 },
  '&:hover > span, &:focus-visible > span': { transform: 'translate(-50%, -50%) scale(1.08)' },
})

const PlayMark = styled.span({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  transition: 'transform .15s ease',
  width: 72,
  height: 72,
  borderRadius: '50%',
  background: 'rgba(11, 13, 23, 0.72)',
  border: '2px solid rgba(255, 255, 255, 0.85)',
  display: 'grid',
  placeItems: 'center',
  '&::after': {
    content: '""',
    marginLeft: 6,
    borderStyle: 'solid',
    borderWidth: '14px 0 14px 24px',
    borderColor: 'transparent transparent transparent #fff',
  },
})

/** The `<video>` with its sources and captions; `play` starts it (the visitor pressed play). */
function Video({ files, play }: { files: PromoVideoFiles; play: boolean }) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (play) ref.current?.focus()
  }, [play])
  return (
    <video
      ref={ref}
      controls
      muted
      playsInline
      autoPlay={play}
      preload={play ? 'auto' : 'none'}
      poster={files.poster ?? undefined}
      aria-label={files.label}
    >
      {files.sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} />
      ))}
      {files.captions && (
        <track kind="captions" src={files.captions} srcLang="en" label="English" default />
      )}
    </video>
  )
}

export function PromoVideoPlayer(files: PromoVideoFiles) {
  const [playing, setPlaying] = useState(false)
  if (playing) return <Video files={files} play />
  return (
    <>
      <Facade
        type="button"
        aria-label={`Play video: ${files.label}`}
        onClick={() => setPlaying(true)}
      >
        {files.poster && (
          <img src={files.poster} alt="" width={960} height={540} loading="lazy" decoding="async" />
        )}
        <PlayMark aria-hidden="true" />
      </Facade>
      <noscript>
        <Video files={files} play={false} />
      </noscript>
    </>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default PromoVideoPlayer
