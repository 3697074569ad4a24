/** Hero block (spec §2 home section 1): headline, the domain form and the promo video. */
import styled from '@emotion/styled'
import type { HeroBlock } from '../../../lib/cms-types'
import { Island } from '../../../lib/islands'
import { mediaFile } from '../../../lib/media'
import { videoEmbedUrl } from '../../../lib/format'
import { colors, radii, space } from '../../../lib/theme'
import { DomainForm } from '../../DomainForm'
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
 * The promo video (docs/decisions/0080): the uploaded files as one `<video>` (WebM, then the MP4
 * copy) with its poster and default English captions, muted, never autoplaying and loading
 * nothing but the poster until played (`preload="none"`); else YouTube/Vimeo as a lazy embed, any
 * other URL as a `<video>` the same way; else a placeholder.
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
  const videoProps = {
    controls: true,
    muted: true,
    playsInline: true,
    preload: 'none',
    poster: poster?.mimeType?.startsWith('image/') ? poster.url : undefined,
  } as const
  const track = captions?.mimeType === 'text/vtt' && (
    <track kind="captions" src={captions.url} srcLang="en" label="English" default />
  )
  if (sources.length)
    return (
      <video {...videoProps} aria-label={sources[0].alt || 'Promo video'}>
        {sources.map((s) => (
          <source key={s.url} src={s.url} type={s.mimeType ?? undefined} />
        ))}
        {track}
      </video>
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
      <video {...videoProps} src={url} aria-label="Promo video">
        {track}
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
