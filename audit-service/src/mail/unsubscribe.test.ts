import { describe, expect, it } from 'vitest'
import {
  recheckStopToken,
  unsubscribeToken,
  verifyRecheckStopToken,
  verifyUnsubscribeToken,
} from './unsubscribe'

const secret = 'unsubscribe-secret-for-tests-0123456789'

describe('unsubscribe tokens', () => {
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
