/**
 * The acknowledgement of a contact inquiry through the outbox (docs/decisions/0130): a submission
 * redelivered with its Idempotency-Key (the site's retries, its own outbox) is acknowledged once,
 * and a mail server that is down delays the mails but never the inquiry, whose acknowledgement
 * is sent once the server is back. Real app, real SQLite outbox and relay, a fake CMS and a mailer
 * that can be switched off.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { quietLogger } from '../../test/support/logger'
import { LeadRelay, type Mailer } from './relay'
import { LeadStore, type MailRow } from './store'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** A CMS that stores every create and answers 201. */
async function cms() {
  const docs: { collection: string; body: Record<string, unknown> }[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      docs.push({
        collection: (req.url ?? '').split('?')[0].replace('/api/', ''),
        body: JSON.parse(raw),
      })
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"doc":{}}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(
    () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  )
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, docs }
}

/** A mailer that refuses to connect while `down`, and keeps what it sent. */
function switchableMailer() {
  const sent: MailRow[] = []
  const state = { down: false, attempts: 0 }
  const mailer: Mailer = {
    async send(row) {
      state.attempts++
      if (state.down)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })
      sent.push(row)
    },
  }
  return { mailer, sent, state }
}

async function setup() {
  const fake = await cms()
  const mail = switchableMailer()
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  const store = new LeadStore(path.join(dir, 'leads.db'))
  const relay = new LeadRelay({
    store,
    cms: { url: fake.url, apiKey: 'k' },
    mailer: mail.mailer,
    baseMs: 20,
    maxMs: 100,
    logger: quietLogger(),
  })
  cleanups.push(async () => {
    await relay.stop()
    store.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const app = testApp({
    assistants: () => null,
    describe: () => ({ assistants: [], simulated: false }),
    leads: { store, wake: () => relay.wake(), unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET },
    logger: quietLogger(),
  })
  relay.start()
  return { app, relay, store, cms: fake, mail }
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

const inquiry = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  businessName: 'Harbour Dental',
  message: 'Please analyse our visibility in Sydney, thank you.',
  company_fax: '',
  form_started_at: Date.now() - 60_000,
}

const send = (app: Awaited<ReturnType<typeof setup>>['app'], key: string) =>
  request(app).post('/functions/v1/send-contact-inquiry').set('Idempotency-Key', key).send(inquiry)

describe('the acknowledgement of a contact inquiry', () => {
  it('a submission redelivered with its Idempotency-Key, before and after its mails went out, is acknowledged once', async () => {
    const { app, relay, cms: fake, mail } = await setup()
    expect((await send(app, 'form-ack-redelivered-1')).status).toBe(200)
    expect((await send(app, 'form-ack-redelivered-1')).status).toBe(200)
    await until(() => mail.sent.length === 2)
    await relay.idle()
    // Redelivered later (the site's outbox forwarding what it kept): the first answer, no mail.
    const late = await send(app, 'form-ack-redelivered-1')
    expect(late.body).toEqual({ success: true, message: expect.any(String) })
    await relay.idle()
    const acks = mail.sent.filter((m) => m.kind === 'inquiry_received')
    expect(acks).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/:received$/), to: 'ana@example.com' }),
    ])
    expect(mail.sent.filter((m) => m.kind === 'inquiry_notice')).toHaveLength(1)
    expect(fake.docs.filter((d) => d.collection === 'inquiries')).toHaveLength(1)
  })

  it('the mail server down: the inquiry is answered and stored, and acknowledged once the server is back', async () => {
    const { app, relay, store, cms: fake, mail } = await setup()
    mail.state.down = true
    const res = await send(app, 'form-ack-mail-down-1')
    expect(res.status).toBe(200)
    await until(() => fake.docs.some((d) => d.collection === 'inquiries'))
    await until(() => mail.state.attempts >= 2)
    expect(mail.sent).toEqual([])
    expect(
      store
        .due('mails', Number.MAX_SAFE_INTEGER, 10)
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['inquiry_notice', 'inquiry_received'])
    mail.state.down = false
    await until(() => mail.sent.length === 2, 8000)
    await relay.idle()
    expect(mail.sent.filter((m) => m.kind === 'inquiry_received')).toHaveLength(1)
    expect(store.stats().mails).toMatchObject({ pending: 0, done: 2, failed: 0 })
  })
})
