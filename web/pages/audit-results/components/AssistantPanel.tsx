/**
 * One assistant's tab on /audit-results (spec §2 layout, for the chosen assistant): the hero 'What
 * {assistant} Says About Your Business' with specialism and location, the times mentioned,
 * questions asked and top competitors (or a note that the assistant was unavailable), 'Book
 * 20-Minute Strategy Call', then 'The {total} Questions & {assistant}'s Answers'.
 */
import styled from '@emotion/styled'
import { CTA_LABELS, type AuditResult } from '@aivis/contract'
import { ButtonLink, Card, H1, H2, Lead, Muted } from '../../../components/ui'
import { fontSizes, mq, space } from '../../../lib/theme'
import type { AssistantView } from '../resultView'
import { AnswerList } from './AnswerList'
import { Notice } from './Notice'

const Figures = styled.div({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  margin: `${space[5]}px 0`,
  '& strong': { display: 'block', fontSize: fontSizes['3xl'] },
})

/** The booking link's attributes: the external booking page in a new tab, or /contact. */
export type BookingLink = { href: string; target?: string; rel?: string }

/** `view`'s hero, counts and answers for `result`; `book` is the strategy call link. */
export function AssistantPanel({
  result,
  view,
  book,
}: {
  result: AuditResult
  view: AssistantView
  book: BookingLink
}) {
  const total = result.summary.total_questions
  return (
    <>
      <H1>What {view.name} Says About Your Business</H1>
      <Lead>
        We asked {view.name} the {total} questions your customers ask about {result.specialism} in{' '}
        {result.location}.
      </Lead>
      {!view.available ? (
        <Notice role="note">
          {view.name} was unavailable for this audit ({view.unavailableReason}). Its answers are not
          scored.
        </Notice>
      ) : (
        <Figures>
          <Card>
            <strong>{view.mentions}</strong> times {result.business_name} was mentioned
          </Card>
          <Card>
            <strong>{total}</strong> questions asked
          </Card>
          <Card>
            <strong>{view.topCompetitors.length}</strong> top competitors named instead
            {view.topCompetitors.length > 0 && (
              <Muted style={{ margin: `${space[2]}px 0 0` }}>
                {view.topCompetitors.slice(0, 3).join(', ')}
              </Muted>
            )}
          </Card>
        </Figures>
      )}
      <ButtonLink {...book}>{CTA_LABELS.bookStrategyCall}</ButtonLink>
      <H2 style={{ marginTop: space[8] }}>
        The {total} Questions &amp; {view.name}'s Answers
      </H2>
      <AnswerList view={view} total={total} />
    </>
  )
}
