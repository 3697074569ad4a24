/**
 * /audit's form and its run (spec §2, §4, §8), the page's only island (docs/decisions/0068,
 * hydrated at first use). A run (lib/audit/useAuditFlow.ts: the jobs API, the bottom bar hidden)
 * shows the loading overlay with the answers received; the button reads 'Running Audit...';
 * success goes to /audit-results, failure toasts 'Rate Limit Reached' or 'Audit Failed'; an
 * incomplete form toasts 'Missing Information' (spec §5).
 */
import { AuditForm } from '../components/AuditForm'
import { LoadingOverlay } from '../components/LoadingOverlay'
import { useToast } from '../../../components/Toast'
import { Muted } from '../../../components/ui'
import { useAuditFlow } from '../lib/useAuditFlow'
import { space } from '../../../lib/theme'

/** `note`: the line under the form, the audit note of the site settings (lib/promises.ts). */
export function AuditRunner({ note }: { note: string }) {
  const toast = useToast()
  const { running, progress, start: run } = useAuditFlow()
  const missing = () =>
    toast({
      title: 'Missing Information',
      description: 'Please fill in all required fields to run your audit.',
      variant: 'destructive',
    })

  return (
    <>
      {running && (
        <LoadingOverlay message="Running your free AI visibility audit..." progress={progress} />
      )}
      <AuditForm
        variant="audit"
        busy={running}
        submitLabel="Run My Free Audit"
        busyLabel="Running Audit..."
        onSubmit={run}
        onInvalid={missing}
      >
        <Muted style={{ textAlign: 'center', marginTop: space[3] }}>{note}</Muted>
      </AuditForm>
    </>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default AuditRunner
