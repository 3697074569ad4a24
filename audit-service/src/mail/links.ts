/**
 * The mail settings (SMTP_URL, MAIL_FROM, SALES_EMAIL, SITE_URL, the admin's URL and the secret the
 * links are signed with: config.ts `mail`) and the links the mails carry, each signed at send time
 * with the service's tokens (../tokens.ts):
 *
 * - `unsubscribeUrl(settings, email)`: the newsletter's unsubscribe link, the site's page
 *   `NEWSLETTER_PAGES.unsubscribe` (GET a one-button page in the site's layout, POST unsubscribes;
 *   docs/decisions/0020, 0130).
 * - `confirmUrl(settings, email, now?)`: the newsletter signup's confirmation link, valid 7 days,
 *   the site's page `NEWSLETTER_PAGES.confirm` (docs/decisions/0058, 0130).
 * - `recheckStopUrl(settings, key)`: the stop link of a monthly re-check (docs/decisions/0079).
 * - `accountLinkUrl(settings, kind, token)`: the site's page for an account mail's token
 *   (`@aivis/contract` `ACCOUNT_LINKS`).
 * - `oneClick(link)`: the `List-Unsubscribe` and `List-Unsubscribe-Post` headers (RFC 8058) that
 *   let the mail client stop a mail with one click at `link`.
 *
 * Pure; nothing throws.
 */
import { ACCOUNT_LINKS, newsletterPagePath } from '@aivis/contract'
import { confirmToken, recheckStopToken, unsubscribeToken } from '../tokens'

export interface MailSettings {
  smtpUrl: string
  from: string
  salesEmail: string
  /** The site's time zone, an IANA name (`SITE_TIME_ZONE`, decision 0129). */
  timeZone: string
  siteUrl: string
  adminUrl: string
  unsubscribeSecret: string
}

/**
 * The link that unsubscribes `email`: the site's page (GET shows a one-button page; POST, the
 * button or a mail client's one-click, unsubscribes).
 */
export function unsubscribeUrl(settings: MailSettings, email: string): string {
  return `${settings.siteUrl}${newsletterPagePath('unsubscribe', {
    token: unsubscribeToken(email, settings.unsubscribeSecret),
  })}`
}

/**
 * The link that confirms `email`'s newsletter signup, issued at `now` (epoch ms): the site's page
 * (GET shows a one-button page, POST confirms through routes/newsletterConfirm.ts).
 */
export function confirmUrl(settings: MailSettings, email: string, now = Date.now()): string {
  return `${settings.siteUrl}${newsletterPagePath('confirm', {
    token: confirmToken(email, settings.unsubscribeSecret, now),
  })}`
}

/** The link that stops the re-check with idempotency key `key` (GET a one-button page; POST stops). */
export function recheckStopUrl(settings: MailSettings, key: string): string {
  return `${settings.siteUrl}/functions/v1/recheck-stop?token=${encodeURIComponent(
    recheckStopToken(key, settings.unsubscribeSecret),
  )}`
}

/** The headers of a mail the mail client can stop with one click (RFC 8058) at `link`. */
export const oneClick = (link: string) => ({
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
