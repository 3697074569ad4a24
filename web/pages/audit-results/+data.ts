import { loadCommon } from '../../server/content'

export async function data() {
  return { common: await loadCommon(), title: 'Your AI Visibility Results' }
}
export type Data = Awaited<ReturnType<typeof data>>
