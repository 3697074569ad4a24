/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * A monthly re-check's report (docs/decisions/0079), to the customer who asked for it:
 * `recheckReport({ recheck, stopUrl, siteUrl, sender? })` resolves to `{ subject, html, text }`
 * with subject 'Your monthly AI visibility re-check: {business}'. It says whether the mention rate
 * changed since the last audit (a change only when the two-proportion test says p < 0.05:
 * `@aivis/contract/trend` `changeText`), this run's mention rate with its 95% range, each
 * assistant's, the competitors now named and no longer named, the wrong facts corrected, new and
 * still wrong since the last audit when either had a fact check (RecheckFacts.tsx), a button to
 * the dashboard, and a link that stops the re-checks with one click (also the message's
 * `List-Unsubscribe`).
 */
import { Button, Section, Text } from '@react-email/components'
import { changeDetail, changeText, compareAudits } from '@aivis/contract/trend'
import type { RecheckFigures, WrongFact } from '@aivis/contract'
import {
  A,
  H1,
  H2,
  Layout,
  Muted,
  P,
  Rule,
  SENDER,
  SenderFooter,
  oneLine,
  siteHostOf,
  renderBoth,
  s,
  td,
  th,
  withoutSlash,
  type RenderedEmail,
  type Sender,
} from './layout'
import { RecheckFacts } from './RecheckFacts'

/** A rate 0..1 with its 95% range (contract `Rate`). */
interface RateFigure {
  value: number
  low: number
  high: number
}

/** What the re-check measured this time, as the sweep puts it in the mail row. */
export interface RecheckRun {
  business_name: string
  specialism: string
  location: string
  /** When the audit ran, ISO 8601. */
  audited_at: string
  mention_rate: RateFigure
  /** Answers naming the business / answers received. */
  mentions: number
  answers: number
  /** Competitor names, ranked. */
  competitors: string[]
  by_assistant: { name: string; mention_rate: RateFigure; mentions: number; answers: number }[]
  /**
   * The customer's previous audit of the business, when there is one; its `wrong_facts` are its
   * fact check's (null or absent: it had none).
   */
  previous: RecheckFigures | null
  /**
   * This run's wrong facts (contract `WrongFact[]`: its `fact_check.wrong_facts`, `[]` when every
   * fact was right); null or absent when it had no fact check (mails queued before it was kept).
   */
  wrong_facts?: WrongFact[] | null
}

/** What `recheckReport` needs. */
export interface RecheckReportInput {
  recheck: RecheckRun
  /** The signed link that stops this re-check (links.ts `recheckStopUrl`). */
  stopUrl: string
  siteUrl: string
  sender?: Sender
}

const percent = (v: number) => `${Math.round(v * 100)}%`
const range = (r: RateFigure) => `${percent(r.low)}–${percent(r.high)}`
const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

function RecheckReport({
  recheck: r,
  stopUrl,
  siteUrl,
  sender,
}: RecheckReportInput & { sender: Sender }) {
  const site = withoutSlash(siteUrl)
  const change = r.previous
    ? compareAudits(r.previous, {
        mentions: r.mentions,
        answers: r.answers,
        competitors: r.competitors,
      })
    : null
  return (
    <Layout
      preview={
        change
          ? `${r.business_name}: ${changeText(change)}`
          : `${r.business_name}: named in ${r.mentions} of ${r.answers} AI answers`
      }
      footer={
        <SenderFooter sender={sender}>
          <Text className="em-muted" style={s.small}>
            You are getting this email because you asked {siteHostOf(siteUrl)} to re-check{' '}
            {r.business_name} every month. <A href={stopUrl}>Stop these re-checks</A> with one
            click.
          </Text>
        </SenderFooter>
      }
    >
      <H1>{r.business_name}: your monthly re-check</H1>
      <P>
        We asked the AI assistants again who they recommend for {r.specialism} in {r.location}, on{' '}
        {dateText(r.audited_at)}.
      </P>
      <P style={{ fontWeight: 700 }}>
        {change
          ? changeText(change)
          : 'This is the first measurement we can compare with: next month shows the change.'}
      </P>
      {change ? (
        <Text className="em-muted" style={s.small}>
          {changeDetail(change)}
        </Text>
      ) : null}
      <P>
        Mention rate {percent(r.mention_rate.value)} (95% range {range(r.mention_rate)}): named in{' '}
        {r.mentions} of {r.answers} answers.
      </P>
      {r.by_assistant.length > 0 && (
        <table
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' }}
        >
          <thead>
            <tr>
              <th scope="col" className="em-muted em-cell" style={th}>
                Assistant
              </th>
              <th scope="col" className="em-muted em-cell" style={th}>
                Named in
              </th>
              <th scope="col" className="em-muted em-cell" style={th}>
                Mention rate
              </th>
            </tr>
          </thead>
          <tbody>
            {r.by_assistant.map((a) => (
              <tr key={a.name}>
                <td className="em-text em-cell" style={td}>
                  {a.name}
                </td>
                <td className="em-text em-cell" style={td}>
                  {a.mentions} of {a.answers}
                </td>
                <td className="em-text em-cell" style={td}>
                  {percent(a.mention_rate.value)} ({range(a.mention_rate)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {change && (change.gained.length > 0 || change.lost.length > 0) && (
        <>
          <H2>Competitors</H2>
          {change.gained.length > 0 && <P>Now named: {change.gained.join(', ')}.</P>}
          {change.lost.length > 0 && <P>No longer named: {change.lost.join(', ')}.</P>}
        </>
      )}
      <RecheckFacts
        business={r.business_name}
        previous={r.previous?.wrong_facts}
        next={r.wrong_facts}
      />
      <Section style={{ margin: '8px 0' }}>
        <Button href={`${site}/app/dashboard`} style={s.button}>
          See Your Dashboard
        </Button>
      </Section>
      <Rule />
      <Muted>
        The next re-check comes in a month. Don't need them any more?{' '}
        <A href={stopUrl}>Stop these re-checks</A> with one click.
      </Muted>
    </Layout>
  )
}

/**
 * Renders a re-check's report (see the module comment); `sender` defaults to `SENDER`.
 * Resolves to `{ subject, html, text }`.
 */
export function recheckReport(input: RecheckReportInput): Promise<RenderedEmail> {
  return renderBoth(
    <RecheckReport {...input} sender={input.sender ?? SENDER} />,
    oneLine(`Your monthly AI visibility re-check: ${input.recheck.business_name}`),
  )
}
