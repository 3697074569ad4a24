/** Hero block (spec §2 home section 1): headline, the domain form and the promo video. */
import styled from '@emotion/styled'
import type { HeroBlock } from '../../../lib/cms-types'
import { Island } from '../../Island'
import { mediaFile } from '../../../lib/media'
import { videoEmbedUrl } from '../../../lib/format'
import { colors, radii, space } from '../../../lib/theme'
import { DomainForm } from '../../DomainForm.island'
import { PromoVideoPlayer, type PromoVideoFiles } from '../../PromoVideo.island'
import { Container, Eyebrow, H1, Lead, Muted } from '../../ui'
import { TwoColumns } from '../shared'

const Band = styled.section({
  padding: `${space[8]}px 0 ${space[8]}px`,
  background: `radial-gradient(1200px 500px at 20% -10%, rgba(124,92,255,.25), transparent), radial-gradient(900px 400px at 90% 10%, rgba(34,211,238,.12), transparent)`,
})
const Video = styled.div({
  aspectRatio: '16 / 9',
  borderRadius: radii.lg,
  border: `1px solid ${colors.border}`,
  overflow: 'hidden',
  background: `linear-gradient(135deg, #1b1f36, #2a1f5c)`,
  display: 'grid',
  placeItems: 'center',
  color: '#c9cdf0',
  '& video, & iframe': {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    border: 0,
    display: 'block',
  },
})

/**
 * The promo video (docs/decisions/0080): the uploaded files (WebM, then the MP4 copy) with their
 * poster and default English captions, behind a play button until pressed (the island
 * `PromoVideo`, components/PromoVideoPlayer.tsx): muted, never playing by itself, nothing but the
 * poster loaded before; else YouTube/Vimeo as a lazy embed, any other URL as a `<video>` loading
 * nothing before play; else a placeholder.
 */
export function PromoVideo({
  block,
}: {
  block: Pick<
    HeroBlock,
    'promoVideo' | 'promoVideoMp4' | 'promoPoster' | 'promoCaptions' | 'promoVideoUrl'
  >
}) {
  const sources = [mediaFile(block.promoVideo), mediaFile(block.promoVideoMp4)].filter(
    (f): f is NonNullable<typeof f> => !!f?.mimeType?.startsWith('video/'),
  )
  const poster = mediaFile(block.promoPoster)
  const captions = mediaFile(block.promoCaptions)
  const files: PromoVideoFiles = {
    sources: sources.map((s) => ({ src: s.url, type: s.mimeType! })),
    poster: poster?.mimeType?.startsWith('image/') ? poster.url : null,
    captions: captions?.mimeType === 'text/vtt' ? captions.url : null,
    label: sources[0]?.alt || 'Promo video',
  }
  if (sources.length)
    return (
      <Island name="PromoVideo" hydrate="interaction" component={PromoVideoPlayer} props={files} />
    )
  const url = block.promoVideoUrl
  const embed = url ? videoEmbedUrl(url) : null
  if (embed)
    return (
      <iframe
        src={embed}
        title="Promo video"
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    )
  if (url)
    return (
      <video controls muted playsInline preload="none" src={url} aria-label="Promo video">
        {files.captions && (
          <track kind="captions" src={files.captions} srcLang="en" label="English" default />
        )}
      </video>
    )
  return (
    <span role="img" aria-label="Promo video coming soon">
      ▶ See how the audit works
    </span>
  )
}

/** Spec §1 texts stand in for empty fields. */
export function Hero({ block: hero }: { block: HeroBlock }) {
  return (
    <Band>
      <Container>
        <TwoColumns>
          <div>
            {hero.eyebrow && <Eyebrow>{hero.eyebrow}</Eyebrow>}
            <H1>{hero.headline || 'AI Visibility for Business'}</H1>
            <Lead>
              {hero.subheadline || 'Get found by AI assistants like ChatGPT, Claude, and Gemini'}
            </Lead>
            <Island
              name="DomainForm"
              hydrate="interaction"
              component={DomainForm}
              props={{
                placeholder: hero.formPlaceholder || 'yourbusiness.com',
                buttonLabel: hero.buttonLabel || 'Run Free AI Audit',
              }}
            />
            {hero.note && <Muted style={{ marginTop: space[3] }}>{hero.note}</Muted>}
          </div>
          <Video>
            <PromoVideo block={hero} />
          </Video>
        </TwoColumns>
      </Container>
    </Band>
  )
}
