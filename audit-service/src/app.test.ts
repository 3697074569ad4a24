/** The functions API over HTTP with the simulated assistants (real SDKs against the simulator). */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/support/app'
import { loadConfig } from './config'
import { assistantRegistry } from './engine/registry'
import { registrySettings } from './registrySettings'
import { createAssistant } from './engine/assistants'
import {
  ASSISTANT_IDS,
  MISSING_FIELDS_MESSAGE,
  auditResultSchema,
  type AuditRequest,
} from '@aivis/contract'
import { simulatedSettings, startSimulator, type Simulator } from './simulator/server'
import { memoryLeads } from '../test/support/leads'
import { capturedLogger, quietLogger } from '../test/support/logger'

let sim: Simulator
const leads = memoryLeads()

function app(
  opts: { none?: boolean } & Partial<Pick<Parameters<typeof testApp>[0], 'ready' | 'logger'>> = {},
) {
  const { none: _none, ...overrides } = opts
  const settings = simulatedSettings(sim)
  return testApp({
    assistants: (req: AuditRequest) =>
      opts.none
        ? null
        : ASSISTANT_IDS.map((id) =>
            createAssistant(id, settings[id], {
              timeoutMs: 5000,
              retries: 0,
              maxOutputTokens: 1024,
              simulated: true,
              headers: {
                'x-sim-business': encodeURIComponent(req.business_name),
                'x-sim-specialism': encodeURIComponent(req.core_product_service),
                'x-sim-location': encodeURIComponent(req.target_location),
              },
            }),
          ),
    describe: () => ({ assistants: [...ASSISTANT_IDS], simulated: true }),
    leads,
    logger: quietLogger(),
    ...overrides,
  })
}

beforeAll(async () => {
  sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 5 })
})
afterAll(() => sim.close())

const path = '/functions/v1/competitive-audit'

describe('GET health check', () => {
  it('answers ok and reveals nothing of the configuration', async () => {
    const res = await request(app()).get(path)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
    expect((await request(app()).get('/healthz')).body).toEqual({ status: 'ok' })
  })
})

describe('readiness and request ids (decision 0032)', () => {
  it('is ready while the outbox answers; 503 when a readiness check fails', async () => {
    expect((await request(app()).get('/readyz')).body).toEqual({ status: 'ready' })
    const down = app({
      ready: async () => {
        throw new Error('redis down')
      },
    })
    const res = await request(down).get('/readyz')
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ status: 'not_ready' })
  })

  it('logs each request with the id the site passed on, and answers with it', async () => {
    const { logger, lines } = capturedLogger()
    const logged = app({ logger })
    const res = await request(logged).get(path).set('x-request-id', 'trace-0123456789')
    expect(res.headers['x-request-id']).toBe('trace-0123456789')
    await new Promise((r) => setTimeout(r, 20))
    expect(lines.at(-1)).toMatchObject({
      service: 'audit-service',
      level: 'info',
      reqId: 'trace-0123456789',
      req: { method: 'GET', url: '/functions/v1/competitive-audit' },
      res: { statusCode: 200 },
    })
    const odd = await request(logged).get(path).set('x-request-id', 'not valid!')
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('POST bad input', () => {
  const post = (body: string) =>
    request(app()).post(path).set('content-type', 'application/json').send(body)

  it('400 for malformed JSON', async () => {
    const res = await post('{"businessName": ')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: 'invalid_json',
      message: 'The request body is not valid JSON.',
    })
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
    const res = await post(
      '{"businessName":"A","location":"B","specialism":"C","business_type":"spaceship"}',
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^business_type must be one of: service, local_retail/)
  })
  it('a body that does not match its Content-Encoding is a 4xx, never a 500', async () => {
    const gzip = await request(app())
      .post(path)
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{}')
    expect(gzip.status).toBe(400)
    expect(gzip.body.error).toBeTruthy()
    const unknown = await request(app())
      .post(path)
      .set('content-type', 'application/json')
      .set('content-encoding', 'x-made-up')
      .send('{}')
    expect(unknown.status).toBe(415)
  })
  it.each(['javascript:alert(1)', 'ftp://acme.com', 'data:text/html,hi', 'mailto:a@acme.com'])(
    '400 for a website that is not an http(s) address: %s',
    async (website) => {
      const res = await post(
        JSON.stringify({
          businessName: 'Acme',
          location: 'Sydney',
          specialism: 'dentist',
          website,
        }),
      )
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/website/i)
    },
  )
  it('400 for a wrong type', async () => {
    const res = await post('{"businessName":5,"location":"B","specialism":"C"}')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^Invalid business_name/)
  })
  it('413 JSON for an oversized body', async () => {
    const res = await post(
      JSON.stringify({ businessName: 'x'.repeat(30_000), location: 'B', specialism: 'C' }),
    )
    expect(res.status).toBe(413)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.body).toEqual({
      error: 'payload_too_large',
      message: 'The request body is too large (limit 20 kB).',
    })
  })
  it('400 for an empty JSON object (nothing given: the missing-fields message)', async () => {
    const empty = await post('{}')
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({ error: 'missing_fields', message: MISSING_FIELDS_MESSAGE })
  })
  it('400 for a name longer than 200 characters or a non-boolean force_run', async () => {
    expect(
      (
        await post(
          JSON.stringify({ businessName: 'x'.repeat(201), location: 'B', specialism: 'C' }),
        )
      ).body.message,
    ).toMatch(/^Invalid business_name/)
    expect(
      (await post('{"businessName":"A","location":"B","specialism":"C","force_run":"yes"}')).body
        .message,
    ).toMatch(/^Invalid force_run/)
  })
  it('404 JSON for an unknown function, any method', async () => {
    for (const res of [
      await request(app()).post('/functions/v1/nope').send({}),
      await request(app()).get('/functions/v1/extract-business-info'),
    ]) {
      expect(res.status).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.body.error).toBe('not_found')
    }
    expect((await request(app()).get('/elsewhere')).status).toBe(404)
  })
  it('405 JSON with Allow for another method on competitive-audit', async () => {
    const res = await request(app()).delete(path)
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD, POST')
    expect(res.body.error).toBe('method_not_allowed')
  })
  it('503 when no assistant may answer', async () => {
    const res = await request(app({ none: true }))
      .post(path)
      .send({ businessName: 'A', location: 'B', specialism: 'C' })
    expect(res.status).toBe(503)
  })
})

