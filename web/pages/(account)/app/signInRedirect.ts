/**
 * Where a request for one of the account's pages goes when no customer is signed in (spec §2,
 * docs/decisions/0076): `signInRedirect(customer, { pathname, search })` → `/signin?next=<the page,
 * its query kept>`, or null when `customer` is signed in (the page renders for them). `search` is
 * the query as asked, `?` included, or '' / null. Used by the pages' guard (+guard.ts).
 */
import type { SessionUser } from '../../../lib/accountClient'

export function signInRedirect(
  customer: SessionUser | null | undefined,
  { pathname, search }: { pathname: string; search: string | null },
): string | null {
  if (customer) return null
  return `/signin?next=${encodeURIComponent(`${pathname}${search ?? ''}`)}`
}
