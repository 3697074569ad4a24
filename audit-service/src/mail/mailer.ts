/**
 * Sends the outbox's messages (relay.ts `Mailer`) with nodemailer over SMTP_URL.
 *
 * `smtpMailer(config.mail)` → `Mailer` whose `send(row)` renders the row's template at send time
 * (templates/) and hands it to the SMTP server:
 * - `results_email` → the visitor: their results and first 3 fixes (`fixesOf`: those made with the
 *   result), 'View your results' linking the result's own address with its token signed again.
 * - `inquiry_notice` → SALES_EMAIL, reply-to the visitor, carrying the inquiry's message.
 * - `newsletter_confirm` → an address entered in the newsletter form: the link that confirms
 *   (`confirmUrl`, signed at send time, valid 7 days; tokens.ts).
 * - `newsletter_welcome` → the subscriber (after confirming), with `List-Unsubscribe` (a mailto-free https link)
 *   and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058) headers and the link in
 *   the body.
 * - `delivery_alert` → SALES_EMAIL: leads failing to reach the CMS, or refused by it
 *   (leads/relay.ts).
 * - `account_verify`, `password_reset` → a customer (queued by the CMS, mail/accountMailRoute.ts):
 *   the site's page for the row's token (`@aivis/contract` `ACCOUNT_LINKS`).
 * - `recheck_report` → a customer: a monthly re-check's comparison (`data.recheck`, templates
 *   `RecheckRun`), with the stop link of the re-check's key (`data.key`, `recheckStopUrl`) in the
 *   body and as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058: one click in the mail
 *   client stops it).
 * Each message carries `Message-ID: <{row key}@{sender domain}>`, so a resend after a crash between
 * the server's acceptance and our record of it is recognisable as the same message. Rejects with
 * nodemailer's error (`responseCode`, `code`) when the server refuses or cannot be reached.
 */
import nodemailer from 'nodemailer'
import { ACCOUNT_LINKS, type AuditResult, type ContactInquiry } from '@aivis/contract'
import { fixesOf } from '../engine/fixes'
import { auditToken, confirmToken, recheckStopToken, unsubscribeToken } from '../tokens'
import type { Mailer } from '../leads/relay'
import type { MailRow } from '../leads/store'
import {
  accountVerify,
  deliveryAlert,
  inquiryNotice,
  newsletterConfirm,
  newsletterWelcome,
  passwordReset,
  recheckReport,
  resultsEmail,
  type RecheckRun,
} from './templates'

export interface MailSettings {
  smtpUrl: string
  from: string
  salesEmail: string
  siteUrl: string
  adminUrl: string
  unsubscribeSecret: string
}

/** The link that unsubscribes `email` (GET shows a one-button page; POST unsubscribes). */
export function unsubscribeUrl(settings: MailSettings, email: string): string {
  return `${settings.siteUrl}/functions/v1/newsletter-unsubscribe?token=${encodeURIComponent(
    unsubscribeToken(email, settings.unsubscribeSecret),
  )}`
}

/**
 * The link that confirms `email`'s newsletter signup, issued at `now` (epoch ms): GET shows a
 * one-button page, POST confirms (routes/newsletterConfirm.ts).
 */
export function confirmUrl(settings: MailSettings, email: string, now = Date.now()): string {
  return `${settings.siteUrl}/functions/v1/newsletter-confirm?token=${encodeURIComponent(
    confirmToken(email, settings.unsubscribeSecret, now),
  )}`
}

/** The link that stops the re-check with idempotency key `key` (GET a one-button page; POST stops). */
export function recheckStopUrl(settings: MailSettings, key: string): string {
  return `${settings.siteUrl}/functions/v1/recheck-stop?token=${encodeURIComponent(
    recheckStopToken(key, settings.unsubscribeSecret),
  )}`
}

/** The headers of a mail the mail client can stop with one click (RFC 8058) at `link`. */
const oneClick = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** The site's page for an account mail's token (`ACCOUNT_LINKS`). */
export function accountLinkUrl(
  settings: Pick<MailSettings, 'siteUrl'>,
  kind: keyof typeof ACCOUNT_LINKS,
  token: string,
): string {
  return `${settings.siteUrl}${ACCOUNT_LINKS[kind]}?token=${encodeURIComponent(token)}`
}

