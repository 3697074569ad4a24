/**
 * The account endpoints of `customers` (docs/decisions/0074, 0092–0094), which the site's server
 * calls for its sign-up, confirmation and forgotten-password forms. Payload's own `login`,
 * `reset-password`, `refresh-token` and `logout` serve the rest. No endpoint hands a mailed token
 * to its caller: the mail is queued with the audit service (`POST /internal/v1/account-mails`,
 * with the CMS service key: the content model's `accountMail` setting, settings.ts), which sends it
 * through its outbox.
 *
 * - `POST /api/customers/sign-up` `{ email }` (`@aivis/contract` `signUpSchema`; a password or
 *   name sent along is dropped): a new address gets an account that no password opens and the
 *   `account_verify` mail; an address with an unverified account gets a new link, which voids the
 *   older one; a verified one gets nothing. All three answer 200 `{ message: SIGN_UP_ANSWER }`.
 * - `POST /api/customers/verify-account` `{ token, password, name? }` (`verifyAccountSchema`): the
 *   follower of the newest link, younger than `VERIFICATION_LINK_HOURS`, chooses the password
 *   (and name); the account is verified and signed in: 200 `{ message, token, exp, user }` as
 *   Payload's login answers (the session made by Payload's own sign-in). The link is used once:
 *   only its first successful use signs in, a second one (even at the same moment) is refused.
 *   400 `{ error: 'invalid_token' }` for an unknown, used, voided or expired link, or a deleted
 *   account; 400 `validation_failed` for a password that breaks the rule (docs/decisions/0131).
 * - `POST /api/customers/forgot` `{ email }`: a verified account gets the `password_reset` mail
 *   (Payload's reset token, 1 hour; while one is still valid, the same token is sent again rather
 *   than a new one that would void the link already mailed); any address answers 200
 *   `{ message: FORGOT_ANSWER }`.
 * - Mails per recipient: at most `ACCOUNT_MAILS_PER_RECIPIENT` of each kind per hour; past that the
 *   answer is the same and nothing is sent.
 * - Time: sign-up and forgot answer no sooner than `ACCOUNT_ANSWER_MS` after they arrive, so the
 *   time does not tell whether an address has an account (docs/decisions/0093).
 * - 400 `{ error: 'validation_failed', message, fields }` for a body the schema refuses (spec §5's
 *   message when the email or password is missing); 429 (`Retry-After`) past
 *   `ACCOUNT_REQUESTS_PER_ADDRESS` requests from one address in an hour (auth/signInLimits.ts
 *   `clientAddress`, the visitor's as the site vouches for it, IPv6 counted per /64: contract
 *   `ipKey`); 503 `{ error: 'unavailable' }` when the mail cannot be queued: a new account is then
 *   undone, so the visitor can simply try again.
 */
// The contract's password rule needs its strength estimator (docs/decisions/0094).
import '@aivis/contract/passwordStrength'
import {
  ACCOUNT_MESSAGES,
  forgotPasswordSchema,
  ipKey,
  passwordProblem,
  signUpSchema,
  verifyAccountSchema,
  type AccountMail,
  type VerifyAccount,
} from '@aivis/contract'
import { randomBytes } from 'node:crypto'
import type { Endpoint, PayloadRequest } from 'payload'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { clientAddress } from '../auth/signInLimits'
import { settingsOf } from '../settings'

/** The answer to every accepted sign-up. */
export const SIGN_UP_ANSWER =
  'Check your email: we sent a link to confirm your address. Open it to finish creating your account.'
/** The answer to every accepted forgotten-password request. */
export const FORGOT_ANSWER =
  'If an account uses this address, we sent it a link to choose a new password. It works for 1 hour.'
/** The answer when an account is confirmed and its password chosen. */
export const VERIFIED_ANSWER = 'Your account is ready. You are signed in.'
/** The answer to a confirmation link that is unknown, used, voided by a newer one or too old. */
export const VERIFY_LINK_INVALID =
  'This confirmation link is not valid any more. Sign up again to get a new one.'
/** The 503's message. */
export const MAIL_UNAVAILABLE =
  'We could not send the email just now. Please try again in a few minutes.'

/** Sign-ups and reset requests from one client address per hour. */
export const ACCOUNT_REQUESTS_PER_ADDRESS = 20

/** Confirmation or reset mails of one kind to one address per hour. */
export const ACCOUNT_MAILS_PER_RECIPIENT = 3

/** How long a confirmation link works, hours; a newer one voids it sooner. */
export const VERIFICATION_LINK_HOURS = 24

/** The least time, ms, a sign-up or forgotten-password request takes to be answered. */
export const ACCOUNT_ANSWER_MS = 1000

let answerFloorMs = ACCOUNT_ANSWER_MS

let perAddress = new RateLimiterMemory({ points: ACCOUNT_REQUESTS_PER_ADDRESS, duration: 3600 })
let perRecipient = new RateLimiterMemory({ points: ACCOUNT_MAILS_PER_RECIPIENT, duration: 3600 })

