/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The acknowledgement of a contact inquiry, to the visitor who sent it (docs/decisions/0130):
 * `inquiryReceived({ name, businessName, email, siteUrl, sender? })` resolves to
 * `{ subject, html, text }` with subject "We've received your inquiry". It says what happens next
 * in the spec's wording ('We'll analyze your business and get back to you within 48 hours.', spec
 * §8 and §9's reply promise), offers the strategy call (the /contact page, where the booking link
 * is) and says a reply reaches the team. It does not copy the message back: the address was typed
 * by the visitor and nobody proved it is theirs, so the form must not carry anyone's text to
 * anyone. The name and business name are folded to one line and cut to `MAX_ECHO` characters.
 */
import {
  ButtonEmail,
  P,
  PRODUCT_NAME,
  SENDER,
  oneLine,
  renderBoth,
  s,
  siteHostOf,
  withoutSlash,
  type RenderedEmail,
  type Sender,
} from './layout'

/** What `inquiryReceived` needs. */
export interface InquiryReceivedInput {
  /** The name the visitor gave (spec §3). */
  name: string
  /** The business the inquiry is about. */
  businessName: string
  /** Where the answer goes: the address the visitor gave. */
  email: string
  siteUrl: string
  sender?: Sender
}

/** The longest name or business name the acknowledgement repeats, in characters. */
export const MAX_ECHO = 80

/** The spec's promise after a contact inquiry (spec §8 'Contact success'). */
export const INQUIRY_PROMISE = "We'll analyze your business and get back to you within 48 hours."

/** `value` on one line, cut to `MAX_ECHO` characters (an ellipsis marks a cut). */
const echo = (value: string) => {
  const line = oneLine(value)
  return line.length > MAX_ECHO ? `${line.slice(0, MAX_ECHO - 1).trimEnd()}…` : line
}

const li = { ...s.p, margin: '0 0 6px' }

function InquiryReceived({
  name,
  businessName,
  email,
  siteUrl,
  sender,
}: InquiryReceivedInput & { sender: Sender }) {
  const business = echo(businessName)
  return (
    <ButtonEmail
      preview={INQUIRY_PROMISE}
      why={
        <>
          You are getting this email because {email} was entered in the contact form on{' '}
          {siteHostOf(siteUrl)}.
        </>
      }
      sender={sender}
      title="Inquiry sent successfully!"
      lead={
        <>
          Hi {echo(name)}, thanks for getting in touch about {business}. {INQUIRY_PROMISE}
        </>
      }
      button={{ href: `${withoutSlash(siteUrl)}/contact`, label: 'Book a Strategy Call' }}
      footnote="Didn't send this inquiry? Reply to this email and we'll delete it."
    >
      <P style={{ fontWeight: 700, margin: '8px 0 6px' }}>What happens next</P>
      <ol style={{ margin: '0 0 16px', paddingLeft: '22px' }}>
        <li className="em-text" style={li}>
          We look at how ChatGPT, Claude, Gemini and Perplexity answer when people ask for a
          business like {business}.
        </li>
        <li className="em-text" style={li}>
          Within 48 hours we reply to {email} with what we found and what we would change first.
        </li>
        <li className="em-text" style={{ ...li, margin: 0 }}>
          Something to add? Reply to this email: it reaches the {PRODUCT_NAME} team.
        </li>
      </ol>
      <P>Prefer to talk it through? Book a 30-minute strategy call.</P>
    </ButtonEmail>
  )
}

/**
 * Renders the acknowledgement of one contact inquiry (see the module comment); `sender` defaults
 * to `SENDER`. Resolves to `{ subject, html, text }`.
 */
export function inquiryReceived(input: InquiryReceivedInput): Promise<RenderedEmail> {
  return renderBoth(
    <InquiryReceived {...input} sender={input.sender ?? SENDER} />,
    "We've received your inquiry",
  )
}
