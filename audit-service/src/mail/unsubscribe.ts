/**
 * Signed links that must keep working without an account: the newsletter's unsubscribe
 * (docs/decisions/0020) and a monthly re-check's stop link (docs/decisions/0079).
 *
 * - `unsubscribeToken(email, secret)` → `{base64url(email)}.{base64url(HMAC-SHA256(secret,
 *   'unsubscribe:' + email))}`; `verifyUnsubscribeToken(token, secret)` → the email, or null.
 * - `recheckStopToken(key, secret)` → the same shape over the re-check's key with the purpose
 *   label 'recheck-stop:'; `verifyRecheckStopToken(token, secret)` → the key, or null.
 *
 * A token that is malformed, longer than 600 characters, or whose signature does not match
 * (compared in constant time) verifies to null. Tokens do not expire: an unsubscribe link must
 * keep working (CAN-SPAM requires at least 30 days), and so must a stop link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** Signs and verifies `value`s under one purpose label; `valid` checks a decoded value's shape. */
function signedLink(purpose: string, valid: (value: string) => boolean) {
  const sign = (value: string, secret: string) =>
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest()
  return {
    token: (value: string, secret: string) =>
      `${Buffer.from(value).toString('base64url')}.${sign(value, secret).toString('base64url')}`,
    verify(token: unknown, secret: string): string | null {
      if (typeof token !== 'string' || token.length > 600) return null
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return null
      const value = Buffer.from(payload, 'base64url').toString('utf8')
      if (!valid(value)) return null
      const given = Buffer.from(signature, 'base64url')
      const expected = sign(value, secret)
      return given.length === expected.length && timingSafeEqual(given, expected) ? value : null
    },
  }
}

const unsubscribe = signedLink('unsubscribe', (email) => /^[^\s@]+@[^\s@]+$/.test(email))
const recheckStop = signedLink('recheck-stop', (key) => /^recheck:[\w-]{1,100}$/.test(key))

export const unsubscribeToken = unsubscribe.token
export const verifyUnsubscribeToken = unsubscribe.verify
export const recheckStopToken = recheckStop.token
export const verifyRecheckStopToken = recheckStop.verify
