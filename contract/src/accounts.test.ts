import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  accountMailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './accounts'

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)

describe('account forms (spec §5: an email or phone plus a password)', () => {
  it("refuses a sign-up or sign-in without an email or a password with the spec's message", () => {
    for (const schema of [signUpSchema, signInSchema])
      for (const body of [
        {},
        { email: 'a@b.co' },
        { password: 'long enough' },
        { email: '', password: '' },
      ])
        expect(messages(schema.safeParse(body))).toContain(ACCOUNT_MESSAGES.credentials)
  })

  it('takes an email in lower case, trimmed, and a password of 8 to 128 characters', () => {
    expect(signUpSchema.parse({ email: ' Ana@Example.COM ', password: '12345678' })).toEqual({
      email: 'ana@example.com',
      password: '12345678',
    })
    expect(messages(signUpSchema.safeParse({ email: 'a@b.co', password: '1234567' }))).toEqual([
      ACCOUNT_MESSAGES.passwordLength,
    ])
    expect(
      messages(signUpSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) })),
    ).toEqual([ACCOUNT_MESSAGES.passwordLength])
    expect(
      messages(signUpSchema.safeParse({ email: 'a@host-.com', password: '12345678' })),
    ).toEqual([ACCOUNT_MESSAGES.email])
    // Signing in checks only that a password was given.
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(true)
  })

  it('takes only tokens of the form Payload issues', () => {
    expect(forgotPasswordSchema.parse({ email: 'A@b.co' })).toEqual({ email: 'a@b.co' })
    const token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0'
    expect(resetPasswordSchema.safeParse({ token, password: '12345678' }).success).toBe(true)
    for (const bad of ['', 'short', `${token}?x=1`, 'é'.repeat(40)])
      expect(messages(resetPasswordSchema.safeParse({ token: bad, password: '12345678' }))).toEqual(
        [ACCOUNT_MESSAGES.token],
      )
    expect(
      accountMailSchema.safeParse({ kind: 'account_verify', to: 'a@b.co', token }).success,
    ).toBe(true)
    expect(accountMailSchema.safeParse({ kind: 'welcome', to: 'a@b.co', token }).success).toBe(
      false,
    )
  })
})
