/**
 * /audit (spec §2, §4, §8): the free audit form, benefits, FAQ and the fixed bottom bar. A run
 * (lib/audit/useAuditRun.ts, the jobs API) shows the loading overlay with the answers received, the
 * button reads 'Running Audit...'; success stores the result and goes to /audit-results, failure
 * toasts 'Rate Limit Reached' or 'Audit Failed' (lib/audit/errors.ts `auditFailureToast`).
 */
import styled from '@emotion/styled'
import { useEffect, useState } from 'react'
import { navigate } from '../../lib/navigate'
import { auditParams, track } from '../../lib/track'
import { AuditForm } from '../../components/AuditForm'
import { BottomBar } from '../../components/BottomBar'
import { FaqAccordion } from '../../components/Faq'
import { LoadingOverlay } from '../../components/LoadingOverlay'
import { useToast } from '../../components/Toast'
import { Card, Center, Container, Grid, H1, H2, Lead, Muted, Section } from '../../components/ui'
import { auditFailureToast, isAbortError } from '../../lib/audit/errors'
import { storeResult } from '../../lib/audit/result'
import type { AuditRequestInput } from '../../lib/audit/run'
import { useAuditRun } from '../../lib/audit/useAuditRun'
import { fontSizes, space } from '../../lib/theme'
import type { Data } from './+data'

const FormCard = styled(Card)({ maxWidth: 640, margin: `${space[6]}px auto 0`, padding: space[6] })
const BENEFITS = [
  ['30 Day Guarantee', 'Visible in AI answers within 30 days, or we keep working at no cost.'],
  ['Lifetime Access', 'Every lesson and future update of the course.'],
  ['Practical and Actionable', 'Every step is something you can do today.'],
  ['No Tech Skills Needed', 'If you can edit a web page, you can do this.'],
]

export function AuditPage({ faqs }: Data) {
  const toast = useToast()
  const [running, setRunning] = useState(false)
  const audit = useAuditRun()

  // Spec §7: a page view on /audit.
  useEffect(() => track('PageView', { page: '/audit' }), [])

  const run = async (request: AuditRequestInput) => {
    setRunning(true)
    track('audit_started', auditParams(request, 'started'))
    try {
      storeResult(await audit.run(request))
      track('audit_completed', auditParams(request, 'completed'))
      await navigate('/audit-results')
    } catch (err) {
      // The visitor left the page: nothing to tell.
      if (isAbortError(err)) return
      track('audit_completed', auditParams(request, 'failed'))
      toast({ ...auditFailureToast(err), variant: 'destructive' })
      setRunning(false)
    }
  }
  const missing = () =>
    toast({
      title: 'Missing Information',
      description: 'Please fill in all required fields to run your audit.',
      variant: 'destructive',
    })

  return (
    <>
      {running && (
        <LoadingOverlay
          message="Running your free AI visibility audit..."
          progress={audit.progress}
        />
      )}
      <Section>
        <Container>
          <Center>
            <H1>Free AI Visibility Audit</H1>
            <Lead>
              See whether ChatGPT, Claude, Gemini and Perplexity recommend your business, and who
              they name instead.
            </Lead>
          </Center>
          <FormCard id="audit-form">
            <AuditForm
              variant="audit"
              busy={running}
              submitLabel="Run My Free Audit"
              busyLabel="Running Audit..."
              onSubmit={run}
              onInvalid={missing}
            >
              <Muted style={{ textAlign: 'center', marginTop: space[3] }}>
                Instant results. No email required.
              </Muted>
            </AuditForm>
          </FormCard>
        </Container>
      </Section>
      <Section shade>
        <Container>
          <Grid cols={4} min={200}>
            {BENEFITS.map(([title, text]) => (
              <Card key={title}>
                {/* h2: the first headings after the page's h1 (heading order). */}
                <h2 style={{ fontSize: fontSizes.lg }}>✓ {title}</h2>
                <Muted>{text}</Muted>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      {faqs.length > 0 && (
        <Section>
          <Container style={{ maxWidth: 820 }}>
            <Center>
              <H2>Questions about the audit</H2>
            </Center>
            <FaqAccordion faqs={faqs} />
          </Container>
        </Section>
      )}
      <BottomBar targetId="audit-form" hidden={running} />
    </>
  )
}
