/**
 * The website domain an audit is counted for (docs/decisions/0023): its registrable domain by the
 * public-suffix list (tldts), private suffixes such as github.io included, so each site under one
 * has its own count.
 */
import { normalizeWebsite } from '@aivis/contract'
import { getDomain, getHostname } from 'tldts'

/**
 * The registrable domain of an audit's website (`https://www.acme.co.uk/x` → `acme.co.uk`,
 * `shop.github.io` → `shop.github.io`), lower case; the host itself when it has none (`localhost`,
 * an IP address); null without a website or when no host can be read.
 */
export function auditDomain(website: string | null | undefined): string | null {
  if (!website?.trim()) return null
  const url = normalizeWebsite(website)
  const host = getHostname(url)
  if (!host) return null
  return (getDomain(url, { allowPrivateDomains: true }) ?? host).toLowerCase()
}
