// @vitest-environment jsdom
/**
 * /audit-loading's phases on the page (spec §2 /audit-loading, §9; docs/decisions/0083): with fake
 * timers, the audit's run and progress played by the test through a stand-in `useAuditRun`.
 */
import type { AuditJobProgress } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOADING_PHASES } from '../lib/progress'
import { AuditLoadingPage } from './AuditLoadingPage.island'

/** The stand-in run: the test resolves or rejects it and sets its progress. */
const audit = vi.hoisted(() => ({
  resolve: (_: unknown) => {},
  reject: (_: Error) => {},
  setProgress: (_: AuditJobProgress | null) => {},
}))
vi.mock('../lib/useAuditRun', async () => {
  const { useCallback, useEffect, useState } = await import('react')
  return {
    useAuditRun: () => {
      const [progress, setProgress] = useState<AuditJobProgress | null>(null)
      useEffect(() => {
        audit.setProgress = setProgress
      }, [])
      const run = useCallback(
        () =>
          new Promise((resolve, reject) => {
            audit.resolve = resolve
            audit.reject = reject
          }),
        [],
      )
      return { progress, run }
    },
  }
})
const navigate = vi.hoisted(() => vi.fn(async (_: string) => {}))
vi.mock('../../../lib/navigate', () => ({ navigate }))
vi.mock('../../../lib/audit/result', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/audit/result')>()),
  storeResult: vi.fn(async () => {}),
}))
vi.mock('../../../lib/track', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/track')>()),
  track: vi.fn(),
}))

const TEXTS: string[] = LOADING_PHASES.map((p) => p.text)

/** The phase text the page shows. */
function shownPhase(): string | undefined {
  return TEXTS.find((t) => screen.queryByText(t))
}

/**
 * Advances the clock `ms` in steps of `stepMs`, noting the shown phase and each change of it (with
 * the clock, epoch ms) and when the page went to /audit-results.
 */
async function watch(ms: number, stepMs = 10) {
  const seen = [{ text: shownPhase(), at: Date.now() }]
  let leftAt: number | null = null
  for (let t = 0; t < ms; t += stepMs) {
    await act(() => vi.advanceTimersByTimeAsync(stepMs))
    const text = shownPhase()
    if (text !== seen.at(-1)?.text) seen.push({ text, at: Date.now() })
    if (leftAt === null && navigate.mock.calls.length) leftAt = Date.now()
  }
  return { seen, leftAt }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
  sessionStorage.setItem(
    'pendingAudit',
    JSON.stringify({
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
      website: 'https://harbourdental.com.au',
    }),
  )
})
afterEach(() => {
  cleanup()
  sessionStorage.clear()
  navigate.mockClear()
  vi.useRealTimers()
})

describe('AuditLoadingPage phases (spec §2 /audit-loading, §9)', () => {
  it('a fast audit shows every remaining phase in order, then goes to the results 1 s after success', async () => {
    render(<AuditLoadingPage />)
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(shownPhase()).toBe('Querying AI platforms...')
    const finishedAt = Date.now()
    await act(async () => audit.resolve(makeAuditResult()))
    const { seen, leftAt } = await watch(1500)
    expect(seen.map((s) => s.text)).toEqual(TEXTS)
    // Querying showed 250 ms from the page's start, then each phase 250 ms (10 ms clock steps).
    expect(seen[1].at - finishedAt).toBeLessThanOrEqual(150 + 10)
    for (let i = 2; i < seen.length; i++)
      expect(seen[i].at - seen[i - 1].at).toBeGreaterThanOrEqual(250)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/audit-results')
    expect(leftAt! - finishedAt).toBeGreaterThanOrEqual(1000)
    expect(leftAt! - finishedAt).toBeLessThanOrEqual(1000 + 10)
    expect(leftAt! - seen[3].at).toBeGreaterThanOrEqual(250)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
  })

  it('a live audit moves on as the answers arrive, the bar creeping in between, never back', async () => {
    render(<AuditLoadingPage />)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    act(() => audit.setProgress({ done: 0, total: 10 }))
    const bar = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))
    const bars: number[] = []
    const texts: (string | undefined)[] = []
    for (let done = 1; done <= 10; done++) {
      for (let i = 0; i < 5; i++) {
        await act(() => vi.advanceTimersByTimeAsync(200))
        bars.push(bar())
        if (texts.at(-1) !== shownPhase()) texts.push(shownPhase())
      }
      act(() => audit.setProgress({ done, total: 10 }))
      if (done === 4) expect(shownPhase()).toBe('Querying AI platforms...')
      if (done === 5) {
        await act(() => vi.advanceTimersByTimeAsync(10))
        expect(shownPhase()).toBe('Analyzing competitor landscape...')
      }
    }
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(shownPhase()).toBe('Calculating visibility scores...')
    expect(bars).toEqual([...bars].sort((a, b) => a - b))
    // Between the first event (0 of 10) and the first answer the bar moves all the same.
    expect(bars[4]).toBeGreaterThan(bars[0])
    await act(async () => audit.resolve(makeAuditResult()))
    const { seen, leftAt } = await watch(1500)
    const all = [...texts, ...seen.map((s) => s.text)]
    expect(all.filter((t, i) => t !== all[i - 1])).toEqual(TEXTS)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(leftAt).not.toBeNull()
  })

  it('leaving the page stops the pacing clock; a failure stops it and never navigates', async () => {
    const { unmount } = render(<AuditLoadingPage />)
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    await act(async () => audit.reject(new Error('The audit service is down.')))
    expect(screen.getByText('Unable to Complete Audit')).toBeTruthy()
    expect(vi.getTimerCount()).toBe(0)
    unmount()
    render(<AuditLoadingPage />)
    await act(() => vi.advanceTimersByTimeAsync(500))
    cleanup()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(5000)
    expect(navigate).not.toHaveBeenCalled()
  })
})
