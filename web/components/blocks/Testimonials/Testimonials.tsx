/**
 * Testimonials block (spec §2 home section 6): results statistics (from the site settings, each
 * with its source as a footnote; none without a source, decision 0128) and testimonials.
 */
import styled from '@emotion/styled'
import type { SiteSetting, Testimonial, TestimonialsBlock } from '../../../lib/cms-types'
import { fontSizes, space } from '../../../lib/theme'
import { Card, Center, Container, Eyebrow, Grid, H2, Muted, Section } from '../../ui'
import { Badge, StatRow, StatSources, hasItems, shownStatistics } from '../shared'

const Quote = styled.blockquote({ margin: 0, fontSize: fontSizes.lg })

export function Testimonials({
  block,
  testimonials: all,
  settings,
}: {
  block: TestimonialsBlock
  testimonials: Testimonial[]
  settings: SiteSetting
}) {
  const testimonials = block.limit ? all.slice(0, block.limit) : all
  const stats = shownStatistics(block.stats, settings)
  const section = `results-${block.id ?? 'block'}`
  if (!stats.length && !hasItems(testimonials)) return null
  return (
    <Section shade id="testimonials">
      <Container>
        <Center>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          {block.title && <H2>{block.title}</H2>}
        </Center>
        <StatRow stats={stats} cols={3} section={section} />
        <StatSources stats={stats} section={section} />
        <Grid cols={3} style={{ marginTop: space[6] }}>
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
