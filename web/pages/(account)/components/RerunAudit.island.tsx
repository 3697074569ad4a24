/**
 * 'Run This Audit Again' on a customer's audit report (/app/audits/:id), an island (components/Island.tsx,
 * hydrated at first use) modelled on /audit's runner (pages/audit/AuditRunner.tsx, spec §4 audit
 * flow): the same request runs again as /audit runs one (lib/audit/useAuditFlow.ts) with the
 * loading overlay and the answers received, the button reading 'Running Audit...'. Success goes to
 * /audit-results; a failure toasts 'Rate Limit Reached' (the account's own limit, decision 0077,
 * or the site's) or 'Audit Failed' and the button is ready again. The session
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
import type { AuditRequestInput } from '../../(audit)/lib/run'
import { useAuditFlow } from '../../(audit)/lib/useAuditFlow'
import { LoadingOverlay } from '../../(audit)/components/LoadingOverlay'
import { Button } from '../../../components/ui'

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
  const { running, progress, start } = useAuditFlow()

  return (
    <>
      {running && <LoadingOverlay message={RERUN_TEXT.overlay} progress={progress} />}
      <Button type="button" variant="outline" disabled={running} onClick={() => start(request)}>
        {running ? RERUN_TEXT.busy : RERUN_TEXT.idle}
      </Button>
    </>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default RerunAudit
