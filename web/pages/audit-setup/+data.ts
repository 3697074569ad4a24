import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { validateDomain } from '../../lib/domain'
import { loadCommon } from '../../server/content'

/** /audit-setup?domain=… (spec §2): without a valid domain parameter, back to /. */
export async function data(pageContext: PageContextServer) {
  const v = validateDomain(String(pageContext.urlParsed.search.domain ?? ''))
  if ('error' in v) throw redirect('/')
  return { common: await loadCommon(), domain: v.domain, title: 'Review Your Details' }
}
export type Data = Awaited<ReturnType<typeof data>>
