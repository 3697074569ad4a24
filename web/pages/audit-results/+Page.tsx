/**
 * /audit-results (spec §2, §4): the result lives in the visitor's browser storage. When the
 * visitor's `latest_audit` cookie names a result the server can prove is the stored one (+data.ts,
 * docs/decisions/0072), the page is rendered with it, and `data-result-digest` says which text it
 * is; otherwise the HTML says 'Loading your results...'. Either way its script
 * (showStoredResults.ts, run by pages/+client.ts for `data-stored-results`) makes sure the page
 * shows this tab's stored result: it keeps the rendered one when this tab holds that text, else
 * has the server render the stored text and shows that (docs/decisions/0070).
 * `data-stored-results`: the booking URL of the site settings.
 */
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { FALLBACK_COMMON } from '../../lib/common'
import type { Data } from './+data'
import { ResultsView } from './ResultsView'

export default function Page() {
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  const { latest } = useData<Data>()
  const bookingUrl = settings.bookingUrl ?? ''
  return (
    <div
      data-stored-results={bookingUrl}
      data-result-digest={latest?.digest}
      style={{ display: 'contents' }}
    >
      {latest ? (
        <ResultsView
          state={latest.state}
          bookingUrl={bookingUrl}
          locale={latest.locale}
          timeZone={latest.timeZone}
        />
      ) : (
        <ResultsView state="loading" bookingUrl={bookingUrl} />
      )}
    </div>
  )
}
