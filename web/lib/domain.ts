/**
 * The home hero's domain field (spec §5): normalise, then validate.
 *
 * `normalizeDomain(input)`: the contract's `hostOf`, the one host rule of every part (trimmed,
 * lowercased, leading protocol and `www.` removed, everything from the first `/`, `?` or `#`
 * dropped). `validateDomain(input)` → `{ domain }` or `{ error }` with the spec's messages: 'Please
 * enter a domain' / 'Enter a valid domain like example.com'.
 */
import { hostOf } from '@aivis/contract'

export const DOMAIN_EXAMPLE = 'example.com'
const HOSTNAME = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.[a-z]{2,}$/

/** The host typed in the domain field (spec §5), as `hostOf` gives it; '' for blank input. */
export function normalizeDomain(input: string): string {
  return hostOf(input)
}

/** The normalised domain, or the spec §5 message of why it cannot be audited. */
export function validateDomain(input: string): { domain: string } | { error: string } {
  const domain = normalizeDomain(input)
  if (!domain) return { error: 'Please enter a domain' }
  if (!HOSTNAME.test(domain)) return { error: `Enter a valid domain like ${DOMAIN_EXAMPLE}` }
  return { domain }
}
