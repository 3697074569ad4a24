/** Island (lib/islands.tsx): components/DomainForm.tsx. */
export { DomainForm as default } from '../components/DomainForm'
