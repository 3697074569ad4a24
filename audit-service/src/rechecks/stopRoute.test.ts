/**
 * The re-check stop link's POST (rechecks/stopRoute.ts, docs/decisions/0079 and 0097): a stop
 * already recorded in the outbox is not queued again, a re-check that ran since its stop was
 * delivered can be stopped again, and each client address has a limit, answered 429 with
 * Retry-After. A real SQLite outbox in memory and the real lead limits.
 */
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createLeadLimits, DEFAULT_LEAD_LIMITS, type LeadLimits } from '../limits/leads'
import { recheckStopToken } from '../tokens'
import { memoryLeads, TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { quietLogger } from '../../test/support/logger'
import { recheckStopRoutes, RECHECK_STOP_TEXT } from './stopRoute'

const KEY = 'recheck:6f1c2b9e-2d1c-4c55-9a55-0c0ffee00001'
const NOW = Date.parse('2026-11-27T10:00:00Z')
const PROXY_SECRET = 'test-proxy-secret-0123456789abcdef0123'

function setup(limits?: LeadLimits) {
  const leads = memoryLeads()
  let now = NOW
  const app = express()
  app.use(
    '/functions/v1',
    recheckStopRoutes({
      store: leads.store,
      wake: leads.wake,
      unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
      logger: quietLogger(),
      now: () => now,
      limits,
      proxySecret: PROXY_SECRET,
    }),
  )
  const token = recheckStopToken(KEY, TEST_UNSUBSCRIBE_SECRET)
  /** A one-click POST (RFC 8058) from the client address `ip`, as the site's proxy passes it on. */
  const oneClick = (ip = '203.0.113.7') =>
    request(app)
      .post(`/functions/v1/recheck-stop?token=${encodeURIComponent(token)}`)
      .set('x-client-ip', ip)
      .set('x-proxy-secret', PROXY_SECRET)
      .type('form')
      .send('List-Unsubscribe=One-Click')
  const stops = () => leads.ops().filter((o) => o.kind === 'recheck_stop')
  return { app, leads, oneClick, stops, setNow: (t: number) => (now = t) }
}

describe('the re-check stop link, posted again and again', () => {
  it('25 POSTs of one link queue one CMS PATCH: a stop already recorded is not queued again', async () => {
    const { leads, oneClick, stops } = setup()
    for (let i = 0; i < 25; i++) {
      const res = await oneClick()
      expect(res.status).toBe(200)
      expect(res.text).toContain(RECHECK_STOP_TEXT.done)
    }
    expect(stops()).toHaveLength(1)
    expect(stops()[0]).toMatchObject({ where: { idempotency_key: KEY } })
    expect(leads.wakes).toBe(1)
  })

  it('a stop delivered to the CMS is not sent again while the re-check has not run since', async () => {
    const { leads, oneClick, stops } = setup()
    await oneClick()
    const [op] = stops()
    leads.store.done('ops', op.id, NOW + 1000)
    expect((await oneClick()).status).toBe(200)
    expect(stops()).toEqual([])
    expect(leads.store.stats().ops).toMatchObject({ pending: 0, done: 1 })
  })

  it('a re-check started again and run after its stop was delivered is stopped again', async () => {
    const { leads, oneClick, stops, setNow } = setup()
    await oneClick()
    leads.store.done('ops', stops()[0].id, NOW + 1000)
    // Started again from the dashboard; its next run mailed a report with the same stop link.
    const ran = NOW + 86_400_000
    leads.store.accept((tx) =>
      tx.mail(
        {
          key: `recheck:${KEY}:${new Date(ran).toISOString()}`,
          kind: 'recheck_report',
          to: 'bob@example.com',
          data: { key: KEY },
        },
        ran,
      ),
    )
    setNow(ran + 60_000)
    expect((await oneClick()).status).toBe(200)
    expect(stops()).toHaveLength(1)
    expect(stops()[0].body).toEqual({
      active: false,
      stopped_at: new Date(ran + 60_000).toISOString(),
    })
    await oneClick()
    expect(stops()).toHaveLength(1)
  })
})

describe('the re-check stop link: a limit per client address', () => {
  it('answers 429 with Retry-After past the limit, for that address only, storing nothing more', async () => {
    const limits = createLeadLimits({
      ...DEFAULT_LEAD_LIMITS,
      recheckStop: { perClientPerHour: 3 },
    })
    const { app, oneClick } = setup(limits)
    for (let i = 0; i < 3; i++) expect((await oneClick()).status).toBe(200)
    const refused = await oneClick()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.headers['content-type']).toMatch(/html/)
    expect(refused.text).toMatch(/Too many requests from your network\. Please try again in/)
    const json = await request(app)
      .post('/functions/v1/recheck-stop')
      .set('x-client-ip', '203.0.113.7')
      .set('x-proxy-secret', PROXY_SECRET)
      .send({ token: recheckStopToken(KEY, TEST_UNSUBSCRIBE_SECRET) })
    expect(json.status).toBe(429)
    expect(json.body).toMatchObject({ error: 'rate_limited' })
    expect((await oneClick('198.51.100.20')).status).toBe(200)
  })

  it('the default limit is in DEFAULT_LEAD_LIMITS, like the other lead functions', () => {
    expect(DEFAULT_LEAD_LIMITS.recheckStop.perClientPerHour).toBeGreaterThan(0)
  })
})
