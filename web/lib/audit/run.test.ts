import { MISSING_FIELDS_MESSAGE, type AuditJob } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { describe, expect, it } from 'vitest'
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
