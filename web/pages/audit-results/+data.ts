/** /audit-results: only the layout's content; the result itself is read in the browser (spec §3 storage). */
import { loadCommon } from '../../server/content'

export async function data() {
  return { common: await loadCommon(), title: 'Your AI Visibility Results' }
}
export type Data = Awaited<ReturnType<typeof data>>
