/** The in-process job queue: bounds, joining, progress, cancellation; and the SQLite cache. */
import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { AuditRequest, AuditResult } from '@aivis/contract'
import { AuditCancelledError, QueueFullError } from '../errors'
import { SqliteAuditCache } from './cache'
import { auditKey } from './key'
import { SqliteJobStore } from './jobStore'
import { MemoryJobs } from './memory'
import { collected } from '../../test/support/gc'
import type { AuditRunner } from './runner'
import { type JobEvent } from './types'

const req: AuditRequest = {
  business_name: 'Acme Dental',
  target_location: 'Perth',
  core_product_service: 'dentist',
  business_type: 'service',
  website: 'acmedental.com.au',
  force_run: false,
  aliases: [],
}
const result = (id: string) => ({ business_name: 'Acme Dental', audit_id: id }) as AuditResult

/** A runner whose audits end when the test says so; it reports 2 of 2 calls. */
function gatedRunner() {
  const gates: { id: string; open: () => void; signal?: AbortSignal }[] = []
  let running = 0
  let maxRunning = 0
  const runner: AuditRunner = (_req, ctx) =>
    new Promise((resolve, reject) => {
      running++
      maxRunning = Math.max(maxRunning, running)
      const finish = () => {
        running--
      }
      ctx.signal?.addEventListener('abort', () => {
        finish()
        reject(new AuditCancelledError())
      })
      gates.push({
        id: ctx.jobId,
        signal: ctx.signal,
        open: () => {
          ctx.onProgress?.({
            done: 1,
            total: 2,
            assistant: 'chatgpt',
            question_id: 1,
            mentioned_you: true,
          })
          ctx.onProgress?.({
            done: 2,
            total: 2,
            assistant: 'chatgpt',
            question_id: 0,
            mentioned_you: false,
          })
          finish()
          resolve(result(ctx.jobId))
        },
      })
    })
  return { runner, gates, max: () => maxRunning }
}
const tick = () => new Promise((r) => setTimeout(r, 5))

