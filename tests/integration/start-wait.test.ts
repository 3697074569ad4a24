/**
 * The start-up wait of `npm start` and `npm test` (`waitUntilReady` in scripts/lib/stack.mjs,
 * docs/decisions/0065): it waits as long as the stack makes progress (a service prints a line, or a
 * health answer changes), gives up after `stallMs` without progress naming what it waited for, or at
 * once when a service exits, and reports every `reportMs` what it still waits for.
 *
 * Most cases run on fake timers and a scripted `fetch`, so minutes of a slow start take
 * milliseconds; the last one runs on real timers against a real port (connection refused, then an
 * HTTP server).
 */
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitUntilReady } from '../../scripts/lib/stack.mjs'

const CMS = 'http://127.0.0.1:4101/api/globals/site-settings'
const AUDIT = 'http://127.0.0.1:4102/functions/v1/competitive-audit'
const checks = [
  { name: 'cms', url: CMS },
  { name: 'audit', url: AUDIT },
]

const SECOND = 1000
const MINUTE = 60 * SECOND
/** The fixed start-up limit `npm start` had before the progress-based wait. */
const OLD_FIXED_LIMIT = 3 * MINUTE

/** A health answer: an HTTP status, or the connection refused. */
type Answer = number | 'refused'

/** A scripted `fetch`: each URL answers `answers[url](ms since the start)`. */
function scriptedFetch(answers: Record<string, (t: number) => Answer>, t0: number) {
  return async (url: string | URL) => {
    const answer = answers[String(url)]?.(Date.now() - t0) ?? 'refused'
    if (answer === 'refused')
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error(`connect ECONNREFUSED ${String(url)}`), {
          code: 'ECONNREFUSED',
        }),
      })
    return new Response(answer === 200 ? '{}' : 'not yet', { status: answer })
  }
}

/**
 * A stand-in for one started service as `waitUntilReady` sees it: `lastOutputAt` moves when it
 * prints a line (every `lineEveryMs` until `linesUntilMs`), `exited` resolves at `exitAtMs`.
 */
function fakeService(
  name: string,
  t0: number,
  {
    lineEveryMs,
    linesUntilMs = Infinity,
    exitAtMs,
  }: { lineEveryMs?: number; linesUntilMs?: number; exitAtMs?: number } = {},
) {
  const svc = {
    name,
    lastOutputAt: t0,
    exited: new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      if (exitAtMs !== undefined) setTimeout(() => resolve({ code: 1, signal: null }), exitAtMs)
    }),
  }
  if (lineEveryMs) {
    const timer = setInterval(() => {
      if (Date.now() - t0 > linesUntilMs) return clearInterval(timer)
      svc.lastOutputAt = Date.now()
    }, lineEveryMs)
  }
  return svc
}

/** Starts the wait; `outcome()` is 'pending', 'ready' or the error it gave up with. */
function startWait(
  services: ReturnType<typeof fakeService>[],
  options: { stallMs: number; maxWaitMs: number; reportMs?: number },
) {
  const log: string[] = []
  let result: 'pending' | 'ready' | Error = 'pending'
  waitUntilReady(checks, services, {
    reportMs: 15 * SECOND,
    ...options,
    log: (line: string) => log.push(line),
  }).then(
    () => (result = 'ready'),
    (err: Error) => (result = err),
  )
  return { log, outcome: () => result }
}

/** Moves the fake clock to `ms` after `t0`, running every timer and promise on the way. */
const advanceTo = async (t0: number, ms: number) =>
  vi.advanceTimersByTimeAsync(t0 + ms - Date.now())

