/**
 * The site's own pageContext fields (https://vike.dev/pageContext#typescript), declared once:
 * - `common`: the layout's CMS content, loaded for every page by +onCreatePageContext.server.ts
 *   and passed to the browser;
 * - `siteUrl`: the site's public origin (SITE_URL, no trailing '/'), for canonical URLs and
 *   structured data; passed to the browser;
 * - `cmsOrigin`: the CMS admin's public origin (live preview); passed to the browser;
 * - `customer` / `accountsDown`: who the page is rendered for (server only);
 * - `emotionCache` / `emotionStyles`: the per-request Emotion cache and the critical CSS extracted
 *   from it (server only; see +onBeforeRenderHtml, +Wrapper, +onAfterRenderHtml, +headHtmlEnd).
 */
import type { EmotionCache } from '@emotion/cache'
import type { Common } from '../lib/common'
import type { SessionUser } from '../lib/accountClient'
import type { AccountApi } from '../server/accountPaths.server'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      common?: Common
      siteUrl?: string
      /**
       * The CMS admin's origin, for live preview (components/blocks/LivePreviewBlocks.tsx); passed
       * to the browser.
       */
      cmsOrigin?: string
      /**
       * The signed-in customer (server/accountPaths.server.ts), null for a visitor; server only
       * (the header island gets what it shows as props).
       */
      customer?: SessionUser | null
      /** Server only: the CMS could not say who the session cookie belongs to. */
      accountsDown?: boolean
      /** Server only, on the account's pages: the customer's data (server/accountPaths.server.ts). */
      accountApi?: AccountApi
      /** Server only (undefined in the browser). */
      emotionCache?: EmotionCache
      /** Server only. */
      emotionStyles?: string
    }
  }
}

export {}
