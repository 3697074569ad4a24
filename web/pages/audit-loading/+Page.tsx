/**
 * /audit-loading (spec §2): runs the audit from the pending request (sessionStorage 'pendingAudit'),
 * shows the four timed phases, then goes to /audit-results one second after success, or shows
 * 'Unable to Complete Audit'. Without a pending request: unparseable → /audit-setup, none → /.
 */
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { Layout } from '../../components/Layout'
import { Button, Card, Center, Container, H1, Lead, Section } from '../../components/ui'
import { PENDING_KEY, runCompetitiveAudit, storeResult, type AuditInput } from '../../lib/auditClient'
import { LOADING_PHASES, loadingPhase } from '../../lib/progress'
import { colors, radii, space } from '../../lib/theme'
import type { Data } from './+data'

const Track = styled.div({ height: 10, background: colors.surface2, borderRadius: radii.pill, overflow: 'hidden', margin: `${space[5]}px 0` })
const Fill = styled.div({ height: '100%', background: `linear-gradient(90deg, ${colors.primary}, ${colors.accent})`, transition: 'width .4s linear' })

export default function Page() {
  const { common } = useData<Data>()
  const [input, setInput] = useState<AuditInput | null>(null)
  const [elapsed, setElapsed] = useState(0)
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const raw = sessionStorage.getItem(PENDING_KEY)
    if (!raw) return void navigate('/')
    let pending: AuditInput
    try {
      pending = JSON.parse(raw)
      if (!pending || typeof pending !== 'object') throw new Error('bad')
    } catch {
      return void navigate('/audit-setup')
    }
    setInput(pending)
    const t0 = Date.now()
    const timer = setInterval(() => setElapsed((Date.now() - t0) / 1000), 250)
    runCompetitiveAudit(pending)
      .then((result) => {
        storeResult(result)
        sessionStorage.removeItem(PENDING_KEY)
        setDone(true)
        setTimeout(() => void navigate('/audit-results'), 1000)
      })
      .catch((err: Error) => setError(err.message || 'Unable to complete audit. Please try again.'))
      .finally(() => clearInterval(timer))
  }, [])

  const progress = done ? { text: LOADING_PHASES[3].text, percent: 100 } : loadingPhase(elapsed)
  const domain = input?.website?.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
  return (
    <Layout common={common}>
      <Section>
        <Container style={{ maxWidth: 640 }}>
          {error ? (
            <Card role="alert">
              <Center>
                <H1 style={{ fontSize: '1.75rem' }}>Unable to Complete Audit</H1>
                <Lead>{error}</Lead>
                {input && (
                  <p>
                    {[input.business_name, input.target_location]
                      .map((v) => (typeof v === 'string' ? v.trim() : ''))
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
                  <Button onClick={() => void navigate(domain ? `/audit-setup?domain=${encodeURIComponent(domain)}` : '/audit-setup')}>Try Again</Button>
                  <Button variant="outline" onClick={() => void navigate('/')}>
                    Go Home
                  </Button>
                </div>
              </Center>
            </Card>
          ) : (
            <Card aria-live="polite">
              <H1 style={{ fontSize: '1.75rem' }}>{input ? `Auditing ${input.business_name}` : 'Preparing your audit'}</H1>
              <Lead>{progress.text}</Lead>
              <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress.percent)}>
                <Fill style={{ width: `${progress.percent}%` }} />
              </Track>
            </Card>
          )}
        </Container>
      </Section>
    </Layout>
  )
}
