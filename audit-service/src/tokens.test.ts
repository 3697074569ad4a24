/**
 * The capability tokens (tokens.ts): each kind round-trips under its secret and its own purpose,
 * refuses what was not signed for it, and keeps its wire format byte for byte, so links already
 * mailed keep working.
 */
import { describe, expect, it } from 'vitest'
import {
  CONFIRM_MAX_AGE_MS,
  auditToken,
  confirmToken,
  isAuditToken,
  recheckStopToken,
  unsubscribeToken,
  verifyConfirmToken,
  verifyRecheckStopToken,
  verifyUnsubscribeToken,
} from './tokens'

describe('unsubscribe tokens', () => {
  const secret = 'unsubscribe-secret-for-tests-0123456789'

  it('round-trips an email signed with the secret', () => {
    const token = unsubscribeToken('me@example.com', secret)
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(verifyUnsubscribeToken(token, secret)).toBe('me@example.com')
  })

  it('refuses another secret, a changed email, a truncated or malformed token', () => {
    const token = unsubscribeToken('me@example.com', secret)
    expect(verifyUnsubscribeToken(token, 'another-secret-0123456789abcdefghij')).toBeNull()
    const [, sig] = token.split('.')
    const other = `${Buffer.from('you@example.com').toString('base64url')}.${sig}`
    expect(verifyUnsubscribeToken(other, secret)).toBeNull()
    expect(verifyUnsubscribeToken(token.slice(0, -3), secret)).toBeNull()
    for (const bad of ['', 'abc', 'a.b.c', 42, null, `${'x'.repeat(700)}.y`])
      expect(verifyUnsubscribeToken(bad, secret)).toBeNull()
  })

  it("signs a re-check's stop link under its own purpose: an unsubscribe token never stops one", () => {
    const key = 'recheck:0b6f1c2e-8d4a-4f7e-9a51-3c2d1e0f9a8b'
    const token = recheckStopToken(key, secret)
    expect(verifyRecheckStopToken(token, secret)).toBe(key)
    expect(verifyRecheckStopToken(token, 'another-secret-0123456789abcdefghij')).toBeNull()
    // The same signature under the other purpose verifies as neither.
    const [, sig] = token.split('.')
    const asEmail = `${Buffer.from('me@example.com').toString('base64url')}.${sig}`
    expect(verifyUnsubscribeToken(asEmail, secret)).toBeNull()
    const unsub = unsubscribeToken('me@example.com', secret)
    expect(verifyRecheckStopToken(unsub, secret)).toBeNull()
    // Only re-check keys are signed: anything else decoded from a token is refused.
    expect(verifyRecheckStopToken(recheckStopToken('audit:123', secret), secret)).toBeNull()
  })
})

describe('newsletter confirmation tokens', () => {
  const secret = 'test-unsubscribe-secret-0123456789abcdef'
  const t0 = Date.UTC(2026, 10, 24, 9, 30)

  it('verify for 7 days with the email and issue time, then expire', () => {
    const token = confirmToken('me@example.com', secret, t0)
    expect(verifyConfirmToken(token, secret, t0 + 1000)).toEqual({
      email: 'me@example.com',
      issuedAt: t0,
    })
    expect(verifyConfirmToken(token, secret, t0 + CONFIRM_MAX_AGE_MS - 1000)).not.toBeNull()
    expect(verifyConfirmToken(token, secret, t0 + CONFIRM_MAX_AGE_MS + 1000)).toBeNull()
  })

  it('refuse another secret, another address, a changed time and an unsubscribe token', () => {
    const token = confirmToken('me@example.com', secret, t0)
    const [, t, sig] = token.split('.')
    expect(verifyConfirmToken(token, 'another-secret-0123456789abcdefghij', t0)).toBeNull()
    const other = `${Buffer.from('you@example.com').toString('base64url')}.${t}.${sig}`
    expect(verifyConfirmToken(other, secret, t0)).toBeNull()
    const later = token.replace(`.${t}.`, `.${(parseInt(t, 36) + 86_400).toString(36)}.`)
    expect(verifyConfirmToken(later, secret, t0 + 86_400_000)).toBeNull()
    expect(verifyConfirmToken(unsubscribeToken('me@example.com', secret), secret, t0)).toBeNull()
    expect(verifyConfirmToken('', secret, t0)).toBeNull()
    expect(verifyConfirmToken(`${token}.x`, secret, t0)).toBeNull()
  })
})

describe('audit tokens', () => {
  const SECRET = 'results-secret-0123456789abcdefghijklmn'

  it('verify for their audit and secret only, in their own purpose', () => {
    const token = auditToken('job-1', SECRET)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(isAuditToken('job-1', token, SECRET)).toBe(true)
    expect(isAuditToken('job-2', token, SECRET)).toBe(false)
    expect(isAuditToken('job-1', auditToken('job-1', `${SECRET}x`), SECRET)).toBe(false)
    // Truncated, padded, not a string.
    for (const bad of [token.slice(0, 42), `${token}A`, '', null, 42, [token]])
      expect(isAuditToken('job-1', bad, SECRET)).toBe(false)
  })
})

describe('the wire format of every token stays byte for byte (links already mailed keep working)', () => {
  // Each string was produced by the signing code as it was before tokens.ts (mail/unsubscribe.ts,
  // mail/confirm.ts, jobs/results.ts) with this secret and these inputs.
  const secret = 'pinned-secret-0123456789abcdef0123456789'
  const email = 'ada@example.com'

  it('unsubscribe', () => {
    const pinned = 'YWRhQGV4YW1wbGUuY29t.NKzrBSmQyELuVnttpB1gCNfOi_bYdUmxWznls4PF038'
    expect(unsubscribeToken(email, secret)).toBe(pinned)
    expect(verifyUnsubscribeToken(pinned, secret)).toBe(email)
  })

  it('recheck-stop', () => {
    const pinned = 'cmVjaGVjazo3ZjNhLTQy.u4MvKB_Kab6RBFxHk_ytoCbKF1MRYj3NcAeLkG6EV6A'
    expect(recheckStopToken('recheck:7f3a-42', secret)).toBe(pinned)
    expect(verifyRecheckStopToken(pinned, secret)).toBe('recheck:7f3a-42')
  })

  it('newsletter-confirm', () => {
    const issuedAt = Date.UTC(2026, 10, 29, 12, 0, 0)
    const pinned = 'YWRhQGV4YW1wbGUuY29t.tp9io0.2I_EqqyIyUQRQu7Nji6Pz3x1L7QQyDZra0EjZcTn3FA'
    expect(confirmToken(email, secret, issuedAt)).toBe(pinned)
    expect(verifyConfirmToken(pinned, secret, issuedAt + 60_000)).toEqual({ email, issuedAt })
  })

  it('audit-results', () => {
    const auditId = '3f0c2a9e-8d1b-4c55-9a0e-1b2c3d4e5f60'
    const pinned = 'WGGwPLc1GJyPY3UoqD7bMv6LPUSjm_gFD7Z28XmDvT4'
    expect(auditToken(auditId, secret)).toBe(pinned)
    expect(isAuditToken(auditId, pinned, secret)).toBe(true)
  })
})
