/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The newsletter confirmation (double opt-in, docs/decisions/0058), to an address entered in the
 * newsletter form: `newsletterConfirm({ email, confirmUrl, siteUrl, sender? })` resolves to
 * `{ subject, html, text }` with subject 'Confirm your subscription to the {PRODUCT_NAME}
 * newsletter'. One button to the signed link (links.ts `confirmUrl`: a page with one button, so a
 * link scanner confirms nothing), how long it works, and that no subscription starts unless it is
 * followed. Not a newsletter message: no List-Unsubscribe.
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

/** What `newsletterConfirm` needs. */
export interface NewsletterConfirmInput {
  email: string
  /** The signed confirmation link (links.ts `confirmUrl`), valid for 7 days. */
  confirmUrl: string
  siteUrl: string
  sender?: Sender
}

function NewsletterConfirm({
  email,
  confirmUrl,
  siteUrl,
  sender,
}: NewsletterConfirmInput & { sender: Sender }) {
  return (
    <ButtonEmail
      preview={`One click to confirm the ${PRODUCT_NAME} newsletter for ${email}.`}
      why={
        <>
          You are getting this email because {email} was entered in the newsletter form on{' '}
          {siteHostOf(siteUrl)}. Unless you confirm, you won't be subscribed.
        </>
      }
      sender={sender}
      title="Confirm your subscription"
      lead={
        <>
          Thanks for signing up to the {PRODUCT_NAME} newsletter with {email}. Please confirm that
          it was you, and we'll send you one email a month with practical AI visibility tips: how
          ChatGPT, Claude, Gemini and Perplexity choose the businesses they recommend, and what you
          can do about it.
        </>
      }
      button={{ href: confirmUrl, label: 'Confirm subscription' }}
      footnote="The link works for 7 days. Didn't sign up? Ignore this email: you won't be subscribed."
    />
  )
}

/**
 * Renders the confirmation request to `email` (see the module comment); `sender` defaults to
 * `SENDER`. Resolves to `{ subject, html, text }`.
 */
export function newsletterConfirm(input: NewsletterConfirmInput): Promise<RenderedEmail> {
  return renderBoth(
    <NewsletterConfirm {...input} sender={input.sender ?? SENDER} />,
    `Confirm your subscription to the ${PRODUCT_NAME} newsletter`,
  )
}
