/**
 * The footer's newsletter form (spec §2 footer, §4, §5, §8): an email field (type email, required)
 * and 'Subscribe', disabled while the field is empty or a request is in flight ('Subscribing...').
 * Taken, the form gives way to the thank-you panel (spec §4; focus moves to it), the one message
 * of that outcome, no toast as well (docs/decisions/0130): with double opt-in
 * (docs/decisions/0058) nothing is subscribed yet, so it asks the visitor to follow the link
 * emailed to the address; the spec's 'Thanks for subscribing!' / 'We'll keep you updated…' is what
 * the confirmation page says once the link is followed. An answer saying the address is already on
 * the list shows the spec's "You're already subscribed!" / 'Check your inbox for our latest
 * updates.' in the panel instead (the audit service never says so: it answers every address
 * alike). Any other outcome keeps the form and shows the destructive toast 'Something went wrong'
 * with the server's message or 'Please try again later.'. The browser checks the address format
 * before sending (the service checks again).
 */
import styled from '@emotion/styled'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { NEWSLETTER_SOURCE, subscribeNewsletter } from '../lib/leadsClient'
import { track } from '../lib/track'
import { colors, fontSizes, mq, radii, space } from '../lib/theme'
import { Honeypot, useBotFields } from './Honeypot'
import { useToast } from './Toast'
import { Button, Input } from './ui'

/** The panel's texts: the confirmation to look for, or the spec's already-subscribed toast (§8). */
export const NEWSLETTER_PANEL = {
  confirm: {
    title: 'Check your inbox to confirm',
    text: (email: string) =>
      `We've sent a link to ${email}. Follow it to start receiving our AI insights. Nothing there? Check your spam folder.`,
  },
  already: {
    title: "You're already subscribed!",
    text: () => 'Check your inbox for our latest updates.',
  },
}

const Row = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  [mq.md]: { flexDirection: 'row' },
  '& input': { flex: '1 1 auto', minWidth: 0 },
})
const Thanks = styled.div({
  outline: 'none',
  border: `1px solid ${colors.success}`,
  borderRadius: radii.md,
  padding: `${space[3]}px ${space[4]}px`,
  background: colors.surface2,
  '& strong': { display: 'block', color: colors.text, fontSize: fontSizes.md },
  '& p': { margin: 0, color: colors.muted },
})
const SrOnly = styled.label({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export function NewsletterForm() {
  const toast = useToast()
  const bot = useBotFields()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  /** The panel shown once the signup was taken, for the address sent; null: the form. */
  const [done, setDone] = useState<{ kind: keyof typeof NEWSLETTER_PANEL; email: string } | null>(
    null,
  )
  const thanks = useRef<HTMLDivElement>(null)
  // The form (and its focused button) gives way to the panel: focus follows.
  useEffect(() => {
    if (done) thanks.current?.focus()
  }, [done])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!email.trim() || busy) return
    setBusy(true)
    const outcome = await subscribeNewsletter(email, bot.values())
    setBusy(false)
    if (outcome.ok) {
      track('Subscribe', {
        source: NEWSLETTER_SOURCE,
        status: outcome.alreadySubscribed ? 'already_subscribed' : 'subscribed',
      })
      setDone({ kind: outcome.alreadySubscribed ? 'already' : 'confirm', email: email.trim() })
      setEmail('')
      return
    }
    const message =
      outcome.kind === 'rejected'
        ? (outcome.fields.email ?? outcome.message)
        : outcome.kind === 'server'
          ? outcome.message
          : undefined
    toast({
      title: 'Something went wrong',
      description: message || 'Please try again later.',
      variant: 'destructive',
    })
  }

  if (done) {
    const panel = NEWSLETTER_PANEL[done.kind]
    return (
      <Thanks role="status" ref={thanks} tabIndex={-1}>
        <strong>{panel.title}</strong>
        <p>{panel.text(done.email)}</p>
      </Thanks>
    )
  }
  return (
    <form onSubmit={submit} aria-label="Newsletter" style={{ position: 'relative' }}>
      <Row>
        <SrOnly htmlFor="newsletter-email">Email address</SrOnly>
        <Input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@yourbusiness.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={!email.trim() || busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Row>
      <Honeypot inputRef={bot.ref} />
    </form>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default NewsletterForm
