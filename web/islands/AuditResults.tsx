/** Island (lib/islands.tsx): pages/audit-results/components/Results.tsx. */
export { Results as default } from '../pages/audit-results/components/Results'
