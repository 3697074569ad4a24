/** Home section 6 (spec §2): results statistics and testimonials. */
import styled from '@emotion/styled'
import type { SiteSetting, Testimonial } from '../../lib/cms-types'
import { fontSizes, space } from '../../lib/theme'
import { Card, Center, Container, Eyebrow, Grid, H2, Muted, Section } from '../ui'
import { Badge, Stats, hasItems } from './shared'

const Quote = styled.blockquote({ margin: 0, fontSize: fontSizes.lg })

export function Results({
  settings,
  testimonials,
}: {
  settings: SiteSetting
  testimonials: Testimonial[]
}) {
  if (!hasItems(settings.resultsStats) && !hasItems(testimonials)) return null
  return (
    <Section shade id="testimonials">
      <Container>
        <Center>
          <Eyebrow>Results</Eyebrow>
          <H2>Businesses AI assistants now recommend</H2>
        </Center>
        <Stats stats={settings.resultsStats} cols={3} />
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
