import { describe, expect, it } from 'vitest'
import { changeDetail, changeText, compareAudits, twoProportionTest } from './trend'

describe('twoProportionTest', () => {
  it('gives the textbook pooled z and two-sided p', () => {
    // 20/100 against 35/100: pooled 0.275, se 0.06315, z 2.375, p 0.0175.
    const { z, p } = twoProportionTest({ successes: 20, n: 100 }, { successes: 35, n: 100 })
    expect(z).toBeCloseTo(2.3754, 3)
    expect(p).toBeCloseTo(0.01753, 4)
    const back = twoProportionTest({ successes: 35, n: 100 }, { successes: 20, n: 100 })
    expect(back.z).toBeCloseTo(-2.3754, 3)
    expect(back.p).toBeCloseTo(p, 10)
  })

  it('finds no difference without answers or without variance', () => {
    expect(twoProportionTest({ successes: 0, n: 0 }, { successes: 5, n: 10 })).toEqual({
      z: 0,
      p: 1,
    })
    expect(twoProportionTest({ successes: 0, n: 40 }, { successes: 0, n: 40 })).toEqual({
      z: 0,
      p: 1,
    })
    expect(twoProportionTest({ successes: 7, n: 20 }, { successes: 7, n: 20 }).p).toBeCloseTo(1, 10)
  })

  it('refuses counts that are not a proportion of answers', () => {
    expect(() => twoProportionTest({ successes: 5, n: 4 }, { successes: 1, n: 4 })).toThrow(
      RangeError,
    )
    expect(() => twoProportionTest({ successes: -1, n: 4 }, { successes: 1, n: 4 })).toThrow(
      RangeError,
    )
    expect(() => twoProportionTest({ successes: 1.5, n: 4 }, { successes: 1, n: 4 })).toThrow(
      RangeError,
    )
  })
})

describe('compareAudits', () => {
  const audit = (mentions: number, answers: number, competitors: string[]) => ({
    mentions,
    answers,
    competitors,
  })

  it('calls a significant rise a rise, with competitors gained and lost', () => {
    const change = compareAudits(
      audit(4, 40, ['Pure Motion', 'City Physio']),
      audit(20, 40, ['city  physio', 'Harbour Health']),
    )
    expect(change).toMatchObject({
      change: 'rose',
      from: 0.1,
      to: 0.5,
      gained: ['Harbour Health'],
      lost: ['Pure Motion'],
    })
    expect(change.p).toBeLessThan(0.001)
    expect(changeText(change)).toBe('Mention rate rose from 10% to 50%')
    expect(changeDetail(change)).toBe('Unlikely to be chance (two-proportion test, p < 0.001).')
  })

  it('says no clear change when the difference may be chance, with the test on demand', () => {
    const change = compareAudits(audit(8, 40, []), audit(11, 40, []))
    expect(change.change).toBe('none')
    expect(changeText(change)).toBe('No clear change (20% → 28%)')
    expect(changeDetail(change)).toBe(
      `A difference this size often comes by chance (two-proportion test, p = ${Number(change.p.toPrecision(2))}).`,
    )
    expect(compareAudits(audit(20, 40, []), audit(8, 40, [])).change).toBe('fell')
  })
})
