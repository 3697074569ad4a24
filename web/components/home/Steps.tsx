/** Home section 3 (spec §2): the three steps. */
import styled from '@emotion/styled'
import type { SiteSetting } from '../../lib/cms-types'
import { colors, space } from '../../lib/theme'
import { Card, Center, Container, Eyebrow, Grid, H2, Muted, Section } from '../ui'
import { hasItems } from './shared'

const StepNumber = styled.span({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: colors.surface2,
  color: colors.accent,
  fontWeight: 800,
  marginBottom: space[3],
})

export function Steps({ settings }: { settings: SiteSetting }) {
  if (!hasItems(settings.steps)) return null
  return (
    <Section>
      <Container>
        <Center>
          <Eyebrow>How it works</Eyebrow>
          <H2>Get visible in 3 steps</H2>
        </Center>
        <Grid cols={3} style={{ marginTop: space[6] }}>
          {settings.steps.map((step, i) => (
            <Card key={step.id ?? step.title}>
              <StepNumber>{i + 1}</StepNumber>
              <h3>{step.title}</h3>
              <Muted>{step.description}</Muted>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  )
}