describe('MemoryJobs', () => {
  it('runs at most `concurrency` audits at once and gives the queue position of the others', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 2, maxQueued: 10, keepMs: 60_000 })
    const ids = []
    for (let i = 0; i < 5; i++) ids.push((await jobs.submit(req, { key: `k${i}` })).id)
    await tick()
    expect(g.gates).toHaveLength(2)
    expect((await jobs.get(ids[0]))!.status).toBe('running')
    expect(await jobs.get(ids[2])).toMatchObject({ status: 'queued', position: 1 })
    expect(await jobs.get(ids[4])).toMatchObject({ status: 'queued', position: 3 })
    while (g.gates.length) {
      g.gates.shift()!.open()
      await tick()
    }
    for (const id of ids) {
      const job = await jobs.get(id)
      expect(job).toMatchObject({ status: 'done' })
      // The result is in the finished results (results.ts), not kept in memory.
      expect(job!.result).toBeUndefined()
    }
    expect(g.max()).toBe(2)
  })

  it('refuses a job when `maxQueued` are waiting', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 1, maxQueued: 2, keepMs: 60_000 })
    await jobs.submit(req, { key: 'a' }) // running
    await jobs.submit(req, { key: 'b' })
    await jobs.submit(req, { key: 'c' })
    await expect(jobs.submit(req, { key: 'd' })).rejects.toBeInstanceOf(QueueFullError)
  })

  it('joins an identical audit under way instead of running it twice, not after it ended', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 4, maxQueued: 10, keepMs: 60_000 })
    const a = await jobs.submit(req, { key: 'same' })
    const b = await jobs.submit(req, { key: 'same', hold: true })
    const forced = await jobs.submit(req, { key: null })
    expect(b).toEqual({ id: a.id, joined: true })
    expect(forced.id).not.toBe(a.id)
    await tick()
    expect(g.gates).toHaveLength(2)
    g.gates[0].open()
    await jobs.wait(a.id)
    const c = await jobs.submit(req, { key: 'same' })
    expect(c.joined).toBe(false)
  })

  it('streams progress then the final status to watchers; wait() resolves with the result', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 1, maxQueued: 10, keepMs: 60_000 })
    const { id } = await jobs.submit(req, { key: null })
    const events: JobEvent[] = []
    await jobs.watch(id, (e) => events.push(e))
    await tick()
    const done = jobs.wait(id)
    g.gates[0].open()
    expect(await done).toMatchObject({ status: 'done', progress: { done: 2, total: 2 } })
    expect(
      events.map((e) => (e.type === 'progress' ? `p${e.progress.done}` : e.job.status)),
    ).toEqual(['p1', 'p2', 'done'])
  })

  it('cancels a synchronous caller’s job when its last holder leaves, aborting the run', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 1, maxQueued: 10, keepMs: 60_000 })
    const a = await jobs.submit(req, { key: 'x', hold: true })
    await jobs.submit(req, { key: 'x', hold: true })
    await tick()
    await jobs.release(a.id)
    expect(g.gates[0].signal!.aborted).toBe(false) // one holder left
    await jobs.release(a.id)
    expect(g.gates[0].signal!.aborted).toBe(true)
    expect(await jobs.wait(a.id)).toMatchObject({
      status: 'cancelled',
      error: { error: 'cancelled' },
    })
  })

  it('keeps a job asked for through POST /audits when a synchronous holder leaves', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 1, maxQueued: 10, keepMs: 60_000 })
    const a = await jobs.submit(req, { key: 'y' }) // POST /audits
    await jobs.submit(req, { key: 'y', hold: true })
    await tick()
    await jobs.release(a.id)
    expect(g.gates[0].signal!.aborted).toBe(false)
  })

  it('drops a queued job that is cancelled without ever running it', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 1, maxQueued: 10, keepMs: 60_000 })
    await jobs.submit(req, { key: '1' })
    const b = await jobs.submit(req, { key: '2', hold: true })
    await jobs.release(b.id)
    expect(await jobs.get(b.id)).toMatchObject({ status: 'cancelled' })
    g.gates[0].open()
    await tick()
    expect(g.gates).toHaveLength(1) // the cancelled job never started a run
  })

  it('forgets an ended job after keepMs', async () => {
    const g = gatedRunner()
    const jobs = new MemoryJobs(g.runner, { concurrency: 1, maxQueued: 10, keepMs: 20 })
    const { id } = await jobs.submit(req, { key: null })
    await tick()
    g.gates[0].open()
    await jobs.wait(id)
    await new Promise((r) => setTimeout(r, 40))
    expect(await jobs.get(id)).toBeNull()
  })

  it("lets a finished audit's result go while its status is kept for keepMs", async () => {
    let made: WeakRef<AuditResult> | undefined
    const jobs = new MemoryJobs(
      async (_req, ctx) => {
        const done = { ...result(ctx.jobId), answers: 'x'.repeat(100_000) } as AuditResult
        made = new WeakRef(done)
        return done
      },
      { concurrency: 1, maxQueued: 10, keepMs: 60_000 },
    )
    const { id } = await jobs.submit(req, { key: null })
    await jobs.wait(id)
    expect(await jobs.get(id)).toMatchObject({ status: 'done' })
    expect(await collected(made!)).toBe(true)
  })

  it('a stop keeps the queued jobs on disk: the next start runs them under the same ids; a job only a synchronous caller held is dropped', async () => {
    const file = `/tmp/audit-jobs-${process.pid}-${Date.now()}.db`
    const g1 = gatedRunner()
    const store1 = new SqliteJobStore(file)
    const jobs1 = new MemoryJobs(g1.runner, {
      concurrency: 1,
      maxQueued: 10,
      keepMs: 60_000,
      store: store1,
    })
    const running = await jobs1.submit(req, { key: 'a' })
    const queued = [await jobs1.submit(req, { key: 'b' }), await jobs1.submit(req, { key: 'c' })]
    const held = await jobs1.submit(req, { key: 'd', hold: true })
    await tick()
    const closed = jobs1.close()
    g1.gates[0].open()
    await closed
    expect(await jobs1.get(running.id)).toMatchObject({ status: 'done' })
    for (const { id } of queued) expect(await jobs1.get(id)).toMatchObject({ status: 'queued' })
    expect(g1.gates).toHaveLength(1)
    store1.close()

    const g2 = gatedRunner()
    const store2 = new SqliteJobStore(file)
    const jobs2 = new MemoryJobs(g2.runner, {
      concurrency: 4,
      maxQueued: 10,
      keepMs: 60_000,
      store: store2,
    })
    await tick()
    expect(g2.gates.map((g) => g.id)).toEqual(queued.map((q) => q.id))
    expect(await jobs2.get(held.id)).toBeNull()
    for (const gate of g2.gates) gate.open()
    for (const { id } of queued) expect(await jobs2.wait(id)).toMatchObject({ id, status: 'done' })
    expect(store2.pending()).toEqual([])
    store2.close()
    for (const suffix of ['', '-shm', '-wal']) rmSync(`${file}${suffix}`, { force: true })
  })
})

