/** /signin: layout content only (accounts are a later issue). */
import { loadCommon } from '../../server/content'

export async function data() {
  return { common: await loadCommon(), title: 'Sign In' }
}
export type Data = Awaited<ReturnType<typeof data>>
