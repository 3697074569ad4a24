/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The delivery alert, to the sales inbox, queued by the lead relay (leads/relay.ts,
 * docs/decisions/0057) at most once per reason and window:
 * `deliveryAlert({ reason, kind, attempts, error, since, pending, adminUrl, sender? })` resolves
 * to `{ subject, html, text }`.
 * - `reason: 'down'` — subject 'Leads are not reaching the CMS': the CMS has not taken a lead
 *   after `attempts` tries; leads wait in the outbox and are delivered when it answers.
 * - `reason: 'refused'` — subject 'A lead was refused by the CMS': kept whole in Lead delivery
 *   failures, to replay there after a fix; later refusals in the hour are only listed there.
 * Short and plain: one heading, two or three sentences, the CMS's answer, one admin link.
 */
import { Button, Section, Text } from '@react-email/components'
import {
  H1,
  Layout,
  Muted,
  P,
  SENDER,
  SenderFooter,
  renderBoth,
  s,
  withoutSlash,
  type RenderedEmail,
  type Sender,
} from './layout'

/** What `deliveryAlert` needs (the relay's alert row data plus the admin URL). */
export interface DeliveryAlertInput {
  reason: 'down' | 'refused'
  /** The kind of lead, e.g. 'inquiry'. */
  kind: string
  /** Attempts so far. */
  attempts: number
  /** The CMS's answer or the network error. */
  error: string
  /** When the lead came in, ISO 8601. */
  since: string
  /** CMS writes waiting in the outbox. */
  pending: number
  /** The CMS admin's base URL, e.g. https://cms.visibly.ai/admin. */
  adminUrl: string
  sender?: Sender
}

const SUBJECTS = {
  down: 'Leads are not reaching the CMS',
  refused: 'A lead was refused by the CMS',
} as const

function DeliveryAlert({
  reason,
  kind,
  attempts,
  error,
  pending,
  adminUrl,
  sender,
}: DeliveryAlertInput & { sender: Sender }) {
  const failures = `${withoutSlash(adminUrl)}/collections/lead-delivery-failures`
  const lead = kind.replace(/_/g, ' ')
  return (
    <Layout
      preview={SUBJECTS[reason]}
      footer={
        <SenderFooter sender={sender}>
          <Text className="em-muted" style={s.small}>
            Sent to the sales inbox by the audit service, at most once an hour for each problem.
          </Text>
        </SenderFooter>
      }
    >
      <H1>{SUBJECTS[reason]}</H1>
      {reason === 'down' ? (
        <>
          <P>
            The CMS has not taken a new {lead} lead after {attempts} attempts. {pending} CMS writes
            are waiting in the audit service's outbox: nothing is lost, and they are delivered as
            soon as the CMS answers again.
          </P>
          <P>Please check that the CMS is running and that the service account's API key works.</P>
        </>
      ) : (
        <>
          <P>
            The CMS refused a new {lead} lead, so it is not in the pipeline yet. It is kept, whole,
            in Lead delivery failures: fix the cause, then replay it there.
          </P>
          <P>Other leads refused within the hour are listed there too, without another email.</P>
        </>
      )}
      <Muted>The CMS said: {error}</Muted>
      <Section style={{ margin: '24px 0 0' }}>
        <Button href={failures} style={s.button}>
          Open lead delivery failures
        </Button>
      </Section>
    </Layout>
  )
}

/** Renders one delivery alert (see the module comment); `sender` defaults to `SENDER`. */
export function deliveryAlert(input: DeliveryAlertInput): Promise<RenderedEmail> {
  return renderBoth(
    <DeliveryAlert {...input} sender={input.sender ?? SENDER} />,
    SUBJECTS[input.reason],
  )
}
