/**
 * Sign-in limits of the auth collections, `users` and `customers` (docs/decisions/0031; the service
 * account: 0045; customers: 0074), in place of Payload's per-account lock (`maxLoginAttempts`,
 * turned off: five anonymous failures locked any staff account, and its "locked" message told which
 * accounts exist). The client's address (`clientAddress`) and the site's key (`isSiteRequest`)
 * defined here also serve the customers' account endpoints and the audits' share links.
 *
 * - Attempts are limited per account *and* client address: LOGIN_ATTEMPTS_PER_ACCOUNT (10) per
 *   15 minutes for one email from one address, and LOGIN_ATTEMPTS_PER_ADDRESS (50) per 15 minutes
 *   from one address whatever the email; and per account from anywhere:
 *   LOGIN_FAILURES_PER_ACCOUNT_ANYWHERE (20) per hour for one email whatever the address, so
 *   guesses spread over many addresses meet a limit too (docs/decisions/0094; it ends with its
 *   hour: nobody is locked out for good). An address is counted by `ipKey` (`@aivis/contract`:
 *   IPv6 per /64). Only failures count: a successful sign-in takes its attempt back and clears that
 *   account's count for that address. Over a limit: 429 'Too many sign-in attempts. Please try
 *   again in N minutes.' with `Retry-After` (seconds), the same for existing and unknown accounts;
 *   the admin's sign-in form shows that message.
 * - An unknown email costs the same time as a wrong password: a password hash of the cost Payload
 *   uses is computed for nothing (`DUMMY_HASH`), so the answer's time does not tell which accounts
 *   exist (docs/decisions/0093).
 * - The service account (role `service`) authenticates with its API key only: a password sign-in
 *   is refused with Payload's ordinary 'The email or password provided is incorrect.'.
 * - The client address (docs/decisions/0063) is the address of the TCP peer, which the CMS's
 *   server writes into the `x-cms-peer-address` header of every request (cms/src/peerAddress.ts,
 *   replacing whatever the client sent), unless the content model's `trustedProxyHops` setting n
 *   (CMS_TRUSTED_PROXY_HOPS, default 0; settings.ts) says that n proxies of ours stand in front: then it is the entry the farthest of
 *   them appended to `X-Forwarded-For`, counted from the right (as Express's `trust proxy` = n).
 *   With 0 hops `X-Forwarded-For` is ignored, so a client cannot pick its address. The site's
 *   server, which signs customers in for its visitors, passes each visitor's address in
 *   `x-visitor-address` with the key it shares with the CMS in `x-site-key` (the `siteKey` setting); else
 *   every visitor would count against the site's one address. Counters live in memory (one CMS
 *   process).
 */
