/**
 * /audit-loading (spec §2): runs the audit from the pending request (sessionStorage 'pendingAudit')
 * as a job with the health check of spec §7 call 4 (lib/audit/useAuditRun.ts), shows the four
 * phases in order driven by the answers received (lib/audit/progress.ts `liveLoadingPhase`; the
 * spec's timings only until the first progress event arrives), then goes to /audit-results one
 * second after success, or shows 'Unable to Complete Audit' with 'Try Again' (/audit-setup for the
 * website's domain) and 'Go Home'. Without a pending request: unparseable → /audit-setup, none → /.
 * Leaving the page stops following the run.
 */
import { canonicalAuditRequestSchema, hostOf } from '@aivis/contract'
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { auditParams, track } from '../../lib/track'
import { navigate } from '../../lib/navigate'
import { Button, Card, Center, Container, H1, Lead, Section } from '../../components/ui'
import { AUDIT_ERRORS, isAbortError } from '../../lib/audit/errors'
import { liveLoadingPhase, loadingPhase } from '../../lib/audit/progress'
import { PENDING_KEY, storeResult } from '../../lib/audit/result'
import type { AuditRequestInput } from '../../lib/audit/run'
import { useAuditRun } from '../../lib/audit/useAuditRun'
import { useStoredItem } from '../../lib/useStoredItem'
import { colors, radii, space } from '../../lib/theme'

const Track = styled.div({
  height: 10,
  background: colors.surface2,
  borderRadius: radii.pill,
  overflow: 'hidden',
  margin: `${space[5]}px 0`,
})
const Fill = styled.div({
  height: '100%',
  background: `linear-gradient(90deg, ${colors.primary}, ${colors.accent})`,
  transition: 'width .4s linear',
})

/** The pending request: `undefined` before hydration, `null` when absent, 'invalid' when unparseable. */
function parsePending(
  raw: string | null | undefined,
): AuditRequestInput | null | undefined | 'invalid' {
  if (raw === undefined || raw === null) return raw
  try {
    const parsed = canonicalAuditRequestSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : 'invalid'
  } catch {
    return 'invalid'
  }
}

export function AuditLoadingPage() {
  const pending = parsePending(useStoredItem(PENDING_KEY, 'session'))
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(0)
  const [done, setDone] = useState(false)
  /** Answers received of the total, once the service has said (null: no event yet). */
  const { progress: live, run } = useAuditRun()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)
  const request = typeof pending === 'object' ? pending : null

  useEffect(() => {
    if (pending === undefined || started.current) return
    started.current = true
    if (pending === null) return void navigate('/')
    if (pending === 'invalid') return void navigate('/audit-setup')
    track('AuditLoadingStarted', auditParams(pending, 'started'))
    track('audit_started', auditParams(pending, 'started'))
    const t0 = Date.now()
    const timer = setInterval(() => {
      setStartedAt(t0)
      setNow(Date.now())
    }, 250)
    run(pending, { healthCheck: true })
      .then(async (result) => {
        await storeResult(result)
        track('audit_completed', auditParams(pending, 'completed'))
        setDone(true)
        // The pending entry goes once the results show, so Back does not run the audit again.
        setTimeout(
          () => void navigate('/audit-results').then(() => sessionStorage.removeItem(PENDING_KEY)),
          1000,
        )
      })
      .catch((err: Error) => {
        if (isAbortError(err)) return
        track('AuditLoadingFailed', { ...auditParams(pending, 'failed'), error: err.message })
        setError(err.message || AUDIT_ERRORS.loadingFallback)
      })
      .finally(() => clearInterval(timer))
  }, [pending, run])

  const elapsed = startedAt === null ? 0 : (now - startedAt) / 1000
  const shown =
    done || live ? liveLoadingPhase(live?.done ?? 0, live?.total ?? 0, done) : loadingPhase(elapsed)
  // Never backwards: the first real event may say less than the timed phases had reached.
  const [progress, setProgress] = useState(shown)
  if (
    shown.percent > progress.percent ||
    (shown.percent === progress.percent && shown.text !== progress.text)
  )
    setProgress(shown)
  const domain = hostOf(request?.website)
  return (
    <Section>
      <Container style={{ maxWidth: 640 }}>
        {error ? (
          <Card role="alert">
            <Center>
              <H1 style={{ fontSize: '1.75rem' }}>Unable to Complete Audit</H1>
              <Lead>{error}</Lead>
              {request && (
                <p>
                  {[request.business_name, request.target_location].filter(Boolean).join(' · ')}
                </p>
              )}
              <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
                <Button
                  onClick={() =>
                    void navigate(
                      domain ? `/audit-setup?domain=${encodeURIComponent(domain)}` : '/audit-setup',
                    )
                  }
                >
                  Try Again
                </Button>
                <Button variant="outline" onClick={() => void navigate('/')}>
                  Go Home
                </Button>
              </div>
            </Center>
          </Card>
        ) : (
          <Card aria-live="polite">
            <H1 style={{ fontSize: '1.75rem' }}>
              {request ? `Auditing ${request.business_name}` : 'Preparing your audit'}
            </H1>
            <Lead>{progress.text}</Lead>
            <Track
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress.percent)}
            >
              <Fill style={{ width: `${progress.percent}%` }} />
            </Track>
          </Card>
        )}
      </Container>
    </Section>
  )
}
