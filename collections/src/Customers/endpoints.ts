/**
 * The account endpoints of `customers` (docs/decisions/0074), which the site's server calls for
 * its sign-up and forgotten-password forms. Payload's own `verify/:token`, `login`,
 * `reset-password`, `refresh-token` and `logout` serve the rest. Neither endpoint hands a token to
 * its caller: the mail is queued with the audit service (`POST /internal/v1/account-mails`, with
 * the CMS service key; `setAccountMailTarget`), which sends it through its outbox.
 *
 * - `POST /api/customers/sign-up` `{ email, password, name? }` (`@aivis/contract` `signUpSchema`):
 *   a new address gets an unverified account and the `account_verify` mail; an address with an
 *   unverified account gets that mail again (the same token); a verified one gets nothing. All
 *   three answer 200 `{ message: SIGN_UP_ANSWER }`, so the answer does not tell which addresses
 *   have accounts.
 * - `POST /api/customers/forgot` `{ email }`: a verified account gets the `password_reset` mail
 *   (Payload's reset token, 1 hour); any address answers 200 `{ message: FORGOT_ANSWER }`.
 * - 400 `{ error: 'validation_failed', message, fields }` for a body the schema refuses (spec §5's
 *   message when the email or password is missing); 429 (`Retry-After`) past
 *   `ACCOUNT_REQUESTS_PER_ADDRESS` requests from one address in an hour (loginGuard.ts
 *   `clientAddress`: the visitor's, as the site vouches for it); 503 `{ error: 'unavailable' }`
 *   when the mail cannot be queued: a sign-up is then undone, so the visitor can simply try again.
 */
import {
  ACCOUNT_MESSAGES,
  forgotPasswordSchema,
  signUpSchema,
  type AccountMail,
} from '@aivis/contract'
import type { Endpoint, PayloadRequest } from 'payload'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { clientAddress } from '../Users/loginGuard'

/** The answer to every accepted sign-up. */
export const SIGN_UP_ANSWER =
  'Check your email: we sent a link to confirm your address. Open it to finish creating your account.'
/** The answer to every accepted forgotten-password request. */
export const FORGOT_ANSWER =
  'If an account uses this address, we sent it a link to choose a new password. It works for 1 hour.'
/** The 503's message. */
export const MAIL_UNAVAILABLE =
  'We could not send the email just now. Please try again in a few minutes.'

/** Sign-ups and reset requests from one client address per hour. */
export const ACCOUNT_REQUESTS_PER_ADDRESS = 20

let perAddress = new RateLimiterMemory({ points: ACCOUNT_REQUESTS_PER_ADDRESS, duration: 3600 })

/** Forgets every count (tests). */
export function resetAccountRequestLimits(): void {
  perAddress = new RateLimiterMemory({ points: ACCOUNT_REQUESTS_PER_ADDRESS, duration: 3600 })
}

let target: { url: string; key: string } | null = null

/**
 * Where account mails are queued: the audit service's base URL (AUDIT_SERVICE_URL) and the CMS
 * service key it accepts (CMS_API_KEY). Without one, the endpoints answer 503.
 */
export function setAccountMailTarget(next: { url: string; key: string } | null): void {
  target = next ? { url: next.url.replace(/\/$/, ''), key: next.key } : null
}

/** Queues `mail` with the audit service; throws when it is not queued (5 s at most). */
async function queueMail(mail: AccountMail): Promise<void> {
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
    await perAddress.consume(clientAddress(req))
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
  _verified?: boolean | null
  _verificationToken?: string | null
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
    const limited = await overLimit(req)
    if (limited) return limited
    const parsed = await parse(req, signUpSchema)
    if ('refused' in parsed) return parsed.refused
    const { email, password, name } = parsed.data
    const existing = await customerByEmail(req, email)
    if (existing?._verified) return json({ message: SIGN_UP_ANSWER })
    let created: CustomerRow | null = null
    if (!existing)
      created = (await req.payload.create({
        collection: 'customers',
        data: { email, password, ...(name ? { name } : {}) },
        disableVerificationEmail: true,
        showHiddenFields: true,
        overrideAccess: true,
        depth: 0,
      })) as CustomerRow
    const token = (created ?? existing)?._verificationToken
    try {
      if (!token) throw new Error('the account has no verification token')
      await queueMail({ kind: 'account_verify', to: email, token, ...(name ? { name } : {}) })
    } catch (err) {
      req.payload.logger.error({ err }, 'account verification mail not queued')
      if (created)
        await req.payload.delete({ collection: 'customers', id: created.id, overrideAccess: true })
      return json({ error: 'unavailable', message: MAIL_UNAVAILABLE }, 503)
    }
    return json({ message: SIGN_UP_ANSWER })
  },
}

const forgot: Endpoint = {
  path: '/forgot',
  method: 'post',
  handler: async (req) => {
    const limited = await overLimit(req)
    if (limited) return limited
    const parsed = await parse(req, forgotPasswordSchema)
    if ('refused' in parsed) return parsed.refused
    const { email } = parsed.data
    const existing = await customerByEmail(req, email)
    // An unverified account cannot sign in yet: signing up again sends its confirmation again.
    if (!existing?._verified) return json({ message: FORGOT_ANSWER })
    const token = await req.payload.forgotPassword({
      collection: 'customers',
      data: { email },
      disableEmail: true,
      req,
    })
    try {
      if (!token) throw new Error('no reset token was issued')
      await queueMail({ kind: 'password_reset', to: email, token })
    } catch (err) {
      req.payload.logger.error({ err }, 'password reset mail not queued')
      return json({ error: 'unavailable', message: MAIL_UNAVAILABLE }, 503)
    }
    return json({ message: FORGOT_ANSWER })
  },
}

/** The endpoints above, for the collection's `endpoints`. */
export const customerEndpoints: Endpoint[] = [signUp, forgot]
