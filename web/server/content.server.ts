/**
 * Typed loaders of the CMS content each page needs (server-only: +data hooks and the server), typed
 * by the generated Payload types (lib/cms-types.ts). All go through the cached `cmsGet`; they throw
 * `CmsUnavailableError` when the CMS has never answered.
 *
 * The content loaders (offers, FAQs, pages, posts, compare pages) give every text with its quote
 * references resolved (`@aivis/contract` quotes, docs/decisions/0127, 0128): `{price:foundations}`
 * is the offer's published price, `{promise:callMinutes}` the site settings' promise, as the CMS
 * holds them now. A change of an offer or of the settings purges the cached CMS answers and pages
 * (hooks/purgeWebCache in the CMS), so the next render quotes the new value.
 */
import { resolveQuotesDeep, type FaqPlacement, type QuoteValues } from '@aivis/contract'
import { render } from 'vike/abort'
import { FALLBACK_COMMON, type Common } from '../lib/common'
import type * as Cms from '../lib/cms-types'
import { CmsUnavailableError, cmsGet } from './cms.server'

type List<T> = { docs: T[] }
const q = encodeURIComponent
const isList = (v: unknown) => Array.isArray((v as List<unknown> | null)?.docs)
const isSettings = (v: unknown) => typeof (v as Cms.SiteSetting | null)?.siteName === 'string'
/** The `docs` of a Payload list answer (`{docs, totalDocs, ...}`). */
const list = async <T>(path: string) => (await cmsGet<List<T>>(path, isList)).docs

export const getSettings = () =>
  cmsGet<Cms.SiteSetting>('/globals/site-settings?depth=1', isSettings)
/** The published offers as the CMS holds them (references in their texts as written). */
const offersAsStored = () => list<Cms.Offer>('/offers?sort=order&limit=50&depth=1')

/**
 * The values quote references resolve to: the published offers and the settings' promises. An
 * offer list or settings the CMS cannot give resolve nothing (references stay as written).
 */
export async function quoteValues(): Promise<QuoteValues> {
  const [offers, settings] = await Promise.all([
    offersAsStored().catch(() => []),
    getSettings().catch(() => null),
  ])
  return {
    offers,
    promises: (settings as { promises?: QuoteValues['promises'] } | null)?.promises ?? {},
  }
}

/** `content` with its quote references resolved (module doc). */
export async function quoted<T>(content: Promise<T>): Promise<T> {
  const [value, values] = await Promise.all([content, quoteValues()])
  return resolveQuotesDeep(value, values)
}

export const getOffers = () => quoted(offersAsStored())
export const getFaqs = (placement: FaqPlacement) =>
  quoted(
    list<Cms.Faq>(
      `/faqs?where${q('[placement][contains]')}=${placement}&sort=order&limit=100&depth=0`,
    ),
  )
export const getTestimonials = () =>
  list<Cms.Testimonial>('/testimonials?sort=order&limit=20&depth=0')
const LISTED = ['slug', 'title', 'description', 'meta', 'updatedAt'] as const
const select = (fields: readonly string[]) => fields.map((f) => `&select[${f}]=true`).join('')
/**
 * Every published CMS page: slug, title, description, SEO fields and last update (the sitemap,
 * llms.txt, and which slugs exist).
 */
export const listPages = () =>
  quoted(
    list<Pick<Cms.Page, (typeof LISTED)[number]>>(
      `/pages?sort=title&pagination=false&depth=0${select(LISTED)}`,
    ),
  )
/** Every published compare page: the fields of `listPages` and the competitor. */
export const listComparePages = () =>
  list<Pick<Cms.ComparePage, (typeof LISTED)[number] | 'competitor'>>(
    `/compare-pages?sort=title&pagination=false&depth=0${select([...LISTED, 'competitor'])}`,
  )

/**
 * A CMS page by slug (uploads in its blocks populated: depth 1), or null. A slug not in the
 * (cached) list of pages is answered without asking the CMS: unknown URLs cost no CMS call each
 * and add nothing to the cache.
 */
