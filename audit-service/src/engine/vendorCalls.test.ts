/**
 * How vendor calls behave when vendors misbehave (docs/decisions/0018), through the real SDKs
 * against local fakes of each vendor's API: 429 with Retry-After, 500s, slow replies, malformed
 * bodies; the output-token cap on every call, the per-vendor concurrency cap across audits, vendor
 * citations, and vendor error texts kept from visitors.
 */
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { loadConfig } from '../config'
import {
  chatReply,
  fakeServer,
  geminiReply,
  messageReply,
  questionOf,
  responsesReply,
  type Recorded,
} from '../../test/support/fakeServer'
import { assistantRegistry } from './registry'
import { registrySettings } from '../registrySettings'
import { retryAfterMs } from './assistants'
import { capturedLogger } from '../../test/support/logger'
import { memoryLeads } from '../../test/support/leads'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()!()
})

function appFor(env: Record<string, string>) {
  const registry = assistantRegistry(registrySettings(loadConfig(env), null))
  const { logger, messages } = capturedLogger()
  const app = testApp({
    assistants: registry.assistantsFor,
    describe: registry.describe,
    leads: memoryLeads(),
    logger,
  })
  return { app, messages }
}

const body = {
  businessName: 'Zebra Dental',
  location: 'Perth',
  specialism: 'dentist',
  website: 'https://zebradental.com.au',
}
/** One audit; `extra` changes the request (e.g. `force_run`, so identical audits are not joined). */
const audit = (app: ReturnType<typeof appFor>['app'], extra: object = {}) =>
  request(app)
    .post('/functions/v1/competitive-audit')
    .send({ ...body, ...extra })

const chat = chatReply
const message = messageReply
const gemini = geminiReply
const question = questionOf
const attemptsOf = (requests: Recorded[]) => {
  const byQuestion = new Map<string, Recorded[]>()
  for (const r of requests) byQuestion.set(question(r), [...(byQuestion.get(question(r)) ?? []), r])
  return byQuestion
}
const answersOf = (res: request.Response) =>
  res.body.discovery_queries_results.flatMap((d: any) => d.answers)

describe('retries', () => {
  it('OpenAI: a 429 with Retry-After is retried after the wait it asks for', async () => {
    const seen = new Set<string>()
    const fake = await fakeServer((r) => {
      if (seen.has(question(r))) return responsesReply('1. **Molar Masters** – ok')
      seen.add(question(r))
      return { status: 429, headers: { 'retry-after': '1' }, json: { error: { message: 'slow' } } }
    })
    closers.push(fake.close)
    const res = await audit(
      appFor({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: `${fake.url}/v1` }).app,
    )
    expect(res.status).toBe(200)
    expect(answersOf(res).filter((a: any) => a.error)).toEqual([])
    for (const [, tries] of attemptsOf(fake.requests)) {
      expect(tries).toHaveLength(2)
      expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(950)
    }
  })

  it('Anthropic: two 500s then success is an answer; 500 every time is an error answer after 3 attempts', async () => {
    const fake = await fakeServer((r) => {
      const q = question(r)
      const n = fake.requests.filter((x) => question(x) === q).length
      if (q.startsWith('Who is a good but affordable'))
        return { status: 500, json: { type: 'error', error: { type: 'api_error', message: 'x' } } }
      if (n <= 2)
        return { status: 503, json: { type: 'error', error: { type: 'overloaded', message: 'x' } } }
      return message('- **Claude Pick Dental**: ok')
    })
    closers.push(fake.close)
    const res = await audit(appFor({ ANTHROPIC_API_KEY: 'ak-1', ANTHROPIC_BASE_URL: fake.url }).app)
    expect(res.status).toBe(200)
    for (const [, tries] of attemptsOf(fake.requests)) expect(tries).toHaveLength(3)
    const failed = answersOf(res).filter((a: any) => a.error)
    expect(failed.map((a: any) => a.error)).toEqual(['vendor error (HTTP 500)'])
    expect(res.body.scores.by_assistant[0]).toMatchObject({ answers: 9 })
  })

  it('Gemini: a 429 with Retry-After is waited out and retried; a 503 every time gives up after 3 attempts', async () => {
    const seen = new Set<string>()
    const fake = await fakeServer((r) => {
      const q = question(r)
      if (q.startsWith('Who is a good but affordable'))
        return { status: 503, json: { error: { code: 503, message: 'x', status: 'UNAVAILABLE' } } }
      if (seen.has(q)) return gemini('* **Gemini Smiles:** ok')
      seen.add(q)
      return {
        status: 429,
        headers: { 'retry-after': '1' },
        json: { error: { code: 429, message: 'quota', status: 'RESOURCE_EXHAUSTED' } },
      }
    })
    closers.push(fake.close)
    const res = await audit(appFor({ GEMINI_API_KEY: 'g-1', GEMINI_BASE_URL: fake.url }).app)
    expect(res.status).toBe(200)
    for (const [q, tries] of attemptsOf(fake.requests)) {
      if (q.startsWith('Who is a good but affordable')) expect(tries).toHaveLength(3)
      else {
        expect(tries).toHaveLength(2)
        expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(950)
      }
    }
    expect(answersOf(res).filter((a: any) => a.error)).toHaveLength(1)
  })

  it('reads Retry-After as milliseconds, seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }), now)).toBe(250)
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3000)
    expect(retryAfterMs(new Headers({ 'retry-after': 'Sun, 22 Nov 2026 10:00:05 GMT' }), now)).toBe(
      5000,
    )
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeNull()
    expect(retryAfterMs(new Headers(), now)).toBeNull()
  })
})

