import type { PageContext } from 'vike/types'

/** Share image (og:image) of a CMS page's `meta.image`, when it has one (spec §2 page head). */
export function image(pageContext: PageContext) {
  return (pageContext.data as { image?: string | null } | undefined)?.image || null
}
