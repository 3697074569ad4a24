/**
 * /audit-results (spec §2, §4): the result lives in the visitor's browser storage, so the page's
 * HTML says 'Loading your results...'; its script (showStoredResults.ts, run by pages/+client.ts
 * for `data-stored-results`) has the server render the stored result and shows it
 * (docs/decisions/0070). `data-stored-results`: the booking URL of the site settings.
 */
import { usePageContext } from 'vike-react/usePageContext'
import { FALLBACK_COMMON } from '../../lib/common'
import { ResultsView } from './ResultsView'

export default function Page() {
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  return (
    <div data-stored-results={settings.bookingUrl ?? ''} style={{ display: 'contents' }}>
      <ResultsView state="loading" bookingUrl={settings.bookingUrl ?? ''} />
    </div>
  )
}
