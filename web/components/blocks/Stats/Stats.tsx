/** Statistics block (spec §2 home section 2): 'Why AI Visibility Matters', statistics and the AI platforms with their logos. */
import styled from '@emotion/styled'
import type { StatsBlock } from '../../../lib/cms-types'
import { mediaFile } from '../../../lib/media'
import { colors, radii, space } from '../../../lib/theme'
import { Center, Container, H2, Section } from '../../ui'
import { StatRow, hasItems } from '../shared'

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

export function Stats({ block }: { block: StatsBlock }) {
  if (!hasItems(block.stats) && !hasItems(block.platforms)) return null
  return (
    <Section shade>
      <Container>
        <Center>{block.title && <H2>{block.title}</H2>}</Center>
        <StatRow stats={block.stats} cols={2} />
        {hasItems(block.platforms) && (
          <Platforms aria-label="AI platforms">
            {block.platforms.map((platform) => {
              const logo = mediaFile(platform.logo)
              return (
                <li key={platform.id ?? platform.name}>
                  {logo?.mimeType?.startsWith('image/') && (
                    <img src={logo.url} alt="" width={24} height={24} loading="lazy" />
                  )}
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
