/**
 * Hook presets: the after-write hooks several collections share, named once and spread into each
 * collection's `hooks` in its own file, so what runs after a write shows where the collection is
 * declared (docs/decisions/0124). Every collection ends its `afterChange` and `afterDelete` with
 * the write log (logWrites.ts, docs/decisions/0032); the presets keep that order.
 *
 * - `contentHooks` (public content: pages, posts, offers, FAQs, testimonials, compare pages,
 *   media, redirects): refuse unknown quote references before validation (validateQuotes.ts,
 *   docs/decisions/0127); after a write, purge the site's cache (purgeWebCache.ts,
 *   docs/decisions/0005), then log.
 * - `leadHooks` (the records a prospect is made of: inquiries, audits, results email requests,
 *   customers, re-checks): link the new record with the same person's other records
 *   (shared/prospect.ts, docs/decisions/0085, 0126), then log.
 * - `writeLogHooks` (every other collection): the write log alone.
 *
 * Payload's global hooks differ in kind: the site settings purge with `purgeGlobalAfterChange`.
 */
import type { CollectionConfig } from 'payload'
import { linkProspectAfterCreate } from '../shared/prospect'
import { logChange, logDelete } from './logWrites'
import { purgeAfterChange, purgeAfterDelete } from './purgeWebCache'
import { validateQuotes } from './validateQuotes'

/** The write log alone. */
export const writeLogHooks = {
  afterChange: [logChange],
  afterDelete: [logDelete],
} satisfies CollectionConfig['hooks']

/** Public content: quote references checked (validateQuotes.ts), the site's cache purged, then the write log. */
export const contentHooks = {
  beforeValidate: [validateQuotes],
  afterChange: [purgeAfterChange, logChange],
  afterDelete: [purgeAfterDelete, logDelete],
} satisfies CollectionConfig['hooks']

/** Leads a prospect is made of: linked with the person's other records on create, then logged. */
export const leadHooks = {
  afterChange: [linkProspectAfterCreate, logChange],
  afterDelete: [logDelete],
} satisfies CollectionConfig['hooks']
