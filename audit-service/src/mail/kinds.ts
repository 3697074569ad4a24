/**
 * What each kind of mail in the outbox is (`MAILS`, one row per `MailKind` of leads/store.ts):
 * `to(row, settings)` its recipient, `render(row, settings)` its subject, HTML and text (templates/,
 * rendered at send time) with its own headers and reply-to where it has them:
 *
 * - `results_email` → the visitor: their results and first 3 fixes (`fixesOf`: those made with the
 *   result), 'View your results' linking the result's own address with its token signed again
 *   (the outbox keeps no capability, docs/decisions/0108).
 * - `inquiry_notice` → SALES_EMAIL, reply-to the visitor, carrying the inquiry's message.
 * - `inquiry_received` → the visitor who sent a contact inquiry (`data`: name, businessName): what
 *   happens next, reply-to the product's contact address (`SENDER.email`), so a reply reaches
 *   the team (docs/decisions/0130).
 * - `newsletter_confirm` → an address entered in the newsletter form: the link that confirms
 *   (`confirmUrl`, signed at send time, valid 7 days; ../tokens.ts).
 * - `newsletter_welcome` → the subscriber (after confirming), with `List-Unsubscribe` (a
 *   mailto-free https link) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058)
 *   headers and the link in the body.
 * - `delivery_alert` → SALES_EMAIL: leads failing to reach the CMS, or refused by it
 *   (leads/relay.ts).
 * - `account_verify`, `password_reset` → a customer (queued by the CMS, accountMailRoute.ts): the
 *   site's page for the row's token (`@aivis/contract` `ACCOUNT_LINKS`).
 * - `recheck_report` → a customer: a monthly re-check's comparison (`data.recheck`, templates
 *   `RecheckRun`), with the stop link of the re-check's key (`data.key`, `recheckStopUrl`) in the
 *   body and as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058: one click in the mail
 *   client stops it).
 *
 * `mailKindOf(kind)` → the row of a stored kind, or null for a kind the table does not know.
 * Rendering rejects only when a template does.
 */
import type { AuditResult, ContactInquiry } from '@aivis/contract'
import { fixesOf } from '../engine/fixes'
import type { MailKind, MailRow } from '../leads/store'
import { auditToken } from '../tokens'
import { accountLinkUrl, confirmUrl, oneClick, recheckStopUrl, unsubscribeUrl } from './links'
import type { MailSettings } from './links'
import {
  accountVerify,
  deliveryAlert,
  inquiryNotice,
  inquiryReceived,
  newsletterConfirm,
  newsletterWelcome,
  passwordReset,
  recheckReport,
  resultsEmail,
  SENDER,
  type RecheckRun,
  type RenderedEmail,
} from './templates'

/** One mail as rendered for sending: the template's output, and the mail's own envelope extras. */
export interface RenderedMail extends RenderedEmail {
  /** Extra headers (the one-click unsubscribe of RFC 8058). */
  headers?: Record<string, string>
  /** Where a reply goes (an inquiry's sender). */
  replyTo?: string
}

/** How one kind of mail is sent: to whom, and what. */
export interface MailKindSpec {
  /** The recipient's address. */
  to(row: MailRow, settings: MailSettings): string
  /** Subject, HTML and text, with the mail's own headers and reply-to. */
  render(row: MailRow, settings: MailSettings): Promise<RenderedMail>
}

/** To the address the row was queued for. */
const toRow = (row: MailRow) => row.to
/** To the sales inbox (SALES_EMAIL). */
const toSales = (_row: MailRow, settings: MailSettings) => settings.salesEmail

/** Every kind of mail (see module doc). */
export const MAILS: Record<MailKind, MailKindSpec> = {
  results_email: {
    to: toRow,
    render: (row, settings) => {
      const kept = row.data.result as AuditResult
      // The outbox keeps no capability (leads/routes/sendAuditResults.ts): the result's own
      // token is signed again here, so 'View your results' opens its address
      // (docs/decisions/0108).
      const result = kept.audit_id
        ? { ...kept, audit_token: auditToken(kept.audit_id, settings.unsubscribeSecret) }
        : kept
      return resultsEmail({
        result,
        fixes: fixesOf(result),
        siteUrl: settings.siteUrl,
        bookingUrl: `${settings.siteUrl}/contact`,
      })
    },
  },
  inquiry_notice: {
    to: toSales,
    render: async (row, settings) => {
      const inquiry = row.data.inquiry as ContactInquiry
      const mail = await inquiryNotice({
        inquiry,
        receivedAt: String(row.data.receivedAt),
        adminUrl: settings.adminUrl,
        timeZone: settings.timeZone,
      })
      return { ...mail, replyTo: inquiry.email }
    },
  },
  inquiry_received: {
    to: toRow,
    render: async (row, settings) => {
      const mail = await inquiryReceived({
        name: String(row.data.name ?? ''),
        businessName: String(row.data.businessName ?? ''),
        email: row.to,
        siteUrl: settings.siteUrl,
      })
      return { ...mail, replyTo: SENDER.email }
    },
  },
  newsletter_confirm: {
    to: toRow,
    render: (row, settings) =>
      newsletterConfirm({
        email: row.to,
        confirmUrl: confirmUrl(settings, row.to),
        siteUrl: settings.siteUrl,
      }),
  },
  newsletter_welcome: {
    to: toRow,
    render: async (row, settings) => {
      const link = unsubscribeUrl(settings, row.to)
      const mail = await newsletterWelcome({
        email: row.to,
        unsubscribeUrl: link,
        siteUrl: settings.siteUrl,
      })
      return { ...mail, headers: oneClick(link) }
    },
  },
  delivery_alert: {
    to: toSales,
    render: (row, settings) => {
      const d = row.data
      return deliveryAlert({
        reason: d.reason === 'refused' ? 'refused' : 'down',
        kind: String(d.kind),
        attempts: Number(d.attempts),
        error: String(d.error),
        since: String(d.since),
        pending: Number(d.pending),
        adminUrl: settings.adminUrl,
      })
    },
  },
  account_verify: {
    to: toRow,
    // Never the name a visitor typed: the address is not proven yet (docs/decisions/0092).
    render: (row, settings) =>
      accountVerify({
        email: row.to,
        verifyUrl: accountLinkUrl(settings, 'account_verify', String(row.data.token)),
        siteUrl: settings.siteUrl,
      }),
  },
  password_reset: {
    to: toRow,
    render: (row, settings) =>
      passwordReset({
        email: row.to,
        resetUrl: accountLinkUrl(settings, 'password_reset', String(row.data.token)),
        siteUrl: settings.siteUrl,
      }),
  },
  recheck_report: {
    to: toRow,
    render: async (row, settings) => {
      const link = recheckStopUrl(settings, String(row.data.key))
      const mail = await recheckReport({
        recheck: row.data.recheck as RecheckRun,
        stopUrl: link,
        siteUrl: settings.siteUrl,
      })
      return { ...mail, headers: oneClick(link) }
    },
  },
}

/** The table's row for a stored `kind`; null for a kind it does not know. */
export function mailKindOf(kind: string): MailKindSpec | null {
  return Object.hasOwn(MAILS, kind) ? MAILS[kind as MailKind] : null
}
