import { loadCommon } from '../../server/content'

export async function data() {
  return { common: await loadCommon() }
}
