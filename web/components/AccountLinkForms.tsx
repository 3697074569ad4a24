/**
 * The pages an account mail links to (docs/decisions/0074, 0092), each reading the mail's
 * `?token=` in the browser (so the token is never part of a rendered or cached page) and taking
 * it out of the address bar at once (`history.replaceState`; it is kept in memory), so it is not
 * left in the history, a bookmark or a shared screenshot (docs/decisions/0093):
 *
 * - `ConfirmEmail` (/signin/verify): the follower of the link chooses the password (the contract's
 *   rule) and may give a name, posted with the token to `POST /auth/verify`; on success they are
 *   signed in and go to the dashboard. Opening the link confirms nothing by itself: mail scanners
 *   that follow links must not confirm an address, and a password typed at sign-up by someone else
 *   never holds.
 * - `ResetPassword` (/signin/reset): a new password (the contract's rule), posted with the token
 *   to `POST /auth/reset`; on success the visitor is signed in and goes to the dashboard.
 *
 * A missing or refused token says so and links to where a new one is asked for.
 */
// The contract's password rule needs its strength estimator (docs/decisions/0094).
import '@aivis/contract/passwordStrength'
import {
  ACCOUNT_MESSAGES,
  resetPasswordSchema,
  verifyAccountSchema,
  type VerifyAccount,
} from '@aivis/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { DASHBOARD_PATH, postAccount } from '../lib/accountClient'
import { navigate } from '../lib/navigate'
import {
  ACCOUNT_FORM_PATHS,
  ACCOUNT_SERVER_ERROR,
  Answer,
  Panel,
  Switches,
  outcomeMessage,
} from './AccountForm'
import { Button, ErrorText, Field, Input, Label, Muted } from './ui'

/** What the password fields say of the rule. */
export const PASSWORD_HINT = 'At least 8 characters, and not one that is easy to guess.'

/**
 * The page's `?token=`, taken out of the address bar once read: kept in a ref for the submit.
 * ('' in the server render and when the address has none.)
 */
function useLinkToken() {
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
    if (outcome.ok) return navigate(DASHBOARD_PATH)
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
