/**
 * What every page's layout needs, shared by the server (which loads it) and the browser (which
 * renders it): `Common` = the CMS site settings, the footer's compare links and whether the CMS is
 * unreachable. `FALLBACK_COMMON` is what the layout shows while the CMS has never answered.
 * Head helpers: `pageTitle(title, common)` and `cmsPageHead(page, common)` (spec §2 page head).
 */
import { DEFAULT_PROMISES, PRODUCT_NAME } from '@aivis/contract'
import type { ComparePage, Page, SiteSetting } from './cms-types'

export interface Common {
  settings: SiteSetting
  compareLinks: { slug: string; competitor: string }[]
  cmsDown: boolean
}

/** The product's name until the CMS says otherwise (`@aivis/contract` identity). */
export const FALLBACK_SITE_NAME = PRODUCT_NAME

/** Spec §1 description: the default of every page's description. */
export const DEFAULT_DESCRIPTION = 'Get found by AI assistants like ChatGPT, Claude, and Gemini'

/** Layout content while the CMS has never answered (degraded state: every page stays usable). */
export const FALLBACK_COMMON: Common = {
  settings: {
    id: 0,
    siteName: FALLBACK_SITE_NAME,
    contactEmail: '',
    postalAddress: '',
    bookingUrl: '',
    academyUrl: '',
    promises: { ...DEFAULT_PROMISES, statistics: [] },
  },
  compareLinks: [],
  cmsDown: true,
}

const siteName = (common: Common | undefined) => common?.settings.siteName || FALLBACK_SITE_NAME

/**
 * Page title (spec §2 page head): `'{title} | {siteName}'`, or `'{siteName} - AI Visibility for
 * Business'` without a page title.
 */
export function pageTitle(title: string | undefined, common: Common | undefined): string {
  return title
    ? `${title} | ${siteName(common)}`
    : `${siteName(common)} - AI Visibility for Business`
}

/**
 * Head of a CMS page: its SEO `meta.title` as written, else its title with the site name; its
 * SEO description, else its description, else the default; its share image when it has one.
 */
export function cmsPageHead(
  page: Pick<Page | ComparePage, 'title' | 'description' | 'meta'>,
  common: Common | undefined,
): { title: string; description: string; image?: string } {
  return {
    title: page.meta?.title || pageTitle(page.title, common),
    description: page.meta?.description || page.description || DEFAULT_DESCRIPTION,
    ...(page.meta?.image ? { image: page.meta.image } : {}),
  }
}
