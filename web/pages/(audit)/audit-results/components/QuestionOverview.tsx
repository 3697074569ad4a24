/**
 * The all-assistants tab's questions (docs/decisions/0110): per question 'QUESTION n OF {total}',
 * the question, how many assistants named the business, then one button per assistant with its
 * outcome ("ChatGPT: named #2", "Claude: not named", "Gemini: no answer") that opens that
 * assistant's tab at its answer (`onOpen(assistant, question)`), and every competitor the
 * assistants named for the question (3 shown, the rest behind "+N more", spec §9). The answers
 * themselves are in each assistant's tab, so the page the visitor lands on stays short.
 */
import styled from '@emotion/styled'
import type { AssistantId } from '@aivis/contract'
import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { Card, Muted } from '../../../../components/ui'
import { colors, fontSizes, radii, space } from '../../../../lib/theme'
import { positionLabel, type QuestionOutcome, type QuestionRow } from '../resultView'
import { CompetitorChips, QNo } from './AnswerList'

const Row = styled(Card)({ marginBottom: space[3], '& h3': { margin: `${space[1]}px 0` } })
// Two to a row on a phone, every assistant in one row from a tablet up.
const Outcomes = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: `${space[2]}px 0`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: space[2],
})
/** Each outcome's mark and its colour (spec §2's badges: green mentioned, red not). */
const MARK: Record<QuestionOutcome['outcome'], { sign: string; color: string }> = {
  named: { sign: '✓', color: colors.success },
  'not named': { sign: '✗', color: colors.danger },
  'no answer': { sign: '–', color: colors.muted },
}
const Open = styled.button<{ outcome: QuestionOutcome['outcome'] }>(({ outcome }) => ({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  cursor: 'pointer',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: space[2],
  fontSize: fontSizes.sm,
  lineHeight: 1.3,
  padding: `${space[2]}px ${space[3]}px`,
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.text,
  '& b': { gridRow: 'span 2', color: MARK[outcome].color, fontWeight: 800 },
  '& strong': { fontWeight: 700 },
  '& span': { gridColumn: 2, color: colors.muted },
  '& i': { gridColumn: 3, gridRow: '1 / span 2', fontStyle: 'normal', color: colors.accent },
  '&:hover': { borderColor: colors.accent },
  '&:focus-visible': { outline: `2px solid ${colors.accent}`, outlineOffset: 2 },
}))

/** "named #2", "not named", "no answer". */
const outcomeText = (o: QuestionOutcome) =>
  o.outcome === 'named' && o.position !== null ? `named ${positionLabel(o.position)}` : o.outcome

/** "Named by 2 of 4 assistants." over the assistants that answered the question. */
function namedCount(row: QuestionRow): string {
  const answered = row.outcomes.filter((o) => o.outcome !== 'no answer')
  const named = answered.filter((o) => o.outcome === 'named').length
  if (answered.length === 0) return 'No assistant answered this question.'
  if (named === 0) return 'No assistant named you.'
  return `Named by ${named} of ${answered.length} ${answered.length === 1 ? 'assistant' : 'assistants'}.`
}

export function QuestionOverview({
  questions,
  total,
  onOpen,
}: {
  questions: QuestionRow[]
  total: number
  onOpen: (assistant: AssistantId, question: number) => void
}) {
  return (
    <>
      {questions.map((row) => (
        <Row key={row.id} as="article" aria-labelledby={`overview-q-${row.id}`}>
          <QNo>
            QUESTION {row.id} OF {total}
          </QNo>
          <h3 id={`overview-q-${row.id}`}>{row.question}</h3>
          <Muted style={{ margin: 0 }}>{namedCount(row)}</Muted>
          <Outcomes aria-label={`Each assistant's answer to question ${row.id}`}>
            {row.outcomes.map((o) => (
              <li key={o.assistant}>
                <Open type="button" outcome={o.outcome} onClick={() => onOpen(o.assistant, row.id)}>
                  <b aria-hidden>{MARK[o.outcome].sign}</b>
                  <strong>{o.name}</strong>{' '}
                  <span>
                    {outcomeText(o)} <VisuallyHidden>(open {o.name}&apos;s answer)</VisuallyHidden>
                  </span>
                  <i aria-hidden>→</i>
                </Open>
              </li>
            ))}
          </Outcomes>
          {row.competitors.length > 0 && (
            <>
              <Muted style={{ margin: `${space[2]}px 0 ${space[1]}px` }}>
                Competitors mentioned:
              </Muted>
              <CompetitorChips names={row.competitors} />
            </>
          )}
        </Row>
      ))}
    </>
  )
}
