/** Home section 4 (spec §2): the course, with its enrolment link to the academy. */
import type { SiteSetting } from '../../lib/cms-types'
import { ButtonLink, Card, Container, Eyebrow, H2, Lead, Section } from '../ui'
import { Features, TwoColumns } from './shared'
import { trackEnrolment } from '../../lib/track'

export function Course({ settings }: { settings: SiteSetting }) {
  const { course } = settings
  if (!course?.title) return null
  return (
    <Section shade>
      <Container>
        <TwoColumns>
          <div>
            <Eyebrow>Do it yourself</Eyebrow>
            <H2>{course.title}</H2>
            {course.description && <Lead>{course.description}</Lead>}
          </div>
          <Card>
            <Features>
              {(course.bullets ?? []).map((bullet) => (
                <li key={bullet.id ?? bullet.text}>{bullet.text}</li>
              ))}
            </Features>
            {settings.academyUrl && (
              <ButtonLink
                href={settings.academyUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackEnrolment()}
              >
                {course.ctaLabel || 'Enrol Now'}
              </ButtonLink>
            )}
          </Card>
        </TwoColumns>
      </Container>
    </Section>
  )
}
