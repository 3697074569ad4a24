/** Island (lib/islands.tsx): the cookie page's preferences of components/ConsentBanner.tsx. */
export { CookiePreferences as default } from '../components/ConsentBanner'
