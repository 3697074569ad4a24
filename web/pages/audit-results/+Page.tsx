/**
 * /audit-results (spec §2, §4): the latest result from browser storage, read after hydration.
 * Severity banner; an overview of every assistant asked (mention rate per assistant, share of
 * voice, as charts with text tables); the results email capture (components/results/ResultsEmail);
 * one tab per assistant with the spec's layout for it (hero, counts, the ten questions with answers
 * and badges); ranked top competitors; calls to action.
 * 'No Audit Results Found' without data; 'Error Displaying Results' when it cannot render.
 */
import styled from '@emotion/styled'
import { CTA_LABELS, mentionBadge, severityBanner, type AuditResult } from '@aivis/contract'
import * as Tabs from '@radix-ui/react-tabs'
import { Component, useEffect, useMemo, type ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { usePageContext } from 'vike-react/usePageContext'
import {
  ButtonLink,
  Card,
  Center,
  Container,
  Eyebrow,
  H1,
  H2,
  Lead,
  Muted,
  Section,
} from '../../components/ui'
import { Overview } from '../../components/results/Overview'
import { ResultsEmail } from '../../components/results/ResultsEmail'
import { useLatestResult } from '../../lib/auditClient'
import { FALLBACK_COMMON } from '../../lib/common'
import { assistantViews, type AssistantView } from '../../lib/resultView'
import { track } from '../../lib/track'
import { colors, fontSizes, mq, radii, space } from '../../lib/theme'

const BANNER: Record<
  AuditResult['severity'],
  { color: string; text: (result: AuditResult) => string }
> = {
  LOW: {
    color: colors.danger,
    text: (result) => severityBanner('LOW', result.specialism, result.location),
  },
  MODERATE: {
    color: colors.warning,
    text: (result) => severityBanner('MODERATE', result.specialism, result.location),
  },
  STRONG: {
    color: colors.success,
    text: (result) => severityBanner('STRONG', result.specialism, result.location),
  },
}

const Banner = styled.div<{ tone: string }>(({ tone }) => ({
  border: `1px solid ${tone}`,
  color: tone,
  background: colors.surface,
  borderRadius: radii.md,
  padding: space[4],
  fontWeight: 650,
  marginBottom: space[5],
}))
const Notice = styled.div({
  background: colors.surface2,
  border: `1px dashed ${colors.warning}`,
  borderRadius: radii.md,
  padding: space[3],
  marginBottom: space[5],
  fontSize: fontSizes.sm,
})
const Figures = styled.div({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  margin: `${space[5]}px 0`,
  '& strong': { display: 'block', fontSize: fontSizes['3xl'] },
})
const QCard = styled(Card)({ marginBottom: space[4] })
const QNo = styled.p({
  color: colors.accent,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  margin: 0,
})
const Answer = styled.div({
  color: colors.muted,
  '& ol, & ul': { paddingLeft: space[5] },
  '& strong': { color: colors.text },
  '& table': { borderCollapse: 'collapse', fontSize: fontSizes.sm, minWidth: '100%' },
  '& th, & td': {
    border: `1px solid ${colors.border}`,
    padding: `${space[1]}px ${space[2]}px`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { color: colors.text },
})
const TableScroll = styled.div({ overflowX: 'auto', margin: `${space[2]}px 0` })
const Badge = styled.span<{ ok: boolean }>(({ ok }) => ({
  display: 'inline-block',
  fontSize: fontSizes.sm,
  fontWeight: 700,
  borderRadius: radii.pill,
  padding: `${space[1]}px ${space[3]}px`,
  margin: `${space[2]}px 0`,
  color: '#fff',
  // Darker than the theme's success/danger: white text on them keeps a 4.5:1 contrast (WCAG AA).
  background: ok ? '#15803d' : '#b91c1c',
}))
const Chips = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  '& li': {
    border: `1px solid ${colors.border}`,
    borderRadius: radii.pill,
    padding: `2px ${space[3]}px`,
    fontSize: fontSizes.sm,
  },
})
const TabList = styled(Tabs.List)({
  display: 'flex',
  overflowX: 'auto',
  gap: space[2],
  borderBottom: `1px solid ${colors.border}`,
  marginBottom: space[6],
})
const Tab = styled(Tabs.Trigger)({
  all: 'unset',
  cursor: 'pointer',
  padding: `${space[2]}px ${space[4]}px`,
  borderRadius: `${radii.md} ${radii.md} 0 0`,
  fontWeight: 650,
  whiteSpace: 'nowrap',
  color: colors.muted,
  borderBottom: '3px solid transparent',
  '&[data-state=active]': { color: colors.text, borderBottomColor: colors.primary },
  '&:hover': { color: colors.text },
  '&:focus-visible': { outline: `2px solid ${colors.accent}` },
})
const Ranked = styled.ol({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space[3],
  [mq.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
})

/**
 * Safe rendering of an assistant's markdown (GitHub-flavoured: assistants answer with tables): no
 * images (tracking pixels), links marked external, tables scroll sideways on narrow screens.
 */
const MARKDOWN_COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="nofollow noopener noreferrer">
      {children}
    </a>
  ),
  // A wide table scrolls sideways on small screens: focusable, so the keyboard can scroll it too.
  table: ({ children }) => (
    <TableScroll tabIndex={0} role="region" aria-label="Table from the answer">
      <table>{children}</table>
    </TableScroll>
  ),
}
const REMARK_PLUGINS = [remarkGfm]

