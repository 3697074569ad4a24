/**
 * /audit's form and its run (spec §2, §4, §8), the page's only island (docs/decisions/0068,
 * hydrated at first use). A run (lib/audit/useAuditRun.ts, the jobs API) shows the loading overlay
 * with the answers received and hides the bottom bar (lib/bottomBar.ts); the button reads
 * 'Running Audit...'; success stores the result and goes to /audit-results, failure toasts 'Rate
 * Limit Reached' or 'Audit Failed' (lib/audit/errors.ts `auditFailureToast`); an incomplete form
 * toasts 'Missing Information' (spec §5).
 */
import { useState } from 'react'
import { AuditForm } from '../../components/AuditForm'
import { LoadingOverlay } from '../../components/LoadingOverlay'
import { useToast } from '../../components/Toast'
import { Muted } from '../../components/ui'
import { auditFailureToast, isAbortError } from '../../lib/audit/errors'
import { storeResult } from '../../lib/audit/result'
import type { AuditRequestInput } from '../../lib/audit/run'
import { useAuditRun } from '../../lib/audit/useAuditRun'
import { setBottomBarHidden } from '../../lib/bottomBar'
import { navigate } from '../../lib/navigate'
import { auditParams, track } from '../../lib/track'
import { space } from '../../lib/theme'

export function AuditRunner() {
  const toast = useToast()
  const [running, setRunning] = useState(false)
  const audit = useAuditRun()

  const setRun = (on: boolean) => {
    setRunning(on)
    setBottomBarHidden(on)
  }
  const run = async (request: AuditRequestInput) => {
    setRun(true)
    track('audit_started', auditParams(request, 'started'))
    try {
      await storeResult(await audit.run(request))
      track('audit_completed', auditParams(request, 'completed'))
      await navigate('/audit-results')
    } catch (err) {
      // The visitor left the page: nothing to tell.
      if (isAbortError(err)) return
      track('audit_completed', auditParams(request, 'failed'))
      toast({ ...auditFailureToast(err), variant: 'destructive' })
      setRun(false)
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
    </>
  )
}
