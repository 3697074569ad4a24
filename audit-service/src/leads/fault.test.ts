/**
 * Fault test of the lead outbox (docs/decisions/0020): the CMS frozen for 60 s and the mail server
 * answering 451 to every third message. 20 newsletter signups, 20 inquiries and 20 results-email
 * requests are each acknowledged within 10 s; once the CMS resumes, every lead is in the CMS exactly
 * once and every message (the inquiries' acknowledgements included) was accepted by the mail server exactly once. The outage is alerted once:
 * one message to the sales inbox and one `lead-delivery-failures` record (not refused). Real app, real SQLite
 * outbox, real relay and mailer (nodemailer) against an in-process SMTP server (smtp-server) and a
 * fake CMS that keeps a unique index on `idempotency_key`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { makeAuditResult } from '@aivis/contract/testing'
import { testApp } from '../../test/support/app'
import { SqliteAuditResults } from '../jobs/results'
import { auditToken } from '../tokens'
import { smtpMailer } from '../mail/mailer'
import { TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { LeadRelay } from './relay'
import { LeadStore } from './store'
import { quietLogger } from '../../test/support/logger'
import { smtpCatcher } from '../../test/support/smtp'

const FREEZE_MS = 60_000
const cleanups: (() => unknown)[] = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** A CMS that, while frozen, accepts connections and never answers. */
async function freezableCms() {
  const docs = new Map<string, { collection: string; body: any }>()
  /** PATCHes (a results email marked sent), by the `where` they name. */
  const patches: { collection: string; url: string; body: any }[] = []
  const state = { frozen: true, held: 0 }
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      if (state.frozen) return void state.held++
      const body = JSON.parse(raw || '{}')
      const collection = (req.url ?? '').split('?')[0].replace('/api/', '')
      if (req.method === 'PATCH') {
        patches.push({ collection, url: decodeURIComponent(req.url ?? ''), body })
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"docs":[]}')
      }
      const key = `${collection}:${body.idempotency_key}`
      if (docs.has(key))
        return void res
          .writeHead(400)
          .end('{"errors":[{"data":{"errors":[{"path":"idempotency_key"}]}}]}')
      docs.set(key, { collection, body })
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"doc":{}}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(
    () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  )
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    docs,
    patches,
    state,
  }
}

/** An SMTP server answering 451 to every third message. */
async function flakySmtp() {
  const smtp = await smtpCatcher({ refuse: (n) => n % 3 === 0 })
  cleanups.push(smtp.close)
  return smtp
}

const result = makeAuditResult({ audit_id: 'f3a1c2d4-0000-4000-8000-00000000fa17' })

describe('leads survive a frozen CMS and a flaky mail server', () => {
  it(
    'acknowledges 60 leads within 10 s each, then delivers each exactly once',
    async () => {
      const cms = await freezableCms()
      const smtp = await flakySmtp()
      const dir = mkdtempSync(path.join(tmpdir(), 'fault-'))
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      const store = new LeadStore(path.join(dir, 'leads.db'))
      const mailer = smtpMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Visibly AI <hello@visibly.example>',
        salesEmail: 'sales@visibly.example',
        timeZone: 'Australia/Sydney',
        siteUrl: 'http://localhost:3000',
        adminUrl: 'http://localhost:3001/admin',
        unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
      })
      const relay = new LeadRelay({
        store,
        cms: { url: cms.url, apiKey: 'k' },
        mailer,
        baseMs: 100,
        maxMs: 2000,
        timeoutMs: 3000,
        logger: quietLogger(),
      })
      cleanups.push(async () => {
        await relay.stop()
        store.close()
        mailer.close()
      })
      relay.start()
      // The audit the results emails are about, as the runner stores it.
      const results = new SqliteAuditResults(':memory:')
      await results.put(result)
      cleanups.push(() => results.close())
      const app = testApp({
        results,
        assistants: () => null,
        describe: () => ({ assistants: [], simulated: false }),
        leads: { store, wake: () => relay.wake(), unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET },
        logger: quietLogger(),
      })
      const frozenAt = Date.now()
      const slowest: number[] = []
      const post = async (fn: string, body: object) => {
        const t0 = Date.now()
        const res = await request(app).post(`/functions/v1/${fn}`).send(body)
        slowest.push(Date.now() - t0)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
      }
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => [
          post('newsletter-signup', { email: `reader${i}@example.com` }),
          post('send-contact-inquiry', {
            name: `Owner ${i}`,
            email: `owner${i}@example.com`,
            businessName: `Business ${i}`,
            message: 'Please analyse how AI assistants see our business.',
          }),
          post('send-audit-results', {
            email: `visitor${i}@example.com`,
            audit_id: result.audit_id,
            audit_token: auditToken(result.audit_id!, TEST_UNSUBSCRIBE_SECRET),
          }),
        ]).flat(),
      )
      expect(Math.max(...slowest)).toBeLessThan(10_000)
      expect(cms.docs.size).toBe(0)

      // The CMS stays frozen for 60 s; mail goes out meanwhile despite the 451s.
      await new Promise((r) => setTimeout(r, Math.max(0, frozenAt + FREEZE_MS - Date.now())))
      expect(cms.state.held).toBeGreaterThan(0)
      expect(cms.docs.size).toBe(0)
      cms.state.frozen = false

      const deadline = Date.now() + 30_000
      // Until every message is sent: one being sent is not pending, and may come back after a 451.
      while ((cms.docs.size < 61 || store.stats().mails.done < 81) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100))
      await relay.idle()

      const byCollection = (c: string) => [...cms.docs.values()].filter((d) => d.collection === c)
      expect(byCollection('newsletter-subscribers')).toHaveLength(20)
      expect(byCollection('inquiries')).toHaveLength(20)
      expect(byCollection('result-email-requests')).toHaveLength(20)
      expect(byCollection('lead-delivery-failures').map((d) => d.body)).toMatchObject([
        { refused: false, resolved: false },
      ])
      // Each results email marked sent once its mail went out, naming its request by key.
      const sent = cms.patches.filter((p) => p.collection === 'result-email-requests')
      expect(sent).toHaveLength(20)
      const requestKeys = byCollection('result-email-requests').map((d) => d.body.idempotency_key)
      expect(
        new Set(sent.map((p) => /idempotency_key\]\[equals\]=([^&]+)/.exec(p.url)?.[1])),
      ).toEqual(new Set(requestKeys))
      expect(sent.every((p) => typeof p.body.sent_at === 'string')).toBe(true)
      expect(store.stats().ops).toMatchObject({ pending: 0, done: 81, failed: 0 })

      const ids = smtp.accepted.map((m) => m.messageId)
      // 20 confirmations, 20 results emails, 20 inquiry notices, 20 acknowledgements, one alert.
      expect(ids).toHaveLength(81)
      expect(new Set(ids).size).toBe(81)
      expect(ids.filter((id) => id.endsWith(':received@visibly.example>'))).toHaveLength(20)
      // 20 inquiry notices and one alert of the outage.
      expect(smtp.accepted.filter((m) => m.to.includes('sales@visibly.example'))).toHaveLength(21)
      expect(ids.filter((id) => id.startsWith('<alert:down:'))).toHaveLength(1)
      expect(store.stats().mails).toMatchObject({ pending: 0, done: 81, failed: 0 })
    },
    FREEZE_MS + 60_000,
  )
})