export function smtpMailer(settings: MailSettings): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
  const domain = /@([^>\s]+)/.exec(settings.from)?.[1] ?? 'localhost'
  return {
    async send(row: MailRow) {
      const messageId = `<${row.key}@${domain}>`
      if (row.kind === 'results_email') {
        const kept = row.data.result as AuditResult
        // The outbox keeps no capability (leads/routes/sendAuditResults.ts): the result's own
        // token is signed again here, so 'View your results' opens its address
        // (docs/decisions/0108).
        const result = kept.audit_id
          ? { ...kept, audit_token: auditToken(kept.audit_id, settings.unsubscribeSecret) }
          : kept
        const mail = await resultsEmail({
          result,
          fixes: fixesOf(result),
          siteUrl: settings.siteUrl,
          bookingUrl: `${settings.siteUrl}/contact`,
        })
        await transport.sendMail({ from: settings.from, to: row.to, messageId, ...mail })
      } else if (row.kind === 'inquiry_notice') {
        const inquiry = row.data.inquiry as ContactInquiry
        const mail = await inquiryNotice({
          inquiry,
          receivedAt: String(row.data.receivedAt),
          adminUrl: settings.adminUrl,
        })
        await transport.sendMail({
          from: settings.from,
          to: settings.salesEmail,
          replyTo: inquiry.email,
          messageId,
          ...mail,
        })
      } else if (row.kind === 'newsletter_confirm') {
        const mail = await newsletterConfirm({
          email: row.to,
          confirmUrl: confirmUrl(settings, row.to),
          siteUrl: settings.siteUrl,
        })
        await transport.sendMail({ from: settings.from, to: row.to, messageId, ...mail })
      } else if (row.kind === 'newsletter_welcome') {
        const link = unsubscribeUrl(settings, row.to)
        const mail = await newsletterWelcome({
          email: row.to,
          unsubscribeUrl: link,
          siteUrl: settings.siteUrl,
        })
        await transport.sendMail({
          from: settings.from,
          to: row.to,
          messageId,
          headers: oneClick(link),
          ...mail,
        })
      } else if (row.kind === 'delivery_alert') {
        const d = row.data
        const mail = await deliveryAlert({
          reason: d.reason === 'refused' ? 'refused' : 'down',
          kind: String(d.kind),
          attempts: Number(d.attempts),
          error: String(d.error),
          since: String(d.since),
          pending: Number(d.pending),
          adminUrl: settings.adminUrl,
        })
        await transport.sendMail({
          from: settings.from,
          to: settings.salesEmail,
          messageId,
          ...mail,
        })
      } else if (row.kind === 'account_verify') {
        // Never the name a visitor typed: the address is not proven yet (docs/decisions/0092).
        const mail = await accountVerify({
          email: row.to,
          verifyUrl: accountLinkUrl(settings, 'account_verify', String(row.data.token)),
          siteUrl: settings.siteUrl,
        })
        await transport.sendMail({ from: settings.from, to: row.to, messageId, ...mail })
      } else if (row.kind === 'password_reset') {
        const mail = await passwordReset({
          email: row.to,
          resetUrl: accountLinkUrl(settings, 'password_reset', String(row.data.token)),
          siteUrl: settings.siteUrl,
        })
        await transport.sendMail({ from: settings.from, to: row.to, messageId, ...mail })
      } else if (row.kind === 'recheck_report') {
        const link = recheckStopUrl(settings, String(row.data.key))
        const mail = await recheckReport({
          recheck: row.data.recheck as RecheckRun,
          stopUrl: link,
          siteUrl: settings.siteUrl,
        })
        await transport.sendMail({
          from: settings.from,
          to: row.to,
          messageId,
          headers: oneClick(link),
          ...mail,
        })
      } else {
        throw Object.assign(new Error(`unknown mail kind ${row.kind}`), { responseCode: 550 })
      }
    },
    close: () => transport.close(),
  }
}
