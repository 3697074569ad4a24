/**
 * The pages an account mail links to (docs/decisions/0074), each reading the mail's `?token=` in
 * the browser (so the token is never part of a rendered or cached page):
 *
 * - `ConfirmEmail` (/signin/verify): one button, 'Confirm my email', that posts the token to
 *   `POST /auth/verify`. Opening the link confirms nothing by itself: mail scanners that follow
 *   links must not confirm an address for someone who never asked.
 * - `ResetPassword` (/signin/reset): a new password (the contract's rule, 8 to 128 characters),
 *   posted with the token to `POST /auth/reset`; on success the visitor is signed in and goes to
 *   the dashboard.
 *
 * A missing or refused token says so and links to where a new one is asked for.
 */
import { ACCOUNT_MESSAGES, resetPasswordSchema } from '@aivis/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
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
import { Button, ButtonLink, ErrorText, Field, Input, Label, Muted } from './ui'

/** The `?token=` of the page's address ('' in the server render). */
const tokenOfPage = () =>
  typeof window === 'undefined'
    ? ''
    : (new URLSearchParams(window.location.search).get('token') ?? '')

export function ConfirmEmail() {
  const [state, setState] = useState<
    | { step: 'ready' | 'sending' }
    | { step: 'done'; message: string }
    | { step: 'failed'; message: string }
  >({ step: 'ready' })
  const confirm = async () => {
    setState({ step: 'sending' })
    const outcome = await postAccount('verify', { token: tokenOfPage() })
    if (outcome.ok) return setState({ step: 'done', message: String(outcome.body.message ?? '') })
    setState({ step: 'failed', message: outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR })
  }
  return (
    <Panel>
      <h1>Confirm your email</h1>
      <p>One click and your account is ready: your audits are kept and you can sign in.</p>
      {state.step === 'done' ? (
        <>
          <Answer tone="ok" role="status">
            {state.message}
          </Answer>
          <ButtonLink href={ACCOUNT_FORM_PATHS['sign-in']} block>
            Sign In
          </ButtonLink>
        </>
      ) : (
        <>
          {state.step === 'failed' && (
            <Answer tone="error" role="alert">
              {state.message}
            </Answer>
          )}
          <Button type="button" block disabled={state.step === 'sending'} onClick={confirm}>
            {state.step === 'sending' ? 'Confirming...' : 'Confirm my email'}
          </Button>
          <Switches>
            <span>
              Link not working? <a href={ACCOUNT_FORM_PATHS['sign-up']}>Sign up again</a> to get a
              new one.
            </span>
          </Switches>
        </>
      )}
    </Panel>
  )
}

export function ResetPassword() {
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
          setValue('token', tokenOfPage())
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
            8 to 128 characters.
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
