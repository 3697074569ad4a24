/**
 * The browser's `fetch` stubbed for a component test file: `stubFetchPerTest()`, called at the top of
 * the file, replaces `fetch` before each test and restores it (and unmounts what was rendered)
 * after. It returns `fetch()`, the current mock (queue answers with `mockResolvedValueOnce`),
 * `answer(status, body)`, a JSON `Response`, and `sent(i)`, the parsed JSON body of the i-th call.
 */
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

export function stubFetchPerTest() {
  let mock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    mock = vi.fn()
    vi.stubGlobal('fetch', mock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  return {
    fetch: () => mock,
    answer: (status: number, body: unknown) => new Response(JSON.stringify(body), { status }),
    sent: (i: number) => JSON.parse(mock.mock.calls[i][1].body as string),
  }
}
