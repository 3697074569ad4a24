/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * A password reset link for a customer account (docs/decisions/0074), to the account's address:
 * `passwordReset({ email, resetUrl, siteUrl, sender? })` resolves to `{ subject, html, text }`
 * with subject 'Reset your {PRODUCT_NAME} password'. One button to the site's page where a new
 * password is chosen, how long it works (1 hour, the CMS's `forgotPassword.expiration`), and that
 * nothing changes unless it is followed.
 */
import {
  ButtonEmail,
  PRODUCT_NAME,
  SENDER,
  siteHostOf,
  renderBoth,
  type RenderedEmail,
  type Sender,
} from './layout'

/** What `passwordReset` needs. */
export interface PasswordResetInput {
  email: string
  /** The site's reset page with the reset token (links.ts `accountLinkUrl`). */
  resetUrl: string
  siteUrl: string
  sender?: Sender
}

function PasswordReset({
  email,
  resetUrl,
  siteUrl,
  sender,
}: PasswordResetInput & { sender: Sender }) {
  return (
    <ButtonEmail
      preview={`Choose a new password for ${email}.`}
      why={
        <>
          You are getting this email because a password reset was asked for {email} on{' '}
          {siteHostOf(siteUrl)}.
        </>
      }
      sender={sender}
      title="Reset your password"
      lead={
        <>
          Someone, hopefully you, asked to reset the password of the {PRODUCT_NAME}
          {' account '}
          {email}. Choose a new one here:
        </>
      }
      button={{ href: resetUrl, label: 'Choose a new password' }}
      footnote="The link works for 1 hour from your first request. Didn't ask? Ignore this email: your password stays as it is."
    />
  )
}

/**
 * Renders the reset link to `email` (see the module comment); `sender` defaults to `SENDER`.
 * Resolves to `{ subject, html, text }`.
 */
export function passwordReset(input: PasswordResetInput): Promise<RenderedEmail> {
  return renderBoth(
    <PasswordReset {...input} sender={input.sender ?? SENDER} />,
    `Reset your ${PRODUCT_NAME} password`,
  )
}
