/**
 * /app/dashboard (decisions 0074, 0076, 0077): the signed-in customer's audits.
 * Per business and market: the change between the last two audits (a change only when the
 * two-proportion test says p < 0.05, else 'No clear change'; the test itself behind 'How sure is
 * this?'), the competitors gained and
 * lost, its monthly re-check (on or off, docs/decisions/0079), and charts of the mention rate
 * (with its 95% range) and of each assistant's share of voice across the runs. Then every audit,
 * newest first: date, business (a link to the whole report), market, verdict, mention rate with
 * its range, and per assistant. Every time is in the audit's market's zone, named as the saved
 * report names it ('Nov 27, 2026, 7:00 PM Sydney time'; contract `auditTimeText`), not the
 * server's. Server-rendered HTML; the share and re-check controls are islands hydrated at first use.
 */
import styled from '@emotion/styled'
import { auditTimeText, auditTimeZone } from '@aivis/contract'
import { changeDetail, changeText } from '@aivis/contract/trend'
import { useData } from 'vike-react/useData'
import { ClaimAudits } from '../../components/ClaimAudits.island'
import { RecheckToggle } from '../../components/RecheckToggle.island'
import { ShareAudit } from '../../components/ShareAudit.island'
import { ButtonLink, Card, Container, H1, Lead, Muted, Section } from '../../../../components/ui'
import { Island } from '../../../../components/Island'
import { colors, fontSizes, mq, radii, space } from '../../../../lib/theme'
import { percent, rateRange } from '../../../(audit)/audit-results/resultView'
import type { Data } from './+data'
import type { DashboardAudit, DashboardBusiness } from './model'
import { MentionRateChart, ShareOfVoiceChart } from './TrendChart'

/** The dashboard's texts (ours: the spec shows none). */
export const DASHBOARD_TEXT = {
  title: 'Your dashboard',
  unavailable:
    'Your audits cannot be loaded just now. Nothing is lost: please refresh in a moment.',
  emptyTitle: 'No audits yet',
  empty:
    'Run an audit while signed in and it is kept here, with how your visibility changes each time.',
  newAudit: 'Run a New Audit',
  settings: 'Account Settings',
  allAudits: 'Every audit',
  oneRun: 'Run it again to see how your visibility changes.',
  claimTitle: 'Earlier audits sent to your email',
  claim: 'You ran these before you had an account. Add them to keep them with the rest.',
} as const

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  margin: `${space[4]}px 0 ${space[6]}px`,
})
const Businesses = styled.div({ display: 'grid', gap: space[5] })
const Charts = styled.div({
  display: 'grid',
  gap: space[5],
  marginTop: space[4],
  [mq.md]: { gridTemplateColumns: '1fr 1fr' },
})
const Change = styled.p<{ tone: 'rose' | 'fell' | 'none' }>(({ tone }) => ({
  margin: `${space[2]}px 0`,
  fontWeight: 650,
  color: tone === 'rose' ? colors.success : tone === 'fell' ? colors.danger : colors.text,
}))
/** The test behind a change, on demand (a native disclosure: opens on tap and key). */
const Detail = styled.details({
  margin: `0 0 ${space[2]}px`,
  fontSize: fontSizes.sm,
  color: colors.muted,
  '& > summary': { cursor: 'pointer', color: colors.accent },
})
const Table = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSizes.sm,
  '& th, & td': {
    textAlign: 'left',
    padding: `${space[2]}px ${space[3]}px`,
    verticalAlign: 'top',
  },
  '& th': { color: colors.muted, fontWeight: 600 },
  '& a': { color: colors.accent, whiteSpace: 'nowrap' },
  '& tbody tr': { borderTop: `1px solid ${colors.border}` },
  // Under 768 px each audit is a block of labelled lines, not a row too wide to read.
  '@media (max-width: 767px)': {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block' },
    '& tbody tr': { padding: `${space[2]}px 0` },
    '& td': { padding: `${space[1]}px ${space[3]}px` },
    '& td::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: fontSizes.xs,
      color: colors.muted,
    },
  },
})
const Scroll = styled.div({
  overflowX: 'auto',
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
})
const Severity = styled.span({ fontWeight: 700 })

/** When an audit ran, in its market's zone (`timeZone`, IANA): 'Nov 27, 2026, 7:00 PM Sydney time'. */
const dateLabel = (iso: string, timeZone: string) => auditTimeText(iso, timeZone, 'medium')

function rateText(audit: DashboardAudit): string {
  const rate = audit.mentionRate
  return rate.n > 0 ? `${percent(rate.value)} (${rateRange(rate)})` : percent(rate.value)
}

