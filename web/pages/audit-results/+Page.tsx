/**
 * /audit-results (spec §2, §4): the latest result from browser storage, read after hydration.
 * Severity banner, hero, the ten questions with answers and badges, ranked top competitors, calls
 * to action; 'No Audit Results Found' without data; 'Error Displaying Results' when it cannot render.
 */
import styled from '@emotion/styled'
import type { AuditResult } from '@aivis/audit-service/schema'
import { Component, useEffect, useState, type ReactNode } from 'react'
import Markdown from 'react-markdown'
import { useData } from 'vike-react/useData'
import { Layout } from '../../components/Layout'
import { ButtonLink, Card, Center, Container, Eyebrow, H1, H2, Lead, Muted, Section } from '../../components/ui'
import { loadResult } from '../../lib/auditClient'
import { colors, fontSizes, mq, radii, space } from '../../lib/theme'
import type { Data } from './+data'

const BANNER: Record<AuditResult['severity'], { color: string; text: (r: AuditResult) => string }> = {
  LOW: { color: colors.danger, text: (r) => `AI Visibility: LOW. You are missing from AI results for ${r.specialism} in ${r.location}.` },
  MODERATE: { color: colors.warning, text: () => 'AI Visibility: MODERATE. You appear sometimes, but competitors dominate.' },
  STRONG: { color: colors.success, text: () => 'AI Visibility: STRONG. You appear frequently. Keep building proof signals.' },
}

const Banner = styled.div<{ tone: string }>(({ tone }) => ({ border: `1px solid ${tone}`, color: tone, background: colors.surface, borderRadius: radii.md, padding: space[4], fontWeight: 650, marginBottom: space[5] }))
const Notice = styled.div({ background: colors.surface2, border: `1px dashed ${colors.warning}`, borderRadius: radii.md, padding: space[3], marginBottom: space[5], fontSize: fontSizes.sm })
const Figures = styled.div({ display: 'grid', gap: space[4], gridTemplateColumns: '1fr', [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, margin: `${space[5]}px 0`, '& strong': { display: 'block', fontSize: fontSizes['3xl'] } })
const QCard = styled(Card)({ marginBottom: space[4] })
const QNo = styled.p({ color: colors.accent, fontSize: fontSizes.xs, fontWeight: 700, letterSpacing: '0.08em', margin: 0 })
const Answer = styled.div({ color: colors.muted, '& ol, & ul': { paddingLeft: space[5] }, '& strong': { color: colors.text } })
const Badge = styled.span<{ ok: boolean }>(({ ok }) => ({
  display: 'inline-block', fontSize: fontSizes.sm, fontWeight: 700, borderRadius: radii.pill, padding: `${space[1]}px ${space[3]}px`, margin: `${space[2]}px 0`,
  color: '#fff', background: ok ? colors.success : colors.danger,
}))
const Chips = styled.ul({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: space[2], '& li': { border: `1px solid ${colors.border}`, borderRadius: radii.pill, padding: `2px ${space[3]}px`, fontSize: fontSizes.sm } })
const Ranked = styled.ol({ listStyle: 'none', padding: 0, display: 'grid', gap: space[3], [mq.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } })

function Results({ r, bookingUrl }: { r: AuditResult; bookingUrl: string }) {
  const banner = BANNER[r.severity]
  const book = bookingUrl ? { href: bookingUrl, target: '_blank', rel: 'noopener noreferrer' } : { href: '/contact' }
  return (
    <>
      {r.simulated && (
        <Notice role="note">
          <strong>Demo mode:</strong> these answers come from simulated AI assistants, not live ones.
        </Notice>
      )}
      <Banner tone={banner.color} role="status">
        {banner.text(r)}
      </Banner>
      <Eyebrow>
        {r.specialism} · {r.location}
      </Eyebrow>
      <H1>What {r.assistant} Says About Your Business</H1>
      <Lead>
        We asked {r.assistant} the {r.summary.total_questions} questions your customers ask about {r.specialism} in {r.location}.
      </Lead>
      <Figures>
        <Card>
          <strong>{r.summary.times_you_mentioned}</strong> times {r.business_name} was mentioned
        </Card>
        <Card>
          <strong>{r.summary.total_questions}</strong> questions asked
        </Card>
        <Card>
          <strong>{r.summary.top_competitors.length}</strong> top competitors named instead
          {r.summary.top_competitors.length > 0 && <Muted style={{ margin: `${space[2]}px 0 0` }}>{r.summary.top_competitors.slice(0, 3).join(', ')}</Muted>}
        </Card>
      </Figures>
      <ButtonLink {...book}>Book 20-Minute Strategy Call</ButtonLink>

      <H2 style={{ marginTop: space[8] }}>The 10 Questions &amp; {r.assistant}'s Answers</H2>
      {r.questions_and_answers.map((q) => (
        <QCard key={q.id}>
          <QNo>
            QUESTION {q.id} OF {r.summary.total_questions}
          </QNo>
          <h3>{q.question}</h3>
          <Answer>
            <Markdown>{q.answer}</Markdown>
          </Answer>
          <Badge ok={q.mentioned_you}>{q.mentioned_you ? 'Your business was mentioned' : 'Your business was NOT mentioned'}</Badge>
          {q.competitors_mentioned.length > 0 && (
            <>
              <Muted style={{ margin: `${space[2]}px 0 ${space[1]}px` }}>Competitors mentioned:</Muted>
              <Chips>
                {q.competitors_mentioned.slice(0, 3).map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </Chips>
            </>
          )}
        </QCard>
      ))}

      <H2 style={{ marginTop: space[8] }}>Top Competitors</H2>
      <Ranked>
        {r.summary.top_competitors.map((c, i) => (
          <Card as="li" key={c}>
            <strong style={{ color: 'var(--c-accent)', marginRight: 8 }}>#{i + 1}</strong>
            {c}
          </Card>
        ))}
      </Ranked>

      <Card style={{ marginTop: space[8], textAlign: 'center' }}>
        <H2>Want AI assistants to recommend you instead?</H2>
        <Lead style={{ margin: '0 auto 16px' }}>In 20 minutes we will walk you through your results and the first fixes.</Lead>
        <ButtonLink {...book}>Schedule Your Strategy Call</ButtonLink>
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
      <pre style={{ textAlign: 'left', whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto', background: 'var(--c-surface)', padding: 16, borderRadius: 10 }}>{raw}</pre>
      <ButtonLink href="/">Run a New Audit</ButtonLink>
    </Center>
  )
}

class Boundary extends Component<{ raw: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(err: unknown) {
    console.error('Error displaying results', err)
  }
  render() {
    return this.state.failed ? <RenderError raw={this.props.raw} /> : this.props.children
  }
}

export default function Page() {
  const { common } = useData<Data>()
  const [state, setState] = useState<ReturnType<typeof loadResult> | 'loading'>('loading')
  useEffect(() => setState(loadResult()), [])
  return (
    <Layout common={common}>
      <Section>
        <Container style={{ maxWidth: 920 }}>
          {state === 'loading' ? (
            <Center>
              <Muted>Loading your results...</Muted>
            </Center>
          ) : !state ? (
            <NoResults />
          ) : 'raw' in state ? (
            <RenderError raw={state.raw} />
          ) : (
            <Boundary raw={JSON.stringify(state.result, null, 2)}>
              <Results r={state.result} bookingUrl={common.settings.bookingUrl} />
            </Boundary>
          )}
        </Container>
      </Section>
    </Layout>
  )
}
