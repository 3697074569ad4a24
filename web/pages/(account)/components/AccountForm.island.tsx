/**
 * The account forms of /signin (docs/decisions/0074; the spec shows no content for them, so the
 * texts are ours): `mode` 'sign-in' (/signin), 'sign-up' (/signin/new) or 'forgot'
 * (/signin/forgot). react-hook-form with the contract's schemas (the site's server and the CMS
 * check the same ones): validated on submit, then on change; each error under its field, the
 * form's own answer (`role="alert"` for a refusal, `role="status"` for a confirmation) above the
 * button.
 *
 * - Sign in: `POST /auth/sign-in`; on success the browser goes to the page the visitor came for
 *   (`?next=`, `returnPath`) or the dashboard. One message for unknown and wrong accounts.
 * - Sign up: the email alone, `POST /auth/sign-up`; the answer is the same for every address
 *   (check your inbox), so the form cannot tell who has an account. Once accepted, the form gives
 *   way to that answer (nothing left to press twice); the page asked for in `?next=` is kept for
 *   after the confirmation (`keepPathAfterSignUp`). The password is chosen on the mailed link's
 *   page (ConfirmEmail.island.tsx, ResetPassword.island.tsx, docs/decisions/0092, 0131).
 * - Forgot: `POST /auth/forgot`; likewise the same answer for every address.
 *
 * While a request is in flight the button reads '…ing...' and is disabled; values are kept on
 * failure.
 */
import { forgotPasswordSchema, signInSchema, signUpSchema, type SignIn } from '@aivis/contract'
import styled from '@emotion/styled'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type MouseEvent, type ReactNode } from 'react'
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import {
  keepPathAfterSignUp,
  postAccount,
  returnPath,
  type AccountOutcome,
} from '../../../lib/accountClient'
import { navigate } from '../../../lib/navigate'
import { colors, fontSizes, radii, space } from '../../../lib/theme'
import { Button, ErrorText, Field, Input, Label } from '../../../components/ui'

export type AccountMode = 'sign-in' | 'sign-up' | 'forgot'

/** The paths of the three forms. */
export const ACCOUNT_FORM_PATHS: Record<AccountMode, string> = {
  'sign-in': '/signin',
  'sign-up': '/signin/new',
  forgot: '/signin/forgot',
}

/** The forms' texts (ours: the spec shows none). */
export const ACCOUNT_FORM_TEXT = {
  'sign-in': {
    title: 'Sign In',
    intro: 'See every audit you have run and how your AI visibility changes over time.',
    submit: 'Sign In',
    busy: 'Signing in...',
  },
  'sign-up': {
    title: 'Create your account',
    intro:
      'Keep every audit, re-check your visibility each month and share a report. We will email you a link to confirm your address and choose your password.',
    submit: 'Create Account',
    busy: 'Creating account...',
  },
  forgot: {
    title: 'Reset your password',
    intro: 'We will email you a link to choose a new password.',
    submit: 'Send Reset Link',
    busy: 'Sending...',
  },
} as const

/** The form's answer when the site could not be reached or failed. */
export const ACCOUNT_NETWORK_ERROR =
  'We could not reach the site. Check your connection and try again.'
export const ACCOUNT_SERVER_ERROR =
  'Something went wrong on our side. Please try again in a moment.'

export const Panel = styled.div({
  maxWidth: 440,
  margin: '0 auto',
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  padding: space[5],
  '& h1': { fontSize: fontSizes['2xl'], margin: `0 0 ${space[2]}px` },
  '& > p': { color: colors.muted, margin: `0 0 ${space[5]}px` },
})
export const Answer = styled.p<{ tone: 'error' | 'ok' }>(({ tone }) => ({
  margin: `0 0 ${space[4]}px`,
  padding: space[3],
  borderRadius: radii.md,
  fontSize: fontSizes.sm,
  border: `1px solid ${tone === 'error' ? colors.danger : colors.success}`,
  background: colors.surface2,
  color: colors.text,
}))
export const Switches = styled.div({
  marginTop: space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  fontSize: fontSizes.sm,
  color: colors.muted,
  '& a': { color: colors.accent },
})