describe('auditKey', () => {
  const engine = { assistants: ['chatgpt', 'claude'], simulated: false, samples: 1 }
  it('is the same for the same audit written differently', () => {
    expect(
      auditKey(
        {
          ...req,
          business_name: '  ACME   dental ',
          target_location: 'perth',
          website: 'https://www.acmedental.com.au/',
        },
        engine,
      ),
    ).toBe(auditKey(req, engine))
  })
  it('differs by service, location, type, website, aliases, assistants, simulation, samples and web search', () => {
    const base = auditKey(req, engine)
    for (const other of [
      auditKey({ ...req, core_product_service: 'orthodontist' }, engine),
      auditKey({ ...req, target_location: 'Sydney' }, engine),
      auditKey({ ...req, business_type: 'practice' }, engine),
      auditKey({ ...req, website: 'acme.com' }, engine),
      auditKey({ ...req, aliases: ['Acme'] }, engine),
      auditKey(req, { ...engine, assistants: ['chatgpt'] }),
      auditKey(req, { ...engine, simulated: true }),
      auditKey(req, { ...engine, samples: 3 }),
      auditKey(req, { ...engine, searching: ['chatgpt'] }),
    ])
      expect(other).not.toBe(base)
  })

  it("differs by the business's facts; the same facts in another key order, or none, keep the key", () => {
    const facts = {
      telephone: '08 9000 0000',
      address: { streetAddress: '1 Hay St', addressLocality: 'Perth' },
      openingHours: ['Mo-Fr 08:00-17:00'],
    }
    const withFacts = auditKey({ ...req, business_facts: facts }, engine)
    expect(withFacts).not.toBe(auditKey(req, engine))
    expect(
      auditKey(
        {
          ...req,
          business_facts: {
            openingHours: ['Mo-Fr 08:00-17:00'],
            address: { addressLocality: 'Perth', streetAddress: '1 Hay St' },
            telephone: '08 9000 0000',
          },
        },
        engine,
      ),
    ).toBe(withFacts)
    for (const other of [
      { ...facts, telephone: '08 9000 0001' },
      { ...facts, openingHours: ['Mo-Sa 08:00-17:00'] },
      { ...facts, address: { ...facts.address, streetAddress: '2 Hay St' } },
      { ...facts, status: 'moved' as const },
    ])
      expect(auditKey({ ...req, business_facts: other }, engine)).not.toBe(withFacts)
    // Requests without facts keep the key results were cached under before facts existed.
    expect(auditKey({ ...req, business_facts: {} }, engine)).toBe(auditKey(req, engine))
  })
})

describe('SqliteAuditCache', () => {
  it('answers within its lifetime, not after, and survives reopening the file', async () => {
    const file = `/tmp/audit-cache-${process.pid}-${Date.now()}.db`
    let now = 1_000
    const c1 = new SqliteAuditCache(file, 10_000, () => now)
    await c1.set('k', result('job-1'))
    await c1.close()
    const c2 = new SqliteAuditCache(file, 10_000, () => now)
    expect(await c2.get('k')).toMatchObject({ audit_id: 'job-1' })
    expect(await c2.get('other')).toBeNull()
    now += 10_001
    expect(await c2.get('k')).toBeNull()
    await c2.close()
    for (const suffix of ['', '-shm', '-wal']) rmSync(`${file}${suffix}`, { force: true })
  })
})
