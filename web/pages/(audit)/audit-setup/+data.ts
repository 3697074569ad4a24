import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { validateDomain } from '../../../lib/domain'

/** /audit-setup?domain=… (spec §2): without a valid domain parameter, back to /. */
export async function data(pageContext: PageContextServer) {
  const checked = validateDomain(String(pageContext.urlParsed.search.domain ?? ''))
  if ('error' in checked) throw redirect('/')
  return { domain: checked.domain }
}
export type Data = Awaited<ReturnType<typeof data>>
