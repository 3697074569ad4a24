/**
 * A page an account mail links to (docs/decisions/0074, 0092). Its `?token=` is read in the
 * browser and taken out of the address bar at once (linkToken.ts, docs/decisions/0093):
 *
 * - `ResetPassword` (/signin/reset): a new password (the contract's rule), posted with the token
 *   to `POST /auth/reset`; on success the visitor is signed in and goes to the dashboard.
 *
 * A missing or refused token says so and links to where a new one is asked for.
 */
// The contract's password rule needs its strength estimator (docs/decisions/0094).
import '@aivis/contract/passwordStrength'
import { ACCOUNT_MESSAGES, resetPasswordSchema } from '@aivis/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DASHBOARD_PATH, postAccount } from '../../../lib/accountClient'
import { navigate } from '../../../lib/navigate'
import {
  ACCOUNT_FORM_PATHS,
  ACCOUNT_SERVER_ERROR,
  Answer,
  Panel,
  Switches,
  outcomeMessage,
} from './AccountForm.island'
import { Button, ErrorText, Field, Input, Label, Muted } from '../../../components/ui'

import { PASSWORD_HINT, useLinkToken } from './linkToken'

export function ResetPassword() {
  const token = useLinkToken()
  const [answer, setAnswer] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<{ token: string; password: string }>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { token: '', password: '' },
  })
  const submit = async (values: { token: string; password: string }) => {
    setAnswer(null)
    const outcome = await postAccount('reset', values)
    if (outcome.ok) return navigate(DASHBOARD_PATH)
    if (outcome.kind === 'rejected' && outcome.fields.password)
      setError('password', { message: outcome.fields.password })
    setAnswer(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
  }
  const message = errors.password?.message
  // The token comes from the address at submit time, not from a field the visitor sees.
  const tokenProblem = errors.token ? ACCOUNT_MESSAGES.token : null
  return (
    <Panel>
      <h1>Choose a new password</h1>
      <p>Your new password signs you in on this device and signs out every other device.</p>
      <form
        noValidate
        aria-label="Choose a new password"
        onSubmit={(e) => {
          setValue('token', token.current)
          return handleSubmit(submit)(e)
        }}
      >
        <Field>
          <Label htmlFor="reset-password">New password</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'reset-password-error' : 'reset-password-hint'}
            {...register('password')}
          />
          <Muted id="reset-password-hint" style={{ margin: 0 }}>
            {PASSWORD_HINT}
          </Muted>
          {message && <ErrorText id="reset-password-error">{message}</ErrorText>}
        </Field>
        {(answer ?? tokenProblem) && (
          <Answer tone="error" role="alert">
            {answer ?? tokenProblem}
          </Answer>
        )}
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save New Password'}
        </Button>
      </form>
      <Switches>
        <span>
          Link expired? <a href={ACCOUNT_FORM_PATHS.forgot}>Ask for a new one</a>.
        </span>
      </Switches>
    </Panel>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ResetPassword