describe('start-up wait (fake clock)', () => {
  let t0 = 0
  const setup = (answers: Record<string, (t: number) => Answer>) => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    t0 = Date.now()
    vi.stubGlobal('fetch', scriptedFetch(answers, t0))
  }
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('keeps waiting past the old fixed limit while a service keeps printing log lines', async () => {
    // The CMS prints a line every 20 s and refuses connections for 10 minutes, then answers.
    setup({
      [CMS]: (t) => (t < 10 * MINUTE ? 'refused' : 200),
      [AUDIT]: () => 200,
    })
    const wait = startWait(
      [fakeService('cms', t0, { lineEveryMs: 20 * SECOND }), fakeService('audit', t0)],
      { stallMs: MINUTE, maxWaitMs: 30 * MINUTE },
    )
    await advanceTo(t0, OLD_FIXED_LIMIT + 10 * SECOND)
    expect(wait.outcome()).toBe('pending')
    await advanceTo(t0, 10 * MINUTE - SECOND)
    expect(wait.outcome()).toBe('pending')
    await advanceTo(t0, 10 * MINUTE + 2 * SECOND)
    expect(wait.outcome()).toBe('ready')
  })

  it('keeps waiting past the old fixed limit while a health answer keeps changing', async () => {
    // No log line at all; the CMS's answer changes every 50 s (refused, 500, 503, 404, 502), then 200.
    const answers: Answer[] = ['refused', 500, 503, 404, 502]
    setup({
      [CMS]: (t) => answers[Math.floor(t / (50 * SECOND))] ?? 200,
      [AUDIT]: () => 200,
    })
    const wait = startWait([fakeService('cms', t0), fakeService('audit', t0)], {
      stallMs: MINUTE,
      maxWaitMs: 30 * MINUTE,
    })
    await advanceTo(t0, OLD_FIXED_LIMIT + 10 * SECOND)
    expect(wait.outcome()).toBe('pending')
    await advanceTo(t0, 250 * SECOND + 2 * SECOND)
    expect(wait.outcome()).toBe('ready')
  })

  it('gives up after stallMs without progress, naming the service, its URL and its last answer', async () => {
    // The CMS prints lines for 2 minutes, then nothing; it answers 503 throughout.
    setup({ [CMS]: () => 503, [AUDIT]: () => 200 })
    const wait = startWait(
      [
        fakeService('cms', t0, {
          lineEveryMs: 20 * SECOND,
          linesUntilMs: 2 * MINUTE,
        }),
        fakeService('audit', t0),
      ],
      { stallMs: MINUTE, maxWaitMs: 30 * MINUTE },
    )
    await advanceTo(t0, 2 * MINUTE + 59 * SECOND)
    expect(wait.outcome()).toBe('pending')
    await advanceTo(t0, 3 * MINUTE + 2 * SECOND)
    const err = wait.outcome()
    expect(err).toBeInstanceOf(Error)
    expect((err as Error).message).toMatch(
      /^No progress for 6\d s while waiting for cms \(http:\/\/127\.0\.0\.1:4101\/api\/globals\/site-settings: HTTP 503\); giving up after 18\d s$/,
    )
  })

  it('gives up after maxWaitMs even while the services keep making progress', async () => {
    setup({ [CMS]: () => 'refused', [AUDIT]: () => 200 })
    const wait = startWait(
      [fakeService('cms', t0, { lineEveryMs: 5 * SECOND }), fakeService('audit', t0)],
      { stallMs: MINUTE, maxWaitMs: 5 * MINUTE },
    )
    await advanceTo(t0, 5 * MINUTE - SECOND)
    expect(wait.outcome()).toBe('pending')
    await advanceTo(t0, 5 * MINUTE + 2 * SECOND)
    expect((wait.outcome() as Error).message).toMatch(
      /^Still waiting for cms \(http:\/\/127\.0\.0\.1:4101\/api\/globals\/site-settings: ECONNREFUSED\) after 30\d s; giving up$/,
    )
  })

  it('gives up at once when a service exits during start-up', async () => {
    // The audit service exits after 5 s while the CMS is still busy starting (and printing).
    setup({ [CMS]: () => 503, [AUDIT]: () => 'refused' })
    const wait = startWait(
      [
        fakeService('cms', t0, { lineEveryMs: SECOND }),
        fakeService('audit', t0, { exitAtMs: 5 * SECOND }),
      ],
      { stallMs: 5 * MINUTE, maxWaitMs: 30 * MINUTE },
    )
    await advanceTo(t0, 5 * SECOND - 100)
    expect(wait.outcome()).toBe('pending')
    await advanceTo(t0, 6 * SECOND + 100)
    expect((wait.outcome() as Error).message).toBe(
      'audit exited during start-up (code 1); see its log above',
    )
  })

  it('reports every reportMs what it is waiting for: service, URL, last answer, elapsed time', async () => {
    // The CMS refuses connections for 20 s, answers 503 until 50 s, then 200.
    setup({
      [CMS]: (t) => (t < 20 * SECOND ? 'refused' : t < 50 * SECOND ? 503 : 200),
      [AUDIT]: () => 200,
    })
    const wait = startWait(
      [fakeService('cms', t0, { lineEveryMs: SECOND }), fakeService('audit', t0)],
      { stallMs: MINUTE, maxWaitMs: 30 * MINUTE, reportMs: 15 * SECOND },
    )
    await advanceTo(t0, 2 * MINUTE)
    expect(wait.outcome()).toBe('ready')
    expect(wait.log).toEqual([
      `[stack] 15 s: waiting for cms (${CMS}: ECONNREFUSED); ready: audit`,
      `[stack] 30 s: waiting for cms (${CMS}: HTTP 503); ready: audit`,
      `[stack] 45 s: waiting for cms (${CMS}: HTTP 503); ready: audit`,
    ])
  })
})

describe('start-up wait (real clock and sockets)', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())))

  it('waits through a refused connection until the server answers, reporting what it waits for', async () => {
    // A port nothing listens on yet: take a free one and let it go.
    const probe = createServer()
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
    const { port } = probe.address() as AddressInfo
    await new Promise((r) => probe.close(r))
    const url = `http://127.0.0.1:${port}/healthz`

    const log: string[] = []
    const t0 = Date.now()
    const service = {
      name: 'web',
      lastOutputAt: t0,
      exited: new Promise(() => {}),
    }
    const waited = waitUntilReady([{ name: 'web', url }], [service], {
      stallMs: 10 * SECOND,
      maxWaitMs: 60 * SECOND,
      reportMs: SECOND,
      log: (line: string) => log.push(line),
    })
    await new Promise((r) => setTimeout(r, 2500))
    server = createServer((_req, res) => res.end('ok'))
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r))
    await waited
    expect(Date.now() - t0).toBeGreaterThanOrEqual(2500)
    expect(log.length).toBeGreaterThanOrEqual(1)
    expect(log[0]).toMatch(
      new RegExp(
        `^\\[stack\\] \\d+ s: waiting for web \\(${url.replace(/\./g, '\\.')}: ECONNREFUSED\\)$`,
      ),
    )
  })
})
