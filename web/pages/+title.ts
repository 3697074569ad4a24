import type { PageContext } from 'vike/types'
import { pageTitle } from '../lib/common'

/** Default title (spec §2): '{siteName} - AI Visibility for Business'; pages set their own. */
export default (pageContext: PageContext) => pageTitle(undefined, pageContext.common)