function AnswerList({ view, total }: { view: AssistantView; total: number }) {
  return (
    <>
      {view.items.map((item) => (
        <QCard key={item.id}>
          <QNo>
            QUESTION {item.id} OF {total}
          </QNo>
          <h3>{item.question}</h3>
          {item.error ? (
            <Muted>No answer: {item.error}. This answer is not scored.</Muted>
          ) : (
            <>
              <Answer>
                <Markdown
                  remarkPlugins={REMARK_PLUGINS}
                  components={MARKDOWN_COMPONENTS}
                  disallowedElements={['img']}
                  unwrapDisallowed={false}
                >
                  {item.answer}
                </Markdown>
              </Answer>
              <Badge ok={item.mentioned}>{mentionBadge(item.mentioned)}</Badge>
            </>
          )}
          {item.competitors.length > 0 && (
            <>
              <Muted style={{ margin: `${space[2]}px 0 ${space[1]}px` }}>
                Competitors mentioned:
              </Muted>
              <Chips>
                {item.competitors.slice(0, 3).map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </Chips>
            </>
          )}
        </QCard>
      ))}
    </>
  )
}

/** One assistant's hero, counts and ten answers (spec §2 layout, for the chosen assistant). */
function AssistantPanel({
  result,
  view,
  book,
}: {
  result: AuditResult
  view: AssistantView
  book: { href: string; target?: string; rel?: string }
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

function Results({ result, bookingUrl }: { result: AuditResult; bookingUrl: string }) {
  const banner = BANNER[result.severity]
  const views = useMemo(() => assistantViews(result), [result])
  const primary = views.find((v) => v.name === result.assistant && v.available) ?? views[0]
  const book = bookingUrl
    ? { href: bookingUrl, target: '_blank', rel: 'noopener noreferrer' }
    : { href: '/contact' }
  return (
    <>
      {result.simulated && (
        <Notice role="note">
          <strong>Demo mode:</strong> these answers come from simulated AI assistants, not live
          ones.
        </Notice>
      )}
      <Banner tone={banner.color} role="status">
        {banner.text(result)}
      </Banner>
      <Eyebrow>
        {result.specialism} · {result.location}
      </Eyebrow>
      <H2 style={{ marginTop: 0 }}>How AI assistants see {result.business_name}</H2>
      {result.cached && (
        <Notice role="note">
          These results are from an audit run on{' '}
          {new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(result.audited_at ?? result.created_at),
          )}
          .
        </Notice>
      )}
      <Overview result={result} views={views} />
      <ResultsEmail result={result} bookingUrl={bookingUrl} />

      <Tabs.Root defaultValue={primary?.id} style={{ marginTop: space[7] }}>
        <TabList aria-label="Assistant">
          {views.map((view) => (
            <Tab key={view.id} value={view.id}>
              {view.name}
              {!view.available && <span aria-hidden> ⚠</span>}
            </Tab>
          ))}
        </TabList>
        {views.map((view) => (
          <Tabs.Content key={view.id} value={view.id} style={{ outline: 'none' }}>
            <AssistantPanel result={result} view={view} book={book} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <H2 style={{ marginTop: space[8] }}>Top Competitors</H2>
      <Ranked>
        {result.summary.top_competitors.map((c, i) => (
          <Card as="li" key={c}>
            <strong style={{ color: 'var(--c-accent)', marginRight: 8 }}>#{i + 1}</strong>
            {c}
          </Card>
        ))}
      </Ranked>

      <Card style={{ marginTop: space[8], textAlign: 'center' }}>
        <H2>Want AI assistants to recommend you instead?</H2>
        <Lead style={{ margin: '0 auto 16px' }}>
          In 20 minutes we will walk you through your results and the first fixes.
        </Lead>
        <ButtonLink {...book}>{CTA_LABELS.scheduleStrategyCall}</ButtonLink>
      </Card>
    </>
  )
}

function NoResults() {
  return (
    <Center>
      <H1>No Audit Results Found</H1>
      <Lead>We couldn't find your audit results. This can happen when:</Lead>
      <ul style={{ display: 'inline-block', textAlign: 'left', color: 'var(--c-muted)' }}>
        <li>Your session expired</li>
        <li>You navigated here directly</li>
        <li>Your browser cleared its cache</li>
      </ul>
      <div>
        <ButtonLink href="/">Run a New Audit</ButtonLink>
      </div>
    </Center>
  )
}

function RenderError({ raw }: { raw: string }) {
  return (
    <Center>
      <H1>Error Displaying Results</H1>
      <Lead>Something in these results could not be displayed. Here is the raw data:</Lead>
      <pre
        style={{
          textAlign: 'left',
          whiteSpace: 'pre-wrap',
          maxHeight: 320,
          overflow: 'auto',
          background: 'var(--c-surface)',
          padding: 16,
          borderRadius: 10,
        }}
      >
        {raw}
      </pre>
      <ButtonLink href="/">Run a New Audit</ButtonLink>
    </Center>
  )
}

/** Shows 'Error Displaying Results' with the raw data when the results fail to render. */
class Boundary extends Component<{ data: unknown; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(err: unknown) {
    console.error('Error displaying results', err)
  }
  render() {
    return this.state.failed ? (
      <RenderError raw={JSON.stringify(this.props.data, null, 2)} />
    ) : (
      this.props.children
    )
  }
}

export default function Page() {
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  const state = useLatestResult()
  const shown = state !== 'loading' && state && 'result' in state ? state.result : null
  // Spec §7 audit_complete: the results of an audit were seen.
  useEffect(() => {
    if (shown)
      track('audit_complete', {
        service: shown.specialism,
        location: shown.location,
        status: 'viewed',
        severity: shown.severity,
      })
  }, [shown])
  return (
    <Section>
      <Container style={{ maxWidth: 920 }}>
        {state === 'loading' ? (
          // A screen tall: the footer stays below the fold until the result renders (no layout shift).
          <Center style={{ minHeight: '100vh' }}>
            <Muted>Loading your results...</Muted>
          </Center>
        ) : !state ? (
          <NoResults />
        ) : 'raw' in state ? (
          <RenderError raw={state.raw} />
        ) : (
          <Boundary data={state.result}>
            <Results result={state.result} bookingUrl={settings.bookingUrl} />
          </Boundary>
        )}
      </Container>
    </Section>
  )
}
