/** Island (lib/islands.tsx): pages/audit/AuditPage.tsx. */
export { AuditPage as default } from '../pages/audit/AuditPage'
