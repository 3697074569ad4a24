import { describe, expect, it } from 'vitest'
import { answersPercent, liveLoadingPhase, loadingPhase, overlayMessage } from './progress'

describe('overlayMessage (spec §4)', () => {
  it.each([
    [0, 'Running...', null],
    [4999, 'Running...', null],
    [5000, 'Still working...', null],
    [10000, 'This is taking a bit longer...', null],
    [15000, 'Almost there, please wait...', null],
    [
      20000,
      'Almost there, please wait...',
      'This is taking longer than expected. The operation is still in progress.',
    ],
  ])('at %i ms', (ms, text, notice) =>
    expect(overlayMessage(ms, 'Running...')).toEqual({ text, notice }),
  )
})

describe('loadingPhase (spec §2, §9)', () => {
  it('moves through the four phases at 10, 25, 35 and 40 s', () => {
    expect(loadingPhase(0)).toEqual({ text: 'Querying AI platforms...', percent: 0 })
    expect(loadingPhase(5).percent).toBeCloseTo(12.5)
    expect(loadingPhase(10)).toEqual({ text: 'Analyzing competitor landscape...', percent: 25 })
    expect(loadingPhase(25)).toEqual({ text: 'Calculating visibility scores...', percent: 50 })
    expect(loadingPhase(35)).toEqual({ text: 'Generating your report...', percent: 75 })
    expect(loadingPhase(39).percent).toBeCloseTo(95)
    expect(loadingPhase(60)).toEqual({ text: 'Generating your report...', percent: 99 })
  })
})

describe('liveLoadingPhase (real progress)', () => {
  it('walks the four phases in order as answers arrive, then the report', () => {
    expect(liveLoadingPhase(0, 44, false)).toEqual({ text: 'Querying AI platforms...', percent: 0 })
    expect(liveLoadingPhase(11, 44, false).percent).toBeCloseTo(12.5)
    expect(liveLoadingPhase(22, 44, false)).toEqual({
      text: 'Analyzing competitor landscape...',
      percent: 25,
    })
    expect(liveLoadingPhase(33, 44, false).percent).toBeCloseTo(37.5)
    expect(liveLoadingPhase(44, 44, false)).toEqual({
      text: 'Calculating visibility scores...',
      percent: 75,
    })
    expect(liveLoadingPhase(44, 44, true)).toEqual({
      text: 'Generating your report...',
      percent: 100,
    })
  })
  it('never goes backwards or past the band with odd counts', () => {
    let last = -1
    for (let d = 0; d <= 45; d++) {
      const p = liveLoadingPhase(d, 45, false).percent
      expect(p).toBeGreaterThanOrEqual(last)
      last = p
    }
    expect(liveLoadingPhase(5, 0, false).percent).toBe(0)
  })
})

describe('answersPercent (the /audit overlay bar, spec §9 maximum 100)', () => {
  it('is the answers received of the total, 0 while the total is unknown', () => {
    expect(answersPercent(0, 0)).toBe(0)
    expect(answersPercent(11, 44)).toBe(25)
    expect(answersPercent(44, 44)).toBe(100)
    expect(answersPercent(50, 44)).toBe(100)
  })
})
