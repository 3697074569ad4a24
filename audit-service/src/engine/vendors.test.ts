/**
 * Real keys "just work": with a key and a base URL pointing at a local fake of the vendor's API, the
 * official SDK calls that server and the audit's answers are its answers (simulated: false).
 */
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { loadConfig } from '../config'
import { fakeServer } from '../../test/support/fakeServer'
import { assistantRegistry } from './registry'
import { memoryLeads } from '../../test/support/leads'
import { quietLogger } from '../../test/support/logger'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()!()
})

function appFor(env: Record<string, string>) {
  const registry = assistantRegistry(loadConfig(env), null)
  return testApp({
    assistants: registry.assistantsFor,
    describe: registry.describe,
    leads: memoryLeads(),
    logger: quietLogger(),
  })
}

const body = { businessName: 'Zebra Dental', location: 'Perth', specialism: 'dentist' }

describe('OpenAI through OPENAI_BASE_URL', () => {
  it('asks the fake server all ten questions through the openai SDK and returns its answers', async () => {
    let n = 0
    const texts = new Map<string, string>()
    const fake = await fakeServer((req) => {
      const question = req.body.messages.at(-1).content
      // The control question may arrive at any point; only the scored questions alternate.
      const control = question.startsWith('What do you know about')
      if (!control) n++
      const content =
        control || n % 2
          ? `1. **Zebra Dental** – from the fake (${question})\n2. **Molar Masters** – fake`
          : `1. **Molar Masters** – fake answer to: ${question}`
      texts.set(question, content)
      return {
        status: 200,
        json: {
          id: `c${n}`,
          object: 'chat.completion',
          created: 1,
          model: req.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        },
      }
    })
    closers.push(fake.close)
    const res = await request(
      appFor({
        OPENAI_API_KEY: 'sk-test-123',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        OPENAI_MODEL: 'local-model',
      }),
    )
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(200)
    expect(fake.requests).toHaveLength(11) // ten questions and the control question
    for (const r of fake.requests) {
      expect(r.method).toBe('POST')
      expect(r.path).toBe('/v1/chat/completions')
      expect(r.headers.authorization).toBe('Bearer sk-test-123')
      expect(r.body.model).toBe('local-model')
    }
    const asked = fake.requests.map((r) => r.body.messages.at(-1).content).sort()
    expect(
      [
        ...res.body.questions_and_answers.map((q: any) => q.question),
        res.body.control_questions[0].question,
      ].sort(),
    ).toEqual(asked)
    for (const r of fake.requests) expect(r.body.messages.at(-1).role).toBe('user')
    for (const qa of res.body.questions_and_answers) {
      expect(qa.answer).toBe(texts.get(qa.question))
      expect(qa.mentioned_you).toBe(qa.answer.includes('Zebra Dental'))
    }
    expect(res.body.simulated).toBe(false)
    expect(res.body.assistant).toBe('ChatGPT')
    expect(res.body.summary.top_competitors).toEqual(['Molar Masters'])
    expect(res.body.summary.times_you_mentioned).toBe(5)
    expect(res.body.scores.by_assistant).toMatchObject([
      {
        assistant: 'chatgpt',
        assistant_name: 'ChatGPT',
        model: 'local-model',
        mentions: 5,
        answers: 10,
        mention_rate: 0.5,
      },
    ])
    expect(res.body.severity).toBe('MODERATE')
    expect(res.body.discovery_queries_results.every((d: any) => d.answers.length === 1)).toBe(true)
  })

  it('retries a failed call twice, then records it as an answer with an error without failing the audit', async () => {
    const fake = await fakeServer((req) => {
      const question: string = req.body.messages.at(-1).content
      if (question.startsWith('Who is a good but affordable'))
        return { status: 500, json: { error: { message: 'upstream overloaded' } } }
      return {
        status: 200,
        json: {
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: '1. **Molar Masters** – ok' },
              finish_reason: 'stop',
            },
          ],
        },
      }
    })
    closers.push(fake.close)
    const res = await request(appFor({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: `${fake.url}/v1` }))
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(200)
    // 9 answered at once, the failing one tried three times (two retries), and the control question
    expect(fake.requests).toHaveLength(13)
    const failed = res.body.discovery_queries_results
      .flatMap((d: any) => d.answers)
      .filter((a: any) => a.error)
    expect(failed).toHaveLength(1)
    expect(failed[0].error).toMatch(/500/)
    expect(res.body.scores.by_assistant[0]).toMatchObject({ answers: 9 })
  })

  it('gives up on a call after AUDIT_CALL_TIMEOUT_MS, retrying a timed-out attempt twice', async () => {
    const { createServer } = await import('node:http')
    let attempts = 0
    const hanging = createServer(() => void attempts++) // never answers
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r))
    closers.push(
      () => new Promise<void>((r) => (hanging.closeAllConnections(), hanging.close(() => r()))),
    )
    const port = (hanging.address() as import('node:net').AddressInfo).port
    const t0 = Date.now()
    const res = await request(
      appFor({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AUDIT_CALL_TIMEOUT_MS: '200',
      }),
    )
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(502)
    expect(res.body.message).toMatch(/timed out/i)
    expect(attempts).toBe(11 * 3)
    expect(Date.now() - t0).toBeLessThan(10_000)
  })

  it('returns 502 with a clear message when every call fails', async () => {
    const fake = await fakeServer(() => ({
      status: 401,
      json: { error: { message: 'Incorrect API key provided' } },
    }))
    closers.push(fake.close)
    const res = await request(appFor({ OPENAI_API_KEY: 'bad', OPENAI_BASE_URL: `${fake.url}/v1` }))
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(502)
    expect(res.body.message).toBe(
      'No AI assistant could be reached (authentication failed). Please try again in a few minutes.',
    )
  })
})

