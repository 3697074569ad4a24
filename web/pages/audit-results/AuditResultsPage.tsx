/**
 * /audit-results rendered in the browser (spec §2, §4): the stored result read from browser
 * storage (lib/audit/result.ts), shown by ResultsView.tsx, read again when storage changes; sends
 * 'audit_complete' once results are seen (spec §7). The page's way when the server cannot render
 * the results (showStoredResults.ts, docs/decisions/0070).
 */
import { useEffect } from 'react'
import { useLatestResult } from '../../lib/audit/result'
import { track } from '../../lib/track'
import { ResultsView } from './ResultsView'

/**
 * `bookingUrl`: the strategy-call booking URL of the site settings ('' without one); `academyUrl`:
 * their academy URL, for the course beside the calls (none when unset).
 */
export function AuditResultsPage({
  bookingUrl,
  academyUrl,
}: {
  bookingUrl: string
  academyUrl?: string
}) {
  const state = useLatestResult()
  const shown = state !== 'loading' && state && 'result' in state ? state.result : null
  useEffect(() => {
    if (shown)
      track('audit_complete', {
        service: shown.specialism,
        location: shown.location,
        status: 'viewed',
        severity: shown.severity,
      })
  }, [shown])
  return <ResultsView state={state} bookingUrl={bookingUrl} academyUrl={academyUrl ?? ''} />
}
