/**
 * Access of Payload's own `payload-locked-documents` collection (the "someone else is editing this
 * document" records of the admin). Payload adds that collection while it sanitizes the config, after
 * plugins run, with "any signed-in user" access, which would let the audit service's API-key account
 * read and write those records (docs/decisions/0045). Applied to the built config, this narrows
 * every operation on it to staff. Payload itself checks locks through the database adapter, so lead
 * writes by the service account are unaffected.
 */
import type { SanitizedConfig } from 'payload'
import { isStaff } from '../access'

/** Slug of Payload's document-lock collection. */
export const LOCKED_DOCUMENTS = 'payload-locked-documents'

/**
 * Narrows `payload-locked-documents` to staff in a built (sanitized) Payload config, in place.
 *
 * @param config the result of `buildConfig(...)`
 * @returns the same config
 * @throws Error when the config has no such collection (a Payload upgrade changed how locks are
 *   kept; the rule must then be placed anew rather than silently dropped)
 */
export function staffOnlyDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKED_DOCUMENTS)
  if (!locks) throw new Error(`Payload config has no ${LOCKED_DOCUMENTS} collection`)
  locks.access = {
    ...locks.access,
    create: isStaff,
    read: isStaff,
    update: isStaff,
    delete: isStaff,
  }
  return config
}