export const getPage = async (slug: string) =>
  (await listPages()).some((p) => p.slug === slug)
    ? ((
        await quoted(
          list<Cms.Page>(`/pages?where${q('[slug][equals]')}=${q(slug)}&limit=1&depth=1`),
        )
      )[0] ?? null)
    : null
/** Published blog posts, newest first: the list's fields (no body). */
export const listPosts = () =>
  quoted(
    list<Pick<Cms.Post, 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'meta' | 'updatedAt'>>(
      `/posts?sort=-publishedAt&pagination=false&depth=0${select(['slug', 'title', 'excerpt', 'publishedAt', 'meta', 'updatedAt'])}`,
    ),
  )
/** A blog post by slug, or null; unknown slugs as for `getPage`. */
export const getPost = async (slug: string) =>
  (await listPosts()).some((p) => p.slug === slug)
    ? ((
        await quoted(
          list<Cms.Post>(`/posts?where${q('[slug][equals]')}=${q(slug)}&limit=1&depth=0`),
        )
      )[0] ?? null)
    : null
/** A compare page by slug, or null; unknown slugs as for `getPage`. */
export const getComparePage = async (slug: string) =>
  (await listComparePages()).some((p) => p.slug === slug)
    ? ((
        await quoted(
          list<Cms.ComparePage>(
            `/compare-pages?where${q('[slug][equals]')}=${q(slug)}&limit=1&depth=1`,
          ),
        )
      )[0] ?? null)
    : null
export const getRedirects = () => list<Cms.Redirect>('/redirects?limit=500&depth=0')

/** The layout's content (lib/common.ts); FALLBACK_COMMON while the CMS has never answered. */
export async function loadCommon(): Promise<Common> {
  try {
    const [settings, compare] = await Promise.all([getSettings(), listComparePages()])
    return {
      settings,
      compareLinks: compare.map((c) => ({ slug: c.slug, competitor: c.competitor ?? c.title })),
      cmsDown: false,
    }
  } catch {
    // cmsGet has logged the failure; the layout shows a degraded-state banner.
    return FALLBACK_COMMON
  }
}

/** A path on this site: one '/', then neither '/' nor '\\' (browsers read those as another host). */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/
/** An http(s) URL on another site. */
const EXTERNAL_URL = /^https?:\/\/[^\s/\\]+/

/** True when `r.to` is a path on this site, or an http(s) URL an admin marked `external` (decision 0040). */
export const safeTarget = (r: Pick<Cms.Redirect, 'to' | 'external'>) =>
  SITE_PATH.test(r.to) || (r.external === true && EXTERNAL_URL.test(r.to))

type RedirectRule = Pick<Cms.Redirect, 'from' | 'to' | 'permanent' | 'external'>

/**
 * Finds the redirect for `path`: an exact `from`, else the longest `/prefix/*` match. Rules whose
 * target is not safe (`safeTarget`: `//host`, `/\\host`, an unmarked off-site URL) are ignored,
 * whatever the CMS holds.
 */
export function matchRedirect(redirects: RedirectRule[], path: string): RedirectRule | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  redirects = redirects.filter(
    (r) =>
      typeof r?.from === 'string' &&
      typeof r.to === 'string' &&
      r.to !== '' &&
      r.to !== r.from &&
      safeTarget(r),
  )
  const exact = redirects.find((r) => r.from === clean)
  if (exact) return exact
  const prefixes = redirects
    .filter((r) => r.from.endsWith('/*') && clean.startsWith(r.from.slice(0, -1)))
    .sort((a, b) => b.from.length - a.from.length)
  return prefixes[0] ?? null
}

/**
 * For `.catch()` on a page's own CMS content: an unreachable CMS becomes a 503 error page (not a
 * misleading 404); any other error is rethrown.
 */
export function cmsDownAs503(err: unknown): never {
  if (err instanceof CmsUnavailableError)
    throw render(503, 'This page is temporarily unavailable. Please try again in a moment.')
  throw err
}
