/** Steps block (spec §2 home section 3): numbered steps. */
import styled from '@emotion/styled'
import type { StepsBlock } from '../../../lib/cms-types'
import { colors, space } from '../../../lib/theme'
import { Card, Center, Container, Eyebrow, Grid, H2, Muted, Section } from '../../ui'
import { hasItems } from '../shared'

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

export function Steps({ block }: { block: StepsBlock }) {
  if (!hasItems(block.steps)) return null
  return (
    <Section>
      <Container>
        <Center>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          {block.title && <H2>{block.title}</H2>}
        </Center>
        <Grid cols={3} style={{ marginTop: space[6] }}>
          {block.steps.map((step, i) => (
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
