/** Island (lib/islands.tsx): components/layout/Header.tsx. */
export { Header as default } from '../components/layout/Header'
