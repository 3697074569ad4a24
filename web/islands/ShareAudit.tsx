/** Island (lib/islands.tsx): components/ShareAudit.tsx. */
export { ShareAudit as default } from '../components/ShareAudit'
