/**
 * /staff-view/:token: an audit as its customer reads it on their saved report (/app/audits/:id),
 * opened by an admin or sales user from the audit's page in the admin ("View as customer",
 * docs/decisions/0125): the same heading and report (components/AuditReport.tsx), read-only,
 * without the customer's buttons, without the site's header, footer or newsletter form (no lead is
 * taken here) and never indexed. A note above it says whose view it is. Server-rendered HTML, no
 * script.
 */
import { useData } from 'vike-react/useData'
import { STAFF_VIEW_TTL_SECONDS } from '@aivis/contract'
import { AuditReport, ReportHeading } from '../../../(audit)/components/AuditReport'
import { Card, Container, H1, Section } from '../../../../components/ui'
import { AUDIT_REPORT_TEXT } from '../../app/audits/@id/+Page'
import type { Data } from './+data'

/** The page's texts (ours: the spec shows none). */
export const STAFF_VIEW_TEXT = {
  note: `Staff view: this report as its customer reads it. Read-only; this link works for ${STAFF_VIEW_TTL_SECONDS / 60} minutes.`,
  unavailable: 'This report cannot be loaded just now. Please refresh in a moment.',
} as const

export default function Page() {
  const data = useData<Data>()
  if (data.state !== 'ready')
    return (
      <Section>
        <Container>
          <H1>{AUDIT_REPORT_TEXT.eyebrow}</H1>
          <Card role="status">{STAFF_VIEW_TEXT.unavailable}</Card>
        </Container>
      </Section>
    )
  return (
    <Section>
      <Container>
        <Card role="note" style={{ marginBottom: 16 }}>
          {STAFF_VIEW_TEXT.note}
        </Card>
        <ReportHeading eyebrow={AUDIT_REPORT_TEXT.eyebrow} result={data.result}>
          {null}
        </ReportHeading>
        <AuditReport result={data.result} />
      </Container>
    </Section>
  )
}
