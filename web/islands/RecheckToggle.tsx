/** Island (lib/islands.tsx): components/RecheckToggle.tsx. */
export { RecheckToggle as default } from '../components/RecheckToggle'
