/**
 * /audit-results (spec §2, §4): the result at the page's durable address, rendered by the server
 * (+data.ts, docs/decisions/0108): the results, or 'No Audit Results Found' for the bare page
 * without a latest result. Its only script is the results' island (hydrated at first use) and the
 * 'audit_complete' event (pages/+client.ts).
 */
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { FALLBACK_COMMON } from '../../../lib/common'
import { promisesOf } from '../../../lib/promises'
import type { Data } from './+data'
import { ResultsView } from './ResultsView'

export default function Page() {
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  const { state } = useData<Data>()
  return (
    <ResultsView
      state={state}
      bookingUrl={settings.bookingUrl ?? ''}
      academyUrl={settings.academyUrl || undefined}
      callMinutes={promisesOf(settings).callMinutes}
    />
  )
}
