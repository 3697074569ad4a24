/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The email-address check of a new customer account (docs/decisions/0074, 0092), to the address
 * it was made with: `accountVerify({ email, verifyUrl, siteUrl, sender? })` resolves to
 * `{ subject, html, text }` with subject 'Confirm your email for {PRODUCT_NAME}'. One button to the
 * site's page where the follower chooses the password (so a link scanner confirms nothing), how
 * long the link works, and that the account cannot be used until then. It greets nobody by name
 * and carries no text the visitor typed: the address is not proven yet, and anyone may type it.
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

/** What `accountVerify` needs. */
export interface AccountVerifyInput {
  email: string
  /** The site's confirmation page with the account's token (links.ts `accountLinkUrl`). */
  verifyUrl: string
  siteUrl: string
  sender?: Sender
}

function AccountVerify({
  email,
  verifyUrl,
  siteUrl,
  sender,
}: AccountVerifyInput & { sender: Sender }) {
  return (
    <ButtonEmail
      preview={`Confirm ${email} and choose your ${PRODUCT_NAME} password.`}
      why={
        <>
          You are getting this email because an account was created with {email} on{' '}
          {siteHostOf(siteUrl)}.
        </>
      }
      sender={sender}
      title="Confirm your email"
      lead={
        <>
          Thanks for creating a {PRODUCT_NAME} account. Confirm that {email} is yours and choose
          your password: your audits are then kept on your dashboard, where you can see how your
          visibility in ChatGPT, Claude, Gemini and Perplexity changes over time.
        </>
      }
      button={{ href: verifyUrl, label: 'Confirm email' }}
      footnote="The link works for 24 hours; a newer one replaces it. Didn't create an account? Ignore this email: the account can't be used until the address is confirmed."
    />
  )
}

/**
 * Renders the confirmation request to `email` (see the module comment); `sender` defaults to
 * `SENDER`. Resolves to `{ subject, html, text }`.
 */
export function accountVerify(input: AccountVerifyInput): Promise<RenderedEmail> {
  return renderBoth(
    <AccountVerify {...input} sender={input.sender ?? SENDER} />,
    `Confirm your email for ${PRODUCT_NAME}`,
  )
}