describe('logging', () => {
  it('logs one line per request (method, path without query, status, ms) and no header values', async () => {
    const { logger, lines } = capturedLogger()
    const logged = testApp({
      assistants: () => null,
      describe: () => ({ assistants: [], simulated: false }),
      leads: memoryLeads(),
      logger,
    })
    await request(logged)
      .get(`${path}?apikey=secret-query`)
      .set('authorization', 'Bearer secret-token')
      .set('apikey', 'secret-key')
    await request(logged).get('/healthz')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      req: { method: 'GET', url: '/functions/v1/competitive-audit' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: 'GET /functions/v1/competitive-audit 200',
    })
    expect(JSON.stringify(lines)).not.toMatch(/secret/)
  })
})

describe('unexpected errors and production without keys', () => {
  it('500 JSON without a stack for an unexpected error', async () => {
    const { logger, lines } = capturedLogger()
    const broken = testApp({
      assistants: () => {
        throw new Error('boom at secret place')
      },
      describe: () => ({ assistants: ['chatgpt'], simulated: false }),
      leads: memoryLeads(),
      logger,
    })
    const res = await request(broken)
      .post(path)
      .send({ businessName: 'A', location: 'B', specialism: 'C' })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({
      error: 'internal',
      message: 'Unable to complete the audit. Please try again.',
    })
    expect(JSON.stringify(res.body)).not.toMatch(/boom|at /)
    const rid = res.headers['x-request-id']
    // The unexpected failure is logged with its stack, under the request's and the job's ids.
    expect(lines.some((l) => String(l.msg).includes('boom') && l.reqId === rid && l.jobId)).toBe(
      true,
    )
    expect(lines.at(-1)).toMatchObject({
      level: 'error',
      reqId: rid,
      req: { method: 'POST', url: '/functions/v1/competitive-audit' },
      res: { statusCode: 500 },
    })
  })

  it('503 in production with no key unless ALLOW_SIMULATED=true', async () => {
    const make = (env: Record<string, string>) => {
      const registry = assistantRegistry(registrySettings(loadConfig(env), sim))
      return testApp({
        assistants: registry.assistantsFor,
        describe: registry.describe,
        leads: memoryLeads(),
        logger: quietLogger(),
      })
    }
    const prod = make({
      APP_ENV: 'production',
      CMS_API_KEY: 'prod-key-0123456789abcdef0123456789abcdef',
      UNSUBSCRIBE_SECRET: 'prod-unsubscribe-secret-0123456789abcdef',
      FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789abcdef',
      SMTP_URL: 'smtps://smtp.example.com:465',
    })
    const refused = await request(prod)
      .post(path)
      .send({ businessName: 'A', location: 'B', specialism: 'C' })
    expect(refused.status).toBe(503)
    expect(refused.body.error).toBe('no_assistants')
    expect((await request(prod).get(path)).body).toEqual({ status: 'ok' })
    const allowed = await request(
      make({
        APP_ENV: 'production',
        CMS_API_KEY: 'prod-key-0123456789abcdef0123456789abcdef',
        ALLOW_SIMULATED: 'true',
        UNSUBSCRIBE_SECRET: 'prod-unsubscribe-secret-0123456789abcdef',
        FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789abcdef',
        SMTP_URL: 'smtps://smtp.example.com:465',
      }),
    )
      .post(path)
      .send({ businessName: 'A', location: 'B', specialism: 'C' })
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
      .send({
        name: 'Bondi Physio',
        region: 'Sydney',
        core_service: 'physiotherapy',
        site: 'bondiphysio.com.au',
      })
    expect(res.status).toBe(200)
    const r = auditResultSchema.parse(res.body)
    expect(r).toMatchObject({
      business_name: 'Bondi Physio',
      location: 'Sydney',
      specialism: 'physiotherapy',
      website: 'bondiphysio.com.au',
      business_type: 'service',
      simulated: true,
      assistant: 'ChatGPT',
    })
    expect(r.questions_and_answers).toHaveLength(10)
    expect(r.discovery_queries_results.every((d) => d.answers.length === 4)).toBe(true)
    expect(new Set(r.questions_and_answers.map((q) => q.answer)).size).toBe(10)
    expect(r.summary.total_questions).toBe(10)
    expect(r.summary.times_you_mentioned).toBe(
      r.questions_and_answers.filter((q) => q.mentioned_you).length,
    )
    for (const q of r.questions_and_answers) {
      expect(q.question).not.toMatch(/Bondi Physio/)
      expect(q.competitors_mentioned.length).toBeGreaterThan(0)
      expect(q.competitors_mentioned.length).toBeLessThanOrEqual(3)
      expect(q.mentioned_you).toBe(/Bondi Physio/.test(q.answer))
    }
    const all = r.discovery_queries_results.flatMap((d) => d.answers)
    expect(r.scores.mention_rate).toBeCloseTo(
      all.filter((a) => a.mentioned_you).length / all.length,
    )
    expect(r.summary.top_competitors.length).toBeGreaterThan(0)
    expect(r.summary.top_competitors.length).toBeLessThanOrEqual(5)
    const named = new Set(all.flatMap((a) => a.competitors_mentioned))
    for (const c of r.summary.top_competitors) expect(named.has(c), c).toBe(true)
    // questions_and_answers is the primary (ChatGPT) answer of each discovery question, competitors cut to 3
    r.questions_and_answers.forEach((q, i) => {
      const primary = r.discovery_queries_results[i].answers.find((a) => a.assistant === 'chatgpt')!
      expect(q).toEqual({
        id: i + 1,
        question: r.discovery_queries_results[i].question,
        answer: primary.answer,
        mentioned_you: primary.mentioned_you,
        competitors_mentioned: primary.competitors_mentioned.slice(0, 3),
        ...(primary.citations ? { citations: primary.citations } : {}),
        provenance: primary.provenance,
        position: primary.position,
      })
    })
    // Committed to the outbox for the CMS `audits` collection, with an idempotency key.
    expect(leads.ops().at(-1)).toMatchObject({
      collection: 'audits',
      method: 'POST',
      body: { business_name: 'Bondi Physio', severity: r.severity, simulated: true },
    })
    expect(leads.ops().at(-1)!.body.idempotency_key).toBe(leads.ops().at(-1)!.key)
  })

  it('gives different answers in different markets', async () => {
    const a = await request(app())
      .post(path)
      .send({ businessName: 'Acme', location: 'Sydney', specialism: 'plumber' })
    const b = await request(app()).post(path).send({
      businessName: 'Acme',
      location: 'London',
      specialism: 'accountant',
      business_type: 'online_only',
    })
    expect(a.body.questions_and_answers[0].answer).not.toBe(b.body.questions_and_answers[0].answer)
    expect(a.body.summary.top_competitors).not.toEqual(b.body.summary.top_competitors)
    expect(b.body.questions_and_answers[0].question).toMatch(/online/)
  })
})
