import { describe, expect, it } from 'vitest'
import { STAFF_VIEW_TOKEN_PATTERN, readStaffViewToken, staffViewToken } from './customerView'

describe('staff view tokens (docs/decisions/0125)', () => {
  const now = 1_800_000_000
  const token = staffViewToken('secret', 7, now + 900)

  it('open their audit until they expire, and are URL-safe', () => {
    expect(token).toMatch(STAFF_VIEW_TOKEN_PATTERN)
    expect(encodeURIComponent(token)).toBe(token)
    expect(readStaffViewToken('secret', token, now)).toEqual({ id: '7' })
    expect(readStaffViewToken('secret', token, now + 899)).toEqual({ id: '7' })
    // A MongoDB id works alike.
    const mongo = staffViewToken('secret', '65a1f0c2e4b0a1b2c3d4e5f6', now + 1)
    expect(readStaffViewToken('secret', mongo, now)).toEqual({ id: '65a1f0c2e4b0a1b2c3d4e5f6' })
  })

  it('are refused once expired', () => {
    expect(readStaffViewToken('secret', token, now + 900)).toEqual({ refused: 'expired' })
  })

  it('are refused when forged: another audit, a later expiry, another secret or no signature', () => {
    const [, at, signature] = token.split('.')
    for (const forged of [
      `8.${at}.${signature}`,
      `7.${Number(at) + 3600}.${signature}`,
      staffViewToken('another secret', 7, now + 900),
      `7.${at}.${'A'.repeat(43)}`,
      '7',
      '',
      `${token}x`,
      '../../etc.1.x',
    ])
      expect(readStaffViewToken('secret', forged, now), forged).toEqual({ refused: 'invalid' })
  })

  it('are never the share link’s token (another form, another key)', () => {
    expect(token).not.toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('cannot be made for what is not an audit id or an expiry', () => {
    expect(() => staffViewToken('secret', '7/../8', now)).toThrow(RangeError)
    expect(() => staffViewToken('secret', 7, 1.5)).toThrow(RangeError)
    expect(() => staffViewToken('secret', 7, 0)).toThrow(RangeError)
  })
})
