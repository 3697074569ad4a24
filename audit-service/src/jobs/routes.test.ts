/**
 * The jobs API and the synchronous call on top of the in-process jobs: 202 and polling, live
 * progress as server-sent events, the cache and `force_run`, joining, and a visitor who leaves;
 * the progress streams' caps per client address and per job, heartbeat and maximum lifetime.
 */
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import express from 'express'
import { ASSISTANT_IDS, auditJobSchema, type AssistantId, type AuditJob } from '@aivis/contract'
import { testApp } from '../../test/support/app'
import type { Assistant } from '../engine/assistants'
import { memoryLeads } from '../../test/support/leads'
import { SqliteAuditCache } from './cache'
import { quietLogger } from '../../test/support/logger'
import { auditJobRoutes } from './routes'
import type { StreamSettings } from './eventStream'
import type { AuditJobs, JobEvent } from './types'

const body = {
  business_name: 'Harbour Dental',
  target_location: 'Sydney',
  core_product_service: 'dentist',
  website: 'harbourdental.com.au',
}

/** Assistants that answer after `delayMs` (or hang until aborted), counting calls and aborts. */
function counting(delayMs: number | 'hang') {
  const stats = { calls: 0, aborted: 0 }
  const make = (id: AssistantId): Assistant => ({
    id,
    name: id,
    model: 'm',
    simulated: false,
    webSearch: false,
    ask: (_q, { signal } = {}) =>
      new Promise((resolve, reject) => {
        stats.calls++
        const t =
          delayMs === 'hang'
            ? undefined
            : setTimeout(
                () =>
                  resolve({
                    text: '1. **Harbour Dental** – great\n2. **Smile Co** – ok',
                    citations: [],
                    searched: false,
                  }),
                delayMs,
              )
        signal?.addEventListener('abort', () => {
          clearTimeout(t)
          stats.aborted++
          reject(new DOMException('aborted', 'AbortError'))
        })
      }),
  })
  return { stats, assistants: () => ASSISTANT_IDS.map(make) }
}

function appWith(delayMs: number | 'hang') {
  const c = counting(delayMs)
  const leads = memoryLeads()
  const app = testApp({
    assistants: c.assistants,
    describe: () => ({ assistants: [...ASSISTANT_IDS], simulated: false }),
    cache: new SqliteAuditCache(':memory:', 3_600_000),
    leads,
    logger: quietLogger(),
  })
  return { app, stats: c.stats, leads }
}

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

