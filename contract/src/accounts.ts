/**
 * The customer-account contract (docs/decisions/0074): what the site's sign-up, sign-in and
 * password forms send, checked with the same schemas by the site (react-hook-form with zod) and by
 * the CMS's account endpoints, and the account mails the CMS queues with the audit service.
 *
 * - `signUpSchema` {email}: a sign-up only asks for the address; whoever follows the mailed link
 *   chooses the password (and a name) with `verifyAccountSchema` {token, password, name?}, so no
 *   password holds before the mailbox is proven (docs/decisions/0092).
 * - `signInSchema` {email, password}: without an email or a password, spec §5's 'You must provide
 *   either an email or phone number and a password' (accounts are by email; no phone sign-in is
 *   offered); so do the forms that choose a password.
 * - A new password keeps `PASSWORD_RULE` (`passwordProblem`): 8 to 128 characters and not easy to
 *   guess, as zxcvbn-ts estimates it with its list of common and breached passwords (score at least
 *   `PASSWORD_RULE.minScore`, docs/decisions/0094); the site's forms, the site's server and the CMS
 *   (on every password change) check the same rule.
 * - `forgotPasswordSchema` {email}; `resetPasswordSchema` {token, password}.
 * - `profileSchema` {name} and `avatarFileSchema` {type, size} (`AVATAR_RULE`, `avatarProblem`):
 *   the settings' profile form, checked alike by the site and the CMS (docs/decisions/0131).
 * - `accountMailSchema` {kind: 'account_verify' | 'password_reset', to, token, copy?}: the body of
 *   the audit service's `POST /internal/v1/account-mails`. The mail's link is the site's
 *   `ACCOUNT_LINKS[kind]` with the token as `?token=`; `copy` (1, 2, 3…) numbers repeated mails of
 *   one token. No visitor-typed text goes into these mails (docs/decisions/0092).
 *
 * Pure module: no I/O, safe in the browser. The password list (about 100 kB gzip) is in
 * `@aivis/contract/passwordStrength`, which whoever checks a new password imports.
 */
import { LEAD_EMAIL_PATTERN } from './leads'
import { z } from './zod'

/** Messages of the account forms: spec §5's, and ours where the spec is silent. */
export const ACCOUNT_MESSAGES = {
  credentials: 'You must provide either an email or phone number and a password',
  email: 'Please enter a valid email address',
  passwordLength: 'Use 8 to 128 characters for your password.',
  passwordWeak:
    'This password is too easy to guess. Try a longer one, such as a few unrelated words.',
  name: 'Keep your name under 120 characters.',
  token: 'This link is not valid. Ask for a new one.',
  avatarType: 'Choose a PNG, JPEG or WebP image.',
  avatarSize: 'Choose an image of 1 MB or less.',
  avatarEmpty: 'This file is empty. Choose an image.',
} as const

/**
 * What a customer's avatar may be (docs/decisions/0131): a PNG, JPEG or WebP image (no SVG, which
 * can carry script) of at most `maxBytes` (1 MiB: the CMS API's body limit). `extensions` names
 * each type's file extension, for the stored file's name.
 */
export const AVATAR_RULE = {
  maxBytes: 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  extensions: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
} as const

export type AvatarType = (typeof AVATAR_RULE.types)[number]

/**
 * What a new password must be: `min` to `max` characters, and zxcvbn-ts's score (0–4, from the
 * estimated guesses) at least `minScore`: 3 is 10^8 guesses or more, which refuses the common and
 * breached passwords of its list (`12345678`, `password`), repeats (`aaaaaaaa`) and keyboard runs.
 */
export const PASSWORD_RULE = { min: 8, max: 128, minScore: 3 } as const

/**
 * The strength estimate `passwordProblem` uses: zxcvbn-ts's score (0–4) of `password`, `related`
 * counted as already guessed. Registered by `@aivis/contract/passwordStrength` (which holds the
 * 460 kB dictionary), so that only the code that checks new passwords loads it: the CMS, the
 * site's server and the site's two forms that set a password. Every other island importing this
 * package stays small.
 */
