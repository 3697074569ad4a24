/** Island (lib/islands.tsx): components/ConsentBanner.tsx. */
export { ConsentBanner as default } from '../components/ConsentBanner'
