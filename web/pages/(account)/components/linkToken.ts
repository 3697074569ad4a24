/**
 * What the pages an account mail links to share (ConfirmEmail.island.tsx, ResetPassword.island.tsx;
 * docs/decisions/0074, 0092, 0093): the password hint, and `useLinkToken`, which reads the
 * page's `?token=` in the browser (so the token is never part of a rendered or cached page) and
 * takes it out of the address bar at once (`history.replaceState`; it is kept in memory), so it is
 * not left in the history, a bookmark or a shared screenshot.
 */
import { useEffect, useRef } from 'react'
/** What the password fields say of the rule. */
export const PASSWORD_HINT = 'At least 8 characters, and not one that is easy to guess.'

/**
 * The page's `?token=`, taken out of the address bar once read: kept in a ref for the submit.
 * ('' in the server render and when the address has none.)
 */
export function useLinkToken() {
  const token = useRef('')
  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get('token')
    if (!found) return
    token.current = found
    const rest = new URLSearchParams(window.location.search)
    rest.delete('token')
    const query = rest.toString()
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
    )
  }, [])
  return token
}
