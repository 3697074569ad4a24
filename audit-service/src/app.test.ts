/** The functions API over HTTP with the simulated assistants (real SDKs against the simulator). */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { loadConfig } from './config'
import { assistantRegistry } from './engine/registry'
import { createAssistant } from './engine/assistants'
import { ASSISTANT_IDS, MISSING_FIELDS_MESSAGE, auditResultSchema, type AuditRequest } from './schema'
import { simulatedSettings, startSimulator, type Simulator } from './simulator/server'

let sim: Simulator
const sent: { collection: string; body: any }[] = []

function app(opts: { none?: boolean } = {}) {
  const settings = simulatedSettings(sim)
  return createApp({
    assistants: (req: AuditRequest) =>
      opts.none
        ? null
        : ASSISTANT_IDS.map((id) =>
            createAssistant(id, settings[id], {
              timeoutMs: 5000,
              simulated: true,
              headers: {
                'x-sim-business': encodeURIComponent(req.business_name),
                'x-sim-specialism': encodeURIComponent(req.core_product_service),
                'x-sim-location': encodeURIComponent(req.target_location),
              },
            }),
          ),
    describe: () => ({ assistants: [...ASSISTANT_IDS], simulated: true }),
    leads: { send: async (collection, body) => (sent.push({ collection, body }), 'delivered') },
    log: () => {},
  })
}

beforeAll(async () => {
  sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 5 })
})
afterAll(() => sim.close())

const path = '/functions/v1/competitive-audit'

describe('GET health check', () => {
  it('answers ok with the configured assistants', async () => {
    const res = await request(app()).get(path)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok', assistants: ['chatgpt', 'claude', 'gemini', 'perplexity'], simulated: true })
  })
})

describe('POST bad input', () => {
  const post = (body: string) => request(app()).post(path).set('content-type', 'application/json').send(body)

  it('400 for malformed JSON', async () => {
    const res = await post('{"businessName": ')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' })
  })
  it('400 for a body that is not an object', async () => {
    expect((await post('[1,2]')).body.message).toBe('The request body must be a JSON object.')
    expect((await post('"text"')).status).toBe(400)
  })
  it.each([
    ['{}'],
    ['{"businessName":"Acme","location":"Sydney"}'],
    ['{"businessName":"  ","location":"Sydney","specialism":"dentist"}'],
    ['{"name":"Acme","region":"","coreService":"dentist"}'],
  ])("400 with the spec's message for missing fields: %s", async (body) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MISSING_FIELDS_MESSAGE)
  })
  it('400 naming the allowed business types', async () => {
    const res = await post('{"businessName":"A","location":"B","specialism":"C","business_type":"spaceship"}')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^business_type must be one of: service, local_retail/)
  })
  it('400 for a wrong type', async () => {
    const res = await post('{"businessName":5,"location":"B","specialism":"C"}')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^Invalid business_name/)
  })
  it('413 for an oversized body', async () => {
    const res = await post(JSON.stringify({ businessName: 'x'.repeat(30_000), location: 'B', specialism: 'C' }))
    expect(res.status).toBe(413)
  })
  it('404 JSON for an unknown function', async () => {
    const res = await request(app()).post('/functions/v1/nope').send({})
    expect(res.status).toBe(404)
    expect(res.body.error).toBe('not_found')
  })
  it('503 when no assistant may answer', async () => {
    const res = await request(app({ none: true })).post(path).send({ businessName: 'A', location: 'B', specialism: 'C' })
    expect(res.status).toBe(503)
  })
})