describe('jobs API', () => {
  it('POST /audits answers 202 with the job; polling gives its result once done', async () => {
    const { app } = appWith(5)
    const res = await request(app).post('/functions/v1/audits').send(body)
    expect(res.status).toBe(202)
    const job = auditJobSchema.parse(res.body)
    expect(res.headers.location).toBe(`/functions/v1/audits/${job.id}`)
    expect(['queued', 'running']).toContain(job.status)
    let got = job
    for (let i = 0; i < 100 && got.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 20))
      got = auditJobSchema.parse((await request(app).get(res.headers.location)).body)
    }
    expect(got).toMatchObject({ status: 'done', progress: { done: 44, total: 44 } })
    expect(got.result).toMatchObject({ business_name: 'Harbour Dental', audit_id: job.id })
    expect((await request(app).get('/functions/v1/audits/nope')).status).toBe(404)
  })

  it('streams each answer as it arrives (n of total), then the final status, as server-sent events', async () => {
    // Answers take 200 ms, so the stream is open before the audit ends even on a busy machine.
    const { app } = appWith(200)
    const { body: job } = await request(app).post('/functions/v1/audits').send(body)
    const res = await request(app)
      .get(`/functions/v1/audits/${job.id}/events`)
      .buffer(true)
      .parse((r, cb) => {
        let text = ''
        r.on('data', (c: Buffer) => (text += c.toString()))
        r.on('end', () => cb(null, text))
      })
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    const events = (res.body as string)
      .split('\n\n')
      .filter((b) => b.startsWith('event:'))
      .map((b) => ({
        event: /^event: (\w+)/.exec(b)![1],
        data: JSON.parse(/\ndata: (.*)/.exec(b)![1]),
      }))
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data.done)
    expect(progress.length).toBeGreaterThan(0)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBe(44)
    expect(events.at(-1)).toMatchObject({ event: 'status', data: { status: 'done' } })
    expect(events.at(-1)!.data.result.business_name).toBe('Harbour Dental')
  })

  it('answers an identical audit from the cache (cached, audited_at) and runs again with force_run', async () => {
    const { app, stats, leads } = appWith(1)
    const first = await request(app).post('/functions/v1/competitive-audit').send(body)
    expect(first.status).toBe(200)
    expect(first.body.cached).toBeUndefined()
    expect(stats.calls).toBe(44)
    const again = await request(app)
      .post('/functions/v1/competitive-audit')
      .send({
        ...body,
        business_name: '  harbour DENTAL ',
        website: 'https://www.harbourdental.com.au/',
      })
    expect(again.body).toMatchObject({ cached: true, audited_at: first.body.audited_at })
    expect(again.body.audit_id).not.toBe(first.body.audit_id)
    expect(stats.calls).toBe(44)
    const viaJobs = await request(app).post('/functions/v1/audits').send(body)
    expect(viaJobs.status).toBe(200)
    expect(viaJobs.body).toMatchObject({ status: 'done', result: { cached: true } })
    const forced = await request(app)
      .post('/functions/v1/competitive-audit')
      .send({ ...body, force_run: true })
    expect(forced.body.cached).toBeUndefined()
    expect(forced.body.audit_id).not.toBe(first.body.audit_id)
    expect(stats.calls).toBe(88)
    // One lead per audit the askers hold: two runs and two cached copies, each under its own id.
    const audits = leads.ops().filter((o) => o.kind === 'audit')
    expect(audits.map((o) => o.key).sort()).toEqual(
      [first, again, { body: viaJobs.body.result }, forced]
        .map((r) => `audit:${r.body.audit_id}`)
        .sort(),
    )
  })

  it("another business's facts (businessFacts alias too) never get a cached result made with other facts", async () => {
    const { app, stats, leads } = appWith(1)
    const facts = { telephone: '02 9000 0000', openingHours: ['Mo-Fr 08:00-17:00'] }
    const first = await request(app)
      .post('/functions/v1/competitive-audit')
      .send({ ...body, business_facts: facts })
    expect(first.status).toBe(200)
    expect(first.body.business_facts).toEqual(facts)
    expect(stats.calls).toBe(48)
    const same = await request(app)
      .post('/functions/v1/competitive-audit')
      .send({
        ...body,
        businessFacts: { openingHours: ['Mo-Fr 08:00-17:00'], telephone: '02 9000 0000' },
      })
    expect(same.body).toMatchObject({ cached: true, business_facts: facts })
    expect(stats.calls).toBe(48)
    const other = await request(app)
      .post('/functions/v1/competitive-audit')
      .send({ ...body, business_facts: { ...facts, telephone: '02 9111 1111' } })
    expect(other.body.cached).toBeUndefined()
    expect(other.body.business_facts).toEqual({ ...facts, telephone: '02 9111 1111' })
    expect(stats.calls).toBe(96)
    const none = await request(app).post('/functions/v1/competitive-audit').send(body)
    expect(none.body.cached).toBeUndefined()
    expect(none.body.business_facts).toBeUndefined()
    expect(stats.calls).toBe(140)
    // The facts travel with each audit's lead to the CMS.
    const lead = leads.ops().find((o) => o.key === `audit:${first.body.audit_id}`)
    expect(lead?.body).toMatchObject({ business_facts: facts })
    const bare = leads.ops().find((o) => o.key === `audit:${none.body.audit_id}`)
    expect(bare?.body).toMatchObject({ business_facts: null })
  })

  it('joins identical audits under way: three at once cost one run, each with its own id and token', async () => {
    const { app, stats } = appWith(20)
    const all = await Promise.all(
      [1, 2, 3].map(() => request(app).post('/functions/v1/competitive-audit').send(body)),
    )
    expect(all.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(all.map((r) => r.body.audit_id)).size).toBe(3)
    expect(new Set(all.map((r) => r.body.audit_token)).size).toBe(3)
    expect(new Set(all.map((r) => JSON.stringify(r.body.scores))).size).toBe(1)
    expect(stats.calls).toBe(44)
  })

  it('a visitor who leaves a synchronous audit cancels it: the vendor calls in flight are aborted', async () => {
    const { app, stats } = appWith('hang')
    const server = app.listen(0)
    servers.push(server)
    const { port } = server.address() as AddressInfo
    const ac = new AbortController()
    const pending = fetch(`http://127.0.0.1:${port}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: ac.signal,
    }).catch(() => null)
    for (let i = 0; i < 100 && stats.calls < 44; i++) await new Promise((r) => setTimeout(r, 10))
    expect(stats.calls).toBe(44)
    ac.abort()
    await pending
    for (let i = 0; i < 100 && stats.aborted < 44; i++) await new Promise((r) => setTimeout(r, 10))
    expect(stats.aborted).toBe(44)
  })

  it('keeps running a job asked for through POST /audits when nobody is watching', async () => {
    const { app, stats } = appWith(30)
    const { body: job } = await request(app).post('/functions/v1/audits').send(body)
    // A synchronous caller joins and leaves: the job goes on.
    const server = app.listen(0)
    servers.push(server)
    const { port } = server.address() as AddressInfo
    const ac = new AbortController()
    const p = fetch(`http://127.0.0.1:${port}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: ac.signal,
    }).catch(() => null)
    await new Promise((r) => setTimeout(r, 10))
    ac.abort()
    await p
    let status = ''
    for (let i = 0; i < 100 && status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 20))
      status = (await request(app).get(`/functions/v1/audits/${job.id}`)).body.status
    }
    expect(status).toBe('done')
    expect(stats.aborted).toBe(0)
  })
})

