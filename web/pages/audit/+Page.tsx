/** /audit (spec §2): the free audit form, loading overlay, benefits and FAQ. */
import styled from '@emotion/styled'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { z } from 'zod'
import { FaqAccordion } from '../../components/Faq'
import { Layout } from '../../components/Layout'
import { LoadingOverlay } from '../../components/LoadingOverlay'
import { useToast } from '../../components/Toast'
import { Button, Card, Center, Container, Field, Grid, H1, H2, Input, Label, Lead, Muted, Section, Select } from '../../components/ui'
import { AuditCallError, requestAudit, storeResult } from '../../lib/auditClient'
import { space } from '../../lib/theme'
import { normalizeWebsite } from '../../lib/website'
import type { Data } from './+data'

/** /audit business types (spec §2, §3) with readable labels. */
const AUDIT_TYPES = [
  { value: 'service', label: 'Service business (e.g. plumber, dentist, lawyer)' },
  { value: 'local_retail', label: 'Local shop, café or restaurant' },
  { value: 'national_brand', label: 'National brand' },
  { value: 'online_only', label: 'Online only (e-commerce, SaaS)' },
] as const

const schema = z.object({
  businessName: z.string().trim().min(1),
  specialism: z.string().trim().min(1),
  location: z.string().trim().min(1),
  businessType: z.enum(['service', 'local_retail', 'national_brand', 'online_only']),
  website: z.string().trim().max(500),
})
type Form = z.infer<typeof schema>

const FormCard = styled(Card)({ maxWidth: 640, margin: `${space[6]}px auto 0`, padding: space[6] })
const BENEFITS = [
  ['30 Day Guarantee', 'Visible in AI answers within 30 days, or we keep working at no cost.'],
  ['Lifetime Access', 'Every lesson and future update of the course.'],
  ['Practical and Actionable', 'Every step is something you can do today.'],
  ['No Tech Skills Needed', 'If you can edit a web page, you can do this.'],
]

export default function Page() {
  const { common, faqs } = useData<Data>()
  const toast = useToast()
  const [running, setRunning] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { businessType: 'service', website: '' } })
  /** Accessibility of a required field: marked required, and invalid after a refused submit. */
  const req = (name: keyof Form) => ({ 'aria-required': true, 'aria-invalid': errors[name] ? true : undefined, ...register(name) })

  const onValid = async (v: Form) => {
    setRunning(true)
    try {
      const result = await requestAudit({ businessName: v.businessName, location: v.location, specialism: v.specialism, website: normalizeWebsite(v.website) || null, business_type: v.businessType })
      storeResult(result)
      await navigate('/audit-results')
    } catch (err) {
      const e = err as AuditCallError
      if (e.rateLimited) toast({ title: 'Rate Limit Reached', description: e.message, variant: 'destructive' })
      else toast({ title: 'Audit Failed', description: e.message || 'Unable to complete the audit. Please try again.', variant: 'destructive' })
      setRunning(false)
    }
  }
  const onInvalid = () => toast({ title: 'Missing Information', description: 'Please fill in all required fields to run your audit.', variant: 'destructive' })

  return (
    <Layout common={common}>
      {running && <LoadingOverlay message="Running your free AI visibility audit..." />}
      <Section>
        <Container>
          <Center>
            <H1>Free AI Visibility Audit</H1>
            <Lead>See whether ChatGPT, Claude, Gemini and Perplexity recommend your business, and who they name instead.</Lead>
          </Center>
          <FormCard>
            <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
              <Field>
                <Label htmlFor="businessName">Business Name</Label>
                <Input id="businessName" autoComplete="organization" placeholder="e.g. Harbour Dental" {...req('businessName')} />
              </Field>
              <Field>
                <Label htmlFor="specialism">Main Product or Service</Label>
                <Input id="specialism" placeholder="e.g. dentist, family lawyer, coffee roaster" {...req('specialism')} />
              </Field>
              <Field>
                <Label htmlFor="location">Target Location</Label>
                <Input id="location" placeholder="e.g. Sydney, Australia" {...req('location')} />
              </Field>
              <Field>
                <Label htmlFor="businessType">Business Type</Label>
                <Select id="businessType" {...req('businessType')}>
                  {AUDIT_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                <Label htmlFor="website">Website (optional)</Label>
                <Input id="website" type="text" inputMode="url" placeholder="yourbusiness.com" {...register('website')} />
              </Field>
              <Button type="submit" block disabled={running}>
                {running ? 'Running Audit...' : 'Run My Free Audit'}
              </Button>
              <Muted style={{ textAlign: 'center', marginTop: space[3] }}>Instant results. No email required.</Muted>
            </form>
          </FormCard>
        </Container>
      </Section>
      <Section shade>
        <Container>
          <Grid cols={4} min={200}>
            {BENEFITS.map(([title, text]) => (
              <Card key={title}>
                <h3>✓ {title}</h3>
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
    </Layout>
  )
}
