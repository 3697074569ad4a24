/**
 * Saved views for sales (docs/decisions/0086): Payload's query presets on the Inquiries list, kept
 * there by the server so every sales and admin user finds them without setting anything up.
 *
 * - 'New': `status` is new. Shared: every lead reader sees it.
 * - 'Not answered in 48 h': still new 48 hours after it came in. Shared. A preset stores a fixed
 *   `where`, and "48 hours ago" moves, so the preset names the virtual checkbox `not_answered_48h`
 *   and the collection's `beforeOperation` (`notAnsweredWhere`) turns that condition into
 *   `status = new and createdAt < now − 48 h` on every query.
 * - 'Mine': `assignee` is the user. One per admin and sales user, visible to that user only, made
 *   when the user is created or given one of those roles, and by the seed for users already there.
 *
 * Presets are for staff only: the presets collection's own access (`queryPresetsAccess`) refuses
 * customers and the service account, whatever a preset's constraints say, and leaves the views of
 * lead lists to admins and sales.
 *
 * A 'Mine' belongs to its user whoever's request made it: Payload writes the request's user into
 * every `onlyMe` rule, so it is made with its user as the request's user (`ensureMine`), inside the
 * request's transaction; a 'Mine' made for the wrong user by an earlier version is given back to
 * its user at the next start (`ensureSalesViews`).
 */
import type {
  CollectionAfterChangeHook,
  CollectionBeforeOperationHook,
  CheckboxField,
  Config,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'
import { hasRole, isStaffRequest } from '../access/roles'

/** How long an inquiry may stay 'new' before it counts as not answered (ms): 48 hours. */
export const ANSWER_WITHIN_MS = 48 * 60 * 60 * 1000

/** The field a preset names for "not answered in 48 h" (virtual: see module doc). */
export const NOT_ANSWERED_FIELD = 'not_answered_48h'

/** The presets' titles, as sales see them in the list's preset menu. */
export const SALES_VIEW_TITLES = {
  new: 'New',
  notAnswered: 'Not answered in 48 h',
  mine: 'Mine',
} as const

/** The `where` of inquiries not answered by `now`: still new, and in since before now − 48 h. */
export function notAnsweredBy(now: Date): Where {
  return {
    and: [
      { status: { equals: 'new' } },
      { createdAt: { less_than: new Date(now.getTime() - ANSWER_WITHIN_MS).toISOString() } },
    ],
  }
}

const isTrue = (v: unknown) => v === true || v === 'true'

/**
 * `where` with every `{ not_answered_48h: { equals: true } }` replaced by `notAnsweredBy(now)`, and
 * `{ equals: false }` by its negation (`status != new or createdAt >= now − 48 h`); any other
 * operator on the field matches nothing. Other conditions are kept as they are. Pure.
 */
export function rewriteNotAnswered(where: unknown, now: Date): unknown {
  if (!where || typeof where !== 'object') return where
  if (Array.isArray(where)) return where.map((w) => rewriteNotAnswered(w, now))
  const out: Record<string, unknown> = {}
  const parts: unknown[] = []
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key !== NOT_ANSWERED_FIELD) {
      out[key] = rewriteNotAnswered(value, now)
      continue
    }
    const op = (value ?? {}) as Record<string, unknown>
    const cut = new Date(now.getTime() - ANSWER_WITHIN_MS).toISOString()
    if ('equals' in op && isTrue(op.equals)) parts.push(notAnsweredBy(now))
    else if ('equals' in op && !isTrue(op.equals))
      parts.push({
        or: [{ status: { not_equals: 'new' } }, { createdAt: { greater_than_equal: cut } }],
      })
    else parts.push({ id: { equals: null } })
  }
  if (!parts.length) return out
  const rest = Object.keys(out).length ? [out] : []
  return { and: [...rest, ...parts] }
}

