/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The newsletter welcome, to a new subscriber:
 * `newsletterWelcome({ email, unsubscribeUrl, siteUrl, sender? })` resolves to
 * `{ subject, html, text }` with subject 'Welcome to the {PRODUCT_NAME} newsletter'. It says what
 * they will receive, links the free audit, and carries the sender's identity and postal address
 * and a visible 'Unsubscribe' link (CAN-SPAM, PECR, Spam Act 2003).
 */
import {
  A,
  ButtonEmail,
  P,
  PRODUCT_NAME,
  SENDER,
  siteHostOf,
  renderBoth,
  s,
  withoutSlash,
  type RenderedEmail,
  type Sender,
} from './layout'

/** What `newsletterWelcome` needs. */
export interface NewsletterWelcomeInput {
  email: string
  /** The subscriber's one-click unsubscribe link (links.ts `unsubscribeUrl`). */
  unsubscribeUrl: string
  siteUrl: string
  sender?: Sender
}

function NewsletterWelcome({
  email,
  unsubscribeUrl,
  siteUrl,
  sender,
}: NewsletterWelcomeInput & { sender: Sender }) {
  const site = withoutSlash(siteUrl)
  return (
    <ButtonEmail
      preview={`You're subscribed to the ${PRODUCT_NAME} newsletter: monthly AI visibility tips.`}
      why={
        <>
          You are getting this email because {email} subscribed to the {PRODUCT_NAME}
          {' newsletter on '}
          {siteHostOf(siteUrl)}. Don't want it? <A href={unsubscribeUrl}>Unsubscribe</A> with one
          click.
        </>
      }
      sender={sender}
      title="You're subscribed"
      lead={
        <>
          Thanks for subscribing to the {PRODUCT_NAME} newsletter with {email}. Here is what you
          will receive:
        </>
      }
      button={{ href: `${site}/audit`, label: 'Run Free AI Audit' }}
      footnote={
        <>
          Changed your mind? <A href={unsubscribeUrl}>Unsubscribe</A> at any time, with one click.
        </>
      }
    >
      <ul style={{ margin: '0 0 16px', paddingLeft: '22px' }}>
        <li className="em-text" style={{ ...s.p, margin: '0 0 6px' }}>
          One email a month with practical AI visibility tips: how ChatGPT, Claude, Gemini and
          Perplexity choose the businesses they recommend, and what you can do about it.
        </li>
        <li className="em-text" style={{ ...s.p, margin: 0 }}>
          The latest AI insights, in plain words, without jargon.
        </li>
      </ul>
      <P>Want to see where you stand today? The audit is free and takes about a minute.</P>
    </ButtonEmail>
  )
}

/**
 * Renders the welcome to `email` (see the module comment); `sender` defaults to `SENDER`.
 * Resolves to `{ subject, html, text }`.
 */
export function newsletterWelcome(input: NewsletterWelcomeInput): Promise<RenderedEmail> {
  return renderBoth(
    <NewsletterWelcome {...input} sender={input.sender ?? SENDER} />,
    `Welcome to the ${PRODUCT_NAME} newsletter`,
  )
}
