/** Island (lib/islands.tsx): components/NewsletterForm.tsx. */
export { NewsletterForm as default } from '../components/NewsletterForm'
