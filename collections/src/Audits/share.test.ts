import { describe, expect, it } from 'vitest'
import { SHARE_TOKEN_PATTERN, shareToken } from './share'

describe('shareToken (docs/decisions/0107)', () => {
  const at = '2026-11-28T08:00:00.123Z'

  it('gives the same link for the same audit and moment, in the endpoints’ token form', () => {
    const token = shareToken('secret', 7, at)
    expect(token).toMatch(SHARE_TOKEN_PATTERN)
    expect(shareToken('secret', '7', at)).toBe(token)
    // The moment as the database gives it back, in another ISO 8601 spelling.
    expect(shareToken('secret', 7, '2026-11-28T09:00:00.123+01:00')).toBe(token)
  })

  it('gives another link for another audit, moment or secret', () => {
    const token = shareToken('secret', 7, at)
    expect(shareToken('secret', 8, at)).not.toBe(token)
    expect(shareToken('secret', 7, '2026-11-28T08:00:00.124Z')).not.toBe(token)
    expect(shareToken('another', 7, at)).not.toBe(token)
  })

  it('throws for a moment that is not a date', () => {
    expect(() => shareToken('secret', 7, 'yesterday')).toThrow(RangeError)
  })
})
