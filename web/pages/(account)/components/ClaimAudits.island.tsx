/**
 * The dashboard's offer of earlier audits (results mailed to the customer's address before they
 * had an account): 'Add to My Dashboard' makes them theirs (`POST /auth/claim`), then the page
 * loads again with them in place. A failure says so; nothing is lost.
 */
import { useState } from 'react'
import { postAccount } from '../../../lib/accountClient'
import { navigate } from '../../../lib/navigate'
import { ACCOUNT_SERVER_ERROR, outcomeMessage } from './AccountForm.island'
import { Button, ErrorText } from '../../../components/ui'

export function ClaimAudits({ count }: { count: number }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <>
      <Button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setError(null)
          const outcome = await postAccount('claim', {})
          if (outcome.ok) return navigate('/app/dashboard')
          setBusy(false)
          setError(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
        }}
      >
        {busy
          ? 'Adding...'
          : count === 1
            ? 'Add It to My Dashboard'
            : `Add All ${count} to My Dashboard`}
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ClaimAudits