function BusinessCard({ business }: { business: DashboardBusiness }) {
  const latest = business.runs[business.runs.length - 1]
  return (
    <Card>
      <h2 style={{ margin: 0, fontSize: fontSizes.xl }}>{business.business}</h2>
      <Muted style={{ margin: `${space[1]}px 0 0` }}>
        {business.market} · {business.runs.length} {business.runs.length === 1 ? 'audit' : 'audits'}{' '}
        · latest {percent(latest.mentionRate.value)} mention rate
      </Muted>
      {business.change ? (
        <>
          <Change tone={business.change.change}>{changeText(business.change)}</Change>
          <Detail>
            <summary>How sure is this?</summary>
            {changeDetail(business.change)}
          </Detail>
          {(business.change.gained.length > 0 || business.change.lost.length > 0) && (
            <Muted style={{ margin: 0 }}>
              {business.change.gained.length > 0 && (
                <>Competitors now named: {business.change.gained.join(', ')}. </>
              )}
              {business.change.lost.length > 0 && (
                <>No longer named: {business.change.lost.join(', ')}.</>
              )}
            </Muted>
          )}
        </>
      ) : (
        <Muted>{DASHBOARD_TEXT.oneRun}</Muted>
      )}
      <Island
        name="RecheckToggle"
        hydrate="interaction"
        component={RecheckToggle}
        props={{ business: business.business, auditId: latest.id, recheck: business.recheck }}
      />
      {business.runs.length > 1 && (
        <Charts>
          <MentionRateChart runs={business.runs} />
          <ShareOfVoiceChart runs={business.runs} />
        </Charts>
      )}
    </Card>
  )
}

export default function Page() {
  const data = useData<Data>()
  return (
    <Section>
      <Container>
        <H1>{DASHBOARD_TEXT.title}</H1>
        {data.customer && <Lead>Signed in as {data.customer.email}</Lead>}
        <Actions>
          <ButtonLink href="/audit">{DASHBOARD_TEXT.newAudit}</ButtonLink>
          <ButtonLink href="/app/settings" variant="outline">
            {DASHBOARD_TEXT.settings}
          </ButtonLink>
        </Actions>
        {data.unavailable && <Card role="status">{DASHBOARD_TEXT.unavailable}</Card>}
        {data.claimable.length > 0 && (
          <Card style={{ marginBottom: space[5] }}>
            <h2 style={{ marginTop: 0 }}>{DASHBOARD_TEXT.claimTitle}</h2>
            <Muted>{DASHBOARD_TEXT.claim}</Muted>
            <ul>
              {data.claimable.map((a) => (
                <li key={a.id}>
                  {a.business_name} · {a.specialism} in {a.location}
                  {a.audited_at
                    ? ` · ${dateLabel(a.audited_at, auditTimeZone({ search_location: a.search_location ?? null }))}`
                    : ''}
                </li>
              ))}
            </ul>
            <Island
              name="ClaimAudits"
              component={ClaimAudits}
              props={{ count: data.claimable.length }}
            />
          </Card>
        )}
        {!data.unavailable && data.audits.length === 0 && (
          <Card>
            <h2 style={{ marginTop: 0 }}>{DASHBOARD_TEXT.emptyTitle}</h2>
            <Muted>{DASHBOARD_TEXT.empty}</Muted>
          </Card>
        )}
        {data.businesses.length > 0 && (
          <Businesses>
            {data.businesses.map((business) => (
              <BusinessCard key={business.key} business={business} />
            ))}
          </Businesses>
        )}
        {data.audits.length > 0 && (
          <>
            <h2 style={{ marginTop: space[7] }}>{DASHBOARD_TEXT.allAudits}</h2>
            <Scroll tabIndex={0} role="region" aria-label="Every audit">
              <Table>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Business</th>
                    <th scope="col">Verdict</th>
                    <th scope="col">Mention rate</th>
                    <th scope="col">By assistant</th>
                    <th scope="col">Report</th>
                  </tr>
                </thead>
                <tbody>
                  {data.audits.map((audit) => (
                    <tr key={audit.id}>
                      <td data-label="Date">{dateLabel(audit.date, audit.timeZone)}</td>
                      <td data-label="Business">
                        <a
                          href={`/app/audits/${encodeURIComponent(audit.id)}`}
                          aria-label={`Open the report of ${audit.business}, ${dateLabel(audit.date, audit.timeZone)}`}
                          // A long name wraps, as it did as plain text (the table's links do not).
                          style={{ whiteSpace: 'normal' }}
                        >
                          {audit.business}
                        </a>
                        <br />
                        <Muted as="span">{audit.market}</Muted>
                      </td>
                      <td data-label="Verdict">
                        <Severity>{audit.severity}</Severity>
                      </td>
                      <td data-label="Mention rate">{rateText(audit)}</td>
                      <td data-label="By assistant">
                        {audit.assistants
                          .map((a) => `${a.name} ${percent(a.mentionRate.value)}`)
                          .join(' · ') || '—'}
                      </td>
                      <td data-label="Report">
                        <a
                          href={`/app/audits/${encodeURIComponent(audit.id)}/report.pdf`}
                          download
                          aria-label={`Download the PDF report of ${audit.business}, ${dateLabel(audit.date, audit.timeZone)}`}
                        >
                          Download PDF
                        </a>
                        <Island
                          name="ShareAudit"
                          hydrate="interaction"
                          component={ShareAudit}
                          props={{
                            auditId: audit.id,
                            business: audit.business,
                            sharedAt: audit.sharedAt,
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          </>
        )}
      </Container>
    </Section>
  )
}