/** Forgets every count (tests). */
export function resetAccountRequestLimits(): void {
  perAddress = new RateLimiterMemory({ points: ACCOUNT_REQUESTS_PER_ADDRESS, duration: 3600 })
  perRecipient = new RateLimiterMemory({ points: ACCOUNT_MAILS_PER_RECIPIENT, duration: 3600 })
}

/** Sets the least answer time, ms (tests that are not about time: 0). */
export function setAccountAnswerFloor(ms: number): void {
  answerFloorMs = ms
}

/**
 * A new confirmation token: 20 random bytes (hex) and the time it was issued (ms, base 36), so a
 * link can expire without another field on the account.
 */
export function newVerificationToken(now = Date.now()): string {
  return randomBytes(20).toString('hex') + now.toString(36)
}

/** When `token` (`newVerificationToken`'s) was issued, ms; null for any other token. */
export function verificationIssuedAt(token: string): number | null {
  if (!/^[0-9a-f]{40}[0-9a-z]{6,10}$/.test(token)) return null
  const issued = parseInt(token.slice(40), 36)
  return Number.isSafeInteger(issued) ? issued : null
}

/**
 * The number of this mail of `kind` to `email` in the hour (1, 2, 3), or null past
 * `ACCOUNT_MAILS_PER_RECIPIENT`: then nothing is sent.
 */
async function mailAllowance(kind: AccountMail['kind'], email: string): Promise<number | null> {
  try {
    return (await perRecipient.consume(`${kind}|${email}`)).consumedPoints
  } catch (err) {
    if (err instanceof RateLimiterRes) return null
    throw err
  }
}

/** `response`, once `answerFloorMs` have passed since `started` (docs/decisions/0093). */
async function answerAt(started: number, response: Response): Promise<Response> {
  const wait = started + answerFloorMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return response
}

/**
 * Queues `mail` with the audit service named by the `accountMail` setting of the request's Payload
 * config (its base URL, AUDIT_SERVICE_URL, and the CMS service key it accepts, CMS_API_KEY); throws
 * when there is no such setting or the mail is not queued (5 s at most), so the caller answers 503.
 */
async function queueMail(req: PayloadRequest, mail: AccountMail): Promise<void> {
  const target = settingsOf(req).accountMail
  if (!target) throw new Error('no account mail target configured')
  const res = await fetch(`${target.url}/internal/v1/account-mails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
    body: JSON.stringify(mail),
    signal: AbortSignal.timeout(5000),
  })
  if (res.status !== 202) throw new Error(`account mail answered ${res.status}`)
}

const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** What `parse` needs of a contract schema (zod's `safeParse`). */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

/** The request's JSON body parsed by `schema`, or the 400 to answer. */
async function parse<T>(
  req: PayloadRequest,
  schema: Schema<T>,
): Promise<{ data: T } | { refused: Response }> {
  let body: unknown = null
  try {
    body = typeof req.json === 'function' ? await req.json() : null
  } catch {
    body = null
  }
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return { data: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message
  const message = Object.values(fields)[0] ?? ACCOUNT_MESSAGES.credentials
  return { refused: json({ error: 'validation_failed', message, fields }, 400) }
}

/** Counts the request against its address; the 429 to answer when over the limit. */
async function overLimit(req: PayloadRequest): Promise<Response | null> {
  try {
    await perAddress.consume(ipKey(clientAddress(req)))
    return null
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err
    const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000))
    const minutes = Math.max(1, Math.ceil(seconds / 60))
    return json(
      {
        error: 'rate_limited',
        message: `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      },
      429,
      { 'retry-after': String(seconds) },
    )
  }
}

interface CustomerRow {
  id: number | string
  email: string
  _verified?: boolean | null
  _verificationToken?: string | null
  resetPasswordToken?: string | null
  resetPasswordExpiration?: string | null
}

async function customerByEmail(req: PayloadRequest, email: string): Promise<CustomerRow | null> {
  const found = await req.payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
    limit: 1,
    depth: 0,
    req,
  })
  return (found.docs[0] as CustomerRow | undefined) ?? null
}

const signUp: Endpoint = {
  path: '/sign-up',
  method: 'post',
  handler: async (req) => {
    const started = Date.now()
    const limited = await overLimit(req)
    if (limited) return limited
    const parsed = await parse(req, signUpSchema)
    if ('refused' in parsed) return parsed.refused
    const { email } = parsed.data
    const answer = json({ message: SIGN_UP_ANSWER })
    const existing = await customerByEmail(req, email)
    if (existing?._verified) return answerAt(started, answer)
    const copy = await mailAllowance('account_verify', email)
    if (copy === null) return answerAt(started, answer)
    let created: CustomerRow | null = null
    try {
      // No password holds before the mailbox is proven: the link's follower chooses it (0092).
      if (!existing)
        created = (await req.payload.create({
          collection: 'customers',
          data: { email, password: randomBytes(32).toString('base64url') },
          disableVerificationEmail: true,
          overrideAccess: true,
          depth: 0,
        })) as unknown as CustomerRow
      const token = newVerificationToken()
      // A new link voids the older one: the account keeps only the newest token.
      await req.payload.db.updateOne({
        collection: 'customers',
        id: (created ?? existing)!.id,
        data: { _verificationToken: token },
        req,
      })
      await queueMail(req, { kind: 'account_verify', to: email, token, copy })
    } catch (err) {
      req.payload.logger.error({ err }, 'account verification mail not queued')
      await perRecipient.reward(`account_verify|${email}`, 1)
      if (created)
        await req.payload.delete({ collection: 'customers', id: created.id, overrideAccess: true })
      return answerAt(started, json({ error: 'unavailable', message: MAIL_UNAVAILABLE }, 503))
    }
    return answerAt(started, answer)
  },
}

