/**
 * Tells the public site to drop its cached CMS content after a change, so an edit shows on the next
 * page load (Payload has no outgoing webhooks; these hooks stand in for one).
 *
 * Target, set once by the CMS config with {@link setPurgeTarget}: `POST {url}` with header
 * `x-purge-secret: {secret}` and JSON body `{ collection?: string, global?: string }`. Without a
 * target the hooks do nothing. Fire-and-forget with a 2 s timeout: a site that is down never blocks
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

declare module 'payload' {
  interface RequestContext {
    /** Set on a write the site need not hear of (the seed): the purge hooks skip it. */
    disablePurge?: boolean
  }
}

let target: { url: string; secret: string } | null = null

/** Sets (or with `null` clears) where purge requests go. */
export function setPurgeTarget(next: { url: string; secret: string } | null): void {
  target = next
}

/** Sends one purge request; resolves `true` when the site acknowledged it. Never throws. */
export async function sendPurge(body: { collection?: string; global?: string }): Promise<boolean> {
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
export const purgeAfterChange: CollectionAfterChangeHook = ({ collection, doc, context }) => {
  if (!context.disablePurge) void sendPurge({ collection: collection.slug })
  return doc
}

/** Collection `afterDelete`: purges the site's copy of the collection, unless `context.disablePurge`. */
export const purgeAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, context }) => {
  if (!context.disablePurge) void sendPurge({ collection: collection.slug })
  return doc
}

/** Global `afterChange`: purges the site's copy of the global, unless `context.disablePurge`. */
export const purgeGlobalAfterChange: GlobalAfterChangeHook = ({ global, doc, context }) => {
  if (!context.disablePurge) void sendPurge({ global: global.slug })
  return doc
}

/** Hooks block to spread into a public collection's `hooks`. */
export const purgeHooks = { afterChange: [purgeAfterChange], afterDelete: [purgeAfterDelete] }
