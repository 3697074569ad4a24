/** Island (lib/islands.tsx): components/AccountForm.tsx. */
export { AccountForm as default } from '../components/AccountForm'
