/**
 * Every completed audit is recorded in the CMS `audits` collection, in the background, and survives a
 * CMS outage: the app, the real LeadWriter, a fake CMS and the simulated assistants together.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { assistantRegistry } from '../engine/registry'
import { startSimulator, type Simulator } from '../simulator/server'
import { fakeServer } from '../testing/fakeServer'
import { LeadWriter } from './writer'

let sim: Simulator
beforeAll(async () => {
  sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 3 })
})
afterAll(() => sim.close())

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

function setup(cmsUrl: string) {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'audit-outbox-'))
  cleanups.push(() => rmSync(outboxDir, { recursive: true, force: true }))
  const config = loadConfig({ CMS_URL: cmsUrl, CMS_API_KEY: 'test-cms-key', OUTBOX_DIR: outboxDir })
  const leads = new LeadWriter({ cmsUrl: config.cms.url, apiKey: config.cms.apiKey, outboxDir: config.outbox.dir, retryMs: 60_000, log: () => {} })
  const registry = assistantRegistry(config, sim)
  const app = createApp({ assistants: registry.assistantsFor, describe: registry.describe, leads, log: () => {} })
  return { app, leads: app.locals.leads as LeadWriter, outboxDir }
}

const audit = { businessName: 'Fremantle Bikes', location: 'Fremantle', specialism: 'bike repair', website: 'https://fremantlebikes.com.au', business_type: 'local_retail' }
const json = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json'))

describe('recording audits in the CMS', () => {
  it('POSTs /api/audits with the API key and every field of the collection', async () => {
    const cms = await fakeServer(() => ({ status: 201, json: { doc: { id: 1 } } }))
    cleanups.push(cms.close)
    const { app, leads, outboxDir } = setup(cms.url)
    const res = await request(app).post('/functions/v1/competitive-audit').send(audit)
    expect(res.status).toBe(200)
    await leads.idle()
    expect(cms.requests).toHaveLength(1)
    const [rec] = cms.requests
    expect(rec.method).toBe('POST')
    expect(rec.path).toBe('/api/audits')
    expect(rec.headers.authorization).toBe('users API-Key test-cms-key')
    const r = res.body
    expect(rec.body).toEqual({
      business_name: 'Fremantle Bikes',
      specialism: 'bike repair',
      location: 'Fremantle',
      website: 'https://fremantlebikes.com.au',
      business_type: 'local_retail',
      severity: r.severity,
      simulated: true,
      assistant: 'ChatGPT',
      mention_rate: r.scores.mention_rate,
      share_of_voice: r.scores.share_of_voice,
      times_mentioned: r.summary.times_you_mentioned,
      total_questions: 10,
      top_competitors: r.summary.top_competitors,
      summary: r.summary,
      scores: r.scores,
      questions_and_answers: r.questions_and_answers,
      discovery_queries_results: r.discovery_queries_results,
      duration_ms: r.duration_ms,
      audited_at: r.created_at,
    })
    expect(json(outboxDir)).toEqual([])
  })

  it('keeps the audit in the outbox while the CMS is down and delivers it when it is back', async () => {
    // Reserve a port, then free it: the CMS is "down" (connection refused).
    const probe = await fakeServer(() => ({ status: 201, json: {} }))
    const port = new URL(probe.url).port
    await probe.close()
    const { app, leads, outboxDir } = setup(`http://127.0.0.1:${port}`)

    const res = await request(app).post('/functions/v1/competitive-audit').send(audit)
    expect(res.status).toBe(200) // the visitor is not kept waiting by the CMS
    await leads.idle()
    const parked = json(outboxDir)
    expect(parked).toHaveLength(1)
    const record = JSON.parse(readFileSync(path.join(outboxDir, parked[0]), 'utf8'))
    expect(record).toMatchObject({ collection: 'audits', attempts: 1, body: { business_name: 'Fremantle Bikes', severity: res.body.severity } })

    expect(await leads.flush()).toEqual({ delivered: 0, pending: 1, rejected: 0 })

    // The CMS comes back on the same port.
    const { createServer } = await import('node:http')
    const received: { path: string; auth?: string; body: any }[] = []
    const cms = createServer((req, res2) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) })
        res2.writeHead(201, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((r) => cms.listen(Number(port), '127.0.0.1', r))
    cleanups.push(() => new Promise<void>((r) => cms.close(() => r())))

    expect(await leads.flush()).toEqual({ delivered: 1, pending: 0, rejected: 0 })
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ path: '/api/audits', auth: 'users API-Key test-cms-key', body: { business_name: 'Fremantle Bikes', total_questions: 10 } })
    expect(received[0].body.questions_and_answers).toEqual(res.body.questions_and_answers)
    expect(json(outboxDir)).toEqual([])
  })

  it('moves an audit the CMS refuses (4xx) to rejected/', async () => {
    const cms = await fakeServer(() => ({ status: 403, json: { errors: [{ message: 'You are not allowed to perform this action.' }] } }))
    cleanups.push(cms.close)
    const { app, leads, outboxDir } = setup(cms.url)
    expect((await request(app).post('/functions/v1/competitive-audit').send(audit)).status).toBe(200)
    await leads.idle()
    expect(json(outboxDir)).toEqual([])
    expect(json(path.join(outboxDir, 'rejected'))).toHaveLength(1)
  })
})
