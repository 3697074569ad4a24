/**
 * Who is "the same person" across the lead records (docs/decisions/0126), as pure functions: the
 * linking of shared/prospect.ts finds candidates in the database and keeps those `sameProspect`
 * accepts.
 *
 * A record is known by its `ProspectKeys`: the email addresses it names (lowercased) and the
 * website domains it names (`website_domain`: the host without `www.`). Two records are the same
 * person when
 * - they share an email address, or
 * - they share a website domain, or
 * - the domain of an email address of one is a website domain of the other, unless that domain is
 *   a free mail provider's (`FREE_MAIL_DOMAINS`: anyone may hold an address there).
 * Two addresses at the same company domain are not enough (two colleagues, or a business and its
 * agency, write from one domain); they link through the business's website instead.
 */

/** The email addresses and website domains a record is known by. */
export interface ProspectKeys {
  /** Email addresses, lowercased and trimmed ('' left out). */
  emails: readonly string[]
  /** Website domains (`website_domain`), lowercased, without `www.` ('' left out). */
  websiteDomains: readonly string[]
}

/**
 * Mail providers where anyone may open an address: their domain says nothing about whose
 * business it is. A short list of the providers most used by the product's markets (spec §1:
 * English-speaking local businesses); no maintained list is installed in the repository. Matched
 * on the whole domain, lowercased.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.com.au',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.com.au',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'fastmail.com',
  'bigpond.com',
  'bigpond.net.au',
  'optusnet.com.au',
  'btinternet.com',
  'comcast.net',
  'yandex.com',
])

/** An email address lowercased and trimmed ('' for anything else). */
export const normalEmail = (email: unknown): string =>
  typeof email === 'string' ? email.trim().toLowerCase() : ''

/**
 * The domain of an email address that can name a business: the part after the last `@`,
 * lowercased, without `www.`; '' when there is none or it is a free mail provider's.
 */
export function businessDomainOfEmail(email: unknown): string {
  const address = normalEmail(email)
  const at = address.lastIndexOf('@')
  if (at < 1 || at === address.length - 1) return ''
  const domain = address.slice(at + 1).replace(/^www\./, '')
  return FREE_MAIL_DOMAINS.has(domain) ? '' : domain
}

/** `keys` with empty values left out and everything lowercased. */
export function prospectKeys(
  emails: readonly unknown[],
  websiteDomains: readonly unknown[],
): ProspectKeys {
  const clean = (values: readonly unknown[]) => [
    ...new Set(values.map(normalEmail).filter((v) => v !== '')),
  ]
  return { emails: clean(emails), websiteDomains: clean(websiteDomains) }
}

/** The business domains of `keys`' email addresses (free mail left out), without repeats. */
export const businessDomainsOf = (keys: ProspectKeys): string[] => [
  ...new Set(keys.emails.map(businessDomainOfEmail).filter((d) => d !== '')),
]

/** Whether two records are the same person by their keys (see module doc). Pure. */
export function sameProspect(a: ProspectKeys, b: ProspectKeys): boolean {
  const has = (list: readonly string[], value: string) => list.includes(value)
  if (a.emails.some((e) => has(b.emails, e))) return true
  if (a.websiteDomains.some((d) => has(b.websiteDomains, d))) return true
  if (businessDomainsOf(a).some((d) => has(b.websiteDomains, d))) return true
  return businessDomainsOf(b).some((d) => has(a.websiteDomains, d))
}
