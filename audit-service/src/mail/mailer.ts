/**
 * Sends the outbox's messages (relay.ts `Mailer`) with nodemailer over SMTP_URL.
 *
 * `smtpMailer(config.mail)` → `Mailer` whose `send(row)` looks the row's kind up in the table of
 * mails (kinds.ts `MAILS`: its recipient, and its template rendered at send time with the links
 * of links.ts) and hands the mail to the SMTP server. Each message carries `Message-ID: <{row
 * key}@{sender domain}>`, so a resend after a crash between the server's acceptance and our
 * record of it is recognisable as the same message. Rejects with an error of `responseCode` 550
 * for a kind the table does not know (nothing is sent), and with nodemailer's error
 * (`responseCode`, `code`) when the server refuses or cannot be reached.
 */
import nodemailer from 'nodemailer'
import type { Mailer } from '../leads/relay'
import type { MailRow } from '../leads/store'
import { mailKindOf } from './kinds'
import type { MailSettings } from './links'

/** See module doc; `close()` closes the SMTP transport. */
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
      const kind = mailKindOf(row.kind)
      if (!kind)
        throw Object.assign(new Error(`unknown mail kind ${row.kind}`), { responseCode: 550 })
      const { headers, replyTo, ...mail } = await kind.render(row, settings)
      await transport.sendMail({
        from: settings.from,
        to: kind.to(row, settings),
        ...(replyTo ? { replyTo } : {}),
        messageId: `<${row.key}@${domain}>`,
        ...(headers ? { headers } : {}),
        ...mail,
      })
    },
    close: () => transport.close(),
  }
}
