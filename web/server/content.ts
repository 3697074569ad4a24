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

export const getSettings = () => cmsGet<SiteSettings>('/globals/site-settings?depth=0')
export const getOffers = async () => (await cmsGet<List<Offer>>('/offers?sort=order&limit=50&depth=1')).docs
export const getFaqs = async (placement: 'home' | 'audit' | 'faqs') =>
  (await cmsGet<List<Faq>>(`/faqs?where${q('[placement][contains]')}=${placement}&sort=order&limit=100&depth=0`)).docs
export const getTestimonials = async () => (await cmsGet<List<Testimonial>>('/testimonials?sort=order&limit=20&depth=0')).docs
export const getPage = async (slug: string) =>
  (await cmsGet<List<CmsPage>>(`/pages?where${q('[slug][equals]')}=${q(slug)}&limit=1&depth=0`)).docs[0] ?? null
export const getComparePage = async (slug: string) =>
  (await cmsGet<List<CmsPage>>(`/compare-pages?where${q('[slug][equals]')}=${q(slug)}&limit=1&depth=0`)).docs[0] ?? null
export const listComparePages = async () =>
  (await cmsGet<List<CmsPage>>('/compare-pages?sort=title&limit=20&depth=0&select[slug]=true&select[title]=true&select[competitor]=true')).docs
export const getRedirects = async () => (await cmsGet<List<Redirect>>('/redirects?limit=500&depth=0')).docs

/** What every page's layout needs: settings and the compare links of the footer. */
export interface Common {
  settings: SiteSettings
  compareLinks: { slug: string; competitor: string }[]
  cmsDown: boolean
}

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
  } catch (err) {
    console.error(`[cms] ${(err as Error).message}`)
    return { settings: FALLBACK_SETTINGS, compareLinks: [], cmsDown: true }
  }
}

/** Finds the redirect for `path`: an exact `from`, else the longest `/prefix/*` match. */
export function matchRedirect(redirects: Redirect[], path: string): Redirect | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
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
