/**
 * Statistics block (spec §2 home section 2): 'Why AI Visibility Matters', statistics and the strip
 * of AI platform logos. Each platform shows its mark and its name as text (what a screen reader
 * reads; the mark is decorative). An SVG mark is drawn in the strip's text colour, through a CSS
 * mask, so a one-colour brand mark reads in the light and the dark theme alike; any other image is
 * shown as it is (docs/decisions/0081).
 */
import styled from '@emotion/styled'
import type { SiteSetting, StatsBlock } from '../../../lib/cms-types'
import { mediaFile } from '../../../lib/media'
import { colors, radii, space } from '../../../lib/theme'
import { Center, Container, H2, Section } from '../../ui'
import { StatRow, StatSources, hasItems, shownStatistics } from '../shared'

const Platforms = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: `${space[6]}px 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  justifyContent: 'center',
  '& li': {
    padding: `${space[2]}px ${space[4]}px`,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.pill,
    color: colors.muted,
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    gap: space[2],
  },
  '& img': { height: 24, width: 'auto', display: 'block' },
})

/** A one-colour SVG mark in the text colour (`maskImage` is set per logo). */
const Mark = styled.span({
  width: 24,
  height: 24,
  flex: 'none',
  display: 'block',
  background: 'currentColor',
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  WebkitMaskSize: 'contain',
})

/** A platform's logo: an SVG as a mask in the text colour, another image as `<img>`, else nothing. */
function PlatformLogo({ logo }: { logo: ReturnType<typeof mediaFile> }) {
  if (!logo?.mimeType?.startsWith('image/')) return null
  if (logo.mimeType === 'image/svg+xml') {
    const image = `url("${logo.url}")`
    return <Mark aria-hidden="true" style={{ maskImage: image, WebkitMaskImage: image }} />
  }
  return <img src={logo.url} alt="" width={24} height={24} loading="lazy" />
}

/** `settings`: the statistics the block names by key, each shown only with its source (decision 0128). */
export function Stats({ block, settings }: { block: StatsBlock; settings: SiteSetting }) {
  const stats = shownStatistics(block.stats, settings)
  const section = `stats-${block.id ?? 'block'}`
  if (!stats.length && !hasItems(block.platforms)) return null
  return (
    <Section shade>
      <Container>
        <Center>{block.title && <H2>{block.title}</H2>}</Center>
        <StatRow stats={stats} cols={2} section={section} />
        <StatSources stats={stats} section={section} />
        {hasItems(block.platforms) && (
          <Platforms aria-label="AI platforms">
            {block.platforms.map((platform) => {
              return (
                <li key={platform.id ?? platform.name}>
                  <PlatformLogo logo={mediaFile(platform.logo)} />
                  {platform.name}
                </li>
              )
            })}
          </Platforms>
        )}
      </Container>
    </Section>
  )
}
