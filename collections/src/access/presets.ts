/**
 * Access presets: the access rules (and, for drafts, the versions) that several collections share,
 * named once and spread into each collection's config, so a collection states only what differs.
 *
 * - `publicContent` (FAQs, testimonials, redirects, media): everyone reads; content editors (admin,
 *   editor) create, update and delete.
 * - `editorialContent` (pages, compare pages, posts; offers with drafts scheduled for publishing):
 *   drafts with the last 20 versions kept; anonymous reads of published documents only; version
 *   history (drafts included) for staff only, never the service account (docs/decisions/0045);
 *   writes by content editors.
 * - `leadAccess` (a lead collection's `access`): never readable anonymously; created by staff or the
 *   audit service's service account; read and updated by admin and sales; deleted by admin only.
 * - `serviceUpdatedLeadAccess`: `leadAccess`, and the service account may also update the leads it
 *   created, by their idempotency key (docs/decisions/0062; the hooks that narrow it to one document
 *   and to its fields: shared/leadAccess.ts `serviceLeadHooks`).
 */
import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { hasRole } from './roles'
import { isAdmin } from './isAdmin'
import { isContentEditor } from './isContentEditor'
import { isLeadReader } from './isLeadReader'
import { isLeadReaderOrServiceQuery } from './isLeadReaderOrService'
import { isLeadWriter } from './isLeadWriter'
import { isStaff } from './isStaff'
import { publishedOrStaff } from './publishedOrStaff'

/** Content editors (admin, editor) create, update and delete. */
const editorsWrite = {
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
} satisfies CollectionConfig['access']

/** Public content without drafts: read by everyone, written by content editors. */
export const publicContent = {
  access: { read: anyone, ...editorsWrite },
} satisfies Partial<CollectionConfig>

/**
 * Draft-enabled public content: drafts (20 versions kept), published documents for everyone and
 * everything for staff, version history for staff, written by content editors.
 */
export const editorialContent = {
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, readVersions: isStaff, ...editorsWrite },
} satisfies Partial<CollectionConfig>

/** Access of a lead collection (module doc). */
export const leadAccess: CollectionConfig['access'] = {
  read: isLeadReader,
  create: isLeadWriter,
  update: isLeadReader,
  delete: isAdmin,
}

/**
 * {@link leadAccess}, and the service account may also update documents that have an idempotency
 * key (the ones it created); `serviceLeadHooks` narrows that to the one document named by its key
 * and to the fields it writes. Its read rule is a query no document matches
 * (`isLeadReaderOrServiceQuery`), which lets it name `idempotency_key` in an update's `where`.
 */
export const serviceUpdatedLeadAccess: CollectionConfig['access'] = {
  ...leadAccess,
  read: isLeadReaderOrServiceQuery,
  update: ({ req }) => {
    if (hasRole(req, 'admin', 'sales')) return true
    return hasRole(req, 'service') ? { idempotency_key: { exists: true } } : false
  },
}
