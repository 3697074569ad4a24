/**
 * The lead outbox failing under the relay (a full disk): a message whose "sent" record cannot be
 * written goes out once, not again and again; nothing is sent while the outbox cannot record it;
 * GET /readyz answers 503 until the outbox can be written again, and then the relay resumes and
 * each next message goes out once. A message left `sending` by a stopped process is sent once more
 * after the restart (at least once, same Message-ID). Real SQLite outbox file, real relay and
 * mailer (nodemailer) against an in-process SMTP server (smtp-server); the full disk is simulated
 * by making every write statement of the outbox fail with SQLITE_FULL.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { loggerInto, quietLogger } from '../../test/support/logger'
import { smtpMailer } from '../mail/mailer'
import { LeadRelay } from './relay'
import { LeadStore } from './store'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until `cond()` holds or `ms` pass; returns whether it held. */
async function until(cond: () => boolean, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms
  while (!cond() && Date.now() < deadline) await sleep(25)
  return cond()
}

/**
 * Makes the outbox's disk "full": while `disk.full`, every INSERT/UPDATE/DELETE of `store` throws
 * SQLITE_FULL as libsql does (reads still work); `disk.failedWrites` counts them.
 */
function fillableDisk(store: LeadStore) {
  const disk = { full: false, failedWrites: 0 }
  type Stmt = { run: (...args: unknown[]) => unknown }
  const db = (store as unknown as { db: { prepare: (sql: string) => Stmt } }).db
  const prepare = db.prepare.bind(db)
  db.prepare = (sql: string) => {
    const stmt = prepare(sql)
    if (!/^\s*(INSERT|UPDATE|DELETE)/i.test(sql)) return stmt
    return new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'run' && disk.full)
          return () => {
            disk.failedWrites++
            throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
          }
        const value = Reflect.get(target, prop) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }
  return disk
}

/** An SMTP server recording the Message-ID of each accepted message; `onMessage` runs first. */
async function smtpServer(onMessage: () => void = () => {}) {
  const accepted: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = ''
      stream.on('data', (c) => (raw += c))
      stream.on('end', () => {
        onMessage()
        accepted.push(/^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '')
        callback()
      })
    },
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(() => new Promise<void>((r) => server.close(() => r())))
  return { port: (server.server.address() as AddressInfo).port, accepted }
}

function outboxFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-full-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return path.join(dir, 'leads.db')
}

/** A relay (fast back-off) with its mailer, the app over the same outbox, and the relay's log. */
function relayAndApp(store: LeadStore, smtpPort: number) {
  const mailer = smtpMailer({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'Visibly AI <hello@visibly.example>',
    salesEmail: 'sales@visibly.example',
    timeZone: 'Australia/Sydney',
    siteUrl: 'http://localhost:3000',
    adminUrl: 'http://localhost:3001/admin',
    unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
  })
  const logs: string[] = []
  const relay = new LeadRelay({
    store,
    // No CMS is needed: these outboxes hold mail only.
    cms: { url: 'http://127.0.0.1:9', apiKey: 'k' },
    mailer,
    baseMs: 100,
    maxMs: 800,
    logger: loggerInto(logs),
  })
  cleanups.push(async () => {
    await relay.stop()
    store.close()
    mailer.close()
  })
  const app = testApp({
    describe: () => ({ assistants: [], simulated: false }),
    leads: { store, wake: () => relay.wake(), unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET },
    logger: quietLogger(),
  })
  return { relay, app, logs }
}

/** Commits one sales notice (an inquiry) to the outbox. */
function addNotice(store: LeadStore, n: number) {
  store.accept((tx) =>
    tx.mail({
      key: `inquiry:${n}:notice`,
      kind: 'inquiry_notice',
      to: '',
      data: {
        inquiry: {
          name: `Owner ${n}`,
          email: `owner${n}@example.com`,
          businessName: `Business ${n}`,
          message: 'Please analyse how AI assistants see our business.',
        },
        receivedAt: '2026-11-24T10:00:00.000Z',
      },
    }),
  )
}

