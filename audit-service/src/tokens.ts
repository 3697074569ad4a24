/**
 * The capability tokens the service signs with its one secret (UNSUBSCRIBE_SECRET): links that must
 * keep working without an account, and the capability that names a finished audit. Every token is
 * an HMAC-SHA256 under the secret of `'{purpose}:{payload}'`, the purpose label keeping each kind
 * apart from every other use of the secret; signatures are base64url without padding and compared
 * in constant time. A low floor: it imports no folder of src.
 *
 * The wire formats are fixed: links already mailed must keep working (tokens.test.ts pins one of
 * each).
 *
 * - `unsubscribeToken(email, secret)` → `{base64url(email)}.{base64url(HMAC('unsubscribe:' +
 *   email))}` (the newsletter's unsubscribe, docs/decisions/0020); `verifyUnsubscribeToken(token,
 *   secret)` → the email, or null.
 * - `recheckStopToken(key, secret)` → the same shape over a re-check's key (`recheck:{id}`) with the
 *   purpose 'recheck-stop' (docs/decisions/0079); `verifyRecheckStopToken(token, secret)` → the
 *   key, or null.
 * - `confirmToken(email, secret, issuedAt)` → `{base64url(email)}.{t}.{base64url(HMAC(
 *   'newsletter-confirm:' + email + ':' + t))}`, `t` the issue time in whole seconds (base 36)
 *   (double opt-in, docs/decisions/0058); `verifyConfirmToken(token, secret, now, maxAgeMs =
 *   CONFIRM_MAX_AGE_MS)` → `{ email, issuedAt }` (issuedAt in epoch ms), or null when it was also
 *   issued more than a minute in the future or more than `maxAgeMs` before `now`.
 * - `auditToken(auditId, secret)` → base64url HMAC of `'audit-results:' + auditId` (43 characters,
 *   docs/decisions/0055); `isAuditToken(auditId, token, secret)` checks one.
 *
 * A token that is not a string, is malformed, longer than 600 characters, carries a value of the
 * wrong shape, or whose signature does not match verifies to null (false for `isAuditToken`).
 * Unsubscribe and stop tokens do not expire: an unsubscribe link must keep working (CAN-SPAM
 * requires at least 30 days), and so must a stop link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a newsletter confirmation link works, ms: 7 days. */
export const CONFIRM_MAX_AGE_MS = 7 * 86_400_000

/** Longest token any verifier reads, characters. */
const MAX_TOKEN_LENGTH = 600

/** An email address as the tokens carry it: no space, one `@` with text on both sides. */
const EMAIL = /^[^\s@]+@[^\s@]+$/

/** HMAC-SHA256 of `'{purpose}:{payload}'` under `secret` (32 bytes). */
const mac = (secret: string, purpose: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest()

/** True when the base64url `signature` decodes to `expected`; compared in constant time. */
function sameMac(signature: string, expected: Buffer): boolean {
  const given = Buffer.from(signature, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** `value` as a token's first part. */
const encode = (value: string) => Buffer.from(value).toString('base64url')
/** A token's first part as the value it carries (UTF-8). */
const decode = (part: string) => Buffer.from(part, 'base64url').toString('utf8')

/** A string token of at most `MAX_TOKEN_LENGTH` characters, split at its dots; else null. */
const partsOf = (token: unknown): string[] | null =>
  typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH ? token.split('.') : null

/**
 * Tokens `{base64url(value)}.{base64url(HMAC(purpose + ':' + value))}` under one purpose label;
 * `valid` checks a decoded value's shape before its signature is.
 */
function signedValue(purpose: string, valid: (value: string) => boolean) {
  return {
    token: (value: string, secret: string): string =>
      `${encode(value)}.${mac(secret, purpose, value).toString('base64url')}`,
    verify(token: unknown, secret: string): string | null {
      const [payload, signature, extra] = partsOf(token) ?? []
      if (!payload || !signature || extra !== undefined) return null
      const value = decode(payload)
      if (!valid(value)) return null
      return sameMac(signature, mac(secret, purpose, value)) ? value : null
    },
  }
}

const unsubscribe = signedValue('unsubscribe', (email) => EMAIL.test(email))
const recheckStop = signedValue('recheck-stop', (key) => /^recheck:[\w-]{1,100}$/.test(key))

/** The newsletter unsubscribe token of `email` (see module doc). */
export const unsubscribeToken: (email: string, secret: string) => string = unsubscribe.token
/** The email an unsubscribe token was signed for, or null (see module doc). */
export const verifyUnsubscribeToken: (token: unknown, secret: string) => string | null =
  unsubscribe.verify
/** The stop-link token of the re-check with key `key` (`recheck:{id}`; see module doc). */
export const recheckStopToken: (key: string, secret: string) => string = recheckStop.token
/** The re-check key a stop-link token was signed for, or null (see module doc). */
export const verifyRecheckStopToken: (token: unknown, secret: string) => string | null =
  recheckStop.verify

/** The newsletter confirmation token of `email`, issued at `issuedAt` (epoch ms; see module doc). */
export function confirmToken(email: string, secret: string, issuedAt: number): string {
  const t = Math.floor(issuedAt / 1000).toString(36)
  return `${encode(email)}.${t}.${mac(secret, 'newsletter-confirm', `${email}:${t}`).toString('base64url')}`
}

/** The email and issue time (epoch ms) of a valid, unexpired confirmation token, or null. */
export function verifyConfirmToken(
  token: unknown,
  secret: string,
  now: number,
  maxAgeMs = CONFIRM_MAX_AGE_MS,
): { email: string; issuedAt: number } | null {
  const [payload, t, signature, extra] = partsOf(token) ?? []
  if (!payload || !t || !signature || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(t))
    return null
  const email = decode(payload)
  if (!EMAIL.test(email)) return null
  if (!sameMac(signature, mac(secret, 'newsletter-confirm', `${email}:${t}`))) return null
  const issuedAt = parseInt(t, 36) * 1000
  if (issuedAt > now + 60_000 || now - issuedAt > maxAgeMs) return null
  return { email, issuedAt }
}

/** The capability of audit `auditId`: 43 base64url characters (see module doc). */
export function auditToken(auditId: string, secret: string): string {
  return mac(secret, 'audit-results', auditId).toString('base64url')
}

/** True when `token` is `auditToken(auditId, secret)`; compared in constant time. */
export function isAuditToken(auditId: string, token: unknown, secret: string): boolean {
  if (typeof token !== 'string' || !/^[\w-]{43}$/.test(token)) return false
  return sameMac(token, mac(secret, 'audit-results', auditId))
}
