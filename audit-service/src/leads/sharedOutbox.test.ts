/**
 * The audit workers' outbox (WORKER_OUTBOX_DB): every worker's relay works the same SQLite file,
 * and workers send no mail (docs/decisions/0097). Real SQLite files, real relays, and a real HTTP
 * receiver standing in for the CMS that counts every post and, like Payload's unique index, refuses
 * a second document with the same `idempotency_key`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadRelay } from './relay'
import { LeadStore } from './store'
import { loggerInto } from '../../test/support/logger'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/**
 * A CMS stand-in: `mode` 'up' stores a document after `delayMs` (400 on a repeated idempotency
 * key, as Payload answers), 'down' answers 503. `posts[key]`: how many times each key was posted.
 */
async function countingCms(delayMs = 0) {
  const state = {
    mode: 'up' as 'up' | 'down',
    posts: {} as Record<string, number>,
    stored: [] as { collection: string; body: Record<string, unknown> }[],
  }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      setTimeout(() => {
        if (state.mode === 'down') return void res.writeHead(503).end('{"errors":[]}')
        const body = JSON.parse(raw) as Record<string, unknown>
        const key = String(body.idempotency_key)
        state.posts[key] = (state.posts[key] ?? 0) + 1
        const collection = (req.url ?? '').split('?')[0].replace('/api/', '')
        if (state.stored.some((d) => d.body.idempotency_key === key))
          return void res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(
              '{"errors":[{"name":"ValidationError","data":{"errors":[{"path":"idempotency_key","message":"Value must be unique"}]}}]}',
            )
        state.stored.push({ collection, body })
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"doc":{}}')
      }, delayMs)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(() => new Promise((r) => server.close(r)))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state }
}

/** A new outbox file in its own temporary folder, removed after the test. */
function outboxFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-outbox-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return path.join(dir, 'worker-leads.db')
}

/** Opens `file` as one worker does, closed after the test. */
function open(file: string): LeadStore {
  const store = new LeadStore(file)
  cleanups.push(() => store.close())
  return store
}

/** Queues `n` audit leads as finished jobs do (jobs/ `audit:{jobId}`). */
function queueAudits(store: LeadStore, n: number) {
  store.accept((tx) => {
    for (let i = 0; i < n; i++)
      tx.op({
        key: `audit:job-${i}`,
        kind: 'audit',
        collection: 'audits',
        method: 'POST',
        body: { idempotency_key: `audit:job-${i}`, business_name: `Business ${i}` },
      })
  })
}

/** A worker's relay: no mailer. */
function workerRelay(store: LeadStore, cmsUrl: string, logs: string[] = []) {
  return new LeadRelay({
    store,
    cms: { url: cmsUrl, apiKey: 'k' },
    mailer: null,
    baseMs: 1,
    maxMs: 5,
    reportAfter: 3,
    logger: loggerInto(logs),
  })
}

describe('two worker relays on one outbox file', () => {
  it('post every audit lead once: no op is sent by both relays', async () => {
    const cms = await countingCms(15)
    const file = outboxFile()
    const a = open(file)
    const b = open(file)
    queueAudits(a, 30)
    const relayA = workerRelay(a, cms.url)
    const relayB = workerRelay(b, cms.url)
    // Both pass over the outbox at the same time, as two workers woken by their own jobs do.
    for (let i = 0; i < 5; i++) await Promise.all([relayA.tick(), relayB.tick()])
    expect(a.stats().ops).toMatchObject({ pending: 0, done: 30, failed: 0 })
    expect(Object.keys(cms.state.posts)).toHaveLength(30)
    expect(Object.values(cms.state.posts).filter((n) => n > 1)).toEqual([])
    expect(cms.state.stored).toHaveLength(30)
  })

  it('an op whose relay died while sending it is sent again once its lease ran out', async () => {
    const cms = await countingCms()
    const file = outboxFile()
    const store = open(file)
    queueAudits(store, 1)
    const [row] = store.due('ops', Date.now(), 10)
    // A relay took it (lease of 1 s) and died before recording anything.
    expect(store.lease(row.id, Date.now(), Date.now() + 1000)).toBe(true)
    const other = workerRelay(open(file), cms.url)
    await other.tick()
    expect(cms.state.posts).toEqual({})
    expect(store.nextDue('ops')).toBeGreaterThan(Date.now())
    await new Promise((r) => setTimeout(r, 1100))
    await other.tick()
    expect(cms.state.posts).toEqual({ 'audit:job-0': 1 })
    expect(store.stats().ops).toMatchObject({ pending: 0, done: 1 })
  })
})

describe('a worker relay sends no mail and queues none', () => {
  it('a CMS outage is reported to lead-delivery-failures as the audit it is, with no alert message', async () => {
    const cms = await countingCms()
    cms.state.mode = 'down'
    const store = open(outboxFile())
    queueAudits(store, 1)
    const logs: string[] = []
    const relay = workerRelay(store, cms.url, logs)
    for (let i = 0; i < 4; i++) {
      await relay.tick()
      await new Promise((r) => setTimeout(r, 10))
    }
    // Nothing is waiting for a mail server this process does not have.
    expect(store.stats().mails).toEqual({ pending: 0, done: 0, failed: 0, retrying: 0 })
    const alert = logs.find((l) => l.includes('ALERT'))
    expect(alert).toMatch(/CMS audit audit:job-0 failed 3 times/)
    expect(alert).not.toMatch(/mail server|alerted by mail/)
    cms.state.mode = 'up'
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 10))
      await relay.tick()
    }
    expect(store.stats().ops).toMatchObject({ pending: 0, failed: 0 })
    const reports = cms.state.stored.filter((d) => d.collection === 'lead-delivery-failures')
    expect(reports.map((d) => d.body)).toEqual([
      expect.objectContaining({ kind: 'audit', collection: 'audits', refused: false }),
    ])
    expect(cms.state.stored.some((d) => d.collection === 'audits')).toBe(true)
  })

  it('a message an older worker queued is given up at start, not retried and not blamed on the mail server', async () => {
    const cms = await countingCms()
    const file = outboxFile()
    const store = open(file)
    store.accept((tx) =>
      tx.mail({ key: 'alert:down:498833', kind: 'delivery_alert', to: '', data: {} }),
    )
    const logs: string[] = []
    const relay = workerRelay(store, cms.url, logs)
    relay.start()
    cleanups.push(() => relay.stop())
    await relay.idle()
    for (let i = 0; i < 6; i++) await relay.tick()
    expect(store.stats().mails).toMatchObject({ pending: 0, failed: 1 })
    const db = new Database(file)
    const row = db.prepare('SELECT attempts, last_error FROM mails').get() as {
      attempts: number
      last_error: string
    }
    db.close()
    expect(row.attempts).toBe(0)
    expect(row.last_error).toMatch(/sends no mail/)
    expect(cms.state.stored.filter((d) => d.collection === 'lead-delivery-failures')).toEqual([])
  })
})
