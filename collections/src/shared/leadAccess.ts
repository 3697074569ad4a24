/**
 * The service account's hold on the lead collections (their access rules: access/presets.ts
 * `leadAccess`, `serviceUpdatedLeadAccess`).
 *
 * The service account (role `service`, API key) has least privilege (docs/decisions/0062):
 * - it creates leads, and reads nothing: every document it is answered with, its own creates and
 *   updates included, carries only `id` and `idempotency_key` (`serviceLeadHooks`' `afterRead`), and
 *   a list or a read by id finds no document;
 * - it updates only the collections whose access is `serviceUpdatedLeadAccess`, only the documents
 *   it names by their idempotency key (`PATCH /api/{collection}?where[idempotency_key][equals]=k`,
 *   nothing else in the `where`), and only the fields listed for it (`SERVICE_UPDATABLE_FIELDS`).
 *   An update by id (REST `PATCH /:id`, GraphQL `update…(id: …)`), by any other `where`, or of
 *   another field is refused with 403 before anything is read or written.
 */
import {
  Forbidden,
  type CollectionAfterReadHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Where,
} from 'payload'
import { hasRole } from '../access/roles'

/** The fields the audit service changes after creating a lead, per collection. */
export const SERVICE_UPDATABLE_FIELDS = {
  /** Double opt-in and unsubscribe (a re-subscription also records its source). */
  'newsletter-subscribers': [
    'confirmed',
    'confirmed_at',
    'unsubscribed',
    'unsubscribed_at',
    'source',
  ],
  /** When the results email went out. */
  'result-email-requests': ['sent_at'],
  /** A failure reported again: its count, last error and time, and whether the CMS refused it. */
  'lead-delivery-failures': ['attempts', 'last_error', 'last_failed_at', 'refused', 'resolved'],
} as const satisfies Record<string, readonly string[]>

/** The request comes from the service account (and from no lead reader). */
const isServiceOnly = (req: Parameters<CollectionAfterReadHook>[0]['req']) =>
  hasRole(req, 'service') && !hasRole(req, 'admin', 'sales')

/**
 * The idempotency key an update's `where` names, when that `where` is exactly
 * `{ idempotency_key: { equals: <non-empty string> } }`; else null.
 */
export function idempotencyKeyOf(where: Where | undefined | null): string | null {
  if (!where || typeof where !== 'object') return null
  const keys = Object.keys(where)
  if (keys.length !== 1 || keys[0] !== 'idempotency_key') return null
  const condition = where.idempotency_key as Record<string, unknown> | undefined
  if (!condition || typeof condition !== 'object') return null
  const ops = Object.keys(condition)
  if (ops.length !== 1 || ops[0] !== 'equals') return null
  const key = condition.equals
  return typeof key === 'string' && key.trim() !== '' ? key : null
}

/**
 * Hooks of every lead collection for the service account (see module doc). `updatable`: the fields
 * it may change (none: it may not update this collection at all, whatever the access rule says).
 */
export function serviceLeadHooks(
  updatable: readonly string[] = [],
): NonNullable<CollectionConfig['hooks']> {
  const allowed = new Set(updatable)
  const guardUpdate: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if (operation !== 'update' || !isServiceOnly(req) || args.overrideAccess) return args
    const { id, where, data } = args as { id?: unknown; where?: Where; data?: object }
    if (id !== undefined && id !== null) throw new Forbidden(req.t)
    if (idempotencyKeyOf(where) === null) throw new Forbidden(req.t)
    const fields = Object.keys(data ?? {})
    if (allowed.size === 0 || fields.some((f) => !allowed.has(f))) throw new Forbidden(req.t)
    return args
  }
  const answerIdsOnly: CollectionAfterReadHook = ({ doc, req, overrideAccess }) => {
    if (overrideAccess || !isServiceOnly(req)) return doc
    const { id, idempotency_key } = doc as { id: unknown; idempotency_key?: unknown }
    return idempotency_key === undefined ? { id } : { id, idempotency_key }
  }
  return { beforeOperation: [guardUpdate], afterRead: [answerIdsOnly] }
}
