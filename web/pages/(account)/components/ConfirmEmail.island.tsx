/**
 * A page an account mail links to (docs/decisions/0074, 0092). Its `?token=` is read in the
 * browser and taken out of the address bar at once (linkToken.ts, docs/decisions/0093):
 *
 * - `ConfirmEmail` (/signin/verify): the follower of the link chooses the password (the contract's
 *   rule) and may give a name, posted with the token to `POST /auth/verify`; on success they are
 *   signed in (the site's session cookie, as a sign-in sets it; docs/decisions/0131) and go to
 *   the page they signed up from (`pathAfterSignUp`), else the dashboard. Opening the link
 *   confirms nothing by itself: mail scanners that follow links must not confirm an address, and
 *   a password typed at sign-up by someone else never holds.
 * A missing or refused token says so and links to where a new one is asked for.
 */
// The contract's password rule needs its strength estimator (docs/decisions/0094).
import '@aivis/contract/passwordStrength'
import { ACCOUNT_MESSAGES, verifyAccountSchema, type VerifyAccount } from '@aivis/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { pathAfterSignUp, postAccount } from '../../../lib/accountClient'
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

export function ConfirmEmail() {
  const token = useLinkToken()
  const [answer, setAnswer] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<VerifyAccount>({
    resolver: zodResolver(verifyAccountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { token: '', password: '', name: '' },
  })
  const submit = async (values: VerifyAccount) => {
    setAnswer(null)
    const outcome = await postAccount('verify', {
      token: values.token,
      password: values.password,
      ...(values.name ? { name: values.name } : {}),
    })
    if (outcome.ok) return navigate(pathAfterSignUp())
    if (outcome.kind === 'rejected')
      for (const field of ['password', 'name'] as const)
        if (outcome.fields[field]) setError(field, { message: outcome.fields[field] })
    setAnswer(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
  }
  const tokenProblem = errors.token ? ACCOUNT_MESSAGES.token : null
  return (
    <Panel>
      <h1>Confirm your email</h1>
      <p>Choose your password to finish creating your account. You are then signed in.</p>
      <form
        noValidate
        aria-label="Confirm your email"
        onSubmit={(e) => {
          setValue('token', token.current)
          return handleSubmit(submit)(e)
        }}
      >
        <Field>
          <Label htmlFor="verify-name">Name (Optional)</Label>
          <Input
            id="verify-name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'verify-name-error' : undefined}
            {...register('name')}
          />
          {errors.name && <ErrorText id="verify-name-error">{errors.name.message}</ErrorText>}
        </Field>
        <Field>
          <Label htmlFor="verify-password">Password</Label>
          <Input
            id="verify-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'verify-password-error' : 'verify-password-hint'}
            {...register('password')}
          />
          <Muted id="verify-password-hint" style={{ margin: 0 }}>
            {PASSWORD_HINT}
          </Muted>
          {errors.password && (
            <ErrorText id="verify-password-error">{errors.password.message}</ErrorText>
          )}
        </Field>
        {(answer ?? tokenProblem) && (
          <Answer tone="error" role="alert">
            {answer ?? tokenProblem}
          </Answer>
        )}
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Confirming...' : 'Confirm and Sign In'}
        </Button>
      </form>
      <Switches>
        <span>
          Link not working? <a href={ACCOUNT_FORM_PATHS['sign-up']}>Sign up again</a> to get a new
          one.
        </span>
      </Switches>
    </Panel>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ConfirmEmail
