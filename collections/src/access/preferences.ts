/**
 * Payload's `payload-preferences` (the admin's remembered list columns, open nav groups, collapsed
 * fields…), held to what the admin uses (docs/decisions/0090). Payload adds that collection while
 * it sanitizes the config, open to every signed-in user of every auth collection, customers and
 * the service account included, and its REST routes (`GET|POST|DELETE
 * /api/payload-preferences/<key>`) write straight to the database with no size or key check.
 * Applied to the built config, `staffOnlyPreferences`:
 *
 * - lets only staff (`isStaffRequest`: admin, editor, sales) read, store or delete preferences,
 *   each their own as before; anyone else is answered 403 (`STAFF_ONLY_PREFERENCES`);
 * - takes only the keys the admin writes (`preferenceKeyAllowed`), answered 400 otherwise;
 * - takes values of at most `PREFERENCE_VALUE_LIMIT_BYTES` (64 KiB of JSON), answered 400 otherwise,
 *   through the REST routes and the Local API (the admin's server functions) alike.
 */
import {
  APIError,
  type Access,
  type CollectionBeforeValidateHook,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'
import { isStaffRequest } from './roles'

/** Slug of Payload's preferences collection. */
export const PREFERENCES = 'payload-preferences'

/** Bytes of JSON one preference value may hold: 64 KiB. */
export const PREFERENCE_VALUE_LIMIT_BYTES = 64 * 1024

/** What a caller who is not staff is told. */
export const STAFF_ONLY_PREFERENCES = 'Admin preferences are for staff only.'

/** Keys the admin writes as they are (Payload's `PREFERENCE_KEYS`, and the admin's locale). */
const FIXED_KEYS = new Set(['nav', 'dashboard-layout', 'browse-by-folder', 'locale'])

/** A document id in a key: a number, an ObjectId or a UUID. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The slugs a preference key may name: collections, their join fields, globals. */
export interface PreferenceScope {
  collections: { slug: string; joins?: string[] }[]
  globals: string[]
}

/** Paths (dot notation) of the join fields among `fields` (a collection's `flattenedFields`). */
function joinPaths(fields: readonly unknown[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const field = f as { type?: string; name?: string; flattenedFields?: unknown[] }
    if (!field.name) return []
    if (field.type === 'join') return [`${prefix}${field.name}`]
    return field.flattenedFields ? joinPaths(field.flattenedFields, `${prefix}${field.name}.`) : []
  })
}

/** The scope of a built config: its collections (with their join fields' paths) and globals. */
export function preferenceScopeOf(
  config: Pick<SanitizedConfig, 'collections' | 'globals'>,
): PreferenceScope {
  return {
    collections: config.collections.map((c) => ({
      slug: c.slug,
      joins: joinPaths(c.flattenedFields ?? []),
    })),
    globals: config.globals.map((g) => g.slug),
  }
}

/**
 * True when `key` is one the admin writes: `nav`, `dashboard-layout`, `browse-by-folder`,
 * `locale`; `collection-<slug>` (a list), `collection-<slug>-<id>` and `<slug>-edit-<id>` (a
 * document), `<slug>-collection-folder`, `<slug>-<join field path>` (a join table), for a
 * collection of `scope`; `global-<slug>` for a global of `scope`. At most 200 characters. Pure.
 */
export function preferenceKeyAllowed(key: unknown, scope: PreferenceScope): boolean {
  if (typeof key !== 'string' || key.length > 200) return false
  if (FIXED_KEYS.has(key)) return true
  if (scope.globals.some((slug) => key === `global-${slug}`)) return true
  const idAfter = (prefix: string) =>
    key.startsWith(prefix) && DOCUMENT_ID.test(key.slice(prefix.length))
  return scope.collections.some(
    ({ slug, joins = [] }) =>
      key === `collection-${slug}` ||
      key === `${slug}-collection-folder` ||
      idAfter(`collection-${slug}-`) ||
      idAfter(`${slug}-edit-`) ||
      joins.some((path) => key === `${slug}-${path}`),
  )
}