/** The message an outcome shows, or null for a success. */
export function outcomeMessage(outcome: AccountOutcome): string | null {
  if (outcome.ok) return null
  if (outcome.kind === 'network') return ACCOUNT_NETWORK_ERROR
  return outcome.message ?? ACCOUNT_SERVER_ERROR
}

type Values = SignIn
const SCHEMAS = { 'sign-in': signInSchema, 'sign-up': signUpSchema, forgot: forgotPasswordSchema }
const EMPTY: Record<AccountMode, Partial<Values>> = {
  'sign-in': { email: '', password: '' },
  'sign-up': { email: '' },
  forgot: { email: '' },
}

function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  register,
  errors,
  hint,
}: {
  name: keyof Values
  label: string
  type?: string
  autoComplete: string
  register: UseFormRegister<Values>
  errors: FieldErrors<Values>
  hint?: ReactNode
}) {
  const id = `account-${name}`
  const message = errors[name]?.message
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(name)}
      />
      {hint}
      {message && <ErrorText id={`${id}-error`}>{message}</ErrorText>}
    </Field>
  )
}

/**
 * A click on the link to the other form: the page's `?next=` (a path of this site, `returnPath`)
 * goes along, so signing up or in from there still leads where the visitor was going. The pages
 * are cached without their query, so the link gets it in the browser, when it is followed.
 */
function keepNext(event: MouseEvent<HTMLAnchorElement>): void {
  const next = new URLSearchParams(window.location.search).get('next')
  if (!next || returnPath(next) !== next) return
  const link = event.currentTarget
  link.href = `${link.pathname}?next=${encodeURIComponent(next)}`
}

export function AccountForm({ mode }: { mode: AccountMode }) {
  const text = ACCOUNT_FORM_TEXT[mode]
  const [answer, setAnswer] = useState<{ tone: 'error' | 'ok'; message: string } | null>(null)
  /** The sign-up's answer once accepted: the form then gives way to it. */
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(SCHEMAS[mode] as typeof signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY[mode],
  })

  const submit = async (values: Values) => {
    setAnswer(null)
    const outcome = await postAccount(mode, values)
    if (outcome.ok) {
      const next = new URLSearchParams(window.location.search).get('next')
      if (mode === 'sign-in') return navigate(returnPath(next))
      if (mode === 'sign-up') {
        keepPathAfterSignUp(next)
        return setSent(String(outcome.body.message ?? ''))
      }
      return setAnswer({ tone: 'ok', message: String(outcome.body.message ?? '') })
    }
    if (outcome.kind === 'rejected')
      for (const [field, message] of Object.entries(outcome.fields))
        if (field in EMPTY[mode]) setError(field as keyof Values, { message })
    setAnswer({ tone: 'error', message: outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR })
  }

  const fieldProps = { register, errors }
  return (
    <Panel>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      {sent !== null ? (
        <Answer tone="ok" role="status">
          {sent}
        </Answer>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate aria-label={text.title}>
          <TextField name="email" label="Email" type="email" autoComplete="email" {...fieldProps} />
          {mode === 'sign-in' && (
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              {...fieldProps}
            />
          )}
          {answer && (
            <Answer tone={answer.tone} role={answer.tone === 'error' ? 'alert' : 'status'}>
              {answer.message}
            </Answer>
          )}
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? text.busy : text.submit}
          </Button>
        </form>
      )}
      <Switches>
        {mode === 'sign-in' && (
          <>
            <a href={ACCOUNT_FORM_PATHS.forgot}>Forgot your password?</a>
            <span>
              New here?{' '}
              <a href={ACCOUNT_FORM_PATHS['sign-up']} onClick={keepNext}>
                Create an account
              </a>
            </span>
          </>
        )}
        {mode !== 'sign-in' && (
          <span>
            Already have an account?{' '}
            <a href={ACCOUNT_FORM_PATHS['sign-in']} onClick={keepNext}>
              Sign in
            </a>
          </span>
        )}
      </Switches>
    </Panel>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default AccountForm
