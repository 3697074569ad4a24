/**
 * Unsubscribe tokens for the newsletter (docs/decisions/0020): `unsubscribeToken(email, secret)` →
 * `{base64url(email)}.{base64url(HMAC-SHA256(secret, 'unsubscribe:' + email))}`;
 * `verifyUnsubscribeToken(token, secret)` → the email, or null when the token is malformed or its
 * signature does not match (compared in constant time). Tokens do not expire: an unsubscribe link
 * must keep working (CAN-SPAM requires at least 30 days).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (email: string, secret: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${email}`).digest()

export function unsubscribeToken(email: string, secret: string): string {
  return `${Buffer.from(email).toString('base64url')}.${sign(email, secret).toString('base64url')}`
}

export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 600) return null
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const email = Buffer.from(payload, 'base64url').toString('utf8')
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = sign(email, secret)
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null
}
