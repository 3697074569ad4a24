/**
 * The customer-account contract (docs/decisions/0074): what the site's sign-up, sign-in and
 * password forms send, checked with the same schemas by the site (react-hook-form with zod) and by
 * the CMS's account endpoints, and the account mails the CMS queues with the audit service.
 *
 * - `signUpSchema` {email, password, name?}; `signInSchema` {email, password}: without an email or
 *   a password, spec §5's 'You must provide either an email or phone number and a password'
 *   (accounts are by email; no phone sign-in is offered). A password is 8 to 128 characters
 *   (`PASSWORD_RULE`, also checked by the CMS on every password change).
 * - `forgotPasswordSchema` {email}; `resetPasswordSchema` {token, password}.
 * - `accountMailSchema` {kind: 'account_verify' | 'password_reset', to, token, name?}: the body of
 *   the audit service's `POST /internal/v1/account-mails`. The mail's link is the site's
 *   `ACCOUNT_LINKS[kind]` with the token as `?token=`.
 *
 * Pure module: no I/O, safe in the browser.
 */
import { LEAD_EMAIL_PATTERN } from './leads'
import { z } from './zod'

/** Messages of the account forms: spec §5's, and ours where the spec is silent. */
export const ACCOUNT_MESSAGES = {
  credentials: 'You must provide either an email or phone number and a password',
  email: 'Please enter a valid email address',
  passwordLength: 'Use 8 to 128 characters for your password.',
  name: 'Keep your name under 120 characters.',
  token: 'This link is not valid. Ask for a new one.',
} as const

/** What a password must be, in characters. */
export const PASSWORD_RULE = { min: 8, max: 128 } as const

/** The site's pages an account mail links to, with the token as `?token=`. */
export const ACCOUNT_LINKS = {
  account_verify: '/signin/verify',
  password_reset: '/signin/reset',
} as const

export type AccountMailKind = keyof typeof ACCOUNT_LINKS

/** A verification or reset token as Payload issues them (hex), and nothing else. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9]{20,128}$/

/** The password rule as a check: null when `password` keeps it, else the message. */
export function passwordProblem(password: string): string | null {
  return password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max
    ? ACCOUNT_MESSAGES.passwordLength
    : null
}

const credentialsEmail = z
  .string({ error: ACCOUNT_MESSAGES.credentials })
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.credentials)
  .max(254, ACCOUNT_MESSAGES.email)
  .pipe(z.email({ message: ACCOUNT_MESSAGES.email, pattern: LEAD_EMAIL_PATTERN }))

const password = z
  .string({ error: ACCOUNT_MESSAGES.credentials })
  .min(1, ACCOUNT_MESSAGES.credentials)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

const token = z.string({ error: ACCOUNT_MESSAGES.token }).regex(ACCOUNT_TOKEN_PATTERN, {
  message: ACCOUNT_MESSAGES.token,
})

export const signUpSchema = z.object({
  email: credentialsEmail,
  password,
  name: z.string().trim().max(120, ACCOUNT_MESSAGES.name).optional(),
})
export type SignUp = z.infer<typeof signUpSchema>

/** Sign-in: any non-empty password (the rule may have been different when it was chosen). */
export const signInSchema = z.object({
  email: credentialsEmail,
  password: z
    .string({ error: ACCOUNT_MESSAGES.credentials })
    .min(1, ACCOUNT_MESSAGES.credentials)
    .max(1024, ACCOUNT_MESSAGES.credentials),
})
export type SignIn = z.infer<typeof signInSchema>

export const forgotPasswordSchema = z.object({ email: credentialsEmail })

export const resetPasswordSchema = z.object({ token, password })

export const accountMailSchema = z.object({
  kind: z.enum(['account_verify', 'password_reset']),
  to: z
    .string()
    .max(254)
    .pipe(z.email({ pattern: LEAD_EMAIL_PATTERN })),
  token,
  name: z.string().max(120).optional(),
})
export type AccountMail = z.infer<typeof accountMailSchema>