describe('partial results', () => {
  it('a slow assistant times out and is marked unavailable while the others are scored', async () => {
    const fast = await fakeServer(() =>
      responsesReply('1. **Zebra Dental** – ok\n2. **Molar Masters** – ok'),
    )
    const slow = await fakeServer(() => ({ ...message('- **Late Dental**'), delayMs: 2_000 }))
    closers.push(fast.close, slow.close)
    const res = await audit(
      appFor({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: `${fast.url}/v1`,
        ANTHROPIC_API_KEY: 'ak-1',
        ANTHROPIC_BASE_URL: slow.url,
        // Well above a fast reply on a loaded machine, well below the slow one's 2 s.
        AUDIT_CALL_TIMEOUT_MS: '600',
        AUDIT_CALL_RETRIES: '1',
      }).app,
    )
    expect(res.status).toBe(200)
    const claude = answersOf(res).filter((a: any) => a.assistant === 'claude')
    expect(claude).toHaveLength(10)
    for (const a of claude) expect(a).toMatchObject({ error: 'timed out', answer: '' })
    expect(res.body.scores.by_assistant).toMatchObject([
      { assistant: 'chatgpt', answers: 10, mentions: 10 },
      { assistant: 'claude', answers: 0, mentions: 0 },
    ])
    expect(res.body.verdict.answers).toBe(10)
    expect(slow.requests).toHaveLength(11 * 2) // ten questions and the control, each tried twice
  })

  it('a malformed body is an error answer ("invalid response"); when every call fails, 502', async () => {
    const broken = await fakeServer(() => ({ status: 200, raw: '{"choices": [ oops' }))
    const good = await fakeServer(() => gemini('* **Gemini Smiles:** ok'))
    closers.push(broken.close, good.close)
    const both = await audit(
      appFor({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: `${broken.url}/v1`,
        GEMINI_API_KEY: 'g-1',
        GEMINI_BASE_URL: good.url,
      }).app,
    )
    expect(both.status).toBe(200)
    const chatgpt = answersOf(both).filter((a: any) => a.assistant === 'chatgpt')
    for (const a of chatgpt) expect(a.error).toBe('invalid response')
    expect(both.body.assistant).toBe('Gemini')

    const alone = await audit(
      appFor({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: `${broken.url}/v1` }).app,
    )
    expect(alone.status).toBe(502)
    expect(alone.body.message).toBe(
      'No AI assistant could be reached (invalid response). Please try again in a few minutes.',
    )
  })

  it("keeps the vendor's error text (account ids, key fragments) in the log, out of the response", async () => {
    const secret = 'org-Zx81AcctSecret key sk-proj-abcd1234'
    const fake = await fakeServer(() => ({
      status: 429,
      headers: { 'retry-after': '0' },
      json: { error: { message: `Rate limit reached for ${secret}` } },
    }))
    closers.push(fake.close)
    const { app, messages } = appFor({
      OPENAI_API_KEY: 'sk-1',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AUDIT_CALL_RETRIES: '0',
    })
    const res = await request(app).post('/functions/v1/competitive-audit').send(body)
    expect(res.status).toBe(502)
    expect(res.body.message).toMatch(/rate limited/)
    expect(JSON.stringify(res.body)).not.toMatch(/org-Zx81|sk-proj/)
    expect(messages().join('\n')).toMatch(/org-Zx81AcctSecret/)
  })
})

describe('caps', () => {
  it("every call carries the output-token cap in its vendor's field", async () => {
    const openai = await fakeServer(() => responsesReply('1. **A Dental** – ok'))
    const pplx = await fakeServer(() => chat('1. **B Dental** – ok'))
    const claude = await fakeServer(() => message('- **C Dental**: ok'))
    const gem = await fakeServer(() => gemini('* **D Dental:** ok'))
    closers.push(openai.close, pplx.close, claude.close, gem.close)
    const res = await audit(
      appFor({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: `${openai.url}/v1`,
        PERPLEXITY_API_KEY: 'p-1',
        PERPLEXITY_BASE_URL: pplx.url,
        ANTHROPIC_API_KEY: 'a-1',
        ANTHROPIC_BASE_URL: claude.url,
        GEMINI_API_KEY: 'g-1',
        GEMINI_BASE_URL: gem.url,
        AUDIT_MAX_OUTPUT_TOKENS: '700',
      }).app,
    )
    expect(res.status).toBe(200)
    for (const r of openai.requests) expect(r.body.max_output_tokens).toBe(700)
    for (const r of pplx.requests) expect(r.body.max_tokens).toBe(700)
    for (const r of claude.requests) expect(r.body.max_tokens).toBe(700)
    for (const r of gem.requests) expect(r.body.generationConfig.maxOutputTokens).toBe(700)
    expect([openai, pplx, claude, gem].map((f) => f.requests.length)).toEqual([11, 11, 11, 11])
  })

  it("a vendor's calls in flight never exceed AUDIT_VENDOR_CONCURRENCY, across audits", async () => {
    let inFlight = 0
    let most = 0
    const fake = await fakeServer(async () => {
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 40))
      inFlight--
      return responsesReply('1. **Molar Masters** – ok')
    })
    closers.push(fake.close)
    const { app } = appFor({
      OPENAI_API_KEY: 'sk-1',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AUDIT_VENDOR_CONCURRENCY: '3',
    })
    // Three separate runs (force_run: identical audits would otherwise share one run).
    const results = await Promise.all([1, 2, 3].map(() => audit(app, { force_run: true })))
    for (const res of results) expect(res.status).toBe(200)
    expect(fake.requests).toHaveLength(33)
    expect(most).toBe(3)
  })
})

