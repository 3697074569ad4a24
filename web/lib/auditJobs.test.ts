import { describe, expect, it } from 'vitest'
import type { AuditJob } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { AuditCallError } from './auditClient'
import { runAuditJob, type EventStream } from './auditJobs'

const input = {
  business_name: 'Harbour Dental',
  target_location: 'Sydney',
  core_product_service: 'dentist',
}
const result = makeAuditResult()
const job = (over: Partial<AuditJob> = {}): AuditJob => ({
  id: 'j1',
  status: 'queued',
  progress: { done: 0, total: 0 },
  created_at: '2026-11-23T00:00:00.000Z',
  ...over,
})

/** A fetch answering by method and path; records the calls. */
function fakeFetch(routes: Record<string, () => Response>) {
  const calls: string[] = []
  const f = (async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`
    calls.push(key)
    const h = routes[key]
    return h ? h() : new Response('{}', { status: 500 })
  }) as typeof fetch
  return { f, calls }
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

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

describe('runAuditJob', () => {
  it('reports live progress from the event stream and resolves with the result', async () => {
    const { f, calls } = fakeFetch({
      'GET /functions/v1/competitive-audit': () => json({ status: 'ok' }),
      'POST /functions/v1/audits': () => json(job(), 202),
    })
    const stream = fakeStream()
    const seen: number[] = []
    const run = runAuditJob(input, {
      fetchImpl: f,
      eventSource: (url) => {
        expect(url).toBe('/functions/v1/audits/j1/events')
        setTimeout(() => {
          stream.emit('status', job({ status: 'running' }))
          stream.emit('progress', { done: 1, total: 44 })
          stream.emit('progress', { done: 2, total: 44 })
          stream.emit('status', job({ status: 'done', progress: { done: 44, total: 44 }, result }))
        }, 5)
        return stream
      },
      onProgress: (p) => seen.push(p.done),
    })
    expect(await run).toMatchObject({ business_name: 'Harbour Dental' })
    expect(seen).toEqual([0, 1, 2, 44])
    expect(stream.closed).toBe(true)
    expect(calls).toEqual(['GET /functions/v1/competitive-audit', 'POST /functions/v1/audits'])
  })

  it('a cached result (200, done) needs no stream', async () => {
    const { f } = fakeFetch({
      'GET /functions/v1/competitive-audit': () => json({ status: 'ok' }),
      'POST /functions/v1/audits': () =>
        json(job({ status: 'done', result: { ...result, cached: true } })),
    })
    expect(
      await runAuditJob(input, {
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
      'GET /functions/v1/competitive-audit': () => json({ status: 'ok' }),
      'POST /functions/v1/audits': () => json(job(), 202),
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
    const err = await runAuditJob(input, {
      fetchImpl: f,
      pollMs: 1,
      eventSource: () => {
        setTimeout(() => stream.onerror?.({}), 1)
        return stream
      },
    }).catch((e) => e)
    expect(err).toBeInstanceOf(AuditCallError)
    expect(err.message).toBe('No AI assistant could be reached.')
    expect(polls).toBe(2)
  })

  it('a 429 is a rate-limit error with the service’s message; a failed health check says so', async () => {
    const limited = fakeFetch({
      'GET /functions/v1/competitive-audit': () => json({ status: 'ok' }),
      'POST /functions/v1/audits': () =>
        json({ error: 'Rate limit exceeded', message: 'Try again in an hour.' }, 429),
    })
    const err = await runAuditJob(input, { fetchImpl: limited.f }).catch((e) => e)
    expect(err.rateLimited).toBe(true)
    expect(err.serverMessage).toBe('Try again in an hour.')
    const down = fakeFetch({ 'GET /functions/v1/competitive-audit': () => json({}, 503) })
    await expect(runAuditJob(input, { fetchImpl: down.f })).rejects.toThrow(
      'Health check failed: 503',
    )
  })
})
