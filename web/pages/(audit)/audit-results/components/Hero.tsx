/**
 * The hero that opens /audit-results (spec §2): 'What {assistant} Says About Your Business' with
 * the specialism and location, the times the business was mentioned, the questions asked and the
 * top competitors (each count beside the names it counts), and 'Book 20-Minute Strategy Call',
 * with the course beside it when the site has an academy (`academyUrl`, components/CourseLink.tsx).
 * Beyond the spec, kept inside the hero so they never push it down: the assistant switcher
 * (`switcher`, the tab list), where the searches were made from (`searchLine`), and the mention
 * rate with its 95% range beside the median position (docs/decisions/0053). Sized so the whole
 * hero, button included, is in the first screen at 375 × 800 and 1280 × 900.
 *
 * The page opens on every assistant together (`view` an `OverallView`): 'What AI Assistants Say
 * About Your Business', the assistants asked by name and the overall figures (docs/decisions/0110).
 */
import styled from '@emotion/styled'
import { CTA_LABELS, listOf, type AuditResult } from '@aivis/contract'
import type { ReactNode } from 'react'
import { CourseLink } from '../../../../components/CourseLink'
import { ButtonLink } from '../../../../components/ui'
import type { BookingLinkProps } from '../../../../lib/trackedLinks'
import { colors, fontSizes, mq, radii, responsive, space } from '../../../../lib/theme'
import {
  ALL_ASSISTANTS_NAME,
  percent,
  positionLabel,
  rateRange,
  searchLine,
  type HeroFigures,
} from '../resultView'
import { Notice } from './Notice'

/**
 * The booking link's attributes: the external booking page (lib/trackedLinks.ts `bookingLinkProps`:
 * tracked, opened in a new tab after 250 ms), or /contact when the site has none.
 */
export type BookingLink = BookingLinkProps | { href: string }

const Box = styled.section({
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  background: `linear-gradient(135deg, rgba(124,92,255,.12), rgba(34,211,238,.06)), ${colors.surface}`,
  ...responsive('padding', [space[4], space[6]]),
})
const Title = styled.h1({
  ...responsive('fontSize', [fontSizes['2xl'], fontSizes['3xl'], '2.5rem']),
  fontWeight: 800,
  margin: `${space[3]}px 0 ${space[2]}px`,
})
const Sub = styled.p({
  color: colors.muted,
  margin: 0,
  ...responsive('fontSize', [fontSizes.sm, fontSizes.md]),
})
const Where = styled.p({
  color: colors.text,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  margin: `${space[1]}px 0 0`,
  '& span': { color: colors.muted, fontWeight: 400 },
})
const Figures = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space[2],
  ...responsive('margin', [`${space[3]}px 0 ${space[2]}px`, `${space[5]}px 0 ${space[3]}px`]),
  [mq.md]: { gap: space[4] },
  '& > div': {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    background: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.md,
    ...responsive('padding', [`${space[2]}px ${space[3]}px`, `${space[3]}px ${space[4]}px`]),
  },
  '& dt': {
    color: colors.muted,
    lineHeight: 1.3,
    ...responsive('fontSize', [fontSizes.xs, fontSizes.sm]),
  },
  '& dd': {
    margin: 0,
    fontWeight: 800,
    lineHeight: 1.1,
    ...responsive('fontSize', [fontSizes['2xl'], fontSizes['3xl']]),
  },
})
const Line = styled.p({ fontSize: fontSizes.sm, color: colors.muted, margin: `0 0 ${space[1]}px` })
const Strong = styled.strong({ color: colors.text })
const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]}px ${space[4]}px`,
  marginTop: space[3],
  [mq.md]: { marginTop: space[4] },
})

/**
 * The hero's heading: 'What {assistant} Says About Your Business' (spec §2), and for every
 * assistant together 'What AI Assistants Say About Your Business' (docs/decisions/0110).
 */
export const heroTitle = (name: string) =>
  name === ALL_ASSISTANTS_NAME
    ? `What ${name} Say About Your Business`
    : `What ${name} Says About Your Business`

/**
 * `view`'s hero for `result` (one assistant's figures, or every assistant's with `askedWhom`, the
 * names of those that answered); `switcher` (the assistant tabs) sits above the title; `academyUrl`
 * (the site settings', '' or unset: none) adds the course beside the call.
 */
export function Hero({
  result,
  view,
  book,
  bookLabel = CTA_LABELS.bookStrategyCall,
  switcher,
  academyUrl,
}: {
  result: AuditResult
  view: HeroFigures & { askedWhom?: string[] }
  book: BookingLink
  /** 'Book 20-Minute Strategy Call' for the settings' call length (decision 0128). */
  bookLabel?: string
  switcher?: ReactNode
  academyUrl?: string
}) {
  const total = result.summary.total_questions
  const competitors = view.topCompetitors
  const search = searchLine(result, view)
  const all = view.name === ALL_ASSISTANTS_NAME
  return (
    <Box aria-labelledby="results-hero-title">
      {switcher}
      <Title id="results-hero-title">{heroTitle(view.name)}</Title>
      <Sub>
        We asked {view.askedWhom ? listOf(view.askedWhom) : view.name} the {total} questions your
        customers ask about {result.specialism} in {result.location}.
      </Sub>
      <Where>
        {search.where}
        {search.used && <span> · {search.used}</span>}
      </Where>
      {!view.available ? (
        <Notice role="note" style={{ margin: `${space[3]}px 0 0` }}>
          {all
            ? 'No assistant answered this audit. Nothing is scored.'
            : `${view.name} was unavailable for this audit (${view.unavailableReason}). Its answers are not scored.`}
        </Notice>
      ) : (
        <>
          <Figures>
            <div>
              <dt>times mentioned in {view.answers} answers</dt>
              <dd>{view.mentions}</dd>
            </div>
            <div>
              <dt>questions asked</dt>
              <dd>{total}</dd>
            </div>
            <div>
              <dt>top competitors</dt>
              <dd>{competitors.length}</dd>
            </div>
          </Figures>
          {competitors.length > 0 && (
            <Line>
              <Strong>Named instead:</Strong> {competitors.join(', ')}
            </Line>
          )}
          <Line>
            <Strong>Mention rate {percent(view.mentionRate)}</Strong> ({rateRange(view.interval)})
            {' · '}
            <Strong>
              {view.medianPosition === null
                ? 'Median position: not named'
                : `Median position ${positionLabel(view.medianPosition)}`}
            </Strong>
          </Line>
        </>
      )}
      <Actions>
        <ButtonLink {...book}>{bookLabel}</ButtonLink>
        <CourseLink academyUrl={academyUrl} where="hero" />
      </Actions>
    </Box>
  )
}
