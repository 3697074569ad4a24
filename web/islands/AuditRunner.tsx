/** Island (lib/islands.tsx): pages/audit/AuditRunner.tsx. */
export { AuditRunner as default } from '../pages/audit/AuditRunner'
