/** Island (lib/islands.tsx): components/layout/AccountMenu.tsx `SignOutEverywhere`. */
export { SignOutEverywhere as default } from '../components/layout/AccountMenu'
