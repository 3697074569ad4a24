/** Island (lib/islands.tsx): components/ClaimAudits.tsx. */
export { ClaimAudits as default } from '../components/ClaimAudits'
