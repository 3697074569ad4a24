/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The inquiry notice, to the sales inbox: `inquiryNotice({ inquiry, receivedAt, adminUrl, timeZone?, sender? })`
 * resolves to `{ subject, html, text }` with subject 'New inquiry: {businessName} ({industry label
 * or "no industry"})'. It carries every field of the inquiry, the whole message with its line
 * breaks, and a link to `{adminUrl}/collections/inquiries`. What the visitor typed is text (escaped);
 * their website becomes a link only when it is an http(s) URL.
 */
import { Button, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { INDUSTRIES, SITE_TIME_ZONE_DEFAULT, type ContactInquiry } from '@aivis/contract'
import {
  A,
  C,
  H1,
  H2,
  Layout,
  Muted,
  P,
  SENDER,
  SenderFooter,
  isWebUrl,
  renderBoth,
  s,
  td,
  th,
  withoutSlash,
  type RenderedEmail,
  type Sender,
} from './layout'

/** What `inquiryNotice` needs. */
export interface InquiryNoticeInput {
  inquiry: ContactInquiry
  /** When the inquiry arrived, ISO 8601. */
  receivedAt: string
  /** The CMS admin's base URL, e.g. https://cms.visibly.ai/admin. */
  adminUrl: string
  /**
   * The site's time zone the arrival is shown in (IANA, `SITE_TIME_ZONE`; decision 0129); default
   * `SITE_TIME_ZONE_DEFAULT` (Sydney).
   */
  timeZone?: string
  sender?: Sender
}

/** The contact form's label of an industry value ('health' → 'Health & Wellness'), else null. */
export const industryLabel = (value: string | undefined): string | null =>
  INDUSTRIES.find((i) => i.value === value)?.label ?? null

/**
 * `iso` in the site's time zone (Sydney's: "Mon 2 Jun 2025, 7:30 pm AEST"), or as given when it is
 * not a date.
 */
function siteTime(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}

/** The inquiry's fields as a two-column table, label and value. */
function FieldTable({ fields }: { fields: [string, ReactNode][] }) {
  return (
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
  )
}

/** The whole message, its line breaks kept. */
function MessageBox({ message }: { message: string }) {
  const lines = message.split(/\r\n|\r|\n/)
  return (
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
  )
}

function InquiryNotice({
  inquiry,
  receivedAt,
  adminUrl,
  timeZone = SITE_TIME_ZONE_DEFAULT,
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
    ['Received', siteTime(receivedAt, timeZone)],
  ]
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
      <FieldTable fields={fields} />
      <H2>Message</H2>
      <MessageBox message={inquiry.message} />
      <Section style={{ margin: '24px 0 0' }}>
        <Button href={listUrl} style={s.button}>
          Open inquiries in the admin
        </Button>
      </Section>
    </Layout>
  )
}

/**
 * Renders the notice of one contact inquiry (see the module comment); `sender` defaults to
 * `SENDER`. Resolves to `{ subject, html, text }`.
 */
export function inquiryNotice(input: InquiryNoticeInput): Promise<RenderedEmail> {
  const { inquiry } = input
  return renderBoth(
    <InquiryNotice {...input} sender={input.sender ?? SENDER} />,
    `New inquiry: ${inquiry.businessName} (${industryLabel(inquiry.industry) ?? 'no industry'})`,
  )
}
