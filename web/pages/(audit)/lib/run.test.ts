import {
  JOB_STREAM_HEARTBEAT_MS,
  JOB_STREAM_STALE_MS,
  MISSING_FIELDS_MESSAGE,
  type AuditJob,
} from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuditCallError } from './errors'
import { runAudit, type EventStream } from './run'

const input = {
  business_name: ' Harbour Dental ',
  target_location: 'Sydney',
  core_product_service: 'dentist',
  website: 'https://harbourdental.com.au',
}
const result = makeAuditResult()
const job = (over: Partial<AuditJob> = {}): AuditJob => ({
  id: 'j1',
  status: 'queued',
  progress: { done: 0, total: 0 },
  created_at: '2026-11-23T00:00:00.000Z',
  ...over,
})
const HEALTH = 'GET /functions/v1/competitive-audit'
const POST = 'POST /functions/v1/audits'

/** A fetch answering by method and path; records the calls and their bodies. */
function fakeFetch(routes: Record<string, () => Response>) {
  const calls: string[] = []
  const bodies: unknown[] = []
  const f = (async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`
    calls.push(key)
    if (init?.body) bodies.push(JSON.parse(String(init.body)))
    const h = routes[key]
    return h ? h() : new Response('{}', { status: 500 })
  }) as typeof fetch
  return { f, calls, bodies }
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const done = (over: Partial<AuditJob> = {}) =>
  job({ status: 'done', progress: { done: 44, total: 44 }, result, ...over })

/** An EventSource stand-in the test drives. */
function fakeStream() {
  const listeners: Record<string, ((e: { data: string }) => void)[]> = {}
  const stream: EventStream & { emit: (t: string, d: unknown) => void; closed: boolean } = {
    onerror: null,
    closed: false,
    addEventListener: (t, l) => void (listeners[t] ??= []).push(l),
    close: () => void (stream.closed = true),
    emit: (t, d) => listeners[t]?.forEach((l) => l({ data: JSON.stringify(d) })),
  }
  return stream
}

describe('runAudit: the request (spec §3, §5, §9)', () => {
  it('posts the canonical request, trimmed, with the defaults of spec §9, to the jobs API', async () => {
    const { f, calls, bodies } = fakeFetch({ [POST]: () => json(done()) })
    expect(await runAudit(input, { fetchImpl: f })).toMatchObject({
      business_name: 'Harbour Dental',
    })
    expect(calls).toEqual([POST])
    expect(bodies).toEqual([
      {
        business_name: 'Harbour Dental',
        target_location: 'Sydney',
        core_product_service: 'dentist',
        website: 'https://harbourdental.com.au',
        business_type: 'service',
        force_run: false,
        aliases: [],
      },
    ])
  })

  it("sends the owner's business facts as business_facts; none when there are none", async () => {
    const { f, bodies } = fakeFetch({ [POST]: () => json(done()) })
    const business_facts = { telephone: '02 9000 0000', openingHours: ['Mo-Fr 08:00-17:00'] }
    await runAudit({ ...input, business_facts }, { fetchImpl: f })
    await runAudit({ ...input, business_facts: {} }, { fetchImpl: f })
    expect(bodies[0]).toMatchObject({ business_name: 'Harbour Dental', business_facts })
    expect(bodies[1]).not.toHaveProperty('business_facts')
  })

  it('sends a blank website as null', async () => {
    const { f, bodies } = fakeFetch({ [POST]: () => json(done()) })
    await runAudit({ ...input, website: '  ' }, { fetchImpl: f })
    expect((bodies[0] as { website: unknown }).website).toBeNull()
  })

  it('refuses blank required fields before calling', async () => {
    const { f, calls } = fakeFetch({})
    await expect(
      runAudit({ ...input, target_location: ' ' }, { fetchImpl: f, healthCheck: true }),
    ).rejects.toThrow(MISSING_FIELDS_MESSAGE)
    expect(calls).toHaveLength(0)
  })
})

describe('runAudit: /audit and /audit-loading use the jobs API only', () => {
  it('never posts to competitive-audit, and a missing jobs API is an error (no fallback)', async () => {
    const { f, calls } = fakeFetch({
      [POST]: () => json({ error: 'not_found', message: 'Unknown function' }, 404),
      'POST /functions/v1/competitive-audit': () => json(result),
    })
    const err = await runAudit(input, { fetchImpl: f }).catch((e) => e)
    expect(err).toBeInstanceOf(AuditCallError)
    expect(err.message).toBe(
      'competitive-audit 404: {"error":"not_found","message":"Unknown function"}',
    )
    expect(calls).toEqual([POST])
  })

  it('with the health check (spec §7 call 4), GETs first and then posts the job', async () => {
    const { f, calls } = fakeFetch({
      [HEALTH]: () => json({ status: 'ok' }),
      [POST]: () => json(done()),
    })
    await runAudit(input, { fetchImpl: f, healthCheck: true })
    expect(calls).toEqual([HEALTH, POST])
  })
})

describe('runAudit: following the job', () => {
  it('reports live progress from the event stream and resolves with the result', async () => {
    const { f, calls } = fakeFetch({
      [HEALTH]: () => json({ status: 'ok' }),
      [POST]: () => json(job(), 202),
    })
    const stream = fakeStream()
    const seen: number[] = []
    const run = runAudit(input, {
      fetchImpl: f,
      healthCheck: true,
      eventSource: (url) => {
        expect(url).toBe('/functions/v1/audits/j1/events')
        setTimeout(() => {
          stream.emit('status', job({ status: 'running' }))
          stream.emit('progress', { done: 1, total: 44 })
          stream.emit('progress', { done: 2, total: 44 })
          stream.emit('status', done())
        }, 5)
        return stream
      },
      onProgress: (p) => seen.push(p.done),
    })
    expect(await run).toMatchObject({ business_name: 'Harbour Dental' })
    expect(seen).toEqual([0, 1, 2, 44])
    expect(stream.closed).toBe(true)
    expect(calls).toEqual([HEALTH, POST])
  })

  it('a cached result (200, done) needs no stream', async () => {
    const { f } = fakeFetch({ [POST]: () => json(done({ result: { ...result, cached: true } })) })
    expect(
      await runAudit(input, {
        fetchImpl: f,
        eventSource: () => {
          throw new Error('no stream expected')
        },
      }),
    ).toMatchObject({ cached: true })
  })

  it('polls when the stream drops, and throws the failed job’s message', async () => {
    let polls = 0
    const { f } = fakeFetch({
      [POST]: () => json(job(), 202),
      'GET /functions/v1/audits/j1': () =>
        json(
          ++polls < 2
            ? job({ status: 'running', progress: { done: 3, total: 44 } })
            : job({
                status: 'failed',
                error: {
                  error: 'assistants_unavailable',
                  message: 'No AI assistant could be reached.',
                },
              }),
        ),
    })
    const stream = fakeStream()
    const seen: number[] = []
    const err = await runAudit(input, {
      fetchImpl: f,
      pollMs: 1,
      onProgress: (p) => seen.push(p.done),
      eventSource: () => {
        setTimeout(() => stream.onerror?.({}), 1)
        return stream
      },
    }).catch((e) => e)
    expect(err).toBeInstanceOf(AuditCallError)
    expect(err).toMatchObject({
      message: 'No AI assistant could be reached.',
      serverMessage: 'No AI assistant could be reached.',
      rateLimited: false,
    })
    expect(polls).toBe(2)
    expect(seen).toEqual([3, 0])
  })

  it('polls when no event stream can be opened', async () => {
    const { f, calls } = fakeFetch({
      [POST]: () => json(job(), 202),
      'GET /functions/v1/audits/j1': () => json(done()),
    })
    const out = await runAudit(input, { fetchImpl: f, pollMs: 1, eventSource: null })
    expect(out.business_name).toBe('Harbour Dental')
    expect(calls).toEqual([POST, 'GET /functions/v1/audits/j1'])
  })

  it('a job failed on a limit is a rate-limit error, as the synchronous answer would be', async () => {
    const { f } = fakeFetch({
      [POST]: () =>
        json(
          job({
            status: 'failed',
            error: { error: 'Rate limit exceeded', message: 'Try again in an hour.' },
          }),
        ),
    })
    await expect(runAudit(input, { fetchImpl: f })).rejects.toMatchObject({
      rateLimited: true,
      serverMessage: 'Try again in an hour.',
    })
  })

  it('stops when its signal is aborted: the stream is closed and the run rejects', async () => {
    const { f } = fakeFetch({ [POST]: () => json(job(), 202) })
    const stream = fakeStream()
    const controller = new AbortController()
    const run = runAudit(input, {
      fetchImpl: f,
      signal: controller.signal,
      eventSource: () => {
        setTimeout(() => controller.abort(), 1)
        return stream
      },
    })
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
    expect(stream.closed).toBe(true)
  })
})

describe('runAudit: errors (spec §8)', () => {
  it('fails on a bad health check without posting', async () => {
    const { f, calls } = fakeFetch({ [HEALTH]: () => json({}, 503) })
    await expect(runAudit(input, { fetchImpl: f, healthCheck: true })).rejects.toThrow(
      'Health check failed: 503',
    )
    expect(calls).toEqual([HEALTH])
  })

  it("reports a non-OK POST with status and body, and keeps the server's message", async () => {
    const body = '{"error":"missing_fields","message":"Missing required fields"}'
    const { f } = fakeFetch({ [POST]: () => new Response(body, { status: 400 }) })
    await expect(runAudit(input, { fetchImpl: f })).rejects.toMatchObject({
      message: `competitive-audit 400: ${body}`,
      serverMessage: 'Missing required fields',
      rateLimited: false,
    })
  })

  it('a 429 is a rate-limit error with the service’s message', async () => {
    const { f } = fakeFetch({
      [POST]: () => json({ error: 'Rate limit exceeded', message: 'Try again in an hour.' }, 429),
    })
    await expect(runAudit(input, { fetchImpl: f })).rejects.toMatchObject({
      rateLimited: true,
      serverMessage: 'Try again in an hour.',
    })
  })

  it('reports invalid JSON', async () => {
    const { f } = fakeFetch({ [POST]: () => new Response('<html>') })
    await expect(runAudit(input, { fetchImpl: f })).rejects.toThrow(
      'Invalid JSON from competitive-audit',
    )
  })

  it('refuses a result without business_name', async () => {
    const { f } = fakeFetch({
      [POST]: () => json(done({ result: { ...result, business_name: '' } })),
    })
    await expect(runAudit(input, { fetchImpl: f })).rejects.toThrow(
      'Invalid audit data received from API',
    )
  })
})

describe('runAudit: a lost stream falls back to polling (restart of the audit service)', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  /** A fetch whose job polls answer, in turn, with `answers` (a function: thrown as a network error). */
  function pollingFetch(answers: (() => Response)[]) {
    const polls: number[] = []
    const f = (async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return json(job(), 202)
      expect(url).toBe('/functions/v1/audits/j1')
      polls.push(Date.now())
      const next = answers.length > 1 ? answers.shift()! : answers[0]
      return next()
    }) as typeof fetch
    return { f, polls }
  }
  const networkError = () => {
    throw new TypeError('Failed to fetch')
  }
  const running = () => json(job({ status: 'running', progress: { done: 5, total: 44 } }))

  it('heartbeats keep a quiet stream: no poll while they arrive', async () => {
    const { f, polls } = pollingFetch([() => json(done())])
    const stream = fakeStream()
    const run = runAudit(input, { fetchImpl: f, eventSource: () => stream })
    await vi.advanceTimersByTimeAsync(0)
    stream.emit('status', job({ status: 'running' }))
    for (let i = 0; i < 12; i++) {
      await vi.advanceTimersByTimeAsync(JOB_STREAM_HEARTBEAT_MS)
      stream.emit('heartbeat', { at: new Date().toISOString() })
    }
    stream.emit('status', done())
    expect(await run).toMatchObject({ business_name: 'Harbour Dental' })
    expect(polls).toHaveLength(0)
  })

  it('a stream silent for 2.5 heartbeats is closed and the job is polled to its end', async () => {
    const { f, polls } = pollingFetch([() => json(done())])
    const stream = fakeStream()
    const run = runAudit(input, { fetchImpl: f, eventSource: () => stream, reopens: 0 })
    await vi.advanceTimersByTimeAsync(0)
    stream.emit('status', job({ status: 'running' }))
    const lastEvent = Date.now()
    await vi.advanceTimersByTimeAsync(JOB_STREAM_STALE_MS - 1)
    expect(stream.closed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(stream.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(2000)
    expect(await run).toMatchObject({ business_name: 'Harbour Dental' })
    expect(polls).toEqual([lastEvent + JOB_STREAM_STALE_MS + 2000])
  })

  it('polls through 502, 503 and network errors with a growing wait, then shows the result', async () => {
    const { f, polls } = pollingFetch([
      () => json({ error: 'bad_gateway' }, 502),
      networkError,
      () => json({ error: 'unavailable' }, 503),
      networkError,
      () => json(done()),
    ])
    const stream = fakeStream()
    const t0 = Date.now()
    const run = runAudit(input, {
      fetchImpl: f,
      eventSource: () => stream,
      reopens: 0,
      pollMs: 1000,
      maxPollMs: 4000,
    })
    await vi.advanceTimersByTimeAsync(0)
    stream.onerror?.({})
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await run).toMatchObject({ business_name: 'Harbour Dental' })
    // 1 s, then 2, 4, 4 (the cap) while failing, then the answer.
    expect(polls.map((t) => t - t0)).toEqual([1000, 3000, 7000, 11000, 15000])
  })

  it('gives up with the loading page’s message after outageMs of failing polls', async () => {
    const { f, polls } = pollingFetch([networkError])
    const run = runAudit(input, {
      fetchImpl: f,
      eventSource: null,
      pollMs: 1000,
      maxPollMs: 1000,
      outageMs: 10_000,
    })
    const outcome = run.catch((e) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    const err = await outcome
    expect(err).toBeInstanceOf(AuditCallError)
    expect(err.message).toBe('Unable to complete audit. Please try again.')
    expect(polls).toHaveLength(11)
  })

  it('a job that is gone (404) fails at once', async () => {
    const { f, polls } = pollingFetch([() => json({ error: 'not_found' }, 404)])
    const outcome = runAudit(input, { fetchImpl: f, eventSource: null }).catch((e) => e)
    await vi.advanceTimersByTimeAsync(10_000)
    expect((await outcome).message).toBe('Unable to complete audit. Please try again.')
    expect(polls).toHaveLength(1)
  })

  it('opens the stream again once a poll shows the job under way, and follows it to the end', async () => {
    const { f, polls } = pollingFetch([() => json({ error: 'bad_gateway' }, 502), running])
    const streams = [fakeStream(), fakeStream()]
    const opened: string[] = []
    const seen: number[] = []
    const run = runAudit(input, {
      fetchImpl: f,
      onProgress: (p) => seen.push(p.done),
      eventSource: (url) => {
        opened.push(url)
        return streams[opened.length - 1]
      },
    })
    await vi.advanceTimersByTimeAsync(0)
    streams[0].emit('progress', { done: 3, total: 44 })
    streams[0].onerror?.({})
    expect(streams[0].closed).toBe(true)
    await vi.advanceTimersByTimeAsync(2000 + 4000)
    expect(polls).toHaveLength(2)
    expect(opened).toEqual(['/functions/v1/audits/j1/events', '/functions/v1/audits/j1/events'])
    streams[1].emit('progress', { done: 6, total: 44 })
    streams[1].emit('status', done())
    expect(await run).toMatchObject({ business_name: 'Harbour Dental' })
    expect(seen).toEqual([3, 5, 6, 44])
  })

  it('a stream refused at once (too many streams) is polled instead, without opening streams forever', async () => {
    const { f, polls } = pollingFetch([running, running, running, () => json(done())])
    let opened = 0
    const run = runAudit(input, {
      fetchImpl: f,
      reopens: 2,
      eventSource: () => {
        opened++
        const s = fakeStream()
        setTimeout(() => s.onerror?.({}), 0)
        return s
      },
    })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await run).toMatchObject({ business_name: 'Harbour Dental' })
    expect(opened).toBe(3)
    expect(polls).toHaveLength(4)
  })
})
