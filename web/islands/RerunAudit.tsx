/** Island (lib/islands.tsx): components/RerunAudit.tsx. */
export { RerunAudit as default } from '../components/RerunAudit'
