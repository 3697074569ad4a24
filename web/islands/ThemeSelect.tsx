/** Island (lib/islands.tsx): components/ThemeSelect.tsx. */
export { ThemeSelect as default } from '../components/ThemeSelect'