/** Jobs that stay running until `finish(id)`; `get` knows the ids given. */
function runningJobs(ids: string[]) {
  const listeners = new Map<string, Set<(e: JobEvent) => void>>()
  const state = new Map<string, AuditJob>(
    ids.map((id) => [
      id,
      {
        id,
        status: 'running',
        progress: { done: 1, total: 44 },
        created_at: new Date().toISOString(),
      },
    ]),
  )
  const jobs = {
    samples: 1,
    get: async (id: string) => state.get(id) ?? null,
    watch: async (id: string, l: (e: JobEvent) => void) => {
      const set = listeners.get(id) ?? new Set()
      listeners.set(id, set)
      set.add(l)
      return () => void set.delete(l)
    },
  } as unknown as AuditJobs
  const finish = (id: string) => {
    const job = {
      ...state.get(id)!,
      status: 'done' as const,
      finished_at: new Date().toISOString(),
    }
    state.set(id, job)
    for (const l of listeners.get(id) ?? []) l({ type: 'status', job })
  }
  const watchers = (id: string) => listeners.get(id)?.size ?? 0
  return { jobs, finish, watchers }
}

const SECRET = 'routes-test-proxy-secret-0123456789abcdef'

/** The events router alone over `jobs`, listening; resolves with its base URL. */
async function streamServer(jobs: AuditJobs, streams: Partial<StreamSettings>) {
  const app = express()
  app.use(
    '/functions/v1',
    auditJobRoutes({
      jobs,
      admit: async () => {
        throw new Error('no admission in these tests')
      },
      proxySecret: SECRET,
      streams,
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  servers.push({ close: () => (server.closeAllConnections(), server.close()) })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** An open stream: its status, what it has received so far, whether it ended, and `close()`. */
async function openStream(url: string, ip?: string) {
  const ac = new AbortController()
  const res = await fetch(url, {
    headers: ip ? { 'x-client-ip': ip, 'x-proxy-secret': SECRET } : {},
    signal: ac.signal,
  })
  const s = { status: res.status, res, text: '', ended: false, close: () => ac.abort() }
  if (res.status === 200) {
    void (async () => {
      const decoder = new TextDecoder()
      try {
        for await (const chunk of res.body!) s.text += decoder.decode(chunk as Uint8Array)
      } catch {
        /* closed by the test */
      }
      s.ended = true
    })()
  }
  return s
}

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('progress streams: caps, heartbeat, lifetime', () => {
  it('at most perClient streams per client address: the next gets 429 with Retry-After, others are not affected', async () => {
    const { jobs } = runningJobs(['a', 'b', 'c'])
    const base = await streamServer(jobs, { perClient: 2, perJob: 20, retryAfterSec: 7 })
    const first = await openStream(`${base}/functions/v1/audits/a/events`, '203.0.113.5')
    const second = await openStream(`${base}/functions/v1/audits/b/events`, '203.0.113.5')
    const third = await openStream(`${base}/functions/v1/audits/c/events`, '203.0.113.5')
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429])
    expect(third.res.headers.get('retry-after')).toBe('7')
    expect(await third.res.json()).toEqual({
      error: 'too_many_streams',
      message: expect.stringMatching(/Too many live progress streams/),
    })
    // Another address is counted on its own.
    const other = await openStream(`${base}/functions/v1/audits/c/events`, '198.51.100.9')
    expect(other.status).toBe(200)
    // A closed stream frees its place.
    first.close()
    await new Promise((r) => setTimeout(r, 100))
    const again = await openStream(`${base}/functions/v1/audits/c/events`, '203.0.113.5')
    expect(again.status).toBe(200)
    for (const s of [second, other, again]) s.close()
  })

  it('counts IPv6 clients per /64', async () => {
    const { jobs } = runningJobs(['a'])
    const base = await streamServer(jobs, { perClient: 1 })
    const url = `${base}/functions/v1/audits/a/events`
    const one = await openStream(url, '2001:db8:1:2::1')
    const sameNet = await openStream(url, '2001:db8:1:2:ffff::9')
    const otherNet = await openStream(url, '2001:db8:1:3::1')
    expect([one.status, sameNet.status, otherNet.status]).toEqual([200, 429, 200])
    one.close()
    otherNet.close()
  })

  it('at most perJob streams per job, whatever the addresses', async () => {
    const { jobs } = runningJobs(['a', 'b'])
    const base = await streamServer(jobs, { perClient: 10, perJob: 3 })
    const opened = []
    for (let i = 1; i <= 4; i++)
      opened.push(await openStream(`${base}/functions/v1/audits/a/events`, `192.0.2.${i}`))
    expect(opened.map((s) => s.status)).toEqual([200, 200, 200, 429])
    expect((await openStream(`${base}/functions/v1/audits/b/events`, '192.0.2.4')).status).toBe(200)
    opened.forEach((s) => s.close())
  })

  it('unknown jobs are 404 and take no place', async () => {
    const { jobs } = runningJobs(['a'])
    const base = await streamServer(jobs, { perClient: 1 })
    expect((await openStream(`${base}/functions/v1/audits/zz/events`, '192.0.2.1')).status).toBe(
      404,
    )
    const s = await openStream(`${base}/functions/v1/audits/a/events`, '192.0.2.1')
    expect(s.status).toBe(200)
    s.close()
  })

  it('sends a named heartbeat event at a fixed interval, and ends when the job ends', async () => {
    const { jobs, finish, watchers } = runningJobs(['a'])
    const base = await streamServer(jobs, { heartbeatMs: 50 })
    const s = await openStream(`${base}/functions/v1/audits/a/events`)
    await until(() => (s.text.match(/event: heartbeat\n/g) ?? []).length >= 3)
    const beat = /event: heartbeat\ndata: (.*)\n\n/.exec(s.text)!
    expect(Date.parse(JSON.parse(beat[1]).at)).toBeGreaterThan(Date.now() - 5000)
    expect(s.text.startsWith('event: status\n')).toBe(true)
    expect(s.ended).toBe(false)
    finish('a')
    await until(() => s.ended)
    expect(s.text).toMatch(/event: status\ndata: \{[^\n]*"status":"done"/)
    expect(watchers('a')).toBe(0)
  })

  it('ends a stream after its maximum lifetime although the job goes on, and frees its place', async () => {
    const { jobs, watchers } = runningJobs(['a'])
    const base = await streamServer(jobs, { maxLifetimeMs: 300, perClient: 1 })
    const started = Date.now()
    const s = await openStream(`${base}/functions/v1/audits/a/events`, '192.0.2.1')
    await until(() => s.ended)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(s.text).not.toMatch(/"status":"done"/)
    expect(watchers('a')).toBe(0)
    const next = await openStream(`${base}/functions/v1/audits/a/events`, '192.0.2.1')
    expect(next.status).toBe(200)
    next.close()
  })
})
