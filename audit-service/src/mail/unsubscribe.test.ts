import { describe, expect, it } from 'vitest'
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe'

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
})
