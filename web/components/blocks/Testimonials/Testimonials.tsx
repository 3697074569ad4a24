/** Testimonials block (spec §2 home section 6): results statistics and testimonials. */
import styled from '@emotion/styled'
import type { Testimonial, TestimonialsBlock } from '../../../lib/cms-types'
import { fontSizes, space } from '../../../lib/theme'
import { Card, Center, Container, Eyebrow, Grid, H2, Muted, Section } from '../../ui'
import { Badge, StatRow, hasItems } from '../shared'

const Quote = styled.blockquote({ margin: 0, fontSize: fontSizes.lg })

export function Testimonials({
  block,
  testimonials: all,
}: {
  block: TestimonialsBlock
  testimonials: Testimonial[]
}) {
  const testimonials = block.limit ? all.slice(0, block.limit) : all
  if (!hasItems(block.stats) && !hasItems(testimonials)) return null
  return (
    <Section shade id="testimonials">
      <Container>
        <Center>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          {block.title && <H2>{block.title}</H2>}
        </Center>
        <StatRow stats={block.stats} cols={3} />
        <Grid cols={3}>
          {testimonials.map((t) => (
            <Card key={t.id}>
              {t.result && <Badge>{t.result}</Badge>}
              <Quote>“{t.quote}”</Quote>
              <Muted style={{ marginTop: space[3], marginBottom: 0 }}>
                <strong>{t.name}</strong>
                {t.role ? `, ${t.role}` : ''}
                {t.business ? ` · ${t.business}` : ''}
              </Muted>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  )
}
