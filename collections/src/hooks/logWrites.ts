/**
 * The CMS's line per write (docs/decisions/0032): every document created, updated
 * or deleted through the API by a signed-in user or the audit service is logged with Payload's own
 * pino logger as `{ reqId, collection, operation, id, userId, userCollection }` and the message
 * `cms write`. `reqId`
 * is the caller's `X-Request-Id` (well-formed only, `REQUEST_ID_PATTERN`), which the audit service
 * sends with each lead, so a visitor's request can be followed from the site to the audit service
 * to the lead stored here. Writes without a user (the seed, migrations) are not logged. Never
 * logs a document's content.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { REQUEST_ID_PATTERN } from '@aivis/contract'

/** The request's well-formed `X-Request-Id`, or undefined. */
export function requestIdOf(req: Pick<PayloadRequest, 'headers'>): string | undefined {
  const id = req.headers?.get?.('x-request-id') ?? undefined
  return id && REQUEST_ID_PATTERN.test(id) ? id : undefined
}

function logWrite(
  req: PayloadRequest,
  collection: string,
  operation: 'create' | 'update' | 'delete',
  id: unknown,
): void {
  const user = req.user as { id?: string | number; collection?: string } | null | undefined
  if (!user) return
  req.payload.logger.info(
    {
      reqId: requestIdOf(req),
      collection,
      operation,
      id,
      userId: user.id,
      // A customer's id and a staff member's can be the same number.
      userCollection: user.collection,
    },
    'cms write',
  )
}

/** afterChange: logs a create or update (see the module doc). */
export const logChange: CollectionAfterChangeHook = ({ doc, req, operation, collection }) => {
  logWrite(req, collection.slug, operation, (doc as { id?: unknown }).id)
  return doc
}

/** afterDelete: logs a deletion. */
export const logDelete: CollectionAfterDeleteHook = ({ doc, req, collection, id }) => {
  logWrite(req, collection.slug, 'delete', id)
  return doc
}