describe('Perplexity through the openai SDK', () => {
  it('calls chat completions on PERPLEXITY_BASE_URL with the key and the sonar model', async () => {
    const fake = await fakeServer((req) => ({
      status: 200,
      json: {
        id: 'p',
        object: 'chat.completion',
        created: 1,
        model: req.body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: '1. **Sonar Smiles** - cited[1]' },
            finish_reason: 'stop',
          },
        ],
      },
    }))
    closers.push(fake.close)
    const res = await request(
      appFor({ PERPLEXITY_API_KEY: 'pplx-1', PERPLEXITY_BASE_URL: fake.url }),
    )
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(200)
    expect(fake.requests).toHaveLength(11) // ten questions and the control question
    expect(fake.requests[0]).toMatchObject({ path: '/chat/completions', body: { model: 'sonar' } })
    expect(fake.requests[0].headers.authorization).toBe('Bearer pplx-1')
    expect(res.body.assistant).toBe('Perplexity')
    expect(res.body.summary.top_competitors).toEqual(['Sonar Smiles'])
  })
})

describe('Anthropic and Gemini SDKs', () => {
  it('calls the Anthropic messages API with the key and reads the text blocks', async () => {
    const fake = await fakeServer((req) => ({
      status: 200,
      json: {
        id: 'm',
        type: 'message',
        role: 'assistant',
        model: req.body.model,
        content: [
          { type: 'text', text: `- **Claude Pick Dental**: for ${req.body.messages[0].content}` },
        ],
        stop_reason: 'end_turn',
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    }))
    closers.push(fake.close)
    const res = await request(appFor({ ANTHROPIC_API_KEY: 'ak-1', ANTHROPIC_BASE_URL: fake.url }))
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(200)
    expect(fake.requests).toHaveLength(11) // ten questions and the control question
    for (const r of fake.requests) {
      expect(r.method).toBe('POST')
      expect(r.path).toBe('/v1/messages')
      // @anthropic-ai/sdk 1.x sends the API key as a bearer token (0.x sent x-api-key).
      expect(r.headers.authorization).toBe('Bearer ak-1')
      expect(r.headers['anthropic-version']).toBeTruthy()
      expect(r.body).toMatchObject({
        model: 'claude-3-5-haiku-latest',
        max_tokens: 1024,
        messages: [{ role: 'user' }],
      })
    }
    const asked = fake.requests.map((r) => r.body.messages[0].content).sort()
    expect(
      [
        ...res.body.questions_and_answers.map((q: any) => q.question),
        res.body.control_questions[0].question,
      ].sort(),
    ).toEqual(asked)
    for (const qa of res.body.questions_and_answers)
      expect(qa.answer).toBe(`- **Claude Pick Dental**: for ${qa.question}`)
    expect(res.body.simulated).toBe(false)
    expect(res.body.assistant).toBe('Claude')
    expect(res.body.questions_and_answers[0].competitors_mentioned).toEqual(['Claude Pick Dental'])
  })

  it('calls the Gemini generateContent API with the key and reads the candidate text', async () => {
    const fake = await fakeServer((req) => ({
      status: 200,
      json: {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [{ text: `* **Gemini Smiles:** for ${req.body.contents[0].parts[0].text}` }],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
      },
    }))
    closers.push(fake.close)
    const res = await request(
      appFor({ GEMINI_API_KEY: 'g-1', GEMINI_BASE_URL: fake.url, GEMINI_MODEL: 'gemini-test' }),
    )
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(200)
    expect(fake.requests).toHaveLength(11) // ten questions and the control question
    for (const r of fake.requests) {
      expect(r.method).toBe('POST')
      expect(r.path).toBe('/v1beta/models/gemini-test:generateContent')
      expect(r.headers['x-goog-api-key']).toBe('g-1')
    }
    for (const qa of res.body.questions_and_answers)
      expect(qa.answer).toBe(`* **Gemini Smiles:** for ${qa.question}`)
    expect(res.body.simulated).toBe(false)
    expect(res.body.assistant).toBe('Gemini')
    expect(res.body.questions_and_answers[0].competitors_mentioned).toEqual(['Gemini Smiles'])
  })
})
