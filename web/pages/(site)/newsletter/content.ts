/**
 * What the newsletter's link pages say (docs/decisions/0130), one entry per view of
 * server/newsletter.server.ts `NewsletterLinkView`: a title, the lines under it, the button (views
 * that post the link's token) and the next steps. The confirmed and already-subscribed texts are
 * the spec's newsletter toasts (§8), shown where the subscription really starts; the rest is
 * plain wording where the spec is silent. `{email}` is the link's address; `{contact}` the site's
 * contact email.
 */
import type { NewsletterLinkKind, NewsletterLinkView } from '../../../server/newsletter.server'

/** A link to go on with: where, and its label. */
export interface NextStep {
  href: string
  label: string
}

/** What one view of a link page says. */
export interface LinkPageText {
  title: string
  lines: string[]
  /** The label of the button that posts the token; none: no button. */
  button?: string
  next: NextStep[]
}

/** The footer's newsletter form, on every page (components/layout/Footer.tsx). */
export const SIGNUP_FORM = '#newsletter-title'

const HOME: NextStep = { href: '/', label: 'Back to Home' }
const AUDIT: NextStep = { href: '/audit', label: 'Run Free AI Audit' }
const UNAVAILABLE = 'Please try again in a minute.'

type Texts = Record<NewsletterLinkView['state'], LinkPageText>

export const CONFIRM_TEXTS: Texts = {
  ask: {
    title: 'Confirm your subscription',
    lines: ['Send the newsletter to {email}? One email a month with practical AI visibility tips.'],
    button: 'Confirm subscription',
    next: [HOME],
  },
  confirmed: {
    title: 'Thanks for subscribing!',
    lines: [
      "We'll keep you updated with the latest AI insights.",
      'A welcome email is on its way. Meanwhile, see how AI assistants talk about your business.',
    ],
    next: [AUDIT, HOME],
  },
  already: {
    title: "You're already subscribed!",
    lines: ['Check your inbox for our latest updates.'],
    next: [AUDIT, HOME],
  },
  unsubscribed: {
    title: "You're unsubscribed.",
    lines: ['You will not receive the newsletter any more.'],
    next: [HOME],
  },
  invalid: {
    title: 'This confirmation link is not valid or has expired.',
    lines: [
      'Confirmation links work for 7 days. Sign up again with the form at the bottom of this page to get a new one.',
    ],
    next: [{ href: SIGNUP_FORM, label: 'Sign up again' }, HOME],
  },
  unavailable: {
    title: "We couldn't confirm your subscription just now",
    lines: [UNAVAILABLE],
    button: 'Try again',
    next: [HOME],
  },
}

export const UNSUBSCRIBE_TEXTS: Texts = {
  ask: {
    title: 'Unsubscribe',
    lines: ['Stop sending the newsletter to {email}?'],
    button: 'Unsubscribe',
    next: [{ href: '/', label: 'Keep my subscription' }],
  },
  unsubscribed: {
    title: "You're unsubscribed.",
    lines: [
      'You will not receive the newsletter any more.',
      'Changed your mind? Subscribe again with the form at the bottom of this page.',
    ],
    next: [HOME],
  },
  already: {
    title: "You're already unsubscribed.",
    lines: [
      'You will not receive the newsletter any more.',
      'Changed your mind? Subscribe again with the form at the bottom of this page.',
    ],
    next: [HOME],
  },
  confirmed: {
    title: 'Thanks for subscribing!',
    lines: ["We'll keep you updated with the latest AI insights."],
    next: [HOME],
  },
  invalid: {
    title: 'This unsubscribe link is not valid.',
    lines: [
      "Use the Unsubscribe link in the latest newsletter email, or write to {contact} and we'll take you off the list.",
    ],
    next: [HOME],
  },
  unavailable: {
    title: "We couldn't unsubscribe you just now",
    lines: [UNAVAILABLE],
    button: 'Try again',
    next: [HOME],
  },
}

/** The texts of the page of `kind`. */
export const LINK_PAGE_TEXTS: Record<NewsletterLinkKind, Texts> = {
  confirm: CONFIRM_TEXTS,
  unsubscribe: UNSUBSCRIBE_TEXTS,
}

/**
 * The text of `view` on the page of `kind`, with `{email}` (the link's address) and `{contact}`
 * (the contact email, or 'us' when the site has none) filled in.
 */
export function linkPageText(
  kind: NewsletterLinkKind,
  view: NewsletterLinkView,
  contactEmail: string,
): LinkPageText {
  const text = LINK_PAGE_TEXTS[kind][view.state]
  const fill = (line: string) =>
    line
      .replace('{email}', view.state === 'ask' ? view.email : 'your address')
      .replace('{contact}', contactEmail || 'us')
  return { ...text, lines: text.lines.map(fill) }
}
