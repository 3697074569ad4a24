/** Island (lib/islands.tsx): components/DeleteAccount.tsx. */
export { DeleteAccount as default } from '../components/DeleteAccount'
