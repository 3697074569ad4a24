/**
 * Course block (spec §2 home section 4): the course, with its enrolment link to the academy (site
 * settings), carrying the spec §7 UTM parameters (lib/academyLink.ts: utm_content=course_section,
 * the button's label as utm_term).
 */
import type { CourseBlock, SiteSetting } from '../../../lib/cms-types'
import { ButtonLink, Card, Container, Eyebrow, H2, Lead, Section } from '../../ui'
import { Features, TwoColumns } from '../shared'
import { academyHref } from '../../../lib/academyLink'
import { trackedLink } from '../../../lib/trackedLinks'

export function Course({ block: course, settings }: { block: CourseBlock; settings: SiteSetting }) {
  if (!course.title) return null
  const label = course.ctaLabel || 'Enrol Now'
  return (
    <Section shade>
      <Container>
        <TwoColumns>
          <div>
            {course.eyebrow && <Eyebrow>{course.eyebrow}</Eyebrow>}
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
                href={academyHref(settings.academyUrl, 'course_section', label)}
                target="_blank"
                rel="noopener noreferrer"
                {...trackedLink.enrolment()}
              >
                {label}
              </ButtonLink>
            )}
          </Card>
        </TwoColumns>
      </Container>
    </Section>
  )
}
