/**
 * The content model as one Payload plugin (docs/decisions/0124): `contentModel(options)` adds every
 * collection and global of the product, in admin order, with their endpoints, and keeps the settings
 * their hooks and endpoints read in the config (`config.custom.aivis`, settings.ts). The CMS's
 * payload.config passes every setting in one call; the CMS tests change theirs in that built
 * config (cms/test/startPayload.ts), and unit tests build a config with the plugin.
 */
import path from 'node:path'
import { definePlugin, type CollectionConfig, type Config, type GlobalConfig } from 'payload'
import { Audits } from './Audits'
import { BusinessProfiles } from './BusinessProfiles'
import { ComparePages } from './ComparePages'
import { Customers } from './Customers'
import { CustomerAvatars } from './Customers/avatars'
import { Faqs } from './Faqs'
import { Inquiries } from './Inquiries'
import { LeadDeliveryFailures } from './LeadDeliveryFailures'
import { Media } from './Media'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Offers } from './Offers'
import { Pages } from './Pages'
import { Posts } from './Posts'
import { Rechecks } from './Rechecks'
import { Redirects } from './Redirects'
import { ResultEmailRequests } from './ResultEmailRequests'
import { SiteSettings } from './SiteSettings'
import { Testimonials } from './Testimonials'
import { Users } from './Users'
import { checkedSettings, SETTINGS_KEY, type ContentModelSettings } from './settings'

/**
 * Every collection of the content model, in admin order. Each names its own hooks, the write log
 * included (hooks/presets.ts).
 */
export const collections: CollectionConfig[] = [
  Pages,
  Posts,
  Offers,
  Faqs,
  Testimonials,
  ComparePages,
  Media,
  Redirects,
  Audits,
  Rechecks,
  Inquiries,
  NewsletterSubscribers,
  ResultEmailRequests,
  LeadDeliveryFailures,
  BusinessProfiles,
  Users,
  Customers,
  CustomerAvatars,
]

/** Every global of the content model. */
export const globals: GlobalConfig[] = [SiteSettings]

/** What `contentModel` takes: the settings its hooks read (settings.ts) and where it runs. */
export type ContentModelOptions = ContentModelSettings & {
  /** Where uploaded files are kept (MEDIA_DIR): every upload collection's `staticDir`. */
  mediaDir: string
  /**
   * Staff session cookies Secure and SameSite=Strict (production) rather than not Secure and
   * SameSite=Lax (development over http), docs/decisions/0045.
   */
  secureCookies: boolean
}

/**
 * `collection` as it runs here: `media` keeps its files in `mediaDir`, any other upload collection
 * in a folder of its own under it named by its slug (customers' avatars are never files of the
 * public media route: docs/decisions/0131); `users` gets the cookie policy of `secureCookies`.
 * Other collections are returned as they are.
 */
function placed(collection: CollectionConfig, options: ContentModelOptions): CollectionConfig {
  if (collection.upload)
    return {
      ...collection,
      upload: {
        ...(collection.upload === true ? {} : collection.upload),
        staticDir:
          collection.slug === 'media'
            ? options.mediaDir
            : path.join(options.mediaDir, collection.slug),
      },
    }
  if (collection.slug === 'users' && typeof collection.auth === 'object') {
    const secure = options.secureCookies
    return {
      ...collection,
      auth: {
        ...collection.auth,
        cookies: { secure, sameSite: secure ? ('Strict' as const) : ('Lax' as const) },
      },
    }
  }
  return collection
}

/**
 * The plugin: `config` with the content model's collections and globals appended to its own and
 * `custom.aivis` set to the checked settings (`checkedSettings`: an empty site key is none, the
 * mail URL loses a trailing `/`). Throws a RangeError when `trustedProxyHops` is not an integer
 * from 0 to 10.
 */
function withContentModel(config: Config, options: ContentModelOptions): Config {
  const { purge, siteKey, accountMail, trustedProxyHops, siteUrl } = options
  const settings = checkedSettings({ purge, siteKey, accountMail, trustedProxyHops, siteUrl })
  return {
    ...config,
    collections: [...(config.collections ?? []), ...collections.map((c) => placed(c, options))],
    globals: [...(config.globals ?? []), ...globals],
    custom: { ...config.custom, [SETTINGS_KEY]: settings },
  }
}

/**
 * `contentModel(options)`: the Payload plugin of the content model (`withContentModel`), for the
 * config's `plugins`. Put it before any plugin that works on its collections (the lead export).
 */
export const contentModel = definePlugin<ContentModelOptions>({
  slug: 'aivis-content-model',
  plugin: ({
    config,
    purge,
    siteKey,
    accountMail,
    trustedProxyHops,
    siteUrl,
    mediaDir,
    secureCookies,
  }) =>
    withContentModel(config, {
      purge,
      siteKey,
      accountMail,
      trustedProxyHops,
      siteUrl,
      mediaDir,
      secureCookies,
    }),
})
