/**
 * Sign-in protection of `users` (docs/decisions/0031; the service account: 0045), in place of
 * Payload's per-account lock (`maxLoginAttempts`, turned off: five anonymous failures locked any
 * staff account, and its "locked" message told which accounts exist).
 *
 * - Attempts are limited per account *and* client address: LOGIN_ATTEMPTS_PER_ACCOUNT (10) per
 *   15 minutes for one email from one address, and LOGIN_ATTEMPTS_PER_ADDRESS (50) per 15 minutes
 *   from one address whatever the email. Only failures count: a successful sign-in takes its
 *   attempt back and clears that account's count for that address. Over a limit: 429 'Too many
 *   sign-in attempts. Please try again in N minutes.', the same for existing and unknown accounts.
 * - The service account (role `service`) authenticates with its API key only: a password sign-in
 *   is refused with Payload's ordinary 'The email or password provided is incorrect.'.
 * - The client address is the last `X-Forwarded-For` entry (the one the proxy in front of the
 *   CMS added), else `X-Real-IP`, else 'direct'. Counters live in memory (one CMS process).
 */
import {
  APIError,
  AuthenticationError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export const LOGIN_WINDOW_SECONDS = 15 * 60
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10
export const LOGIN_ATTEMPTS_PER_ADDRESS = 50

let perAccount = new RateLimiterMemory({
  points: LOGIN_ATTEMPTS_PER_ACCOUNT,
  duration: LOGIN_WINDOW_SECONDS,
})
let perAddress = new RateLimiterMemory({
  points: LOGIN_ATTEMPTS_PER_ADDRESS,
  duration: LOGIN_WINDOW_SECONDS,
})

/** Forgets every count (tests). */
export function resetLoginLimits(): void {
  perAccount = new RateLimiterMemory({
    points: LOGIN_ATTEMPTS_PER_ACCOUNT,
    duration: LOGIN_WINDOW_SECONDS,
  })
  perAddress = new RateLimiterMemory({
    points: LOGIN_ATTEMPTS_PER_ADDRESS,
    duration: LOGIN_WINDOW_SECONDS,
  })
}

/** The client's address as the proxy in front of the CMS reported it (see module doc). */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  const forwarded = req.headers?.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last || req.headers?.get('x-real-ip')?.trim() || 'direct'
}

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/** `beforeOperation`: counts the attempt, refuses over a limit and refuses the service account. */
export const limitLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = emailOf((args as { data?: unknown }).data)
  const address = clientAddress(req)
  try {
    await perAddress.consume(address)
    await perAccount.consume(`${email}|${address}`)
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err
    const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60_000))
    throw new APIError(
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      null,
      true,
    )
  }
  if (email) {
    const service = await req.payload.count({
      collection: 'users',
      where: { and: [{ email: { equals: email } }, { roles: { contains: 'service' } }] },
      overrideAccess: true,
    })
    if (service.totalDocs > 0) throw new AuthenticationError(req.t)
  }
  return args
}

/**
 * `afterOperation`: a successful sign-in does not count (its attempt goes back to the address) and
 * clears the account's count for that address, so only failures add up.
 */
export const clearLoginCount: CollectionAfterOperationHook = async ({
  args,
  operation,
  result,
}) => {
  if (operation !== 'login' || !result) return result
  const req = (args as { req: PayloadRequest }).req
  const email = emailOf((args as { data?: unknown }).data)
  const address = clientAddress(req)
  await perAccount.delete(`${email}|${address}`)
  await perAddress.reward(address, 1)
  return result
}
