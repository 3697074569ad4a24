/** Island (lib/islands.tsx): pages/audit-loading/AuditLoadingPage.tsx. */
export { AuditLoadingPage as default } from '../pages/audit-loading/AuditLoadingPage'
