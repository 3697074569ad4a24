/**
 * /audit-loading (spec §2): runs the audit from the pending request (sessionStorage 'pendingAudit')
 * as a job with the health check of spec §7 call 4 (lib/audit/useAuditRun.ts), shows the four
 * phases in order driven by the answers received (lib/audit/progress.ts `loadingTarget`; the
 * spec's timings only until the first progress event arrives), paced by `pacedLoadingPhase`: one
 * phase at a time, each for at least 250 ms, the bar creeping between answers (docs/decisions/0083).
 * After success the phases still to come play in order and /audit-results follows one second after
 * success (spec §9; `resultsAt`: later only if 'Generating your report...' has not yet shown its
 * 250 ms). On failure it shows 'Unable to Complete Audit' with 'Try Again' (/audit-setup for the
 * website's domain) and 'Go Home'. Without a pending request: unparseable → /audit-setup, none → /.
 * Leaving the page stops following the run and the pacing clock.
 */
import { canonicalAuditRequestSchema, hostOf, RESULTS_PATH, resultPath } from '@aivis/contract'
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { auditParams, track } from '../../../lib/track'
import { navigate } from '../../../lib/navigate'
import { Button, Card, Center, Container, H1, Lead, Section } from '../../../components/ui'
import { AUDIT_ERRORS, isAbortError } from '../lib/errors'
import {
  LOADING_PHASES,
  loadingTarget,
  pacedLoadingPhase,
  pacedWakeAt,
  resultsAt,
  startPacedPhase,
} from '../lib/progress'
import { PENDING_KEY, storeResult } from '../../../lib/audit/result'
import type { AuditRequestInput } from '../lib/run'
import { useAuditRun } from '../lib/useAuditRun'
import { useStoredItem } from '../../../lib/useStoredItem'
import { colors, radii, space } from '../../../lib/theme'

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
  /** When the page showed its first phase (epoch ms): the timed phases count from it. */
  const [openedAt] = useState(() => Date.now())
  /** What shows (lib/audit/progress.ts `pacedLoadingPhase`). */
  const [paced, setPaced] = useState(() => startPacedPhase(openedAt))
  /** When the audit succeeded (epoch ms), its result stored; null until then. */
  const [finishedAt, setFinishedAt] = useState<number | null>(null)
  /** Where the result opens: its durable address (docs/decisions/0108). */
  const [resultAt, setResultAt] = useState<string>(RESULTS_PATH)
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
    run(pending, { healthCheck: true })
      .then((result) => {
        storeResult(result)
        setResultAt(resultPath(result) ?? RESULTS_PATH)
        track('audit_completed', auditParams(pending, 'completed'))
        setFinishedAt(Date.now())
      })
      .catch((err: Error) => {
        if (isAbortError(err)) return
        track('AuditLoadingFailed', { ...auditParams(pending, 'failed'), error: err.message })
        setError(err.message || AUDIT_ERRORS.loadingFallback)
      })
  }, [pending, run])

  // The pacing clock: one timer at a time, at the next step `pacedWakeAt` asks for (every 100 ms
  // while the audit runs, at a phase's 250 ms when the progress is past it), cleared when anything
  // it depends on changes and when the page is left; it stops on failure and once the last phase
  // shows a full bar.
  const running = request !== null && error === null
  useEffect(() => {
    if (!running) return
    const targetAt = (nowMs: number) => loadingTarget(nowMs - openedAt, live, finishedAt !== null)
    const wake = pacedWakeAt(paced, targetAt(Date.now()))
    if (wake === null) return
    const timer = setTimeout(
      () => {
        const nowMs = Date.now()
        setPaced((prev) => pacedLoadingPhase(prev, targetAt(nowMs), nowMs))
      },
      Math.max(0, wake - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [running, openedAt, live, finishedAt, paced])

  // To /audit-results once the result is stored and the last phase has shown (spec §9: 1 s after
  // success). The pending entry goes once the results show, so Back does not run the audit again.
  const leaveAt = finishedAt === null ? null : resultsAt(paced, finishedAt)
  useEffect(() => {
    if (leaveAt === null) return
    const timer = setTimeout(
      () => void navigate(resultAt).then(() => sessionStorage.removeItem(PENDING_KEY)),
      Math.max(0, leaveAt - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [leaveAt, resultAt])

  const progress = { text: LOADING_PHASES[paced.index].text, percent: paced.percent }
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

/** The island's component (components/Island.tsx finds it by this file's name). */
export default AuditLoadingPage
