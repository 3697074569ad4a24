/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The three emails of the service, as react-email components rendered to HTML and plain text
 * (`render(…)` and `render(…, { plainText: true })`). Each function resolves to
 * `{ subject, html, text }`; the caller (mailer.ts) adds from, to, reply-to and headers.
 *
 * - `resultsEmail({ result, fixes, siteUrl, bookingUrl, unsubscribeUrl?, sender? })` — to the
 *   visitor who asked for their results: subject 'Your AI visibility audit: {business} — {SEVERITY}';
 *   the severity banner of spec §4 (exact wording); the mention rate per assistant
 *   (`scores.by_assistant`) as a table; the ten questions (`questions_and_answers`) with, per
 *   assistant, the badge of spec §2 ('Your business was mentioned' / 'Your business was NOT
 *   mentioned', 'unavailable' when that assistant's call failed) from
 *   `discovery_queries_results[i].answers` (first sample); the top competitors ranked #1, #2…; the
 *   fixes (`firstFixes`, engine/fixes.ts); 'Book 20-Minute Strategy Call' → `bookingUrl` and 'View
 *   your results' → `{siteUrl}/audit-results`. The answers themselves are left out (long, and they
 *   can carry links).
 * - `inquiryNotice({ inquiry, receivedAt, adminUrl, sender? })` — to the sales inbox: subject 'New
 *   inquiry: {businessName} ({industry label or "no industry"})', every field of the inquiry, the
 *   whole message with its line breaks, a link to `{adminUrl}/collections/inquiries`.
 * - `newsletterWelcome({ email, unsubscribeUrl, siteUrl, sender? })` — to a new subscriber: what
 *   they will receive, the sender's identity and postal address, a visible 'Unsubscribe' link
 *   (CAN-SPAM, PECR, Spam Act 2003).
 *
 * Layout: one column of at most 600 px, system fonts, explicit colours with AA contrast and a
 * `prefers-color-scheme: dark` variant (`color-scheme: light dark`), no images, no remote
 * resources. Every value from a visitor is text in React elements, so it is HTML-escaped; links are
 * made only of http(s) URLs. Subjects have control characters and line breaks folded to spaces.
 *
 * `PRODUCT_NAME` and `SENDER` are the site's own (collections/src/seed/content.ts `siteSettings`).
 */