/** `beforeOperation` of `inquiries`: applies `rewriteNotAnswered` to a read's or update's `where`. */
export const notAnsweredWhere: CollectionBeforeOperationHook = ({ args, operation }) => {
  const a = args as { where?: unknown }
  if (!a?.where || !['read', 'count', 'update', 'delete'].includes(operation)) return args
  return { ...args, where: rewriteNotAnswered(a.where, new Date()) as Where }
}

/**
 * `not_answered_48h`: a virtual checkbox, true on read while the inquiry is new and older than
 * 48 hours; staff filter on it (the 'Not answered in 48 h' view does).
 */
export const notAnsweredField: CheckboxField = {
  name: NOT_ANSWERED_FIELD,
  label: 'Not answered in 48 h',
  type: 'checkbox',
  virtual: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Still new 48 hours after it came in.',
  },
  hooks: {
    afterRead: [
      ({ siblingData }) => {
        const doc = siblingData as { status?: unknown; createdAt?: unknown } | undefined
        const at = typeof doc?.createdAt === 'string' ? Date.parse(doc.createdAt) : NaN
        return doc?.status === 'new' && Number.isFinite(at) && Date.now() - at > ANSWER_WITHIN_MS
      },
    ],
  },
}

/** The lead collections (`LEAD_COLLECTIONS` of the content model, repeated to avoid a cycle). */
const LEAD_LISTS = [
  'inquiries',
  'newsletter-subscribers',
  'result-email-requests',
  'audits',
  'business-profiles',
  'lead-delivery-failures',
]

/** Presets of a list other than the leads'. */
const NOT_OF_LEADS: Where = { relatedCollection: { not_in: LEAD_LISTS } }

/**
 * Access of a preset write: staff; for a view of a lead list (`relatedCollection` one of the lead
 * collections, in the write or in the preset changed), admins and sales only. Editors may make
 * or change views of other lists only, and name the list (no guessing on a write without one).
 */
const presetWrite =
  (operation: 'create' | 'update' | 'delete') =>
  ({ req, data }: { req: PayloadRequest; data?: unknown }): boolean | Where => {
    if (!isStaffRequest(req)) return false
    if (hasRole(req, 'admin', 'sales')) return true
    const related = (data as { relatedCollection?: unknown } | undefined)?.relatedCollection
    if (typeof related === 'string' && LEAD_LISTS.includes(related)) return false
    if (operation === 'create') return typeof related === 'string'
    return NOT_OF_LEADS
  }

/**
 * The presets collection's access (docs/decisions/0086): staff only (customers and the service
 * account never); views of a lead list are read, made and changed by admins and sales only, so
 * no one without the leads can put a look-alike view in sales' lists. Payload adds each preset's
 * own sharing rule (`access.<operation>.constraint`) on top.
 */
export const queryPresetsAccess: NonNullable<Config['queryPresets']>['access'] = {
  read: ({ req }) =>
    !isStaffRequest(req) ? false : hasRole(req, 'admin', 'sales') ? true : NOT_OF_LEADS,
  create: presetWrite('create'),
  update: presetWrite('update'),
  delete: presetWrite('delete'),
}

type Id = number | string

const onlyFor = (user: Id) => ({ constraint: 'onlyMe', users: [user] })
const everyone = { constraint: 'everyone' }

/** One condition in the form the admin's filter builder writes (`or` of `and`s). */
const presetWhere = (condition: Where): Where => ({ or: [{ and: [condition] }] })

/** The shared presets' data, owned (editable, deletable) by `owner`. */
function sharedPresets(owner: Id) {
  return [
    { title: SALES_VIEW_TITLES.new, where: presetWhere({ status: { equals: 'new' } }) },
    {
      title: SALES_VIEW_TITLES.notAnswered,
      where: presetWhere({ [NOT_ANSWERED_FIELD]: { equals: true } }),
    },
  ].map((p) => ({
    ...p,
    relatedCollection: 'inquiries',
    isShared: true,
    access: { read: everyone, update: onlyFor(owner), delete: onlyFor(owner) },
  }))
}

