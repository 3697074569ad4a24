import { describe, expect, it } from 'vitest'
import {
  answersPercent,
  LOADING_PHASES,
  liveLoadingPhase,
  loadingPhase,
  loadingTarget,
  MIN_PHASE_MS,
  overlayMessage,
  pacedLoadingPhase,
  pacedWakeAt,
  resultsAt,
  startPacedPhase,
  type LoadingTarget,
  type PacedPhase,
} from './progress'

describe('overlayMessage (spec §4)', () => {
  it.each([
    [0, 'Running...', null],
    [4999, 'Running...', null],
    [5000, 'Still working...', null],
    [9999, 'Still working...', null],
    [10000, 'This is taking a bit longer...', null],
    [14999, 'This is taking a bit longer...', null],
    [15000, 'Almost there, please wait...', null],
    [19999, 'Almost there, please wait...', null],
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

/**
 * Drives the pacing as /audit-loading does (one step at each `pacedWakeAt`, then /audit-results at
 * `resultsAt`), from 0 ms to `untilMs`, with `targetAt(t)` the progress at t and the audit done at
 * `finishedAt` (ms). Returns every step, each phase's first showing, and when the page left.
 */
function drive(
  targetAt: (t: number) => LoadingTarget,
  untilMs: number,
  finishedAt: number | null = null,
  events: number[] = [],
) {
  let state: PacedPhase = startPacedPhase(0)
  const steps: PacedPhase[] = [state]
  const shown: { index: number; at: number }[] = [{ index: 0, at: 0 }]
  let t = 0
  let leftAt: number | null = null
  while (t <= untilMs) {
    const target = targetAt(t)
    const next = pacedLoadingPhase(state, target, t)
    if (next.index !== state.index) shown.push({ index: next.index, at: t })
    state = next
    steps.push(state)
    const leave = finishedAt !== null && t >= finishedAt ? resultsAt(state, finishedAt) : null
    if (leave !== null && t >= leave) {
      leftAt = t
      break
    }
    // The page steps again when the progress changes (an answer, the result), as its effect does.
    const wakes = [pacedWakeAt(state, target), leave, ...events.filter((e) => e > t)]
    if (finishedAt !== null && finishedAt > t) wakes.push(finishedAt)
    const due = wakes.filter((w): w is number => w !== null)
    if (!due.length) break
    t = Math.max(t + 1e-6, Math.min(...due))
  }
  return { steps, shown, leftAt, last: state }
}

/** Each step's phase is the one before or the next; each percent no less than the one before. */
function expectPaced(steps: PacedPhase[]) {
  for (let i = 1; i < steps.length; i++) {
    expect(steps[i].index - steps[i - 1].index).toBeGreaterThanOrEqual(0)
    expect(steps[i].index - steps[i - 1].index).toBeLessThanOrEqual(1)
    expect(steps[i].percent).toBeGreaterThanOrEqual(steps[i - 1].percent)
    const band = LOADING_PHASES[steps[i].index]
    expect(steps[i].percent).toBeGreaterThanOrEqual(band.from)
    expect(steps[i].percent).toBeLessThanOrEqual(band.to)
  }
}

describe('loadingTarget', () => {
  it('is the timed phases before the first progress event, then the live ones', () => {
    expect(loadingTarget(13_000, null, false)).toEqual({ index: 1, percent: 30 })
    expect(loadingTarget(12_500, { done: 0, total: 44 }, false)).toEqual({ index: 0, percent: 0 })
    expect(loadingTarget(0, { done: 44, total: 44 }, false)).toEqual({ index: 2, percent: 75 })
    expect(loadingTarget(0, null, true)).toEqual({ index: 3, percent: 100 })
  })
})

describe('pacedLoadingPhase (spec §2 /audit-loading, §9; docs/decisions/0083)', () => {
  it('a cached audit (done at the first event) shows all four phases in order, each at least the minimum, and leaves 1 s after success', () => {
    for (const finishedAt of [0, 50, 300, 2000]) {
      const run = drive(
        (t) => (t < finishedAt ? loadingTarget(t, null, false) : loadingTarget(t, null, true)),
        10_000,
        finishedAt,
      )
      expect(run.shown.map((s) => s.index)).toEqual([0, 1, 2, 3])
      for (let i = 1; i < run.shown.length; i++)
        expect(run.shown[i].at - run.shown[i - 1].at).toBeGreaterThanOrEqual(MIN_PHASE_MS)
      expect(run.leftAt).toBe(finishedAt + 1000)
      expect(run.leftAt! - run.shown[3].at).toBeGreaterThanOrEqual(MIN_PHASE_MS)
      expect(run.last).toMatchObject({ index: 3, percent: 100 })
      expectPaced(run.steps)
    }
  })

  it('the worst case (done as the first phase appears) fits the 1 s exactly: 4 × 250 ms', () => {
    const run = drive(() => loadingTarget(0, null, true), 10_000, 0)
    expect(run.shown).toEqual([
      { index: 0, at: 0 },
      { index: 1, at: 250 },
      { index: 2, at: 500 },
      { index: 3, at: 750 },
    ])
    expect(run.leftAt).toBe(1000)
  })

  it('a slow audit (answers over 60 s) moves on as the answers arrive, never skipping, and the bar creeps between them', () => {
    // The first event at 2 s (0 of 44), then an answer every 1.3 s; the result at 60 s.
    const answerAt = (n: number) => 2000 + 1300 * n
    const events = [...Array.from({ length: 45 }, (_, n) => answerAt(n)), 60_000]
    const live = (t: number) => {
      if (t < 2000) return null
      let done = 0
      while (done < 44 && answerAt(done + 1) <= t) done++
      return { done, total: 44 }
    }
    const targetAt = (t: number) => loadingTarget(t, live(t), t >= 60_000)
    const run = drive(targetAt, 70_000, 60_000, events)
    expectPaced(run.steps)
    expect(run.shown.map((s) => s.index)).toEqual([0, 1, 2, 3])
    // Each phase shows as soon as the answers say so (the one before had long had its minimum).
    expect(run.shown[1].at).toBe(answerAt(22))
    expect(run.shown[2].at).toBe(answerAt(44))
    expect(run.shown[3].at).toBe(60_000)
    expect(run.leftAt).toBe(61_000)
    // Never ahead of the answers: each step shows at most the phase they ask for.
    for (const s of run.steps.slice(1)) expect(s.index).toBeLessThanOrEqual(targetAt(s.at).index)
    // Between two answers the bar still moves, within the phase's band.
    const between = run.steps.filter((s) => s.at > answerAt(30) && s.at < answerAt(31))
    expect(between.length).toBeGreaterThan(5)
    for (let i = 1; i < between.length; i++)
      expect(between[i].percent).toBeGreaterThan(between[i - 1].percent)
  })

  it('a long wait between answers creeps but never leaves the phase or fills its band', () => {
    const run = drive(() => ({ index: 1, percent: 30 }), 600_000)
    expect(run.shown.map((s) => s.index)).toEqual([0, 1])
    expect(run.last.index).toBe(1)
    expect(run.last.percent).toBeGreaterThan(45)
    expect(run.last.percent).toBeLessThanOrEqual(47.5)
  })

  it('never skips a phase: one step moves at most one phase, whatever the target', () => {
    const next = pacedLoadingPhase(startPacedPhase(0), { index: 3, percent: 100 }, 60_000)
    expect(next).toEqual({ index: 1, percent: 50, since: 60_000, at: 60_000 })
  })

  it('holds a phase for the minimum even when the progress is already past it', () => {
    const shown = { index: 1, percent: 30, since: 1000, at: 1000 }
    const target = { index: 3, percent: 100 }
    expect(pacedLoadingPhase(shown, target, 1249)).toMatchObject({ index: 1, percent: 50 })
    expect(pacedWakeAt(shown, target)).toBe(1100)
    expect(pacedWakeAt({ ...shown, at: 1200 }, target)).toBe(1250)
    expect(pacedLoadingPhase(shown, target, 1250)).toMatchObject({ index: 2, since: 1250 })
  })

  it('never goes back when the first event says less than the timed phases reached', () => {
    // No event for 12 s: the timed phases reached 'Analyzing competitor landscape...'.
    const run = drive(
      (t) => loadingTarget(t, t < 12_000 ? null : { done: 2, total: 44 }, false),
      20_000,
    )
    expect(run.shown.map((s) => s.index)).toEqual([0, 1])
    expectPaced(run.steps)
    expect(run.last.index).toBe(1)
  })

  it('stops stepping once the last phase shows a full bar; leaves only from the last phase', () => {
    const full = { index: 3, percent: 100, since: 5000, at: 5000 }
    expect(pacedWakeAt(full, { index: 3, percent: 100 })).toBeNull()
    expect(resultsAt({ ...full, index: 2 }, 4900)).toBeNull()
    expect(resultsAt(full, 4900)).toBe(5900)
    expect(resultsAt(full, 4000)).toBe(5250)
  })
})
