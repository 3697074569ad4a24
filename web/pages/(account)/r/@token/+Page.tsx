/**
 * /r/:token: a shared audit, read-only (docs/decisions/0078): the business and market, when it
 * ran, the verdict (spec §4 banner text), the mention rate with its 95% range and share of voice
 * overall and per assistant, the competitors named most, every question with each assistant's
 * answer and the sources it cited (components/AuditReport.tsx), and the PDF. Server-rendered
 * HTML, no script.
 */
import { useData } from 'vike-react/useData'
import { AuditReport, ReportHeading } from '../../../(audit)/components/AuditReport'
import { ButtonLink, Card, Container, H1, Section } from '../../../../components/ui'
import type { Data } from './+data'

/** The page's texts (ours: the spec shows none). */
export const SHARED_TEXT = {
  eyebrow: 'Shared AI Visibility Report',
  unavailable: 'This report cannot be loaded just now. Please refresh in a moment.',
  download: 'Download PDF',
  cta: 'Run Your Own Free AI Audit',
} as const

export default function Page() {
  const data = useData<Data>()
  if (data.state !== 'shared')
    return (
      <Section>
        <Container>
          <H1>{SHARED_TEXT.eyebrow}</H1>
          <Card role="status">{SHARED_TEXT.unavailable}</Card>
        </Container>
      </Section>
    )
  const r = data.result
  return (
    <Section>
      <Container>
        <ReportHeading eyebrow={SHARED_TEXT.eyebrow} result={r}>
          <ButtonLink href={`/r/${encodeURIComponent(data.token)}/report.pdf`} download>
            {SHARED_TEXT.download}
          </ButtonLink>
          <ButtonLink href="/audit" variant="outline">
            {SHARED_TEXT.cta}
          </ButtonLink>
        </ReportHeading>
        <AuditReport result={r} />
      </Container>
    </Section>
  )
}
