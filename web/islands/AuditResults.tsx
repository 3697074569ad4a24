/** Island (lib/islands.tsx): pages/audit-results/components/StoredResults.tsx. */
export { StoredResults as default } from '../pages/audit-results/components/StoredResults'
