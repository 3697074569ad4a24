/**
 * The home hero's domain field (spec §5): normalise, then validate.
 *
 * `normalizeDomain(input)`: trimmed, lowercased, leading protocol and `www.` removed, everything from
 * the first `/`, `?` or `#` dropped. `validateDomain(input)` → `{ domain }` or `{ error }` with the
 * spec's messages: 'Please enter a domain' / 'Enter a valid domain like example.com'.
 */
export const DOMAIN_EXAMPLE = 'example.com'
const HOSTNAME = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.[a-z]{2,}$/

export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/)[0]
}

export function validateDomain(input: string): { domain: string } | { error: string } {
  const domain = normalizeDomain(input)
  if (!domain) return { error: 'Please enter a domain' }
  if (!HOSTNAME.test(domain)) return { error: `Enter a valid domain like ${DOMAIN_EXAMPLE}` }
  return { domain }
}
