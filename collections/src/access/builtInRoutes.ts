/**
 * Payload's built-in routes the product does not use, closed (docs/decisions/0091):
 *
 * - `forgot-password` and `unlock` of `users` and `customers`, over REST and GraphQL
 *   (`serverSideOnly`, a `beforeOperation` hook): answered 403 with what to do instead. The CMS
 *   sends no mail itself, so the built-in reset only replaced a pending reset token (voiding the
 *   link a customer was mailed) and mailed nothing; sign-in attempts are limited by the login
 *   guard, not by Payload's per-account lock, so no account is ever locked. The site's own reset
 *   (`POST /api/customers/forgot`, limited and mailed through the audit service) calls
 *   `payload.forgotPassword` through the Local API, which passes. A staff member who forgot their
 *   password asks an admin to set a new one.
 * - `first-register` of every auth collection (`closeUnusedRoutes`): the admin is made by the seed
 *   at every start, so the route was only ever a way in on an empty collection (customers).
 * - `GET /api/payload-jobs/handle-schedules` (`closeUnusedRoutes`): nothing is scheduled by cron
 *   (scheduled publications run on the queue's own timer), so Payload answered it with a 500;
 *   it is answered 404 with the reason while no task or workflow has a schedule.
 */
import {
  APIError,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type SanitizedConfig,
} from 'payload'

/** What a staff member asking Payload's own reset is told. */
export const STAFF_RESET_REFUSED =
  'Passwords are not reset by email here. Ask an admin to set a new password for you.'

/** What a customer (or anyone) asking Payload's own customer reset is told. */
export const CUSTOMER_RESET_REFUSED =
  "Reset your password with 'Forgot your password?' on the site's sign-in page."

/** What an unlock request is told: sign-in limits end by themselves. */
export const UNLOCK_REFUSED =
  'Accounts are never locked here: after too many sign-in attempts, wait and try again.'

/** What the jobs' schedule route is told while nothing has a schedule. */
export const NOTHING_SCHEDULED =
  'Nothing is scheduled here: scheduled publications run by themselves every few seconds.'

/**
 * `beforeOperation` hook of an auth collection: `forgotPassword` and `unlock` asked over REST or
 * GraphQL (`overrideAccess` not `true`) throw a 403 `APIError` (`forgotMessage`, `UNLOCK_REFUSED`);
 * the Local API (`payload.forgotPassword`, access overridden by default) passes. Other operations
 * pass untouched.
 *
 * @param forgotMessage what a refused password reset is told
 */
export function serverSideOnly(forgotMessage: string): CollectionBeforeOperationHook {
  return ({ args, operation, overrideAccess }) => {
    if (overrideAccess === true) return args
    if (operation === 'forgotPassword') throw new APIError(forgotMessage, 403, null, true)
    if (operation === 'unlock') throw new APIError(UNLOCK_REFUSED, 403, null, true)
    return args
  }
}

/** Slug of Payload's jobs collection. */
const JOBS = 'payload-jobs'

/**
 * Closes, in a built (sanitized) Payload config and in place, the routes of the module doc:
 * every auth collection's `POST /first-register` is removed (404), and `GET
 * /api/payload-jobs/handle-schedules` answers 404 `{"errors":[{"message": NOTHING_SCHEDULED}]}`
 * while the config has no schedules (Payload's own handler otherwise).
 *
 * @param config the result of `buildConfig(...)`
 * @returns the same config
 */
export function closeUnusedRoutes(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.auth || !Array.isArray(collection.endpoints)) continue
    collection.endpoints = collection.endpoints.filter((e) => e.path !== '/first-register')
  }
  const jobs = config.collections.find((c) => c.slug === JOBS)
  const schedules = ((jobs?.endpoints || []) as Endpoint[]).find(
    (e) => e.path === '/handle-schedules',
  )
  if (schedules) {
    const handler = schedules.handler
    schedules.handler = (req) =>
      req.payload.config.jobs?.scheduling
        ? handler(req)
        : Promise.resolve(
            Response.json({ errors: [{ message: NOTHING_SCHEDULED }] }, { status: 404 }),
          )
  }
  return config
}
