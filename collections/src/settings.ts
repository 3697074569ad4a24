/**
 * The content model's settings (docs/decisions/0124): what the CMS tells the collections' hooks and
 * endpoints when it starts. The plugin (plugin.ts `contentModel`) keeps them in the Payload config as
 * `config.custom.aivis` (server-only: Payload never sends `custom` to the admin's browser), and
 * every hook or endpoint reads them from its request's Payload with `settingsOf(req)`, so no module
 * holds a setting of its own and two Payload configs in one process do not share one.
 */

/** Where the site's cache purge is posted (docs/decisions/0005, 0039). */
export type PurgeTarget = {
  /** The site's purge endpoint (WEB_PURGE_URL), e.g. `http://web:3010/_internal/cms-purge`. */
  url: string
  /** Sent as `x-purge-secret` (CMS_PURGE_SECRET). */
  secret: string
}

/** Where customer-account mails are queued (docs/decisions/0074). */
export type AccountMailTarget = {
  /** The audit service's base URL (AUDIT_SERVICE_URL), without a trailing `/`. */
  url: string
  /** The CMS service key the audit service accepts (CMS_API_KEY), sent as a bearer token. */
  key: string
}

/** The settings the collections' hooks and endpoints read (module doc). */
export type ContentModelSettings = {
  /** Where purges go; null: no purge is sent (`WEB_PURGE_URL=off`, tests). */
  purge: PurgeTarget | null
  /**
   * The key the site's server sends in `x-site-key` (CMS_SITE_KEY): a request carrying it comes
   * from the site, which passes its visitor's address (docs/decisions/0074) and reads shared audits
   * (0078). Null: no request is the site's.
   */
  siteKey: string | null
  /** Where account mails are queued; null: the account endpoints answer 503. */
  accountMail: AccountMailTarget | null
  /**
   * How many proxies of ours stand in front of the CMS, 0–10 (CMS_TRUSTED_PROXY_HOPS,
   * docs/decisions/0063): 0 keys the sign-in limit on the TCP peer's address.
   */
  trustedProxyHops: number
  /**
   * The site's public address (WEB_PUBLIC_URL), without a trailing `/`: where staff are sent to
   * read an audit as its customer sees it (docs/decisions/0125). Null or absent: nowhere (that
   * endpoint answers 503).
   */
  siteUrl?: string | null
}

/** The key of `config.custom` under which the plugin keeps the settings. */
export const SETTINGS_KEY = 'aivis'

/** What a config built without the plugin has: nothing sent, no site key, no proxy trusted. */
export const NO_SETTINGS: Readonly<ContentModelSettings> = Object.freeze({
  purge: null,
  siteKey: null,
  accountMail: null,
  trustedProxyHops: 0,
  siteUrl: null,
})

/** Anything that leads to a Payload config: a request (`req.payload.config`) or a Payload. */
export type SettingsSource = {
  payload?: { config?: { custom?: Record<string, unknown> } } | null
  config?: { custom?: Record<string, unknown> } | null
}

/**
 * The content model's settings of `source`'s Payload config (`config.custom.aivis`), or
 * `NO_SETTINGS` when that config was built without the plugin (or `source` has no Payload, as in a
 * unit test's bare request). Throws nothing.
 */
export function settingsOf(source: SettingsSource | null | undefined): ContentModelSettings {
  const config = source?.payload?.config ?? source?.config
  const settings = config?.custom?.[SETTINGS_KEY] as ContentModelSettings | undefined
  return settings ?? NO_SETTINGS
}

/**
 * `settings` checked and in the form the hooks read: an empty site key becomes null, the account
 * mail URL and the site's address lose their trailing `/`. Throws a RangeError when `trustedProxyHops` is not an integer
 * from 0 to 10.
 */
export function checkedSettings(settings: ContentModelSettings): ContentModelSettings {
  const { purge, siteKey, accountMail, trustedProxyHops, siteUrl } = settings
  if (!Number.isInteger(trustedProxyHops) || trustedProxyHops < 0 || trustedProxyHops > 10)
    throw new RangeError('trusted proxy hops must be an integer from 0 to 10')
  return {
    purge: purge ? { url: purge.url, secret: purge.secret } : null,
    siteKey: siteKey || null,
    accountMail: accountMail
      ? { url: accountMail.url.replace(/\/$/, ''), key: accountMail.key }
      : null,
    trustedProxyHops,
    siteUrl: siteUrl ? siteUrl.replace(/\/+$/, '') : null,
  }
}
