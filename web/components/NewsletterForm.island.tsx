/**
 * The footer's newsletter form (spec §2 footer, §4, §5, §8): an email field (type email, required)
 * and 'Subscribe', disabled while the field is empty or a request is in flight ('Subscribing...').
 * Subscribed — or already on the list — the form gives way to a thank-you panel asking the visitor
 * to follow the emailed confirmation link (double opt-in, docs/decisions/0058), with the toast
 * 'Thanks for subscribing!' or "You're already subscribed!"; any other outcome keeps the form and
 * shows the destructive toast 'Something went wrong' with the server's message or 'Please try
 * again later.'. The browser checks the address format before sending (the service checks again).
 */
import styled from '@emotion/styled'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { NEWSLETTER_SOURCE, subscribeNewsletter } from '../lib/leadsClient'
import { track } from '../lib/track'
import { colors, fontSizes, mq, radii, space } from '../lib/theme'
import { Honeypot, useBotFields } from './Honeypot'
import { useToast } from './Toast'
import { Button, Input } from './ui'

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
  const [done, setDone] = useState(false)
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
      setDone(true)
      setEmail('')
      toast(
        outcome.alreadySubscribed
          ? {
              title: "You're already subscribed!",
              description: 'Check your inbox for our latest updates.',
            }
          : {
              title: 'Thanks for subscribing!',
              description: "We'll keep you updated with the latest AI insights.",
            },
      )
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

  if (done)
    return (
      <Thanks role="status" ref={thanks} tabIndex={-1}>
        <strong>Thanks! Please confirm your email.</strong>
        <p>We've sent you a link: follow it to start receiving our AI insights.</p>
      </Thanks>
    )
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