describe('unexpected errors and production without keys', () => {
  it('500 JSON without a stack for an unexpected error', async () => {
    const logs: string[] = []
    const broken = createApp({
      assistants: () => {
        throw new Error('boom at secret place')
      },
      describe: () => ({ assistants: [], simulated: false }),
      leads: { send: async () => 'delivered' },
      log: (m) => logs.push(m),
    })
    const res = await request(broken).post(path).send({ businessName: 'A', location: 'B', specialism: 'C' })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ error: 'internal', message: 'Unable to complete the audit. Please try again.' })
    expect(JSON.stringify(res.body)).not.toMatch(/boom|at /)
    expect(logs.some((l) => l.includes('boom'))).toBe(true)
    expect(logs.some((l) => /^POST \/functions\/v1\/competitive-audit 500 \d+ms$/.test(l))).toBe(true)
  })

  it('503 in production with no key unless ALLOW_SIMULATED=true', async () => {
    const make = (env: Record<string, string>) => {
      const registry = assistantRegistry(loadConfig(env), sim)
      return createApp({ assistants: registry.assistantsFor, describe: registry.describe, leads: { send: async () => 'delivered' }, log: () => {} })
    }
    const prod = make({ APP_ENV: 'production' })
    const refused = await request(prod).post(path).send({ businessName: 'A', location: 'B', specialism: 'C' })
    expect(refused.status).toBe(503)
    expect(refused.body.error).toBe('no_assistants')
    expect((await request(prod).get(path)).body).toEqual({ status: 'ok', assistants: [], simulated: false })
    const allowed = await request(make({ NODE_ENV: 'production', ALLOW_SIMULATED: 'true' })).post(path).send({ businessName: 'A', location: 'B', specialism: 'C' })
    expect(allowed.status).toBe(200)
    expect(allowed.body.simulated).toBe(true)
  })
})

describe('POST a simulated audit', () => {
  it('accepts every alias of spec §3 and returns the full result', async () => {
    const res = await request(app())
      .post(path)
      .set('authorization', 'Bearer anon-key')
      .set('apikey', 'anon-key')
      .send({ name: 'Bondi Physio', region: 'Sydney', core_service: 'physiotherapy', site: 'bondiphysio.com.au' })
    expect(res.status).toBe(200)
    const r = auditResultSchema.parse(res.body)
    expect(r).toMatchObject({ business_name: 'Bondi Physio', location: 'Sydney', specialism: 'physiotherapy', website: 'bondiphysio.com.au', business_type: 'service', simulated: true, assistant: 'ChatGPT' })
    expect(r.questions_and_answers).toHaveLength(10)
    expect(r.discovery_queries_results.every((d) => d.answers.length === 4)).toBe(true)
    expect(new Set(r.questions_and_answers.map((q) => q.answer)).size).toBe(10)
    expect(r.summary.total_questions).toBe(10)
    expect(r.summary.times_you_mentioned).toBe(r.questions_and_answers.filter((q) => q.mentioned_you).length)
    for (const q of r.questions_and_answers) {
      expect(q.question).not.toMatch(/Bondi Physio/)
      expect(q.competitors_mentioned.length).toBeGreaterThan(0)
      expect(q.competitors_mentioned.length).toBeLessThanOrEqual(3)
      expect(q.mentioned_you).toBe(/Bondi Physio/.test(q.answer))
    }
    const all = r.discovery_queries_results.flatMap((d) => d.answers)
    expect(r.scores.mention_rate).toBeCloseTo(all.filter((a) => a.mentioned_you).length / all.length)
    expect(r.summary.top_competitors.length).toBeGreaterThan(0)
    expect(sent.at(-1)).toMatchObject({ collection: 'audits', body: { business_name: 'Bondi Physio', severity: r.severity, simulated: true } })
  })

  it('gives different answers in different markets', async () => {
    const a = await request(app()).post(path).send({ businessName: 'Acme', location: 'Sydney', specialism: 'plumber' })
    const b = await request(app()).post(path).send({ businessName: 'Acme', location: 'London', specialism: 'accountant', business_type: 'online_only' })
    expect(a.body.questions_and_answers[0].answer).not.toBe(b.body.questions_and_answers[0].answer)
    expect(a.body.summary.top_competitors).not.toEqual(b.body.summary.top_competitors)
    expect(b.body.questions_and_answers[0].question).toMatch(/online/)
  })
})