import {
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { render } from '@react-email/render'
import type { CSSProperties, ReactNode } from 'react'
import { INDUSTRIES, type AuditResult, type ContactInquiry, type Severity } from '@aivis/contract'
import type { Fix } from '../engine/fixes'

/** The product's name as the site shows it (site settings `siteName`). */
export const PRODUCT_NAME = 'Visibly AI'

/** Who sends the emails: name, contact address and postal address (anti-spam laws). */
export interface Sender {
  name: string
  email: string
  postalAddress: string
}

export const SENDER: Sender = {
  name: PRODUCT_NAME,
  email: 'hello@visibly.ai',
  postalAddress: 'Level 5, 100 Harris Street, Pyrmont NSW 2009, Sydney, Australia',
}

/** Banner texts of spec §4; {service} and {location} are filled by `severityBanner`. */
export const SEVERITY_BANNERS: Record<Severity, string> = {
  LOW: 'AI Visibility: LOW. You are missing from AI results for {service} in {location}.',
  MODERATE: 'AI Visibility: MODERATE. You appear sometimes, but competitors dominate.',
  STRONG: 'AI Visibility: STRONG. You appear frequently. Keep building proof signals.',
}

export function severityBanner(severity: Severity, service: string, location: string): string {
  return SEVERITY_BANNERS[severity].replace('{service}', service).replace('{location}', location)
}

/** Badge wording of spec §2, and the badge of an assistant whose call failed. */
export const BADGES = {
  mentioned: 'Your business was mentioned',
  notMentioned: 'Your business was NOT mentioned',
  unavailable: 'unavailable',
} as const

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

// ---------------------------------------------------------------------------------------------
// Layout

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif"

const C = {
  page: '#eef0f6',
  card: '#ffffff',
  text: '#1a1d2e',
  muted: '#4b5068',
  border: '#d9dce8',
  soft: '#f5f6fa',
  primary: '#5436d6',
  link: '#4a2fc4',
}

/** Severity and badge colours: dark text on a light tint (≥ 7:1), kept in dark mode. */
const TONES = {
  LOW: { fg: '#8a1414', bg: '#fde8e8', border: '#e8a5a5' },
  MODERATE: { fg: '#7a4200', bg: '#fef3d7', border: '#e9c46f' },
  STRONG: { fg: '#0f5a2a', bg: '#ddf6e4', border: '#8fd3a6' },
  neutral: { fg: '#3d4256', bg: '#eceef4', border: '#c8ccd9' },
} as const

const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .em-page { background-color: #0b0d17 !important; }
  .em-card { background-color: #151829 !important; border-color: #2a2f4d !important; }
  .em-soft { background-color: #1d2138 !important; border-color: #2a2f4d !important; }
  .em-text { color: #eef0fb !important; }
  .em-muted { color: #b9bedb !important; }
  .em-link { color: #b3a4ff !important; }
  .em-rule, .em-cell { border-color: #2a2f4d !important; }
}
`

const s = {
  body: {
    color: C.text,
    fontFamily: FONT,
    margin: 0,
    padding: '24px 8px',
    WebkitTextSizeAdjust: '100%',
  },
  card: {
    maxWidth: '600px',
    backgroundColor: C.card,
    border: `1px solid ${C.border}`,
    borderRadius: '12px',
    padding: '28px 24px',
  },
  brand: {
    color: C.primary,
    fontSize: '14px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    margin: '0 0 16px',
  },
  h1: { color: C.text, fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '0 0 8px' },
  h2: {
    color: C.text,
    fontSize: '18px',
    lineHeight: '26px',
    fontWeight: 700,
    margin: '28px 0 8px',
  },
  p: { color: C.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  muted: { color: C.muted, fontSize: '14px', lineHeight: '22px', margin: '0 0 8px' },
  small: { color: C.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 6px' },
  link: { color: C.link, textDecoration: 'underline' },
  button: {
    backgroundColor: C.primary,
    color: '#ffffff',
    borderRadius: '8px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  rule: { borderColor: C.border, margin: '24px 0' },
  footer: { maxWidth: '600px', padding: '16px 24px' },
} satisfies Record<string, CSSProperties>

function Layout({
  preview,
  footer,
  children,
}: {
  preview: string
  footer: ReactNode
  children: ReactNode
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      {/* Not react-email's Body: it puts the background on an inner cell the dark CSS cannot reach. */}
      <body className="em-page" style={{ backgroundColor: C.page, margin: 0, padding: 0 }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          className="em-page"
          style={{ backgroundColor: C.page, width: '100%' }}
        >
          <tbody>
            <tr>
              <td style={s.body}>
                <Container className="em-card" style={s.card}>
                  <Text className="em-link" style={s.brand}>
                    {PRODUCT_NAME}
                  </Text>
                  {children}
                </Container>
                <Container style={s.footer}>{footer}</Container>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </Html>
  )
}

const P = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <Text className="em-text" style={{ ...s.p, ...style }}>
    {children}
  </Text>
)
const Muted = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <Text className="em-muted" style={{ ...s.muted, ...style }}>
    {children}
  </Text>
)
const H1 = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" className="em-text" style={s.h1}>
    {children}
  </Heading>
)
const H2 = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" className="em-text" style={s.h2}>
    {children}
  </Heading>
)
const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className="em-link" style={s.link}>
    {children}
  </Link>
)
const Rule = () => <Hr className="em-rule" style={s.rule} />

/** A coloured label with its wording (colour is never the only signal). */
function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const t = TONES[tone]
  return (
    <span
      style={{
        display: 'inline-block',
        color: t.fg,
        backgroundColor: t.bg,
        border: `1px solid ${t.border}`,
        borderRadius: '999px',
        fontSize: '13px',
        lineHeight: '18px',
        fontWeight: 600,
        padding: '3px 10px',
      }}
    >
      {children}
    </span>
  )
}

function SenderFooter({ sender, children }: { sender: Sender; children?: ReactNode }) {
  return (
    <>
      {children}
      <Text className="em-muted" style={s.small}>
        {sender.name} · {sender.postalAddress} ·{' '}
        <A href={`mailto:${sender.email}`}>{sender.email}</A>
      </Text>
    </>
  )
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** One line: control characters and line breaks folded to single spaces. */
const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const withoutSlash = (url: string) => url.replace(/\/+$/, '')

const isWebUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url)

const percent = (rate: number) => `${Math.round(rate * 100)}%`

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** Plain text: headings keep their case, the data tables stay tables. */
const TEXT_OPTIONS = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    {
      selector: '[data-text-format="dataTable"]',
      format: 'dataTable',
      options: { uppercaseHeaderCells: false },
    },
  ],
}

async function renderBoth(element: ReactNode, subject: string): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ])
  return { subject: oneLine(subject), html, text }
}

// ---------------------------------------------------------------------------------------------
// Results email

export interface ResultsEmailInput {
  result: AuditResult
  fixes: Fix[]
  /** The public site's origin, e.g. https://visibly.ai. */
  siteUrl: string
  /** The strategy-call booking page. */
  bookingUrl: string
  unsubscribeUrl?: string
  sender?: Sender
}

interface QuestionRow {
  id: number
  question: string
  badges: { assistant: string; state: keyof typeof BADGES }[]
  competitors: string[]
}

/** The ten questions with one badge per assistant (first sample), in `by_assistant` order. */
function questionRows(result: AuditResult): QuestionRow[] {
  const order = result.scores.by_assistant.map((s) => s.assistant as string)
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length)
  return result.questions_and_answers.map((qa, i) => {
    const discovery =
      result.discovery_queries_results.find((d) => d.id === qa.id) ??
      result.discovery_queries_results[i]
    const seen = new Set<string>()
    const firsts = (discovery?.answers ?? []).filter((a) => {
      if (seen.has(a.assistant) || (a.sample ?? 1) !== 1) return false
      seen.add(a.assistant)
      return true
    })
    const badges = firsts.length
      ? [...firsts]
          .sort((a, b) => rank(a.assistant) - rank(b.assistant))
          .map((a) => ({
            assistant: a.assistant_name,
            state: (a.error ? 'unavailable' : a.mentioned_you ? 'mentioned' : 'notMentioned') as
              'unavailable' | 'mentioned' | 'notMentioned',
          }))
      : [
          {
            assistant: result.assistant,
            state: (qa.mentioned_you ? 'mentioned' : 'notMentioned') as
              'mentioned' | 'notMentioned',
          },
        ]
    return {
      id: qa.id,
      question: qa.question,
      badges,
      competitors: qa.competitors_mentioned.slice(0, 3),
    }
  })
}

const BADGE_TONE = { mentioned: 'STRONG', notMentioned: 'LOW', unavailable: 'neutral' } as const

const th: CSSProperties = {
  textAlign: 'left',
  fontSize: '13px',
  lineHeight: '18px',
  color: C.muted,
  fontWeight: 600,
  padding: '8px 10px',
  borderBottom: `1px solid ${C.border}`,
}
const td: CSSProperties = {
  fontSize: '15px',
  lineHeight: '22px',
  color: C.text,
  padding: '8px 10px',
  borderBottom: `1px solid ${C.border}`,
}

function ResultsEmail({
  result,
  fixes,
  siteUrl,
  bookingUrl,
  unsubscribeUrl,
  sender,
}: ResultsEmailInput & { sender: Sender }) {
  const business = result.business_name
  const tone = TONES[result.severity]
  const banner = severityBanner(result.severity, result.specialism, result.location)
  const rows = questionRows(result)
  const total = result.summary.total_questions || rows.length
  const received = result.scores.by_assistant.reduce((sum, a) => sum + a.answers, 0)
  const named = result.scores.by_assistant.reduce((sum, a) => sum + a.mentions, 0)
  const resultsUrl = `${withoutSlash(siteUrl)}/audit-results`
  return (
    <Layout
      preview={`${banner} ${result.assistant} named ${business} in ${result.summary.times_you_mentioned} of ${total} questions.`}
      footer={
        <SenderFooter sender={sender}>
          <Text className="em-muted" style={s.small}>
            You are getting this email because you asked for your audit results on {hostOf(siteUrl)}
            .
            {unsubscribeUrl ? (
              <>
                {' '}
                <A href={unsubscribeUrl}>Unsubscribe</A>
              </>
            ) : null}
          </Text>
        </SenderFooter>
      }
    >
      <H1>Your AI visibility audit</H1>
      <Muted style={{ margin: '0 0 20px' }}>
        {business} · {result.specialism} in {result.location}
      </Muted>

      <Section
        style={{
          backgroundColor: tone.bg,
          border: `1px solid ${tone.border}`,
          borderLeft: `6px solid ${tone.fg}`,
          borderRadius: '8px',
          padding: '14px 16px',
        }}
      >
        <Text
          style={{
            color: tone.fg,
            fontSize: '17px',
            lineHeight: '25px',
            fontWeight: 700,
            margin: 0,
          }}
        >
          {banner}
        </Text>
      </Section>

      <P style={{ marginTop: '20px' }}>
        {result.assistant} named {business} in {result.summary.times_you_mentioned} of the {total}{' '}
        questions. Across every assistant we asked, {named} of {received} answers named you (
        {percent(result.scores.mention_rate)}).
      </P>
      {result.simulated ? (
        <Muted>
          Some answers came from simulated assistants (demonstration mode), not from the live AI
          services.
        </Muted>
      ) : null}

      <H2>Mention rate by assistant</H2>
      <table
        data-text-format="dataTable"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', width: '100%' }}
      >
        <thead>
          <tr>
            <th scope="col" className="em-muted em-cell" style={th}>
              Assistant
            </th>
            <th scope="col" className="em-muted em-cell" style={th}>
              Answers naming you
            </th>
            <th scope="col" className="em-muted em-cell" style={{ ...th, textAlign: 'right' }}>
              Mention rate
            </th>
          </tr>
        </thead>
        <tbody>
          {result.scores.by_assistant.map((a) => (
            <tr key={a.assistant}>
              <td className="em-text em-cell" style={{ ...td, fontWeight: 600 }}>
                {a.assistant_name}
              </td>
              <td className="em-text em-cell" style={td}>
                {a.answers > 0 ? `${a.mentions} of ${a.answers}` : BADGES.unavailable}
              </td>
              <td
                className="em-text em-cell"
                style={{ ...td, textAlign: 'right', fontWeight: 600 }}
              >
                {a.answers > 0 ? percent(a.mention_rate) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <H2>The {rows.length} questions we asked</H2>
      <Muted>Which assistants named {business} when a customer asked:</Muted>
      {rows.map((row) => (
        <Section
          key={row.id}
          className="em-soft"
          style={{
            backgroundColor: C.soft,
            border: `1px solid ${C.border}`,
            borderRadius: '8px',
            padding: '12px 14px 8px',
            margin: '10px 0 0',
          }}
        >
          <Text
            className="em-muted"
            style={{ ...s.small, fontWeight: 700, letterSpacing: '0.05em', margin: '0 0 2px' }}
          >
            QUESTION {row.id} OF {total}
          </Text>
          <P style={{ fontWeight: 600, margin: '0 0 8px' }}>{row.question}</P>
          <table
            data-text-format="dataTable"
            cellPadding={0}
            cellSpacing={0}
            style={{ borderCollapse: 'collapse', margin: '0 0 6px' }}
          >
            <tbody>
              {row.badges.map((b) => (
                <tr key={b.assistant}>
                  <th
                    scope="row"
                    className="em-muted"
                    style={{
                      textAlign: 'left',
                      color: C.muted,
                      fontSize: '13px',
                      lineHeight: '18px',
                      fontWeight: 600,
                      padding: '0 12px 6px 0',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {b.assistant}
                  </th>
                  <td style={{ padding: '0 0 6px' }}>
                    <Badge tone={BADGE_TONE[b.state]}>{BADGES[b.state]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {row.competitors.length ? (
            <Text className="em-muted" style={{ ...s.small, margin: '2px 0 4px' }}>
              Businesses named: {row.competitors.join(', ')}
            </Text>
          ) : null}
        </Section>
      ))}

      <H2>Top competitors</H2>
      {result.summary.top_competitors.length ? (
        result.summary.top_competitors.map((name, i) => (
          <P key={name} style={{ margin: '0 0 6px' }}>
            <strong>#{i + 1}</strong> {name}
          </P>
        ))
      ) : (
        <Muted>No other businesses were named.</Muted>
      )}

      {fixes.length ? (
        <>
          <H2>
            Your first {fixes.length} {fixes.length === 1 ? 'fix' : 'fixes'}
          </H2>
          {fixes.map((fix, i) => (
            <Section key={fix.id} style={{ margin: '0 0 14px' }}>
              <P style={{ fontWeight: 700, margin: '0 0 4px' }}>
                {i + 1}. {fix.title}
              </P>
              <Muted style={{ margin: '0 0 4px' }}>{fix.why}</Muted>
              <P style={{ fontSize: '15px', lineHeight: '23px', margin: 0 }}>
                <strong>How:</strong> {fix.how}
              </P>
            </Section>
          ))}
        </>
      ) : null}

      <Rule />
      <P>Want help putting this right? Talk it through with us.</P>
      <Section style={{ margin: '0 0 12px' }}>
        <Button href={bookingUrl} style={s.button}>
          Book 20-Minute Strategy Call
        </Button>
      </Section>
      <P style={{ margin: 0 }}>
        <A href={resultsUrl}>View your results</A>
      </P>
    </Layout>
  )
}

export function resultsEmail(input: ResultsEmailInput): Promise<RenderedEmail> {
  const { result } = input
  return renderBoth(
    <ResultsEmail {...input} sender={input.sender ?? SENDER} />,
    `Your AI visibility audit: ${result.business_name} — ${result.severity}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Inquiry notice

export interface InquiryNoticeInput {
  inquiry: ContactInquiry
  /** When the inquiry arrived, ISO 8601. */
  receivedAt: string
  /** The CMS admin's base URL, e.g. https://cms.visibly.ai/admin. */
  adminUrl: string
  sender?: Sender
}

export const industryLabel = (value: string | undefined): string | null =>
  INDUSTRIES.find((i) => i.value === value)?.label ?? null

/** `iso` as Sydney time ("Mon 2 Jun 2025, 7:30 pm AEST"), or as given when it is not a date. */
function sydneyTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}

function InquiryNotice({
  inquiry,
  receivedAt,
  adminUrl,
  sender,
}: InquiryNoticeInput & { sender: Sender }) {
  const industry = industryLabel(inquiry.industry)
  const website = inquiry.websiteUrl?.trim() ?? ''
  const listUrl = `${withoutSlash(adminUrl)}/collections/inquiries`
  const fields: [string, ReactNode][] = [
    ['Name', inquiry.name],
    ['Email', <A href={`mailto:${inquiry.email}`}>{inquiry.email}</A>],
    ['Business name', inquiry.businessName],
    [
      'Website',
      website ? isWebUrl(website) ? <A href={website}>{website}</A> : website : 'Not given',
    ],
    ['Industry', industry ?? 'No industry given'],
    ['Received', sydneyTime(receivedAt)],
  ]
  const lines = inquiry.message.split(/\r\n|\r|\n/)
  return (
    <Layout
      preview={`${inquiry.name} from ${inquiry.businessName}: ${inquiry.message.slice(0, 100)}`}
      footer={
        <SenderFooter sender={sender}>
          <Text className="em-muted" style={s.small}>
            Sent to the sales inbox for every contact inquiry on the site.
          </Text>
        </SenderFooter>
      }
    >
      <H1>New inquiry from {inquiry.businessName}</H1>
      <Muted style={{ margin: '0 0 20px' }}>
        Reply to this email to answer {inquiry.name} directly. The site promises an answer within 48
        hours.
      </Muted>
      <table
        data-text-format="dataTable"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', width: '100%' }}
      >
        <tbody>
          {fields.map(([label, value]) => (
            <tr key={label}>
              <th
                scope="row"
                className="em-muted"
                style={{
                  ...th,
                  width: '32%',
                  verticalAlign: 'top',
                  fontSize: '14px',
                  lineHeight: '22px',
                }}
              >
                {label}
              </th>
              <td
                className="em-text em-cell"
                style={{ ...td, verticalAlign: 'top', wordBreak: 'break-word' }}
              >
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <H2>Message</H2>
      <Section
        className="em-soft"
        style={{
          backgroundColor: C.soft,
          border: `1px solid ${C.border}`,
          borderRadius: '8px',
          padding: '12px 14px',
        }}
      >
        <P style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {lines.map((line, i) => (
            <span key={i}>
              {i > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </P>
      </Section>
      <Section style={{ margin: '24px 0 0' }}>
        <Button href={listUrl} style={s.button}>
          Open inquiries in the admin
        </Button>
      </Section>
    </Layout>
  )
}

export function inquiryNotice(input: InquiryNoticeInput): Promise<RenderedEmail> {
  const { inquiry } = input
  return renderBoth(
    <InquiryNotice {...input} sender={input.sender ?? SENDER} />,
    `New inquiry: ${inquiry.businessName} (${industryLabel(inquiry.industry) ?? 'no industry'})`,
  )
}

// ---------------------------------------------------------------------------------------------
// Newsletter welcome

export interface NewsletterWelcomeInput {
  email: string
  /** The subscriber's one-click unsubscribe link (mailer.ts `unsubscribeUrl`). */
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
    <Layout
      preview={`You're subscribed to the ${PRODUCT_NAME} newsletter: monthly AI visibility tips.`}
      footer={
        <SenderFooter sender={sender}>
          <Text className="em-muted" style={s.small}>
            You are getting this email because {email} subscribed to the {PRODUCT_NAME} newsletter
            on {hostOf(siteUrl)}. Don't want it? <A href={unsubscribeUrl}>Unsubscribe</A> with one
            click.
          </Text>
        </SenderFooter>
      }
    >
      <H1>You're subscribed</H1>
      <P>
        Thanks for subscribing to the {PRODUCT_NAME} newsletter with {email}. Here is what you will
        receive:
      </P>
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
      <Section style={{ margin: '0 0 8px' }}>
        <Button href={`${site}/audit`} style={s.button}>
          Run Free AI Audit
        </Button>
      </Section>
      <Rule />
      <Muted>
        Changed your mind? <A href={unsubscribeUrl}>Unsubscribe</A> at any time, with one click.
      </Muted>
    </Layout>
  )
}

export function newsletterWelcome(input: NewsletterWelcomeInput): Promise<RenderedEmail> {
  return renderBoth(
    <NewsletterWelcome {...input} sender={input.sender ?? SENDER} />,
    `Welcome to the ${PRODUCT_NAME} newsletter`,
  )
}
