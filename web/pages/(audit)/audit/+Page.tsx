/**
 * /audit (spec §2, §4, §8): the free audit form, benefits, FAQ and the fixed bottom bar. Server
 * HTML; the form and its run are the one island (AuditRunner.tsx, hydrated at first use), the
 * bottom bar is a few lines of plain script (lib/bottomBar.ts) and the page view is sent by the
 * page's entry (`data-page-view`, pages/+client.ts): no React runs until the visitor uses the form
 * (docs/decisions/0068).
 */
import styled from '@emotion/styled'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { FALLBACK_COMMON } from '../../../lib/common'
import { auditNote, promisesOf } from '../../../lib/promises'
import { BottomBar } from '../components/BottomBar'
import { FaqAccordion } from '../../../components/Faq'
import { Card, Center, Container, Grid, H1, H2, Lead, Muted, Section } from '../../../components/ui'
import { Island } from '../../../components/Island'
import { fontSizes, space } from '../../../lib/theme'
import type { Data } from './+data'
import { AuditRunner } from './AuditRunner.island'

const FormCard = styled(Card)({ maxWidth: 640, margin: `${space[6]}px auto 0`, padding: space[6] })
/** The benefits after the guarantee, whose title and terms are the site settings' promises. */
const BENEFITS = [
  ['Lifetime Access', 'Every lesson and future update of the course.'],
  ['Practical and Actionable', 'Every step is something you can do today.'],
  ['No Tech Skills Needed', 'If you can edit a web page, you can do this.'],
]

export default function Page() {
  const { faqs } = useData<Data>()
  const promises = promisesOf((usePageContext().common ?? FALLBACK_COMMON).settings)
  const note = auditNote(promises)
  const benefits = [[promises.guaranteeTitle, promises.guaranteeText], ...BENEFITS]
  return (
    // Spec §7: a page view on /audit.
    <div data-page-view="/audit" style={{ display: 'contents' }}>
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
            <Island
              name="AuditRunner"
              component={AuditRunner}
              props={{ note }}
              hydrate="interaction"
            />
          </FormCard>
        </Container>
      </Section>
      <Section shade>
        <Container>
          <Grid cols={4} min={200}>
            {benefits.map(([title, text]) => (
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
      <BottomBar targetId="audit-form" note={note} />
    </div>
  )
}
