/**
 * An audit run from a page, as /audit runs it and the account's 'Run This Audit Again' (spec §4
 * audit flow, §8 errors): `useAuditFlow()` → `{ running, progress, start(request) }`.
 *
 * `start` runs `request` through the jobs API (./useAuditRun.ts), hiding the bottom bar
 * (lib/bottomBar.ts) while it runs and tracking `audit_started` / `audit_completed`; success
 * stores the result and goes to its address on /audit-results (`running` stays true: the caller's loading overlay
 * stays until that page has loaded); a failure toasts 'Rate Limit Reached' or 'Audit Failed'
 * (./errors.ts `auditFailureToast`) and `running` is false again; a visitor who left the page is
 * told nothing. A second `start` while one runs does nothing. Never throws.
 */
import { useState } from 'react'
import { RESULTS_PATH, resultPath } from '@aivis/contract'
import { useToast } from '../../../components/Toast'
import { setBottomBarHidden } from '../../../lib/bottomBar'
import { navigate } from '../../../lib/navigate'
import { auditParams, track } from '../../../lib/track'
import { auditFailureToast, isAbortError } from './errors'
import { storeResult } from '../../../lib/audit/result'
import type { AuditRequestInput } from './run'
import { useAuditRun } from './useAuditRun'

export function useAuditFlow() {
  const toast = useToast()
  const [running, setRunning] = useState(false)
  const audit = useAuditRun()

  const setRun = (on: boolean) => {
    setRunning(on)
    setBottomBarHidden(on)
  }
  const start = async (request: AuditRequestInput) => {
    if (running) return
    setRun(true)
    track('audit_started', auditParams(request, 'started'))
    try {
      const result = await audit.run(request)
      storeResult(result)
      track('audit_completed', auditParams(request, 'completed'))
      // Its durable address (docs/decisions/0108); a signed-in customer's opens their saved report.
      await navigate(resultPath(result) ?? RESULTS_PATH)
    } catch (err) {
      if (isAbortError(err)) return
      track('audit_completed', auditParams(request, 'failed'))
      toast({ ...auditFailureToast(err), variant: 'destructive' })
      setRun(false)
    }
  }
  return { running, progress: audit.progress, start }
}