/** The reason `value` cannot be stored (larger than 64 KiB as JSON, or not JSON), or null. */
export function preferenceValueProblem(value: unknown): string | null {
  let json: string | undefined
  try {
    json = JSON.stringify(value ?? null)
  } catch {
    return 'A preference must be JSON.'
  }
  if (Buffer.byteLength(json ?? 'null') > PREFERENCE_VALUE_LIMIT_BYTES)
    return `A preference holds at most ${PREFERENCE_VALUE_LIMIT_BYTES / 1024} kB.`
  return null
}

const refusal = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status })

const notAKey = (key: unknown) =>
  `'${String(key).slice(0, 80)}' is not a preference the admin keeps.`

/** A preference route's handler, for staff only; a write's key and value checked first. */
function guarded(handler: PayloadHandler, method: string, scope: PreferenceScope): PayloadHandler {
  return async (req: PayloadRequest) => {
    if (!isStaffRequest(req)) return refusal(STAFF_ONLY_PREFERENCES, 403)
    if (method !== 'post') return handler(req)
    const key = req.routeParams?.key
    if (!preferenceKeyAllowed(key, scope)) return refusal(notAKey(key), 400)
    let data = req.data as unknown
    if (data === undefined && typeof req.json === 'function') {
      try {
        data = await req.json()
      } catch {
        data = {}
      }
      // Payload's handler reads the body again: hand it what was read.
      req.data = data as PayloadRequest['data']
      req.json = () => Promise.resolve(data)
    }
    const value = (data as { value?: unknown } | null)?.value || data
    const problem = preferenceValueProblem(value)
    if (problem) return refusal(problem, 400)
    return handler(req)
  }
}

/** Staff only, then the rule Payload had (each user their own preferences). */
const staffAnd =
  (rule: Access | undefined): Access =>
  (args) =>
    isStaffRequest(args.req) ? (rule ? rule(args) : true) : false

/**
 * Narrows `payload-preferences` of a built (sanitized) Payload config, in place: staff only, the
 * admin's keys only, values of at most 64 KiB (module doc).
 *
 * @param config the result of `buildConfig(...)`
 * @returns the same config
 * @throws Error when the config has no such collection or its `/:key` routes moved (a Payload
 *   upgrade changed how preferences are kept: the rule must then be placed anew)
 */
export function staffOnlyPreferences(config: SanitizedConfig): SanitizedConfig {
  const prefs = config.collections.find((c) => c.slug === PREFERENCES)
  if (!prefs) throw new Error(`Payload config has no ${PREFERENCES} collection`)
  const scope = preferenceScopeOf(config)
  const endpoints = (prefs.endpoints || []) as Endpoint[]
  const routes = endpoints.filter((e) => e.path === '/:key')
  if (routes.length !== 3) throw new Error(`${PREFERENCES} has not its three /:key routes`)
  for (const route of routes) route.handler = guarded(route.handler, route.method, scope)
  prefs.access = {
    ...prefs.access,
    create: staffAnd(undefined),
    read: staffAnd(prefs.access.read),
    update: staffAnd(prefs.access.update),
    delete: staffAnd(prefs.access.delete),
  }
  const checkWrite: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
    const doc = { ...(originalDoc as object), ...(data as object) } as {
      key?: unknown
      value?: unknown
    }
    if (!preferenceKeyAllowed(doc.key, scope)) throw new APIError(notAKey(doc.key), 400, null, true)
    const problem = preferenceValueProblem(doc.value)
    if (problem) throw new APIError(problem, 400, null, true)
    return data
  }
  prefs.hooks = {
    ...prefs.hooks,
    beforeValidate: [...(prefs.hooks?.beforeValidate ?? []), checkWrite],
  }
  return config
}