/** The 'Mine' preset of `user`. */
function minePreset(user: Id) {
  return {
    title: SALES_VIEW_TITLES.mine,
    relatedCollection: 'inquiries',
    isShared: false,
    where: presetWhere({ assignee: { equals: user } }),
    access: { read: onlyFor(user), update: onlyFor(user), delete: onlyFor(user) },
  }
}

async function presetExists(
  payload: Payload,
  where: Where,
  req?: PayloadRequest,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-query-presets',
    where: { and: [{ relatedCollection: { equals: 'inquiries' } }, where] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Local API options that write as `user` (Payload fills every `onlyMe` rule with the request's
 * user) inside `req`'s transaction, leaving `req` itself (another user's request) untouched.
 */
function asUser(user: Id, req?: PayloadRequest) {
  return {
    user: { id: user, collection: 'users' },
    req: { transactionID: req?.transactionID, context: { disablePurge: true } } as PayloadRequest,
    overrideAccess: true,
  }
}

/**
 * Makes `user`'s 'Mine' unless they have one (`req`: the write's request, its transaction), or
 * gives back to `user` a 'Mine' of theirs whose rules name someone else. True when it wrote.
 */
async function ensureMine(payload: Payload, user: Id, req?: PayloadRequest): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'payload-query-presets',
    where: {
      and: [
        { relatedCollection: { equals: 'inquiries' } },
        { title: { equals: SALES_VIEW_TITLES.mine } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const expected = minePreset(user)
  type Preset = { id: Id; where?: unknown; access?: Record<string, { users?: unknown[] }> }
  const presets = docs as Preset[]
  // Theirs: every rule names them alone (their filter may have been changed since).
  const owned = (p: Preset) =>
    ['read', 'update', 'delete'].every((op) => {
      const users = (p.access?.[op]?.users ?? []).map((u) =>
        typeof u === 'object' && u !== null ? (u as { id: Id }).id : u,
      )
      return users.length === 1 && users[0] === user
    })
  if (presets.some(owned)) return false
  // Made for them, but with someone else in its rules.
  const theirs = presets.filter((p) => JSON.stringify(p.where) === JSON.stringify(expected.where))
  if (theirs[0]) {
    await payload.update({
      collection: 'payload-query-presets',
      id: theirs[0].id,
      data: { access: expected.access } as never,
      ...asUser(user, req),
    })
    return true
  }
  await payload.create({
    collection: 'payload-query-presets',
    data: expected as never,
    ...asUser(user, req),
  })
  return true
}

/**
 * Makes the sales views that are missing: the shared 'New' and 'Not answered in 48 h' (owned by
 * the first admin) and a 'Mine' for every admin and sales user. Idempotent (by title, and by user
 * for 'Mine'): a view staff deleted comes back at the next start. Returns how many it made.
 */
export async function ensureSalesViews(payload: Payload): Promise<number> {
  const staff = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin', 'sales'] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'createdAt',
  })
  const users = staff.docs as { id: Id; roles?: string[] }[]
  const owner = users.find((u) => u.roles?.includes('admin')) ?? users[0]
  let made = 0
  if (owner)
    for (const preset of sharedPresets(owner.id))
      if (!(await presetExists(payload, { title: { equals: preset.title } }))) {
        await payload.create({
          collection: 'payload-query-presets',
          data: preset as never,
          overrideAccess: true,
          context: { disablePurge: true },
        })
        made++
      }
  for (const user of users) if (await ensureMine(payload, user.id)) made++
  return made
}

/** `afterChange` of `users`: a new admin or sales user (or one given the role) gets their 'Mine'. */
export const mineForSalesUsers: CollectionAfterChangeHook = async ({ doc, req }) => {
  const roles = (doc as { roles?: unknown }).roles
  if (!Array.isArray(roles) || !roles.some((r) => r === 'admin' || r === 'sales')) return doc
  try {
    await ensureMine(req.payload, (doc as { id: Id }).id, req)
  } catch (err) {
    req.payload.logger.error({ err }, "the user's 'Mine' view was not made")
  }
  return doc
}
