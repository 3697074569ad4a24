/**
 * The guard of the account's pages (/app/dashboard, /app/settings, /app/audits/<id>; spec §2,
 * docs/decisions/0076): a visitor who is not signed in (or whose session the CMS could not
 * confirm) is sent to the sign-in (signInRedirect.ts, 302) and comes back to the page once signed
 * in. Who is signed in is settled before rendering (`pageContext.customer`,
 * server/accountPaths.server.ts), because the HTML cache answers before Express (decision 0069).
 */
import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { signInRedirect } from './signInRedirect'

export function guard(pageContext: PageContextServer): void {
  const { pathname, searchOriginal } = pageContext.urlParsed
  const to = signInRedirect(pageContext.customer, { pathname, search: searchOriginal })
  if (to) throw redirect(to)
}
