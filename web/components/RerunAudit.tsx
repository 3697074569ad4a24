/**
 * 'Run This Audit Again' on a customer's audit report (/app/audits/:id), an island (lib/islands.tsx,
 * hydrated at first use) modelled on /audit's runner (pages/audit/AuditRunner.tsx, spec §4 audit
 * flow): the same request runs again through the jobs API (lib/audit/useAuditRun.ts) with the
 * loading overlay and the answers received, the bottom bar hidden (lib/bottomBar.ts) and the button
 * reading 'Running Audit...'. Success stores the result and goes to /audit-results; a failure
 * toasts 'Rate Limit Reached' (the account's own limit, decision 0077, or the site's) or 'Audit
 * Failed' (lib/audit/errors.ts `auditFailureToast`) and the button is ready again. The session
 * cookie makes the new audit the customer's: the site's proxy vouches for them and the audit
 * service always runs it afresh (never a cached answer) and keeps it on their dashboard.
 *
 * - `RerunAudit({ request })`, `request` an `AuditRequestInput` (lib/audit/run.ts: `business_name`,
 *   `target_location`, `core_product_service`, optional `website` and `business_type`).
 * - `rerunRequest(result)` → that request from an `AuditResult` (its `location` and `specialism`;
 *   a `business_type` the contract no longer accepts is left out, so the default applies). Throws
 *   nothing.
 */
import { BUSINESS_TYPES, type AuditResult, type BusinessType } from '@aivis/contract'
import { useState } from 'react'
import { auditFailureToast, isAbortError } from '../lib/audit/errors'
import { storeResult } from '../lib/audit/result'
import type { AuditRequestInput } from '../lib/audit/run'
import { useAuditRun } from '../lib/audit/useAuditRun'
import { setBottomBarHidden } from '../lib/bottomBar'
import { navigate } from '../lib/navigate'
import { auditParams, track } from '../lib/track'
import { LoadingOverlay } from './LoadingOverlay'
import { useToast } from './Toast'
import { Button } from './ui'

/** The control's texts (ours: the spec gives /audit's 'Running Audit...'). */
export const RERUN_TEXT = {
  idle: 'Run This Audit Again',
  busy: 'Running Audit...',
  overlay: 'Running your AI visibility audit again...',
} as const

const isBusinessType = (type: string): type is BusinessType =>
  (BUSINESS_TYPES as readonly string[]).includes(type)

export function rerunRequest(
  result: Pick<AuditResult, 'business_name' | 'location' | 'specialism' | 'website'> & {
    business_type?: string | null
  },
): AuditRequestInput {
  const request: AuditRequestInput = {
    business_name: result.business_name,
    target_location: result.location,
    core_product_service: result.specialism,
    website: result.website ?? null,
  }
  // Island props travel as JSON: a key left out, never one set to undefined.
  if (result.business_type && isBusinessType(result.business_type))
    request.business_type = result.business_type
  return request
}

export function RerunAudit({ request }: { request: AuditRequestInput }) {
  const toast = useToast()
  const [running, setRunning] = useState(false)
  const audit = useAuditRun()

  const setRun = (on: boolean) => {
    setRunning(on)
    setBottomBarHidden(on)
  }
  const run = async () => {
    if (running) return
    setRun(true)
    track('audit_started', auditParams(request, 'started'))
    try {
      await storeResult(await audit.run(request))
      track('audit_completed', auditParams(request, 'completed'))
      // The overlay stays until the results page has loaded.
      await navigate('/audit-results')
    } catch (err) {
      // The customer left the page: nothing to tell.
      if (isAbortError(err)) return
      track('audit_completed', auditParams(request, 'failed'))
      toast({ ...auditFailureToast(err), variant: 'destructive' })
      setRun(false)
    }
  }

  return (
    <>
      {running && <LoadingOverlay message={RERUN_TEXT.overlay} progress={audit.progress} />}
      <Button type="button" variant="outline" disabled={running} onClick={run}>
        {running ? RERUN_TEXT.busy : RERUN_TEXT.idle}
      </Button>
    </>
  )
}
