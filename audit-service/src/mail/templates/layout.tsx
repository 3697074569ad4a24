/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * What the emails share: the sender identity (`SENDER`, `Sender`), the shell (`Layout`: one
 * column of at most 600 px, the brand line, a footer under the card), the text primitives (`P`,
 * `Muted`, `H1`, `H2`, `A`, `Rule`, `Badge`), the table cell styles (`th`, `td`), the
 * `SenderFooter`, the one-button email (`ButtonEmail`), small text helpers and `renderBoth`, which
 * renders one email to HTML and plain text.
 *
 * System fonts, explicit colours with AA contrast and a `prefers-color-scheme: dark` variant
 * (`DARK_CSS`, `color-scheme: light dark`), no images, no remote resources. Every value from a
 * visitor is text in React elements, so it is HTML-escaped.
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
import { CONTACT_EMAIL, POSTAL_ADDRESS_ONE_LINE, PRODUCT_NAME } from '@aivis/contract'

export { PRODUCT_NAME }

/** Who sends the emails: name, contact address and postal address (anti-spam laws). */
export interface Sender {
  name: string
  email: string
  postalAddress: string
}

/** The product's own sender identity (`@aivis/contract` identity, as the seed's site settings). */
export const SENDER: Sender = {
  name: PRODUCT_NAME,
  email: CONTACT_EMAIL,
  postalAddress: POSTAL_ADDRESS_ONE_LINE,
}

/** One rendered email; the caller (kinds.ts, mailer.ts) adds from, to, reply-to and headers. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

// ---------------------------------------------------------------------------------------------
// Styles

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif"

/** The light palette; `DARK_CSS` overrides it by class in dark mode. */
export const C = {
  page: '#eef0f6',
  card: '#ffffff',
  text: '#1a1d2e',
  muted: '#4b5068',
  border: '#d9dce8',
  soft: '#f5f6fa',
  primary: '#5436d6',
  link: '#4a2fc4',
}

/** The neutral colours: an unavailable badge, and INCONCLUSIVE, which is neither good nor bad. */
const NEUTRAL = { fg: '#3d4256', bg: '#eceef4', border: '#c8ccd9' } as const

/** Severity and badge colours: dark text on a light tint (≥ 7:1), kept in dark mode. */
export const TONES = {
  LOW: { fg: '#8a1414', bg: '#fde8e8', border: '#e8a5a5' },
  MODERATE: { fg: '#7a4200', bg: '#fef3d7', border: '#e9c46f' },
  STRONG: { fg: '#0f5a2a', bg: '#ddf6e4', border: '#8fd3a6' },
  INCONCLUSIVE: NEUTRAL,
  neutral: NEUTRAL,
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

/** Inline styles of the shell and the primitives. */
export const s = {
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

/** Header cell of a data table. */
export const th: CSSProperties = {
  textAlign: 'left',
  fontSize: '13px',
  lineHeight: '18px',
  color: C.muted,
  fontWeight: 600,
  padding: '8px 10px',
  borderBottom: `1px solid ${C.border}`,
}

/** Data cell of a data table. */
export const td: CSSProperties = {
  fontSize: '15px',
  lineHeight: '22px',
  color: C.text,
  padding: '8px 10px',
  borderBottom: `1px solid ${C.border}`,
}

// ---------------------------------------------------------------------------------------------
// Shell and primitives

/**
 * The page of every email: `preview` (the inbox's preview line), the card with the brand line and
 * `children`, then `footer` under the card.
 */
export function Layout({
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

/** A paragraph of body text. */
export const P = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <Text className="em-text" style={{ ...s.p, ...style }}>
    {children}
  </Text>
)
/** A paragraph of secondary text. */
export const Muted = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <Text className="em-muted" style={{ ...s.muted, ...style }}>
    {children}
  </Text>
)
/** The email's title. */
export const H1 = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" className="em-text" style={s.h1}>
    {children}
  </Heading>
)
/** A section heading. */
export const H2 = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" className="em-text" style={s.h2}>
    {children}
  </Heading>
)
/** A link; `href` must be an http(s) or mailto URL the caller built or checked. */
export const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className="em-link" style={s.link}>
    {children}
  </Link>
)
/** A horizontal rule. */
export const Rule = () => <Hr className="em-rule" style={s.rule} />

/** A coloured label with its wording (colour is never the only signal). */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
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

/** The footer of every email: `children` (why the reader gets it), then the sender's identity. */
export function SenderFooter({ sender, children }: { sender: Sender; children?: ReactNode }) {
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

/**
 * A one-button email (the address check, the password reset, the newsletter's confirmation and
 * welcome): `Layout` with `preview`, the title (`H1`), the `lead` paragraph, any `children` after
 * it, the one `button` (`{ href, label }`; `href` an http(s) URL the caller built), a rule and the
 * `footnote` in muted text; under the card `why` the reader gets it, then the sender's identity.
 */
export function ButtonEmail({
  preview,
  why,
  sender,
  title,
  lead,
  button,
  footnote,
  children,
}: {
  preview: string
  /** Why the reader gets this email: the footer's first line. */
  why: ReactNode
  sender: Sender
  title: string
  /** The first paragraph, before the button (and before `children`). */
  lead: ReactNode
  button: { href: string; label: string }
  /** The muted line under the rule: how long the link works, what to do if it was not you. */
  footnote: ReactNode
  /** More of the body between the lead and the button; none for most. */
  children?: ReactNode
}) {
  return (
    <Layout
      preview={preview}
      footer={
        <SenderFooter sender={sender}>
          <Text className="em-muted" style={s.small}>
            {why}
          </Text>
        </SenderFooter>
      }
    >
      <H1>{title}</H1>
      <P>{lead}</P>
      {children}
      <Section style={{ margin: '0 0 8px' }}>
        <Button href={button.href} style={s.button}>
          {button.label}
        </Button>
      </Section>
      <Rule />
      <Muted>{footnote}</Muted>
    </Layout>
  )
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** One line: control characters and line breaks folded to single spaces. */
export const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** `url` without its trailing slashes. */
export const withoutSlash = (url: string) => url.replace(/\/+$/, '')

/** Whether `url` is an http(s) URL without spaces (only those become links). */
export const isWebUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url)

/**
 * The site's host as the email names it ('visibly.ai', port kept, `www.` kept as written), or
 * `url` itself when it does not parse. (Website hosts for matching use the contract's `hostOf`.)
 */
export const siteHostOf = (url: string) => {
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

/** Renders `element` to HTML and plain text; the subject is folded to one line. */
export async function renderBoth(element: ReactNode, subject: string): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ])
  return { subject: oneLine(subject), html, text }
}
