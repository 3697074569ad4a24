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
import { Button, Section, Text } from '@react-email/components'
import {
  H1,
  Layout,
  Muted,
  P,
  PRODUCT_NAME,
  Rule,
  SENDER,
  SenderFooter,
  siteHostOf,
  renderBoth,
  s,
  type RenderedEmail,
  type Sender,
} from './layout'

/** What `passwordReset` needs. */
export interface PasswordResetInput {
  email: string
  /** The site's reset page with the reset token (mailer.ts). */
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
    <Layout
      preview={`Choose a new password for ${email}.`}
      footer={
        <SenderFooter sender={sender}>
          <Text className="em-muted" style={s.small}>
            You are getting this email because a password reset was asked for {email} on{' '}
            {siteHostOf(siteUrl)}.
          </Text>
        </SenderFooter>
      }
    >
      <H1>Reset your password</H1>
      <P>
        Someone, hopefully you, asked to reset the password of the {PRODUCT_NAME} account {email}.
        Choose a new one here:
      </P>
      <Section style={{ margin: '0 0 8px' }}>
        <Button href={resetUrl} style={s.button}>
          Choose a new password
        </Button>
      </Section>
      <Rule />
      <Muted>
        The link works for 1 hour from your first request. Didn't ask? Ignore this email: your
        password stays as it is.
      </Muted>
    </Layout>
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
