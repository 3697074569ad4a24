/** /audit-results (spec §2, §4): server-rendered, then hydrated as an island (AuditResultsPage.tsx, docs/decisions/0068). */
import { usePageContext } from 'vike-react/usePageContext'
import { FALLBACK_COMMON } from '../../lib/common'
import { Island } from '../../lib/islands'
import { AuditResultsPage } from './AuditResultsPage'

export default function Page() {
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  return (
    <Island
      name="AuditResultsPage"
      component={AuditResultsPage}
      props={{ bookingUrl: settings.bookingUrl ?? '' }}
    />
  )
}
