/**
 * /audit-setup (spec §2): review the business details for a domain, then run the full audit
 * through /audit-loading. (Automatic extraction of the details is a later issue.)
 */
import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { Layout } from '../../components/Layout'
import { Button, Card, Center, Container, Field, H1, Input, Label, Lead, Section, Select } from '../../components/ui'
import { PENDING_KEY } from '../../lib/auditClient'
import type { Data } from './+data'

const SETUP_TYPES = ['practice', 'agency', 'provider', 'ecommerce', 'saas', 'restaurant', 'retail', 'other'] as const
const LABELS: Record<(typeof SETUP_TYPES)[number], string> = {
  practice: 'Practice (clinic, law firm…)', agency: 'Agency', provider: 'Service provider', ecommerce: 'E-commerce',
  saas: 'Software / SaaS', restaurant: 'Restaurant or café', retail: 'Retail shop', other: 'Other',
}

export default function Page() {
  const { common, domain } = useData<Data>()
  const [f, setF] = useState({ business_name: '', core_product_service: '', target_location: '', business_type: 'other' })
  const website = `https://${domain}`
  const ready = [f.business_name, f.core_product_service, f.target_location].every((v) => v.trim()) && !!f.business_type
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value })
  const run = () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...f, website }))
    void navigate('/audit-loading')
  }
  return (
    <Layout common={common}>
      <Section>
        <Container style={{ maxWidth: 640 }}>
          <Center>
            <H1>Review Your Details</H1>
            <Lead>Check the details we will use to ask AI assistants about your market.</Lead>
          </Center>
          <Card style={{ marginTop: 24 }}>
            <form onSubmit={(e) => (e.preventDefault(), ready && run())}>
              <Field>
                <Label htmlFor="business_name">Business name</Label>
                <Input id="business_name" aria-required value={f.business_name} onChange={set('business_name')} />
              </Field>
              <Field>
                <Label htmlFor="core_product_service">Core product or service</Label>
                <Input id="core_product_service" aria-required value={f.core_product_service} onChange={set('core_product_service')} />
              </Field>
              <Field>
                <Label htmlFor="target_location">Target location</Label>
                <Input id="target_location" aria-required value={f.target_location} onChange={set('target_location')} />
              </Field>
              <Field>
                <Label htmlFor="business_type">Business type</Label>
                <Select id="business_type" value={f.business_type} onChange={set('business_type')}>
                  {SETUP_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {LABELS[t]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                <Label htmlFor="website">Website</Label>
                <Input id="website" value={website} readOnly aria-readonly />
              </Field>
              <div style={{ display: 'flex', gap: 12, justifyContent: 'space-between' }}>
                <Button type="button" variant="outline" onClick={() => void navigate('/')}>
                  Back to Home
                </Button>
                <Button type="submit" disabled={!ready}>
                  Run Full Audit
                </Button>
              </div>
            </form>
          </Card>
        </Container>
      </Section>
    </Layout>
  )
}
