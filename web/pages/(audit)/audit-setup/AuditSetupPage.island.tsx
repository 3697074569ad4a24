/**
 * /audit-setup (spec §2, §4 "Setup flow"): the business details for a domain, read from its website,
 * reviewed and then audited through /audit-loading (the request waits in sessionStorage
 * 'pendingAudit', spec §3).
 *
 * The details come from what the home page kept (`pendingAuditSetup_{domain}`) or, when there is
 * nothing (a shared link, a new tab), from extract-business-info while 'Extracting business
 * information...' spins. A failed extraction is only logged (lib/errorLog.ts): the form opens
 * editable and empty (spec §8). Below the details, "Your business facts" (components/BusinessFactsFields.tsx):
 * the facts the website gave (`business_facts` of the extraction), pre-filled for the owner to
 * confirm or correct; they go with the request as `business_facts`. Tracking (spec §7, decision 0129): AuditSetupViewed once the
 * details are shown, AuditSetupComplete on submit, both with the domain, service, location and
 * status.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { navigate } from '../../../lib/navigate'
import { AuditForm } from '../components/AuditForm'
import {
  Button,
  Card,
  Center,
  Container,
  H1,
  Lead,
  Muted,
  Section,
  Spinner,
} from '../../../components/ui'
import { PENDING_KEY } from '../../../lib/audit/result'
import type { AuditRequestInput } from '../lib/run'
import type { ExtractedProfile } from '@aivis/contract'
import { extractBusinessInfo, extractedKey, storeExtracted } from '../../../lib/extractClient'
import { logEntry } from '../../../lib/errorLog'
import { useStoredItem } from '../../../lib/useStoredItem'
import { auditParams, track } from '../../../lib/track'
import type { Data } from './+data'
import { parseExtracted, setupDefaults } from './extractedProfile'

export function AuditSetupPage({ domain }: Data) {
  // What the home page kept (undefined until hydrated), else what this page extracted.
  const raw = useStoredItem(extractedKey(domain), 'session')
  const stored = useMemo(() => parseExtracted(raw), [raw])
  const [extracted, setExtracted] = useState<ExtractedProfile | null>(null)
  const [failed, setFailed] = useState(false)
  const profile = stored ?? extracted
  const defaults = profile ? setupDefaults(profile) : failed ? {} : undefined
  const needsExtraction = raw !== undefined && !profile && !failed

  // Viewed once the details are shown (read, or none when they could not be): the event carries
  // the service and location the page offers (spec §7; decision 0129).
  const viewed = useRef<string | null>(null)
  const shown = defaults !== undefined
  const service = defaults?.core_product_service ?? ''
  const location = defaults?.target_location ?? ''
  useEffect(() => {
    if (!shown || viewed.current === domain) return
    viewed.current = domain
    track('AuditSetupViewed', { domain, service, location, status: 'viewed' })
  }, [shown, service, location, domain])
  useEffect(() => {
    if (!needsExtraction) return
    const controller = new AbortController()
    void extractBusinessInfo(domain, { signal: controller.signal }).then((outcome) => {
      if (controller.signal.aborted) return
      if (outcome.ok) {
        storeExtracted(outcome.profile, domain)
        setExtracted(outcome.profile)
      } else {
        logEntry('warn', `extract-business-info failed for ${domain}: ${outcome.message}`, {
          context: 'audit-setup',
        })
        setFailed(true)
      }
    })
    return () => controller.abort()
  }, [domain, needsExtraction])

  const run = (request: AuditRequestInput) => {
    track('AuditSetupComplete', { ...auditParams(request, 'completed'), domain })
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(request))
    void navigate('/audit-loading')
  }
  return (
    <Section>
      <Container style={{ maxWidth: 640 }}>
        <Center>
          <H1>Review Your Details</H1>
          <Lead>Check the details we will use to ask AI assistants about your market.</Lead>
        </Center>
        <Card style={{ marginTop: 24 }}>
          {defaults === undefined ? (
            <div
              role="status"
              aria-live="polite"
              style={{ padding: '32px 0', textAlign: 'center' }}
            >
              <Spinner />
              <Muted style={{ marginTop: 16 }}>Extracting business information...</Muted>
            </div>
          ) : (
            <AuditForm
              variant="setup"
              defaultValues={{ ...defaults, website: `https://${domain}` }}
              busy={false}
              submitLabel="Run Full Audit"
              onSubmit={run}
              actions={
                <Button type="button" variant="outline" onClick={() => void navigate('/')}>
                  Back to Home
                </Button>
              }
            />
          )}
        </Card>
      </Container>
    </Section>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default AuditSetupPage
