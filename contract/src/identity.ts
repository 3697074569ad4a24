/**
 * Who the product is: its name, its public contact address and its postal address (the sender
 * identity anti-spam laws require in every email: CAN-SPAM, PECR, Spam Act 2003; spec §2 /contact
 * "a postal address in Sydney, Australia"), and the development default of the mail sender.
 *
 * Read by the emails (audit-service/src/mail/templates), the site's layout while the CMS has never
 * answered (web/lib/common.ts `FALLBACK_COMMON`), the CMS seed's site settings
 * (collections/src/seed/content.ts `siteSettings`, which staff may edit afterwards) and the audit
 * service's `MAIL_FROM` default (audit-service/src/config.ts). Plain strings, no dependency: safe
 * in the browser (docs/decisions/0035).
 */

/** The product's name as the site and the emails show it (site settings `siteName`). */
export const PRODUCT_NAME = 'Visibly AI'

/** The public contact address (site settings `contactEmail`, the emails' sender footer). */
export const CONTACT_EMAIL = 'hello@visibly.ai'

/** The postal address, one entry per line. */
export const POSTAL_ADDRESS_LINES = [
  'Level 5, 100 Harris Street',
  'Pyrmont NSW 2009',
  'Sydney, Australia',
] as const

/** The postal address as the CMS stores it (site settings `postalAddress`): lines joined by `\n`. */
export const POSTAL_ADDRESS = POSTAL_ADDRESS_LINES.join('\n')

/** The postal address on one line, lines joined by ', ' (the emails' sender footer). */
export const POSTAL_ADDRESS_ONE_LINE = POSTAL_ADDRESS_LINES.join(', ')

/**
 * Development default of the audit service's `MAIL_FROM` (the From header of every email):
 * `'{PRODUCT_NAME} <hello@visibly.example>'`, at the reserved `.example` domain rather than
 * `CONTACT_EMAIL`; deployments set `MAIL_FROM` (.env.example).
 */
export const DEV_MAIL_FROM = `${PRODUCT_NAME} <hello@visibly.example>`
