/**
 * The results island's component (islands/AuditResults.tsx, docs/decisions/0071): `Results` for
 * `result` when given (the server's render), else for the result stored in the browser
 * (lib/audit/result.ts `loadResult`: the same text the page sent the server, read and checked
 * the same way), so the page's HTML does not carry the result a second time as the island's
 * props. Renders nothing when storage no longer holds a result (the page then reloads:
 * showStoredResults.ts).
 */
import type { AuditResult } from '@aivis/contract'
import { loadResult } from '../../../lib/audit/result'
import type { DateDisplay } from '../resultView'
import { Results } from './Results'

export function StoredResults({
  result,
  ...props
}: { result?: AuditResult; bookingUrl: string; academyUrl?: string } & DateDisplay) {
  const loaded = result ? { result } : loadResult()
  if (!loaded || !('result' in loaded)) return null
  return <Results result={loaded.result} {...props} />
}
