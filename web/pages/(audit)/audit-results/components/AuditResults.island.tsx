/**
 * The results of one audit on /audit-results, in the spec's order (spec §2; docs/decisions/0053):
 *
 * 1. the hero (Hero: 'What {assistant} Says About Your Business', its counts, 'Book 20-Minute
 *    Strategy Call'), opening the page, with the tabs inside it: first every assistant together
 *    ('What AI Assistants Say About Your Business', the overall figures: the verdict is for all of
 *    them), then one tab per assistant asked (docs/decisions/0110);
 * 2. the verdict under it (Verdict: the spec §4 banner, or INCONCLUSIVE's; the figures in words;
 *    behind 'How we measured' what the verdict rests on and the informative rate; demo-mode and
 *    cached notes), then the first fixes made with the result and, when the audit had the owner's
 *    facts, 'What the assistants say about you' (FactCheck: the report model's fact check);
 * 3. the ranked 'Top Competitors';
 * 4. beyond the spec: the overview of every assistant (Overview: charts, the control question) and
 *    where the assistants get their answers (Citations);
 * 5. the questions: on the all-assistants tab each question with every assistant's outcome, a
 *    button to each answer (QuestionOverview); on an assistant's tab 'The {total} Questions &
 *    {assistant}'s Answers' (AnswerList), the first open and the others folded, with each answer's
 *    sources and how it was made; the report model's order, what to do before the evidence
 *    (docs/decisions/0105);
 * 6. the results email capture (ResultsEmail), then the closing 'Schedule Your Strategy Call', with 'Run another audit' (to /audit) beside it.
 *
 * `academyUrl` (the site settings', '' or unset: none): the course beside both strategy calls
 * (components/CourseLink.tsx).
 *
 * `bookingUrl` is the booking page: both strategy-call buttons are booking links
 * (lib/trackedLinks.ts `bookingLinkProps`: InitiateCheckout, then the page in a new tab after
 * 250 ms); a site without one books through /contact.
 * Dates are shown in the market's own time zone (`auditTimeZone`), so the server's render and any
 * browser's agree.
 */
import styled from '@emotion/styled'
import {
  auditTimeZone,
  CTA_LABELS,
  DEFAULT_PROMISES,
  bookStrategyCallLabel,
  reportFacts,
  type AssistantId,
  type AuditResult,
} from '@aivis/contract'
import * as Tabs from '@radix-ui/react-tabs'
import { useMemo, useState } from 'react'
import { CourseLink } from '../../../../components/CourseLink'
import { FactCheck } from '../../components/FactCheck'
import { FirstFixes } from '../../components/FirstFixes'
import { TooltipProvider } from '../../../../components/Tooltip'
import { ButtonLink, Card, H2, Lead } from '../../../../components/ui'
import { colors, fontSizes, mq, radii, space } from '../../../../lib/theme'
import { deferredLayoutStyles } from '../../lib/progressive'
import { bookingLinkProps } from '../../../../lib/trackedLinks'
import { ALL_ASSISTANTS, assistantViews, overallView } from '../resultView'
import { AnswerList } from './AnswerList'
import { Citations } from './Citations'
import { DateDisplayContext } from './dateDisplay'
import { Hero, type BookingLink } from './Hero'
import { Overview, VerdictBasis } from './Overview'
import { QuestionOverview } from './QuestionOverview'
import { ResultsEmail } from './ResultsEmail'
import { Verdict } from './Verdict'

const TabList = styled(Tabs.List)({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
  [mq.md]: { gap: space[2] },
})
const Tab = styled(Tabs.Trigger)({
  all: 'unset',
  cursor: 'pointer',
  // Small on phones, so that four assistants fit one row and the hero stays in the first screen.
  padding: `${space[1]}px ${space[2]}px`,
  fontSize: fontSizes.xs,
  [mq.md]: { padding: `${space[1]}px ${space[3]}px`, fontSize: fontSizes.sm },
  borderRadius: radii.pill,
  border: `1px solid ${colors.border}`,
  fontWeight: 650,
  whiteSpace: 'nowrap',
  color: colors.muted,
  background: colors.surface,
  '&[data-state=active]': {
    color: colors.primaryText,
    background: colors.primary,
    borderColor: colors.primary,
  },
  '&:hover': { color: colors.text },
  '&[data-state=active]:hover': { color: colors.primaryText },
  '&:focus-visible': { outline: `2px solid ${colors.accent}`, outlineOffset: 2 },
})
/**
 * One assistant's answers: the heading, then an answer per child. The answers after the first are
 * laid out only when they come near the screen (lib/progressive.ts `deferredLayoutStyles`), so the
 * first frame of a page that arrives with all of them lays out its first screen, not ten answers
 * (docs/decisions/0072).
 */
const AnswersPanel = styled(Tabs.Content)({ outline: 'none', ...deferredLayoutStyles('180px') })

