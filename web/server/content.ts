/**
 * Typed loaders of the CMS content each page needs (server-only; used by +data hooks and the
 * server). All go through the cached `cmsGet`; they throw `CmsUnavailableError` when the CMS has
 * never answered.
 */
import type { CmsPage, Faq, Offer, Redirect, SiteSettings, Testimonial } from '../lib/types'
import { render } from 'vike/abort'
import { CmsUnavailableError, cmsGet } from './cms'

type List<T> = { docs: T[] }
const q = encodeURIComponent
const isList = (v: unknown) => Array.isArray((v as List<unknown> | null)?.docs)
const isSettings = (v: unknown) => typeof (v as SiteSettings | null)?.siteName === 'string'
/** The `docs` of a Payload list answer (`{docs, totalDocs, ...}`). */
const list = async <T,>(path: string) => (await cmsGet<List<T>>(path, isList)).docs

export const getSettings = () => cmsGet<SiteSettings>('/globals/site-settings?depth=0', isSettings)
export const getOffers = () => list<Offer>('/offers?sort=order&limit=50&depth=1')
export const getFaqs = (placement: 'home' | 'audit' | 'faqs') =>
  list<Faq>(`/faqs?where${q('[placement][contains]')}=${placement}&sort=order&limit=100&depth=0`)
export const getTestimonials = () => list<Testimonial>('/testimonials?sort=order&limit=20&depth=0')
export const getPage = async (slug: string) =>
  (await list<CmsPage>(`/pages?where${q('[slug][equals]')}=${q(slug)}&limit=1&depth=0`))[0] ?? null
export const getComparePage = async (slug: string) =>
  (await list<CmsPage>(`/compare-pages?where${q('[slug][equals]')}=${q(slug)}&limit=1&depth=0`))[0] ?? null
export const listComparePages = () =>
  list<CmsPage>('/compare-pages?sort=title&limit=20&depth=0&select[slug]=true&select[title]=true&select[competitor]=true')
export const getRedirects = () => list<Redirect>('/redirects?limit=500&depth=0')

/** What every page's layout needs: settings and the compare links of the footer. */
export interface Common {
  settings: SiteSettings
  compareLinks: { slug: string; competitor: string }[]
  cmsDown: boolean
}

/** What the layout shows while the CMS has never answered (degraded state, spec §2 still usable). */
export const FALLBACK_SETTINGS: SiteSettings = {
  siteName: 'Visibly AI',
  contactEmail: '',
  postalAddress: '',
  bookingUrl: '',
  academyUrl: '',
}

export async function loadCommon(): Promise<Common> {
  try {
    const [settings, compare] = await Promise.all([getSettings(), listComparePages()])
    return { settings, compareLinks: compare.map((c) => ({ slug: c.slug, competitor: c.competitor ?? c.title })), cmsDown: false }
  } catch {
    // cmsGet has logged the failure; the layout shows a degraded-state banner.
    return { settings: FALLBACK_SETTINGS, compareLinks: [], cmsDown: true }
  }
}

/**
 * Head fields of a CMS page for +title/+description/+image: `title` (suffixed with the site name),
 * `headTitle` (the SEO `meta.title`, used as written), `description` and `image`.
 */
export function pageHead(page: CmsPage) {
  const image = page.meta?.image
  return {
    title: page.title,
    headTitle: page.meta?.title || undefined,
    description: page.meta?.description || page.description || undefined,
    image: (typeof image === 'string' ? image : image?.url) || undefined,
  }
}

/** Finds the redirect for `path`: an exact `from`, else the longest `/prefix/*` match. */
export function matchRedirect(redirects: Redirect[], path: string): Redirect | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  redirects = redirects.filter((r) => typeof r?.from === 'string' && typeof r.to === 'string' && r.to !== '' && r.to !== r.from)
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
  if (err instanceof CmsUnavailableError) throw render(503, 'This page is temporarily unavailable. Please try again in a moment.')
  throw err
}
