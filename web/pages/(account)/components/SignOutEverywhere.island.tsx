import { useState } from 'react'
import { postAccount } from '../../../lib/accountClient'
import { navigate } from '../../../lib/navigate'

/**
 * The settings page's 'Sign Out of Every Device' button: ends every session of the account at
 * the CMS (`POST /auth/sign-out` `{ everywhere: true }`), then loads the home page.
 */
export function SignOutEverywhere() {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="sign-out-everywhere"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await postAccount('sign-out', { everywhere: true })
        await navigate('/')
      }}
    >
      {busy ? 'Signing out...' : 'Sign Out of Every Device'}
    </button>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default SignOutEverywhere
