/**
 * The settings page's 'Delete Account': the visitor types the account's email (so a stray click
 * deletes nothing), then `POST /auth/delete-account` removes the account and its audits and signs
 * out; the browser goes home. A refusal shows under the field.
 */
import { useState } from 'react'
import { postAccount } from '../../../lib/accountClient'
import { navigate } from '../../../lib/navigate'
import { ACCOUNT_SERVER_ERROR, outcomeMessage } from './AccountForm.island'
import { Button, ErrorText, Field, Input, Label } from '../../../components/ui'

export function DeleteAccount() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      noValidate
      aria-label="Delete account"
      onSubmit={async (e) => {
        e.preventDefault()
        setBusy(true)
        setError(null)
        const outcome = await postAccount('delete-account', { email })
        if (outcome.ok) return navigate('/')
        setBusy(false)
        setError(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
      }}
    >
      <Field>
        <Label htmlFor="delete-email">Type your email to confirm</Label>
        <Input
          id="delete-email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'delete-email-error' : undefined}
        />
        {error && (
          <ErrorText id="delete-email-error" role="alert">
            {error}
          </ErrorText>
        )}
      </Field>
      <Button type="submit" variant="destructive" disabled={busy || !email.trim()}>
        {busy ? 'Deleting...' : 'Delete Account'}
      </Button>
    </form>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default DeleteAccount
