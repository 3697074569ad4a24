/** Island (lib/islands.tsx): pages/_error/ErrorActions.tsx. */
export { ErrorActions as default } from '../pages/_error/ErrorActions'
