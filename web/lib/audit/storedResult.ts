/**
 * Where the latest audit result is kept in the browser (spec §3 "Browser storage":
 * 'latestAuditResults', session storage first, then local), without the schema or React
 * (lib/audit/result.ts reads and stores it for components): `RESULTS_KEY`,
 * `readStoredResult()` → the stored text, or null.
 */
import { readStoredItem } from '../storageItem'

export const RESULTS_KEY = 'latestAuditResults'

export function readStoredResult(): string | null {
  return readStoredItem(RESULTS_KEY, 'session') ?? readStoredItem(RESULTS_KEY, 'local')
}
