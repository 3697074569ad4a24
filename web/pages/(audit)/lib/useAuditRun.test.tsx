// @vitest-environment jsdom
import { makeAuditResult } from '@aivis/contract/testing'
import { act, cleanup, renderHook } from '@testing-library/react'
import { StrictMode, useEffect, useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuditRun } from './useAuditRun'

const input = {
  business_name: 'Harbour Dental',
  target_location: 'Sydney',
  core_product_service: 'dentist',
}
const running = {
  id: 'j1',
  status: 'running',
  progress: { done: 11, total: 44 },
  created_at: '2026-11-23T00:00:00.000Z',
}

/** The jobs API: a job under way, then (when `finish`) done with a result. */
function stubJobsApi(finish: boolean) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? Response.json(
          { ...running, status: 'queued', progress: { done: 0, total: 0 } },
          { status: 202 },
        )
      : Response.json(
          finish
            ? {
                ...running,
                status: 'done',
                progress: { done: 44, total: 44 },
                result: makeAuditResult(),
              }
            : running,
        ),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('useAuditRun', () => {
  it('reports the answers received and resolves with the result (polling without EventSource)', async () => {
    vi.useFakeTimers()
    stubJobsApi(true)
    const { result } = renderHook(() => useAuditRun(), { wrapper: StrictMode })
    let out: Promise<unknown> = Promise.resolve()
    act(() => void (out = result.current.run(input)))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await expect(out).resolves.toMatchObject({ business_name: 'Harbour Dental' })
    expect(result.current.progress).toEqual({ done: 44, total: 44 })
  })

  it('stops the run when the page is left', async () => {
    vi.useFakeTimers()
    const fetchMock = stubJobsApi(false)
    const { result, unmount } = renderHook(() => useAuditRun(), { wrapper: StrictMode })
    let out: Promise<unknown> = Promise.resolve()
    act(() => void (out = result.current.run(input)))
    const settled = out.catch((e) => e)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(result.current.progress).toEqual({ done: 11, total: 44 })
    unmount()
    expect(await settled).toMatchObject({ name: 'AbortError' })
    const calls = fetchMock.mock.calls.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchMock.mock.calls.length).toBe(calls)
  })

  it("a run started on mount (as /audit-loading does) survives StrictMode's remount", async () => {
    vi.useFakeTimers()
    stubJobsApi(true)
    let out: Promise<unknown> | null = null
    renderHook(
      () => {
        const { run } = useAuditRun()
        const started = useRef(false)
        useEffect(() => {
          if (started.current) return
          started.current = true
          out = run(input)
        }, [run])
      },
      { wrapper: StrictMode },
    )
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await expect(out).resolves.toMatchObject({ business_name: 'Harbour Dental' })
  })
})
