/** Island (lib/islands.tsx): pages/audit-setup/AuditSetupPage.tsx. */
export { AuditSetupPage as default } from '../pages/audit-setup/AuditSetupPage'
