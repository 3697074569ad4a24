import { describe, expect, it } from 'vitest'
import { CONFIRM_MAX_AGE_MS, confirmToken, verifyConfirmToken } from './confirm'
import { unsubscribeToken } from './unsubscribe'

const secret = 'test-unsubscribe-secret-0123456789abcdef'
const t0 = Date.UTC(2026, 10, 24, 9, 30)

describe('newsletter confirmation tokens', () => {
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
