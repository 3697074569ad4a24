/**
 * The /audit-results email capture (spec §2, §4, §5, §7 call 2 and tracking, §8): 'Send my results
 * and first 3 fixes', an email field (type email). Blank → toast 'Email Required'; a malformed
 * address → the contract's message under the field. While sending the button reads 'Sending...'.
 * Sent → the field cleared, the dialog 'Thanks! Your results are on the way' and the toast 'Results
 * Sent'. Failed → toast 'Failed to Send' with the network message, the server's message or 'Unable
 * to send results. Please try again.'. Tracks email_results_requested and email_results_sent with
 * the audit's service, location and status. A failure is logged (lib/errorLog.ts). The dialog's
 * 'Book 20-Minute Strategy Call' is a booking link (lib/trackedLinks.ts `bookingLinkProps`).
 *
 * What is sent is the audit's id and the token the service issued with the result
 * (docs/decisions/0055): the service emails the result it stored. A result kept in the browser
 * from before tokens existed cannot be emailed: 'Failed to Send' with the spec's fallback text,
 * nothing sent. Sending the same address again after a failure reuses the submission's
 * `Idempotency-Key`, so a request that did reach the service is not mailed twice.
 */
import styled from '@emotion/styled'
import {
  CTA_LABELS,
  LEAD_MESSAGES,
  resultsEmailFormSchema,
  type AuditResult,
} from '@aivis/contract'
import { useRef, useState, type FormEvent } from 'react'
import { logEntry } from '../../../../lib/errorLog'
import {
  isEmailable,
  newIdempotencyKey,
  sendAuditResults,
  type LeadOutcome,
} from '../../../../lib/leadsClient'
import { colors, fontSizes, mq, space } from '../../../../lib/theme'
import { resultParams, track } from '../../../../lib/track'
import { bookingLinkProps } from '../../../../lib/trackedLinks'
import { Dialog } from '../../../../components/Dialog'
import { Honeypot, useBotFields } from '../../../../components/Honeypot'
import { useToast } from '../../../../components/Toast'
import { Button, ButtonLink, Card, ErrorText, Input, Muted } from '../../../../components/ui'

const Block = styled(Card)({
  margin: `${space[7]}px 0 0`,
  padding: space[5],
  [mq.md]: { padding: space[6] },
  background: `linear-gradient(135deg, rgba(124,92,255,.16), rgba(34,211,238,.08)), ${colors.surface}`,
  '& h2': { fontSize: fontSizes.xl, marginBottom: space[1] },
})
const Row = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  marginTop: space[4],
  [mq.md]: { flexDirection: 'row' },
  '& input': { flex: '1 1 auto', minWidth: 0 },
})
const SrOnly = styled.label({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
const Actions = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  [mq.md]: { flexDirection: 'row' },
  '& > *': { whiteSpace: 'normal', textAlign: 'center' },
})

export const NETWORK_MESSAGE = 'Network error. Please check your connection and try again.'
export const FALLBACK_MESSAGE = 'Unable to send results. Please try again.'

/** The 'Failed to Send' description of spec §8 for an outcome that failed. */
export function failureMessage(outcome: Exclude<LeadOutcome, { ok: true }>): string {
  if (outcome.kind === 'network') return NETWORK_MESSAGE
  if (outcome.kind === 'rejected')
    return outcome.fields.email || outcome.message || FALLBACK_MESSAGE
  return outcome.message || FALLBACK_MESSAGE
}

export function ResultsEmail({
  result,
  bookingUrl,
  bookLabel = CTA_LABELS.bookStrategyCall,
}: {
  result: AuditResult
  /** The strategy-call booking page (CMS), offered in the thank-you dialog. */
  bookingUrl?: string
  /** The booking button's label for the settings' call length (decision 0128). */
  bookLabel?: string
}) {
  const toast = useToast()
  const bot = useBotFields()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  /** The submission not yet answered with a success: its address and idempotency key. */
  const submission = useRef<{ email: string; key: string } | null>(null)
  const payload = resultParams(result, result.severity)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    const parsed = resultsEmailFormSchema.safeParse({ email })
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message
      if (message === LEAD_MESSAGES.emailRequired) {
        setError(null)
        toast({ title: 'Email Required', description: message, variant: 'destructive' })
      } else setError(message ?? LEAD_MESSAGES.email)
      input.current?.focus()
      return
    }
    setError(null)
    if (!isEmailable(result)) {
      logEntry('error', 'Sending the audit results failed', {
        context: 'results-email',
        data: { reason: 'the stored result has no audit token' },
      })
      toast({ title: 'Failed to Send', description: FALLBACK_MESSAGE, variant: 'destructive' })
      return
    }
    const address = parsed.data.email
    if (submission.current?.email !== address)
      submission.current = { email: address, key: newIdempotencyKey() }
    setBusy(true)
    track('email_results_requested', payload)
    const outcome = await sendAuditResults(address, result, bot.values(), {
      idempotencyKey: submission.current.key,
    })
    setBusy(false)
    if (outcome.ok) {
      submission.current = null
      track('email_results_sent', payload)
      setEmail('')
      setSentTo(address)
      toast({ title: 'Results Sent', description: 'Check your email for your audit results.' })
      return
    }
    logEntry('error', 'Sending the audit results failed', {
      context: 'results-email',
      data: outcome,
    })
    toast({ title: 'Failed to Send', description: failureMessage(outcome), variant: 'destructive' })
  }

  return (
    <Block as="section" aria-labelledby="results-email-title">
      <h2 id="results-email-title">Send my results and first 3 fixes</h2>
      <Muted style={{ margin: 0 }}>
        Free: one email with this report and the first three fixes for {result.business_name}.
        Nothing else is sent.
      </Muted>
      <form onSubmit={submit} noValidate style={{ position: 'relative' }}>
        <Row>
          <SrOnly htmlFor="results-email">Your email address</SrOnly>
          <Input
            ref={input}
            id="results-email"
            type="email"
            autoComplete="email"
            placeholder="you@yourbusiness.com"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'results-email-error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value)
              setError(null)
            }}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send my results'}
          </Button>
        </Row>
        {error && (
          <ErrorText id="results-email-error" role="alert" style={{ marginTop: space[2] }}>
            {error}
          </ErrorText>
        )}
        <Honeypot inputRef={bot.ref} />
      </form>
      <Dialog
        open={sentTo !== null}
        onOpenChange={(open) => !open && setSentTo(null)}
        // The button that opened it was disabled while sending: focus goes back to the field.
        returnFocusRef={input}
        title="Thanks! Your results are on the way"
      >
        <p style={{ color: colors.muted }}>
          We sent the results for {result.business_name} and the first three fixes to{' '}
          <strong style={{ color: colors.text }}>{sentTo}</strong>. If they are not in your inbox in
          a few minutes, look in your spam folder.
        </p>
        <Actions>
          {bookingUrl && <ButtonLink {...bookingLinkProps(bookingUrl)}>{bookLabel}</ButtonLink>}
          <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
            Close
          </Button>
        </Actions>
      </Dialog>
    </Block>
  )
}
