/**
 * What every draft-enabled public collection (pages, compare pages, posts) shares: drafts with
 * the last 20 versions kept, anonymous reads of published documents only, version history (drafts
 * included) for staff only (never the service account: docs/decisions/0045), writes by content
 * editors (admin, editor), and the site-purge hooks. Spread into the collection's config.
 */
import type { CollectionConfig } from 'payload'
import { isContentEditor, isStaff, publishedOrStaff } from '../access'
import { purgeHooks } from '../hooks/purgeWebCache'

export const editorialContent = {
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: purgeHooks,
} satisfies Partial<CollectionConfig>