import {
  APIError,
  AuthenticationError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { ipKey } from '@aivis/contract'
import { createHash, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { settingsOf, type SettingsSource } from '../settings'

/** The header the CMS's server sets to the TCP peer's address (cms/src/peerAddress.ts). */
export const PEER_ADDRESS_HEADER = 'x-cms-peer-address'

/** The header in which the site's server passes its visitor's address (with `SITE_KEY_HEADER`). */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address'
/** The header with which the site's server proves it is the site (the key both share). */
export const SITE_KEY_HEADER = 'x-site-key'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * The 429 of the sign-in limit. Its `name` is set explicitly: a production build of the admin
 * bundles Payload's `APIError` as an anonymous class, and Payload's error formatter answers
 * 'An unknown error occurred.' for an error without a name.
 */
export class TooManySignInAttempts extends APIError {
  constructor(minutes: number) {
    super(
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      null,
      true,
    )
    this.name = 'TooManySignInAttempts'
  }
}

export const LOGIN_WINDOW_SECONDS = 15 * 60
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10
export const LOGIN_ATTEMPTS_PER_ADDRESS = 50
/** Failed sign-ins to one account from any address per `ACCOUNT_WINDOW_SECONDS`. */
export const LOGIN_FAILURES_PER_ACCOUNT_ANYWHERE = 20
export const ACCOUNT_WINDOW_SECONDS = 60 * 60

/**
 * The password hash Payload 3.90 computes for a sign-in (auth/strategies/local:
 * `pbkdf2-sha256-v1`, 600 000 iterations, 32 bytes): run for an unknown email, so it costs as much.
 */
export const DUMMY_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** Spends the time of one password check on `password` (see `DUMMY_HASH`). */
export function dummyHash(password: string): Promise<void> {
  return new Promise((resolve) =>
    pbkdf2(
      password,
      randomBytes(32).toString('hex'),
      DUMMY_HASH.iterations,
      DUMMY_HASH.keyLength,
      DUMMY_HASH.digest,
      () => resolve(),
    ),
  )
}

const anywhereLimiter = () =>
  new RateLimiterMemory({
    points: LOGIN_FAILURES_PER_ACCOUNT_ANYWHERE,
    duration: ACCOUNT_WINDOW_SECONDS,
  })
let perAccountAnywhere = anywhereLimiter()

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
  perAccountAnywhere = anywhereLimiter()
}

/**
 * True when the request carries, in `x-site-key`, the key the site and the CMS share (the content
 * model's `siteKey` setting, read from the request's Payload config; compared in constant time).
 * False without a configured key: then no request is the site's (docs/decisions/0074).
 */
export function isSiteRequest(req: Pick<PayloadRequest, 'headers'> & SettingsSource): boolean {
  const siteKey = settingsOf(req).siteKey
  const key = req.headers?.get(SITE_KEY_HEADER)
  return !!(siteKey && key && timingSafeEqual(digest(key), digest(siteKey)))
}

/**
 * The client's address (see module doc): the site's visitor's, when the site's server vouches for
 * it (`isSiteRequest`); else the TCP peer's (`x-cms-peer-address`; 'unknown' when the
 * request did not come through the CMS's server), or with `hops` trusted proxies (default: the
 * content model's `trustedProxyHops` setting of the request's Payload config) the `hops`-th
 * address from the right of `X-Forwarded-For` plus the peer (the leftmost when the chain is
 * shorter).
 */
export function clientAddress(
  req: Pick<PayloadRequest, 'headers'> & SettingsSource,
  hops: number = settingsOf(req).trustedProxyHops,
): string {
  if (isSiteRequest(req)) {
    const visitor = req.headers?.get(VISITOR_ADDRESS_HEADER)?.trim() ?? ''
    if (isIP(visitor)) return visitor
  }
  const peer = req.headers?.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown'
  if (hops === 0) return peer
  const forwarded = (req.headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - hops)]
}

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * `beforeOperation`: counts the attempt, refuses over a limit and refuses the service account; for
 * an email without an account in the collection, spends the time of a password check.
 */
export const limitLogin: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { password?: unknown } }).data
  const email = emailOf(data)
  const address = ipKey(clientAddress(req))
  try {
    await perAddress.consume(address)
    await perAccount.consume(`${email}|${address}`)
    await perAccountAnywhere.consume(`${collection.slug}|${email}`)
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err
    const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000))
    const headers = req.responseHeaders ?? new Headers()
    headers.set('Retry-After', String(seconds))
    req.responseHeaders = headers
    throw new TooManySignInAttempts(Math.max(1, Math.ceil(seconds / 60)))
  }
  if (email) {
    const service = await req.payload.count({
      collection: 'users',
      where: { and: [{ email: { equals: email } }, { roles: { contains: 'service' } }] },
      overrideAccess: true,
    })
    if (service.totalDocs > 0) throw new AuthenticationError(req.t)
    const known = await req.payload.count({
      collection: collection.slug as 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      req,
    })
    if (known.totalDocs === 0)
      await dummyHash(typeof data?.password === 'string' ? data.password : '')
  }
  return args
}

/**
 * `afterOperation`: a successful sign-in does not count (its attempt goes back to the address and
 * to the account's count from anywhere) and clears the account's count for that address, so only
 * failures add up.
 */
export const clearLoginCount: CollectionAfterOperationHook = async ({
  args,
  collection,
  operation,
  result,
}) => {
  if (operation !== 'login' || !result) return result
  const req = (args as { req: PayloadRequest }).req
  const email = emailOf((args as { data?: unknown }).data)
  const address = ipKey(clientAddress(req))
  await perAccount.delete(`${email}|${address}`)
  await perAddress.reward(address, 1)
  await perAccountAnywhere.reward(`${collection.slug}|${email}`, 1)
  return result
}
