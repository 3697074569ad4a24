/** Island (lib/islands.tsx): components/AccountLinkForms.tsx `ResetPassword`. */
export { ResetPassword as default } from '../components/AccountLinkForms'