export type PasswordEstimator = (password: string, related: string[]) => number

let estimator: PasswordEstimator | null = null

/** Sets the estimator (called by `@aivis/contract/passwordStrength` when it is imported). */
export function setPasswordEstimator(next: PasswordEstimator): void {
  estimator = next
}

/** The site's pages an account mail links to, with the token as `?token=`. */
export const ACCOUNT_LINKS = {
  account_verify: '/signin/verify',
  password_reset: '/signin/reset',
} as const

export type AccountMailKind = keyof typeof ACCOUNT_LINKS

/** A verification or reset token as Payload issues them (hex), and nothing else. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9]{20,128}$/

/**
 * The password rule as a check: null when `password` keeps `PASSWORD_RULE`, else the message
 * (`ACCOUNT_MESSAGES.passwordLength` or `.passwordWeak`). `related`: texts the password must not
 * lean on (the account's email), each and its words counted as already guessed.
 */
export function passwordProblem(password: string, related: string[] = []): string | null {
  if (password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max)
    return ACCOUNT_MESSAGES.passwordLength
  const words = related.flatMap((r) => [
    r,
    ...r.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2),
  ])
  if (!estimator)
    throw new Error(
      "passwordProblem: no strength estimator: import '@aivis/contract/passwordStrength' first",
    )
  return estimator(password, words) < PASSWORD_RULE.minScore ? ACCOUNT_MESSAGES.passwordWeak : null
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

/** A name given when the account is made (docs/decisions/0092: only by the link's follower). */
const name = z.string().trim().max(120, ACCOUNT_MESSAGES.name).optional()

/**
 * The profile a customer edits in the settings (docs/decisions/0131): their name, trimmed, at most
 * 120 characters; '' clears it. The site's form, the site's server and the CMS's `name` field
 * check it with this schema.
 */
export const profileSchema = z.object({
  name: z.string({ error: ACCOUNT_MESSAGES.name }).trim().max(120, ACCOUNT_MESSAGES.name),
})
export type Profile = z.infer<typeof profileSchema>

/**
 * An avatar file as each layer sees it: its declared type (the browser's `File.type`, the
 * upload's `Content-Type`, Payload's `req.file.mimetype`) and its size in bytes, kept to
 * `AVATAR_RULE` with `ACCOUNT_MESSAGES.avatarType` / `.avatarSize` / `.avatarEmpty`. The CMS also
 * reads the file's first bytes for its real type (Payload's upload check).
 */
export const avatarFileSchema = z.object({
  type: z.enum(AVATAR_RULE.types, { error: ACCOUNT_MESSAGES.avatarType }),
  size: z
    .number({ error: ACCOUNT_MESSAGES.avatarEmpty })
    .int()
    .min(1, ACCOUNT_MESSAGES.avatarEmpty)
    .max(AVATAR_RULE.maxBytes, ACCOUNT_MESSAGES.avatarSize),
})

/** `avatarFileSchema`'s first message for `file`, or null when it may be an avatar. */
export function avatarProblem(file: { type?: unknown; size?: unknown }): string | null {
  const parsed = avatarFileSchema.safeParse({ type: file.type, size: file.size })
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.avatarType)
}

/** Sign-up: only the address (docs/decisions/0092); other fields are dropped. */
export const signUpSchema = z.object({ email: credentialsEmail })
export type SignUp = z.infer<typeof signUpSchema>

/** Finishing a sign-up from the mailed link: its token, the password chosen, and a name. */
export const verifyAccountSchema = z.object({ token, password, name })
export type VerifyAccount = z.infer<typeof verifyAccountSchema>

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
  copy: z.number().int().min(1).max(10).optional(),
})
export type AccountMail = z.infer<typeof accountMailSchema>
