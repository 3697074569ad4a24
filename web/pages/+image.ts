import type { PageContext } from 'vike/types'
import { mediaFile } from '../lib/media'

/**
 * Default share image (og:image): the site settings' `shareImage`, as an absolute URL; pages with
 * their own SEO image set it in +data. None when staff chose none.
 */
export default (pageContext: PageContext) => {
  const file = mediaFile(pageContext.common?.settings.shareImage)
  return file ? `${pageContext.siteUrl ?? ''}${file.url}` : null
}
