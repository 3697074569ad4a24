/** Data of the 404 and error screens: the layout's CMS content (degraded when the CMS is down). */
import { loadCommon } from '../../server/content'

export async function data() {
  return { common: await loadCommon() }
}