describe('lead relay: the outbox cannot be written (full disk)', () => {
  it('sends a message whose sent record fails once, reports not ready, resumes when writes work', async () => {
    let disk = { full: false, failedWrites: 0 }
    // The disk fills while the mail server takes the first message: its "sent" record fails.
    const smtp = await smtpServer(() => {
      if (!smtp?.accepted.length) disk.full = true
    })
    const store = new LeadStore(outboxFile())
    disk = fillableDisk(store)
    const { relay, app, logs } = relayAndApp(store, smtp.port)
    addNotice(store, 1)
    expect((await request(app).get('/readyz')).status).toBe(200)
    relay.start()

    await sleep(3000)
    expect(smtp.accepted).toEqual(['<inquiry:1:notice@visibly.example>'])
    expect(disk.failedWrites).toBeGreaterThan(0)
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'not_ready' })
    expect((await request(app).get('/readyz')).status).toBe(503)
    // Logged, not once per retry: the back-off grows.
    const outboxLines = logs.filter((l) => /OUTBOX CANNOT BE WRITTEN/.test(l))
    expect(outboxLines.length).toBeGreaterThanOrEqual(1)
    expect(outboxLines.length).toBeLessThan(4)

    disk.full = false
    expect(await until(() => store.stats().mails.done === 1)).toBe(true)
    expect((await request(app).get('/readyz')).status).toBe(200)
    expect(smtp.accepted).toHaveLength(1)

    addNotice(store, 2)
    relay.wake()
    expect(await until(() => smtp.accepted.length === 2)).toBe(true)
    await sleep(1000)
    expect(smtp.accepted).toEqual([
      '<inquiry:1:notice@visibly.example>',
      '<inquiry:2:notice@visibly.example>',
    ])
    expect(store.stats().mails).toMatchObject({ pending: 0, done: 2, failed: 0 })
  }, 15_000)

  it('sends nothing while the message cannot be marked as being sent, then sends it once', async () => {
    const smtp = await smtpServer()
    const store = new LeadStore(outboxFile())
    const disk = fillableDisk(store)
    const { relay, app } = relayAndApp(store, smtp.port)
    addNotice(store, 1)
    disk.full = true
    relay.start()

    await sleep(1500)
    expect(smtp.accepted).toHaveLength(0)
    // Back-off 100, 200, 400, 800 ms…: a handful of attempts, not a tight loop.
    expect(disk.failedWrites).toBeGreaterThan(0)
    expect(disk.failedWrites).toBeLessThan(10)
    expect((await request(app).get('/readyz')).status).toBe(503)

    disk.full = false
    expect(await until(() => smtp.accepted.length === 1)).toBe(true)
    await sleep(1000)
    expect(smtp.accepted).toEqual(['<inquiry:1:notice@visibly.example>'])
    expect(store.stats().mails).toMatchObject({ pending: 0, done: 1 })
    expect((await request(app).get('/readyz')).status).toBe(200)
  }, 10_000)

  it('a message left sending by a stopped process is sent once more after the restart (same Message-ID)', async () => {
    let disk = { full: false, failedWrites: 0 }
    const smtp = await smtpServer(() => {
      if (!smtp?.accepted.length) disk.full = true
    })
    const file = outboxFile()
    const first = new LeadStore(file)
    disk = fillableDisk(first)
    const a = relayAndApp(first, smtp.port)
    addNotice(first, 1)
    a.relay.start()
    expect(await until(() => smtp.accepted.length === 1)).toBe(true)
    await sleep(500)
    // Stopped while its "sent" record still cannot be written.
    await a.relay.stop()
    first.close()
    expect(smtp.accepted).toHaveLength(1)

    const second = new LeadStore(file)
    const b = relayAndApp(second, smtp.port)
    b.relay.start()
    expect(await until(() => smtp.accepted.length === 2)).toBe(true)
    await sleep(1500)
    expect(smtp.accepted).toEqual([
      '<inquiry:1:notice@visibly.example>',
      '<inquiry:1:notice@visibly.example>',
    ])
    expect(second.stats().mails).toMatchObject({ pending: 0, done: 1 })
  }, 10_000)

  it('assertWritable rolls its probe back while writes work, and commits it once a write failed', () => {
    const store = new LeadStore(':memory:')
    cleanups.push(() => store.close())
    const disk = fillableDisk(store)
    const db = (store as unknown as { db: { prepare: (sql: string) => { get: () => unknown } } }).db
    const probes = () => (db.prepare('SELECT COUNT(*) AS n FROM probe').get() as { n: number }).n
    store.assertWritable()
    expect(probes()).toBe(0)
    disk.full = true
    expect(() => store.assertWritable()).toThrow(/disk is full/)
    expect(() => addNotice(store, 1)).toThrow(/disk is full/)
    disk.full = false
    // The committed probe finds the outbox writable again (a rolled-back one would not see a full
    // disk in WAL mode).
    store.assertWritable()
    expect(probes()).toBe(1)
    addNotice(store, 1)
    expect(store.stats().mails.pending).toBe(1)
  })
})
