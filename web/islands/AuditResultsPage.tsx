/** Island (lib/islands.tsx): pages/audit-results/AuditResultsPage.tsx. */
export { AuditResultsPage as default } from '../pages/audit-results/AuditResultsPage'
