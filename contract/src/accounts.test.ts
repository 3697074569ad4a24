import './passwordStrength'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  accountMailSchema,
  AVATAR_RULE,
  avatarFileSchema,
  avatarProblem,
  profileSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  passwordProblem,
  signUpSchema,
  verifyAccountSchema,
} from './accounts'

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)

describe('account forms (spec §5: an email or phone plus a password)', () => {
  it("refuses a sign-up or sign-in without an email or a password with the spec's message", () => {
    for (const body of [
      {},
      { email: 'a@b.co' },
      { password: 'long enough' },
      { email: '', password: '' },
    ])
      expect(messages(signInSchema.safeParse(body))).toContain(ACCOUNT_MESSAGES.credentials)
    for (const body of [{}, { password: 'long enough' }, { email: '' }])
      expect(messages(signUpSchema.safeParse(body))).toContain(ACCOUNT_MESSAGES.credentials)
    const token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0'
    for (const schema of [verifyAccountSchema, resetPasswordSchema])
      expect(messages(schema.safeParse({ token }))).toContain(ACCOUNT_MESSAGES.credentials)
  })

  it('signs up with the address alone: a password or name typed there is dropped', () => {
    expect(
      signUpSchema.parse({ email: ' Ana@Example.COM ', password: 'attacker-pass-999', name: 'x' }),
    ).toEqual({ email: 'ana@example.com' })
    expect(messages(signUpSchema.safeParse({ email: 'a@host-.com' }))).toEqual([
      ACCOUNT_MESSAGES.email,
    ])
  })

  it('takes a new password of 8 to 128 characters', () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0'
    expect(messages(resetPasswordSchema.safeParse({ token, password: 'Tr0ub4d' }))).toEqual([
      ACCOUNT_MESSAGES.passwordLength,
    ])
    expect(
      messages(resetPasswordSchema.safeParse({ token, password: 'correct horse '.repeat(10) })),
    ).toEqual([ACCOUNT_MESSAGES.passwordLength])
    expect(
      verifyAccountSchema.parse({ token, password: 'correct horse battery', name: ' Ana ' }),
    ).toEqual({ token, password: 'correct horse battery', name: 'Ana' })
  })

  it('refuses common, breached and repeated passwords (12345678, password, aaaaaaaa, 7 spaces and x)', () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0'
    for (const weak of ['12345678', 'password', 'aaaaaaaa', '       x', 'qwertyuiop', 'P@ssw0rd!'])
      for (const schema of [resetPasswordSchema, verifyAccountSchema])
        expect(messages(schema.safeParse({ token, password: weak }))).toEqual([
          ACCOUNT_MESSAGES.passwordWeak,
        ])
    expect(passwordProblem('ana.smith@example.com', ['ana.smith@example.com'])).toBe(
      ACCOUNT_MESSAGES.passwordWeak,
    )
    for (const strong of ['correct horse battery', 'first-password', 'Tr0ub4dor&3'])
      expect(passwordProblem(strong)).toBeNull()
    // Signing in checks only that a password was given.
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(true)
  })

  it('takes only tokens of the form Payload issues', () => {
    expect(forgotPasswordSchema.parse({ email: 'A@b.co' })).toEqual({ email: 'a@b.co' })
    const token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0'
    expect(resetPasswordSchema.safeParse({ token, password: 'first-password' }).success).toBe(true)
    for (const bad of ['', 'short', `${token}?x=1`, 'é'.repeat(40)])
      expect(
        messages(resetPasswordSchema.safeParse({ token: bad, password: 'first-password' })),
      ).toEqual([ACCOUNT_MESSAGES.token])
    expect(
      accountMailSchema.safeParse({ kind: 'account_verify', to: 'a@b.co', token }).success,
    ).toBe(true)
    expect(accountMailSchema.safeParse({ kind: 'welcome', to: 'a@b.co', token }).success).toBe(
      false,
    )
  })
})

describe('the profile (decision 0131)', () => {
  it('takes a name of up to 120 characters, trimmed, and an empty one to clear it', () => {
    expect(profileSchema.parse({ name: '  Mia Chen ' })).toEqual({ name: 'Mia Chen' })
    expect(profileSchema.parse({ name: '' })).toEqual({ name: '' })
    expect(messages(profileSchema.safeParse({ name: 'x'.repeat(121) }))).toEqual([
      ACCOUNT_MESSAGES.name,
    ])
    expect(messages(profileSchema.safeParse({ name: 42 }))).toEqual([ACCOUNT_MESSAGES.name])
  })

  it('takes a PNG, JPEG or WebP avatar of at most 1 MB, and says why it refuses any other', () => {
    for (const type of AVATAR_RULE.types)
      expect(avatarFileSchema.safeParse({ type, size: 1000 }).success).toBe(true)
    expect(avatarProblem({ type: 'image/png', size: AVATAR_RULE.maxBytes })).toBeNull()
    expect(avatarProblem({ type: 'image/png', size: AVATAR_RULE.maxBytes + 1 })).toBe(
      ACCOUNT_MESSAGES.avatarSize,
    )
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', '', undefined])
      expect(avatarProblem({ type, size: 10 })).toBe(ACCOUNT_MESSAGES.avatarType)
    expect(avatarProblem({ type: 'image/jpeg', size: 0 })).toBe(ACCOUNT_MESSAGES.avatarEmpty)
    expect(ACCOUNT_MESSAGES.avatarSize).toContain('1 MB')
  })
})