describe('citations', () => {
  it("Perplexity citations and search results become the answer's citations; a cited website is a mention", async () => {
    const fake = await fakeServer((r) =>
      question(r).startsWith('Who is a good but affordable')
        ? chat('1. **Molar Masters** – affordable[1]', {
            citations: ['https://www.zebradental.com.au/fees', 'https://www.yelp.com/x'],
            search_results: [{ title: 'Fees', url: 'https://www.zebradental.com.au/fees' }],
          })
        : chat('1. **Molar Masters** – ok[1]', {
            search_results: [{ title: 'Molar', url: 'https://molarmasters.com.au/' }],
          }),
    )
    closers.push(fake.close)
    const res = await audit(
      appFor({ PERPLEXITY_API_KEY: 'p-1', PERPLEXITY_BASE_URL: fake.url }).app,
    )
    expect(res.status).toBe(200)
    const cited = answersOf(res).find((a: any) => a.citations?.length === 2)
    // In the order of `citations` (the answer's [1], [2]), with the search results' titles.
    expect(cited).toMatchObject({
      citations: [
        { url: 'https://www.zebradental.com.au/fees', title: 'Fees', domain: 'zebradental.com.au' },
        { url: 'https://www.yelp.com/x', title: null, domain: 'yelp.com' },
      ],
      mentioned_you: true,
      provenance: { surface: 'api_web_search', searched: true },
    })
    const others = answersOf(res).filter((a: any) => a !== cited)
    for (const a of others)
      expect(a).toMatchObject({
        citations: [
          { url: 'https://molarmasters.com.au/', title: 'Molar', domain: 'molarmasters.com.au' },
        ],
      })
    expect(res.body.scores.overall.citation_rate.value).toBeCloseTo(1 / 10)
    expect(res.body.scores.overall.top_sources).toContainEqual(
      expect.objectContaining({ domain: 'molarmasters.com.au' }),
    )
  })

  it("Gemini grounding chunks become the answer's citations", async () => {
    const fake = await fakeServer(() =>
      gemini('* **Gemini Smiles:** ok', {
        groundingMetadata: {
          groundingChunks: [
            { web: { uri: 'https://geminismiles.example/', title: 'Gemini Smiles' } },
            { web: { uri: 'javascript:alert(1)', title: 'bad' } },
          ],
        },
      }),
    )
    closers.push(fake.close)
    const res = await audit(appFor({ GEMINI_API_KEY: 'g-1', GEMINI_BASE_URL: fake.url }).app)
    expect(res.status).toBe(200)
    for (const a of answersOf(res))
      expect(a.citations).toEqual([
        {
          url: 'https://geminismiles.example/',
          title: 'Gemini Smiles',
          domain: 'geminismiles.example',
        },
      ])
  })
})

describe('circuit breaker: a failing vendor is paused (docs/decisions/0047)', () => {
  it('a vendor failing every call is paused: the next audit sends it nothing', async () => {
    const fake = await fakeServer(() => ({
      status: 503,
      json: { error: { message: 'overloaded' } },
    }))
    closers.push(fake.close)
    const { app } = appFor({
      OPENAI_API_KEY: 'sk-1',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AUDIT_CALL_RETRIES: '0',
    })
    expect((await audit(app)).status).toBe(502)
    const sent = fake.requests.length
    expect(sent).toBe(11)
    const second = await audit(app, { force_run: true })
    expect(second.status).toBe(502)
    expect(second.body.message).toMatch(/paused after repeated failures/)
    expect(fake.requests.length).toBe(sent)
  })

  it('a vendor that answers 400 (our request, not an outage) is not paused', async () => {
    const fake = await fakeServer(() => ({ status: 400, json: { error: { message: 'bad' } } }))
    closers.push(fake.close)
    const { app } = appFor({
      OPENAI_API_KEY: 'sk-1',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AUDIT_CALL_RETRIES: '0',
    })
    await audit(app)
    await audit(app, { force_run: true })
    expect(fake.requests.length).toBe(22)
  })
})
