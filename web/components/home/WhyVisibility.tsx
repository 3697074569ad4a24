/** Home section 2 (spec §2): 'Why AI Visibility Matters', two statistics and the AI platforms. */
import styled from '@emotion/styled'
import type { SiteSetting } from '../../lib/cms-types'
import { colors, radii, space } from '../../lib/theme'
import { Center, Container, H2, Section } from '../ui'
import { Stats, hasItems } from './shared'

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
  },
})

export function WhyVisibility({ settings }: { settings: SiteSetting }) {
  if (!hasItems(settings.whyStats) && !hasItems(settings.platforms)) return null
  return (
    <Section shade>
      <Container>
        <Center>
          <H2>Why AI Visibility Matters</H2>
        </Center>
        <Stats stats={settings.whyStats} cols={2} />
        {hasItems(settings.platforms) && (
          <Platforms aria-label="AI platforms">
            {settings.platforms.map((platform) => (
              <li key={platform.id ?? platform.name}>{platform.name}</li>
            ))}
          </Platforms>
        )}
      </Container>
    </Section>
  )
}
