/** Island (lib/islands.tsx): components/ContactForm.tsx. */
export { ContactForm as default } from '../components/ContactForm'