/** Confirmation tokens being used right now (this CMS process; the limits are per process too). */
const confirming = new Set<string>()

const verifyAccount: Endpoint = {
  path: '/verify-account',
  method: 'post',
  handler: async (req) => {
    const limited = await overLimit(req)
    if (limited) return limited
    const parsed = await parse(req, verifyAccountSchema)
    if ('refused' in parsed) return parsed.refused
    const { token, password, name } = parsed.data
    const invalid = json(
      {
        error: 'invalid_token',
        message: VERIFY_LINK_INVALID,
        fields: { token: VERIFY_LINK_INVALID },
      },
      400,
    )
    const issued = verificationIssuedAt(token)
    if (issued === null || Date.now() - issued > VERIFICATION_LINK_HOURS * 3_600_000) return invalid
    // One confirmation per link: a second request with the same token while the first runs is
    // refused, and the first clears the token before anything else (docs/decisions/0131).
    if (confirming.has(token)) return invalid
    confirming.add(token)
    try {
      return await confirmAccount(req, { token, password, name }, invalid)
    } finally {
      confirming.delete(token)
    }
  },
}

/**
 * `verify-account`'s work once the token is its own: the newest link of an unverified account
 * (else `invalid`); the password rule; then the link used up, the password and name set, the
 * address verified, and a session made by Payload's own sign-in (`payload.login`: the checks every
 * sign-in passes, the sign-in limits and hooks included), as the 200 of the module doc. A password
 * that cannot be stored gives the link back, so it can be followed again.
 */
async function confirmAccount(
  req: PayloadRequest,
  { token, password, name }: VerifyAccount,
  invalid: Response,
): Promise<Response> {
  const account = (await req.payload.db.findOne({
    collection: 'customers',
    where: { _verificationToken: { equals: token } },
    req,
  })) as CustomerRow | null
  if (!account || account._verified) return invalid
  const problem = passwordProblem(password, [account.email])
  if (problem)
    return json(
      { error: 'validation_failed', message: problem, fields: { password: problem } },
      400,
    )
  // Used up first: from here on no other request finds the account by this link.
  await req.payload.db.updateOne({
    collection: 'customers',
    id: account.id,
    data: { _verificationToken: null },
    req,
  })
  try {
    await req.payload.update({
      collection: 'customers',
      id: account.id,
      data: { password, ...(name ? { name } : {}) },
      overrideAccess: true,
      req,
    })
  } catch (err) {
    await req.payload.db.updateOne({
      collection: 'customers',
      id: account.id,
      data: { _verificationToken: token },
      req,
    })
    throw err
  }
  await req.payload.db.updateOne({
    collection: 'customers',
    id: account.id,
    data: { _verified: true },
    req,
  })
  const session = await req.payload.login({
    collection: 'customers',
    data: { email: account.email, password },
    req,
  })
  return json({
    message: VERIFIED_ANSWER,
    token: session.token,
    exp: session.exp,
    user: session.user,
  })
}

const forgot: Endpoint = {
  path: '/forgot',
  method: 'post',
  handler: async (req) => {
    const started = Date.now()
    const limited = await overLimit(req)
    if (limited) return limited
    const parsed = await parse(req, forgotPasswordSchema)
    if ('refused' in parsed) return parsed.refused
    const { email } = parsed.data
    const answer = json({ message: FORGOT_ANSWER })
    const existing = await customerByEmail(req, email)
    // An unverified account cannot sign in yet: signing up again sends its confirmation again.
    if (!existing?._verified) return answerAt(started, answer)
    const copy = await mailAllowance('password_reset', email)
    if (copy === null) return answerAt(started, answer)
    try {
      // A link still valid is sent again: a new token would void the one already mailed.
      const valid =
        existing.resetPasswordToken &&
        existing.resetPasswordExpiration &&
        new Date(existing.resetPasswordExpiration).getTime() > Date.now()
      const token = valid
        ? existing.resetPasswordToken
        : await req.payload.forgotPassword({
            collection: 'customers',
            data: { email },
            disableEmail: true,
            req,
          })
      if (!token) throw new Error('no reset token was issued')
      await queueMail(req, { kind: 'password_reset', to: email, token, copy })
    } catch (err) {
      req.payload.logger.error({ err }, 'password reset mail not queued')
      await perRecipient.reward(`password_reset|${email}`, 1)
      return answerAt(started, json({ error: 'unavailable', message: MAIL_UNAVAILABLE }, 503))
    }
    return answerAt(started, answer)
  },
}

/** The endpoints above, for the collection's `endpoints`. */
export const customerEndpoints: Endpoint[] = [signUp, verifyAccount, forgot]
