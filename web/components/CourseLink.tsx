/**
 * The course beside a strategy call (spec §1 offer path 1, the self-study course; §7 the course
 * site's UTM parameters): a secondary text link to the academy, shown next to 'Book 20-Minute
 * Strategy Call' and 'Schedule Your Strategy Call' on /audit-results, for the owner who would
 * rather fix it themselves than book a call.
 *
 * `<CourseLink academyUrl where />`: nothing without an academy URL (the site settings'
 * `academyUrl`, '' or undefined when unset); otherwise `COURSE_LINK_LABEL` linking to
 * `academyHref(academyUrl, 'results', '<label> <where>')` (utm_content=results,
 * utm_term=learn-it-yourself-the-course-hero / -closing: which of the two was followed), opened in
 * a new tab without opener or referrer, tracked as an enrolment (lib/trackedLinks.ts).
 */
import styled from '@emotion/styled'
import { academyHref } from '../lib/academyLink'
import { colors, fontSizes } from '../lib/theme'
import { trackedLink } from '../lib/trackedLinks'

/** The link's words (ours: the spec names the course, not this link). */
export const COURSE_LINK_LABEL = 'Learn it yourself: the course'

/** Where the link sits: beside the hero's call or the closing one (its `utm_term`'s end). */
export type CourseLinkPlace = 'hero' | 'closing'

const Link = styled.a({
  color: colors.accent,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:hover': { color: colors.text },
})

export function CourseLink({
  academyUrl,
  where,
}: {
  academyUrl?: string | null
  where: CourseLinkPlace
}) {
  if (!academyUrl) return null
  return (
    <Link
      href={academyHref(academyUrl, 'results', `${COURSE_LINK_LABEL} ${where}`)}
      target="_blank"
      rel="noopener noreferrer"
      {...trackedLink.enrolment()}
    >
      {COURSE_LINK_LABEL}
    </Link>
  )
}
