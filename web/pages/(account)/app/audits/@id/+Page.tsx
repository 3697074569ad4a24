/**
 * /app/audits/:id: one of the signed-in customer's audits in full, opened from the dashboard's
 * list. The business and market, when it ran, then 'Download PDF' (server/reports.server.ts), 'Run
 * This Audit Again' (components/RerunAudit.tsx, an island: the same request runs afresh and its
 * result opens on /audit-results) and 'Back to Dashboard'; the share control of the dashboard
 * (components/ShareAudit.tsx, an island, docs/decisions/0078); then the result as the shared page
 * shows it (components/AuditReport.tsx: verdict, figures, every answer). Server-rendered HTML; the
 * two islands are hydrated at first use. When the CMS cannot give the audit just now the page says
 * so; nothing is lost.
 */
import { useData } from 'vike-react/useData'
import {
  AuditReport,
  ReportActions,
  ReportHeading,
} from '../../../../(audit)/components/AuditReport'
import { RerunAudit, rerunRequest } from '../../../components/RerunAudit.island'
import { ShareAudit } from '../../../components/ShareAudit.island'
import { ButtonLink, Card, Container, H1, Section } from '../../../../../components/ui'
import { DASHBOARD_PATH } from '../../../../../lib/accountClient'
import { Island } from '../../../../../components/Island'
import type { Data } from './+data'

/** The page's texts (ours: the spec shows none). */
export const AUDIT_REPORT_TEXT = {
  eyebrow: 'Your AI Visibility Report',
  unavailable:
    'This report cannot be loaded just now. Nothing is lost: please refresh in a moment.',
  download: 'Download PDF',
  back: 'Back to Dashboard',
} as const

export default function Page() {
  const data = useData<Data>()
  if (data.state !== 'ready')
    return (
      <Section>
        <Container>
          <H1>{AUDIT_REPORT_TEXT.eyebrow}</H1>
          <Card role="status">{AUDIT_REPORT_TEXT.unavailable}</Card>
          <ReportActions>
            <ButtonLink href={DASHBOARD_PATH} variant="outline">
              {AUDIT_REPORT_TEXT.back}
            </ButtonLink>
          </ReportActions>
        </Container>
      </Section>
    )
  const r = data.result
  return (
    <Section>
      <Container>
        <ReportHeading eyebrow={AUDIT_REPORT_TEXT.eyebrow} result={r}>
          <ButtonLink href={`/app/audits/${encodeURIComponent(data.id)}/report.pdf`} download>
            {AUDIT_REPORT_TEXT.download}
          </ButtonLink>
          <Island
            name="RerunAudit"
            hydrate="interaction"
            component={RerunAudit}
            props={{ request: rerunRequest(r) }}
          />
          <ButtonLink href={DASHBOARD_PATH} variant="outline">
            {AUDIT_REPORT_TEXT.back}
          </ButtonLink>
        </ReportHeading>
        <Island
          name="ShareAudit"
          hydrate="interaction"
          component={ShareAudit}
          props={{ auditId: data.id, business: r.business_name, sharedAt: data.sharedAt }}
        />
        <AuditReport result={r} />
      </Container>
    </Section>
  )
}
