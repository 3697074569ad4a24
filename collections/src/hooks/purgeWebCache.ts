/**
 * Tells the public site to drop its cached CMS content after a change, so an edit shows on the next
 * page load (Payload has no outgoing webhooks; these hooks stand in for one).
 *
 * Target: the content model's `purge` setting (settings.ts, given to the plugin by the CMS
 * config): `POST {url}` with header `x-purge-secret: {secret}` and JSON body
 * `{ collection?: string, global?: string }`. Without a target the hooks do nothing. Fire-and-forget with a 2 s timeout: a site that is down never blocks
 * or fails an edit (its cache then expires by TTL). docs/decisions/0005.
 *
 * A write made with `context: { disablePurge: true }` (the seed's, see seed/index.ts) fires no purge,
 * as Payload's website template skips revalidation with `context.disableRevalidate`.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { settingsOf, type PurgeTarget } from '../settings'

declare module 'payload' {
  interface RequestContext {
    /** Set on a write the site need not hear of (the seed): the purge hooks skip it. */
    disablePurge?: boolean
  }
}

/**
 * Sends one purge request to `target`; resolves `true` when the site acknowledged it, `false` when
 * there is no target, the site refused it or did not answer within 2 s. Never throws.
 */
export async function sendPurge(
  target: PurgeTarget | null,
  body: { collection?: string; global?: string },
): Promise<boolean> {
  if (!target) return false
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-purge-secret': target.secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(2000),
    })
    return res.ok
  } catch {
    return false
  }
}

/** Collection `afterChange`: purges the site's copy of the collection, unless `context.disablePurge`. */
export const purgeAfterChange: CollectionAfterChangeHook = ({ collection, doc, context, req }) => {
  if (!context.disablePurge) void sendPurge(settingsOf(req).purge, { collection: collection.slug })
  return doc
}

/** Collection `afterDelete`: purges the site's copy of the collection, unless `context.disablePurge`. */
export const purgeAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, context, req }) => {
  if (!context.disablePurge) void sendPurge(settingsOf(req).purge, { collection: collection.slug })
  return doc
}

/** Global `afterChange`: purges the site's copy of the global, unless `context.disablePurge`. */
export const purgeGlobalAfterChange: GlobalAfterChangeHook = ({ global, doc, context, req }) => {
  if (!context.disablePurge) void sendPurge(settingsOf(req).purge, { global: global.slug })
  return doc
}
