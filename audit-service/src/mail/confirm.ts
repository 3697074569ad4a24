/**
 * Newsletter confirmation tokens (double opt-in, docs/decisions/0058).
 *
 * `confirmToken(email, secret, issuedAt)` → `{base64url(email)}.{t}.{base64url(HMAC-SHA256(secret,
 * 'newsletter-confirm:' + email + ':' + t))}`, `t` the issue time in whole seconds (base 36).
 * `verifyConfirmToken(token, secret, now, maxAgeMs = CONFIRM_MAX_AGE_MS)` → `{ email, issuedAt }`
 * (issuedAt in epoch ms), or null when the token is malformed, its signature does not match
 * (compared in constant time), it was issued in the future or more than `maxAgeMs` before `now`.
 * The purpose label keeps these tokens apart from the unsubscribe tokens signed with the same
 * secret (unsubscribe.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a confirmation link works, ms: 7 days. */
export const CONFIRM_MAX_AGE_MS = 7 * 86_400_000

const sign = (email: string, t: string, secret: string) =>
  createHmac('sha256', secret).update(`newsletter-confirm:${email}:${t}`).digest()

export function confirmToken(email: string, secret: string, issuedAt: number): string {
  const t = Math.floor(issuedAt / 1000).toString(36)
  return `${Buffer.from(email).toString('base64url')}.${t}.${sign(email, t, secret).toString('base64url')}`
}

export function verifyConfirmToken(
  token: unknown,
  secret: string,
  now: number,
  maxAgeMs = CONFIRM_MAX_AGE_MS,
): { email: string; issuedAt: number } | null {
  if (typeof token !== 'string' || token.length > 600) return null
  const [payload, t, signature, extra] = token.split('.')
  if (!payload || !t || !signature || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(t))
    return null
  const email = Buffer.from(payload, 'base64url').toString('utf8')
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = sign(email, t, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const issuedAt = parseInt(t, 36) * 1000
  if (issuedAt > now + 60_000 || now - issuedAt > maxAgeMs) return null
  return { email, issuedAt }
}
