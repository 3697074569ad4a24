/**
 * The results of one audit on /audit-results (spec §2, §4): a demo-mode note for simulated
 * assistants, the severity banner (LOW red, MODERATE amber, STRONG green, with the spec's texts),
 * when a cached result ran, the overview of every assistant asked (Overview), the results email
 * capture (ResultsEmail), one tab per assistant (AssistantPanel), the ranked top competitors and
 * the closing 'Schedule Your Strategy Call'. `bookingUrl` is the booking page (opened in a new tab); a
 * site without one books through /contact.
 */
import styled from '@emotion/styled'
import { CTA_LABELS, severityBanner, type AuditResult } from '@aivis/contract'
import * as Tabs from '@radix-ui/react-tabs'
import { useMemo } from 'react'
import { ButtonLink, Card, Eyebrow, H2, Lead } from '../../../components/ui'
import { colors, mq, radii, space } from '../../../lib/theme'
import { assistantViews } from '../resultView'
import { AssistantPanel, type BookingLink } from './AssistantPanel'
import { Notice } from './Notice'
import { Overview } from './Overview'
import { ResultsEmail } from './ResultsEmail'

/** Spec §4: the banner's colour per visibility status. */
const BANNER_TONE: Record<AuditResult['severity'], string> = {
  LOW: colors.danger,
  MODERATE: colors.warning,
  STRONG: colors.success,
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

export function Results({ result, bookingUrl }: { result: AuditResult; bookingUrl: string }) {
  const views = useMemo(() => assistantViews(result), [result])
  const primary = views.find((v) => v.name === result.assistant && v.available) ?? views[0]
  const book: BookingLink = bookingUrl
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
      <Banner tone={BANNER_TONE[result.severity]} role="status">
        {severityBanner(result.severity, result.specialism, result.location)}
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