/** A tab: every assistant together, or one of them. */
type TabId = AssistantId | typeof ALL_ASSISTANTS

/** The first tab: every assistant together (docs/decisions/0110). */
export const ALL_ASSISTANTS_TAB = 'All assistants'

/** The closing card's link to a new audit (spec §2 /audit's inline results mode words it so). */
export const RUN_ANOTHER_AUDIT = 'Run another audit'

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: space[3],
})

const Ranked = styled.ol({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space[3],
  [mq.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
})

export function Results({
  result,
  bookingUrl,
  academyUrl,
  callMinutes = DEFAULT_PROMISES.callMinutes,
}: {
  result: AuditResult
  bookingUrl: string
  academyUrl?: string
  /** The strategy call's length (site settings' promise, decision 0128). */
  callMinutes?: number
}) {
  const views = useMemo(() => assistantViews(result), [result])
  const all = useMemo(() => overallView(result, views), [result, views])
  // The page opens on every assistant together: the verdict above is for all of them.
  const [selected, setSelected] = useState<TabId>(ALL_ASSISTANTS)
  const [opening, setOpening] = useState<{ assistant: AssistantId; question: number } | null>(null)
  const view = views.find((v) => v.id === selected) ?? all
  const book: BookingLink = bookingUrl ? bookingLinkProps(bookingUrl) : { href: '/contact' }
  const total = result.summary.total_questions
  // The market's own time, the same on the server and in any browser (docs/decisions/0108).
  const display = useMemo(() => ({ locale: 'en-US', timeZone: auditTimeZone(result) }), [result])
  return (
    <DateDisplayContext.Provider value={display}>
      <TooltipProvider>
        <Tabs.Root value={view.id} onValueChange={(id) => setSelected(id as TabId)}>
          <Hero
            result={result}
            view={view}
            book={book}
            bookLabel={bookStrategyCallLabel(callMinutes)}
            academyUrl={academyUrl}
            switcher={
              <TabList aria-label="Assistant">
                <Tab value={ALL_ASSISTANTS}>{ALL_ASSISTANTS_TAB}</Tab>
                {views.map((v) => (
                  <Tab key={v.id} value={v.id}>
                    {v.name}
                    {!v.available && <span aria-hidden> ⚠</span>}
                  </Tab>
                ))}
              </TabList>
            }
          />
          <Verdict
            result={result}
            measuredBy={
              <VerdictBasis
                result={result}
                answers={result.scores.overall.answers}
                assistants={views.filter((v) => v.available).length}
              />
            }
          />
          <FirstFixes fixes={result.fixes ?? []} />
          <FactCheck facts={reportFacts(result)} />

          <H2 style={{ marginTop: space[8] }}>Top Competitors</H2>
          <Ranked>
            {result.summary.top_competitors.map((c, i) => (
              <Card as="li" key={c}>
                <strong style={{ color: 'var(--c-accent)', marginRight: 8 }}>#{i + 1}</strong>
                {c}
              </Card>
            ))}
          </Ranked>

          <section aria-labelledby="overview-heading" style={{ marginTop: space[8] }}>
            <H2 id="overview-heading">How every assistant compares</H2>
            <Overview result={result} views={views} />
          </section>
          <Citations result={result} />

          <AnswersPanel value={ALL_ASSISTANTS}>
            <H2 style={{ marginTop: space[8] }}>The {total} Questions, Assistant by Assistant</H2>
            <QuestionOverview
              questions={all.questions}
              total={total}
              onOpen={(assistant, question) => {
                setSelected(assistant)
                setOpening({ assistant, question })
              }}
            />
          </AnswersPanel>
          {views.map((v) => (
            <AnswersPanel key={v.id} value={v.id} data-deferred-layout="">
              <H2 style={{ marginTop: space[8] }}>
                The {total} Questions &amp; {v.name}&apos;s Answers
              </H2>
              <AnswerList
                view={v}
                total={total}
                open={opening?.assistant === v.id ? opening.question : null}
                onOpened={() => setOpening(null)}
              />
            </AnswersPanel>
          ))}
        </Tabs.Root>

        <ResultsEmail
          result={result}
          bookingUrl={bookingUrl}
          bookLabel={bookStrategyCallLabel(callMinutes)}
        />

        <Card style={{ marginTop: space[8], textAlign: 'center' }}>
          <H2>Want AI assistants to recommend you instead?</H2>
          <Lead style={{ margin: '0 auto 16px' }}>
            In {callMinutes} minutes we will walk you through your results and the first fixes.
          </Lead>
          <Actions>
            <ButtonLink {...book}>{CTA_LABELS.scheduleStrategyCall}</ButtonLink>
            <CourseLink academyUrl={academyUrl} where="closing" />
            <ButtonLink href="/audit" variant="outline">
              {RUN_ANOTHER_AUDIT}
            </ButtonLink>
          </Actions>
        </Card>
      </TooltipProvider>
    </DateDisplayContext.Provider>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default Results
