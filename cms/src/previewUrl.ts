/**
 * The public URL the admin's live preview opens (docs/decisions/0029, 0088, 0129), with
 * `?preview=1` (the site then follows the admin's edits):
 * - a page or compare page at its own path (`/<slug>`, `/compare/<slug>`, `/` for home);
 * - an offer, FAQ or testimonial on the home page, naming the document edited
 *   (`previewCollection`, `previewId`: the site puts the form's values in its place) and, as the
 *   fragment, the block that shows it (@aivis/contract `HOME_PREVIEW_ANCHORS`: `#pricing` for an
 *   offer), so the preview opens there rather than at the top of the page.
 * A slug or id that is not plain (letters, digits, `-`, `_`) is left out. Pure; never throws.
 */
import { HOME_PREVIEW_ANCHORS, type HomePreviewedCollection } from '@aivis/contract'

/** The collections previewed on the home page, not at a path of their own. */
export const PREVIEWED_ON_HOME = Object.keys(HOME_PREVIEW_ANCHORS) as HomePreviewedCollection[]

/** `siteUrl`: the site's public base URL; `collection`: the edited document's collection slug. */
export function previewUrl(
  siteUrl: string,
  collection: string | undefined,
  slug: unknown,
  id?: unknown,
): string {
  const base = siteUrl.replace(/\/+$/, '')
  if (PREVIEWED_ON_HOME.includes(collection as HomePreviewedCollection)) {
    const home = collection as HomePreviewedCollection
    const doc =
      typeof id === 'number' || (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) ? id : ''
    return `${base}/?preview=1&previewCollection=${home}&previewId=${doc}#${HOME_PREVIEW_ANCHORS[home]}`
  }
  const safe = typeof slug === 'string' && /^[a-z0-9-]+$/.test(slug) ? slug : ''
  const path =
    collection === 'compare-pages'
      ? `/compare/${safe}`
      : safe === 'home' || !safe
        ? '/'
        : `/${safe}`
  return `${base}${path}?preview=1`
}
