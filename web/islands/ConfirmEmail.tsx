/** Island (lib/islands.tsx): components/AccountLinkForms.tsx `ConfirmEmail`. */
export { ConfirmEmail as default } from '../components/AccountLinkForms'
