/** /audit-loading: layout content only; the pending audit is read in the browser (sessionStorage 'pendingAudit'). */
import { loadCommon } from '../../server/content'

export async function data() {
  return { common: await loadCommon(), title: 'Running your audit' }
}
export type Data = Awaited<ReturnType<typeof data>>
