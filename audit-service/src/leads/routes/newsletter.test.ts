/**
 * The newsletter over HTTP (spec §7 call 5, §8 toasts): signup, the signed links that unsubscribe,
 * and every PATCH of a subscriber's CMS document naming it by the idempotency key it was created
 * with (the service account may update nothing else; docs/decisions/0058). The real app over an
 * in-memory outbox; the records it queues are read back from the outbox.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { testApp } from '../../../test/support/app'
import { TEST_UNSUBSCRIBE_SECRET, memoryLeads } from '../../../test/support/leads'
import { quietLogger } from '../../../test/support/logger'
import { unsubscribeToken } from '../../mail/unsubscribe'
import { LeadStore } from '../store'

const cleanups: (() => void)[] = []
afterEach(() => {
  while (cleanups.length) cleanups.pop()!()
})

function app(leads = memoryLeads()) {
  const a = testApp({
    assistants: () => null,
    describe: () => ({ assistants: [], simulated: false }),
    leads,
    logger: quietLogger(),
  })
  return { app: a, leads }
}

const unsubscribe = (a: ReturnType<typeof app>['app'], email: string) =>
  request(a)
    .post(
      `/functions/v1/newsletter-unsubscribe?token=${unsubscribeToken(email, TEST_UNSUBSCRIBE_SECRET)}`,
    )
    .type('form')
    .send('List-Unsubscribe=One-Click')

describe('newsletter: PATCHes name the document by its idempotency key', () => {
  it('a signed link unsubscribes (GET shows one button, POST or one-click unsubscribes); a forged one does not', async () => {
    const { app: a, leads } = app()
    await request(a).post('/functions/v1/newsletter-signup').send({ email: 'me@example.com' })
    const [created] = leads.ops()
    const token = unsubscribeToken('me@example.com', TEST_UNSUBSCRIBE_SECRET)
    const page = await request(a).get(`/functions/v1/newsletter-unsubscribe?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<button type="submit">Unsubscribe<\/button>/)
    expect(leads.ops()).toHaveLength(1)
    const post = await unsubscribe(a, 'me@example.com')
    expect(post.status).toBe(200)
    expect(post.text).toMatch(/You're unsubscribed/)
    expect(leads.ops().at(-1)).toMatchObject({
      kind: 'unsubscribe',
      method: 'PATCH',
      where: { idempotency_key: created.body.idempotency_key },
      body: { unsubscribed: true },
    })
    const forged = unsubscribeToken('me@example.com', 'another-secret-0123456789abcdefghij')
    const refused = await request(a)
      .post('/functions/v1/newsletter-unsubscribe')
      .send({ token: forged })
    expect(refused.status).toBe(400)
  })

  it('an outbox from before keeps its subscribers: the key of their create op is found, else the email names them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-subscribers-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const file = path.join(dir, 'leads.db')
    const old = new Database(file)
    old.exec(`CREATE TABLE ops (id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL, collection TEXT NOT NULL, method TEXT NOT NULL, "where" TEXT,
      body TEXT NOT NULL, request_id TEXT, state TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL DEFAULT 0, last_error TEXT,
      created_at INTEGER NOT NULL, done_at INTEGER);
      CREATE TABLE subscribers (email TEXT PRIMARY KEY, source TEXT, created_at INTEGER NOT NULL,
      unsubscribed_at INTEGER);`)
    old
      .prepare(
        `INSERT INTO ops (key, kind, collection, method, body, state, created_at)
         VALUES ('k-old', 'newsletter', 'newsletter-subscribers', 'POST', ?, 'done', 1)`,
      )
      .run(JSON.stringify({ email: 'old@example.com', idempotency_key: 'k-old' }))
    old.exec(`INSERT INTO subscribers (email, source, created_at) VALUES
      ('old@example.com', 'footer_newsletter', 1), ('elsewhere@example.com', NULL, 2)`)
    old.close()

    const store = new LeadStore(file)
    cleanups.push(() => store.close())
    const leads = { ...memoryLeads(), store }
    const { app: a } = app(leads)
    expect((await unsubscribe(a, 'old@example.com')).status).toBe(200)
    expect((await unsubscribe(a, 'elsewhere@example.com')).status).toBe(200)
    const patches = store.due('ops', Number.MAX_SAFE_INTEGER, 100)
    expect(patches.map((o) => o.where)).toEqual([
      { idempotency_key: 'k-old' },
      { email: 'elsewhere@example.com' },
    ])
    // Opened again: nothing migrates twice.
    store.close()
    const again = new LeadStore(file)
    cleanups.push(() => again.close())
    expect(again.accept((tx) => tx.subscriber('old@example.com'))).toMatchObject({
      key: 'k-old',
      state: 'unsubscribed',
    })
  })
})
