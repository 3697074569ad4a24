/**
 * Real keys "just work": with a key and a base URL pointing at a local fake of the vendor's API, the
 * official SDK calls that server and the audit's answers are its answers (simulated: false). Each
 * vendor's web search at the business's location (docs/decisions/0050): the search tool and the
 * location in the request as the fake receives it, and the sources read from a reply in the
 * vendor's searched wire format; with search off, no tool.
 */
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { loadConfig } from '../config'
import type { SearchLocation } from '@aivis/contract'
import {
  chatReply,
  fakeServer,
  geminiReply,
  groundingMetadata,
  messageReply,
  questionOf,
  responsesReply,
  searchedBlocks,
} from '../../test/support/fakeServer'
import { SYSTEM_PROMPT, createAssistant } from './assistants'
import { assistantRegistry } from './registry'
import { registrySettings } from '../registrySettings'
import { memoryLeads } from '../../test/support/leads'
import { quietLogger } from '../../test/support/logger'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()!()
})

function appFor(env: Record<string, string>) {
  const registry = assistantRegistry(registrySettings(loadConfig(env), null))
  return testApp({
    assistants: registry.assistantsFor,
    describe: registry.describe,
    leads: memoryLeads(),
    logger: quietLogger(),
  })
}

const body = { businessName: 'Zebra Dental', location: 'Perth', specialism: 'dentist' }

describe('OpenAI through OPENAI_BASE_URL', () => {
  it('asks the fake server all ten questions through the openai SDK (Responses API, web search at the location) and returns its answers', async () => {
    let n = 0
    const texts = new Map<string, string>()
    const fake = await fakeServer((req) => {
      const question = questionOf(req)
      // The control question may arrive at any point; only the scored questions alternate.
      const control = question.startsWith('What do you know about')
      if (!control) n++
      const content =
        control || n % 2
          ? `1. **Zebra Dental** – from the fake (${question})\n2. **Molar Masters** – fake`
          : `1. **Molar Masters** – fake answer to: ${question}`
      texts.set(question, content)
      return responsesReply(content, {
        cited: [{ url: 'https://molarmasters.com.au/?utm_source=openai', title: 'Molar Masters' }],
        sources: ['https://molarmasters.com.au/', 'https://www.yelp.com.au/perth-dentists'],
      })
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
      expect(r.path).toBe('/v1/responses')
      expect(r.headers.authorization).toBe('Bearer sk-test-123')
      expect(r.body).toMatchObject({
        model: 'local-model',
        tools: [
          {
            type: 'web_search',
            user_location: {
              type: 'approximate',
              city: 'Perth',
              region: 'Western Australia',
              country: 'AU',
              timezone: 'Australia/Perth',
            },
          },
        ],
      })
      expect(typeof r.body.instructions).toBe('string')
    }
    const asked = fake.requests.map(questionOf).sort()
    expect(
      [
        ...res.body.questions_and_answers.map((q: any) => q.question),
        res.body.control_questions[0].question,
      ].sort(),
    ).toEqual(asked)
    for (const qa of res.body.questions_and_answers) {
      expect(qa.answer).toBe(texts.get(qa.question))
      expect(qa.mentioned_you).toBe(qa.answer.includes('Zebra Dental'))
      expect(qa.citations).toEqual([
        {
          url: 'https://molarmasters.com.au/',
          title: 'Molar Masters',
          domain: 'molarmasters.com.au',
        },
        {
          url: 'https://www.yelp.com.au/perth-dentists',
          title: null,
          domain: 'yelp.com.au',
        },
      ])
      expect(qa.provenance).toMatchObject({ surface: 'api_web_search', searched: true })
    }
    expect(res.body.web_search).toBe(true)
    expect(res.body.search_location).toMatchObject({ city: 'Perth', country: 'AU' })
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

  it('with AUDIT_WEB_SEARCH=off asks by Chat Completions with no search tool, and says so in each answer', async () => {
    const fake = await fakeServer(() => chatReply('1. **Molar Masters** – from memory'))
    closers.push(fake.close)
    const res = await request(
      appFor({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        AUDIT_WEB_SEARCH: 'off',
      }),
    )
      .post('/functions/v1/competitive-audit')
      .send(body)
    expect(res.status).toBe(200)
    expect(fake.requests).toHaveLength(11)
    for (const r of fake.requests) {
      expect(r.path).toBe('/v1/chat/completions')
      expect(r.body.tools).toBeUndefined()
      expect(r.body.max_completion_tokens).toBe(1024)
    }
    expect(res.body.web_search).toBe(false)
    for (const qa of res.body.questions_and_answers)
      expect(qa.provenance).toMatchObject({ surface: 'api', searched: false, location: null })
  })

  it('retries a failed call twice, then records it as an answer with an error without failing the audit', async () => {
    const fake = await fakeServer((req) => {
      if (questionOf(req).startsWith('Who is a good but affordable'))
        return { status: 500, json: { error: { message: 'upstream overloaded' } } }
      return responsesReply('1. **Molar Masters** – ok')
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

/** Where the audited business is: what `resolveLocation('Perth, WA')` gives. */
const perth: SearchLocation = {
  query: 'Perth, WA',
  city: 'Perth',
  region: 'Western Australia',
  country: 'AU',
  timezone: 'Australia/Perth',
}
const QUESTION = 'Who is the best family dentist in Perth, WA?'
const molar = { url: 'https://molarmasters.com.au/', title: 'Molar Masters | Family Dentist' }
const yelp = { url: 'https://www.yelp.com.au/search?find_desc=dentist', title: 'Top 10 Dentists' }
const hotfrog = { url: 'https://www.hotfrog.com.au/perth/dentists', title: 'Dentists in Perth' }
const asSource = (s: { url: string; title: string | null }, domain: string) => ({ ...s, domain })

/** A real-SDK assistant for `id` against the fake at `url`, searching unless `webSearch` is false. */
function assistantAt(
  id: Parameters<typeof createAssistant>[0],
  url: string,
  { webSearch = true, chatOnly = false } = {},
) {
  return createAssistant(
    id,
    { apiKey: 'k-1', baseURL: url, model: 'test-model', chatOnly },
    { timeoutMs: 5_000, retries: 0, maxOutputTokens: 600, webSearch },
  )
}

describe('web search at the business location, per vendor (the request as the vendor receives it)', () => {
  it('ChatGPT: Responses API with the web_search tool and an approximate user_location; url_citation annotations, then the search call sources', async () => {
    const fake = await fakeServer(() =>
      responsesReply('1. **Molar Masters** – family dentist in Perth', {
        cited: [{ ...molar, url: `${molar.url}?utm_source=openai` }, yelp],
        sources: [molar.url, hotfrog.url, 'ftp://files.example/x'],
      }),
    )
    closers.push(fake.close)
    const chatgpt = assistantAt('chatgpt', `${fake.url}/v1`)
    expect(chatgpt.webSearch).toBe(true)
    const reply = await chatgpt.ask(QUESTION, { location: perth })
    expect(fake.requests).toHaveLength(1)
    const [req] = fake.requests
    expect(req.path).toBe('/v1/responses')
    expect(req.body).toEqual({
      model: 'test-model',
      instructions: SYSTEM_PROMPT,
      input: QUESTION,
      max_output_tokens: 600,
      store: false,
      tools: [
        {
          type: 'web_search',
          user_location: {
            type: 'approximate',
            city: 'Perth',
            region: 'Western Australia',
            country: 'AU',
            timezone: 'Australia/Perth',
          },
        },
      ],
      include: ['web_search_call.action.sources'],
    })
    expect(reply).toEqual({
      text: '1. **Molar Masters** – family dentist in Perth',
      citations: [
        asSource(molar, 'molarmasters.com.au'),
        asSource(yelp, 'yelp.com.au'),
        asSource({ url: hotfrog.url, title: null }, 'hotfrog.com.au'),
      ],
      searched: true,
    })
  })

  it('ChatGPT: only the known parts of the location go with the tool; a failed search call is no search', async () => {
    const fake = await fakeServer(() => responsesReply('ok', { sources: [], failed: true }))
    closers.push(fake.close)
    const chatgpt = assistantAt('chatgpt', `${fake.url}/v1`)
    const reply = await chatgpt.ask(QUESTION, {
      location: {
        query: 'Somewhere, Australia',
        city: null,
        region: null,
        country: 'AU',
        timezone: null,
      },
    })
    expect(fake.requests[0].body.tools).toEqual([
      { type: 'web_search', user_location: { type: 'approximate', country: 'AU' } },
    ])
    expect(reply).toEqual({ text: 'ok', citations: [], searched: false })
    await chatgpt.ask(QUESTION, { location: null })
    expect(fake.requests[1].body.tools).toEqual([{ type: 'web_search' }])
  })

  it('ChatGPT: off, or on a chat-only server (OPENAI_CHAT_ONLY), a plain Chat Completions call without a tool', async () => {
    const fake = await fakeServer(() => chatReply('1. **Molar Masters**'))
    closers.push(fake.close)
    for (const chatgpt of [
      assistantAt('chatgpt', `${fake.url}/v1`, { webSearch: false }),
      assistantAt('chatgpt', `${fake.url}/v1`, { chatOnly: true }),
    ]) {
      expect(chatgpt.webSearch).toBe(false)
      expect(await chatgpt.ask(QUESTION, { location: perth })).toEqual({
        text: '1. **Molar Masters**',
        citations: [],
        searched: false,
      })
    }
    for (const r of fake.requests) {
      expect(r.path).toBe('/v1/chat/completions')
      expect(r.body).not.toHaveProperty('tools')
      expect(JSON.stringify(r.body)).not.toContain('Australia/Perth')
      expect(r.body.max_completion_tokens).toBe(600)
    }
  })

  it('Claude: the web_search_20250305 server tool with user_location; the answer is the text after the search, with its web_search_result_location citations', async () => {
    const fake = await fakeServer(() =>
      messageReply(
        searchedBlocks(
          '1. **Molar Masters** – family dentist',
          [molar, yelp],
          [molar, yelp, hotfrog],
        ),
      ),
    )
    closers.push(fake.close)
    const claude = assistantAt('claude', fake.url)
    expect(claude.webSearch).toBe(true)
    const reply = await claude.ask(QUESTION, { location: perth })
    const [req] = fake.requests
    expect(req.path).toBe('/v1/messages')
    expect(req.body).toEqual({
      model: 'test-model',
      max_tokens: 600,
      system: SYSTEM_PROMPT,
      messages: [{ role: 'user', content: QUESTION }],
      tools: [
        {
          type: 'web_search_20250305',
          name: 'web_search',
          max_uses: 3,
          user_location: {
            type: 'approximate',
            city: 'Perth',
            region: 'Western Australia',
            country: 'AU',
            timezone: 'Australia/Perth',
          },
        },
      ],
    })
    expect(reply).toEqual({
      text: '1. **Molar Masters** – family dentist',
      citations: [asSource(molar, 'molarmasters.com.au'), asSource(yelp, 'yelp.com.au')],
      searched: true,
    })
  })

  it('Claude: without citations in the text, the search results are the sources; a search that errored is no search', async () => {
    const blocks = searchedBlocks('1. **Molar Masters**', [], [molar, hotfrog])
    const errored = [
      blocks[0],
      {
        type: 'web_search_tool_result',
        tool_use_id: 'srvtoolu_1',
        content: { type: 'web_search_tool_result_error', error_code: 'unavailable' },
      },
      { type: 'text', text: '1. **Molar Masters** – from memory', citations: null },
    ]
    const replies = [messageReply(blocks), messageReply(errored)]
    const fake = await fakeServer(() => replies.shift()!)
    closers.push(fake.close)
    const claude = assistantAt('claude', fake.url)
    expect(await claude.ask(QUESTION, { location: perth })).toEqual({
      text: '1. **Molar Masters**',
      citations: [asSource(molar, 'molarmasters.com.au'), asSource(hotfrog, 'hotfrog.com.au')],
      searched: true,
    })
    expect(await claude.ask(QUESTION, { location: perth })).toEqual({
      text: '1. **Molar Masters** – from memory',
      citations: [],
      searched: false,
    })
  })

  it('Claude: a paused turn (pause_turn) is sent back as it is and continued', async () => {
    const [use, results, ...text] = searchedBlocks('1. **Molar Masters**', [molar])
    const replies = [messageReply([use, results], 'pause_turn'), messageReply(text)]
    const fake = await fakeServer(() => replies.shift()!)
    closers.push(fake.close)
    const reply = await assistantAt('claude', fake.url).ask(QUESTION, { location: perth })
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests[1].body.messages).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: [use, results] },
    ])
    expect(reply).toEqual({
      text: '1. **Molar Masters**',
      citations: [asSource(molar, 'molarmasters.com.au')],
      searched: true,
    })
  })

  it('Claude: off, no tool is sent', async () => {
    const fake = await fakeServer(() => messageReply('- **Molar Masters**'))
    closers.push(fake.close)
    const claude = assistantAt('claude', fake.url, { webSearch: false })
    expect(claude.webSearch).toBe(false)
    expect(await claude.ask(QUESTION, { location: perth })).toEqual({
      text: '- **Molar Masters**',
      citations: [],
      searched: false,
    })
    expect(fake.requests[0].body).not.toHaveProperty('tools')
  })

  it('Gemini: the googleSearch tool (no location field: the question names the place); grounding chunks, their domain from the title of a grounding redirect', async () => {
    const fake = await fakeServer(() =>
      geminiReply('* **Molar Masters:** family dentist', {
        ...groundingMetadata(['molarmasters.com.au', 'yelp.com.au']),
      }),
    )
    closers.push(fake.close)
    const gemini = assistantAt('gemini', fake.url)
    expect(gemini.webSearch).toBe(true)
    const reply = await gemini.ask(QUESTION, { location: perth })
    const [req] = fake.requests
    expect(req.path).toBe('/v1beta/models/test-model:generateContent')
    expect(req.body.tools).toEqual([{ googleSearch: {} }])
    expect(req.body.contents).toEqual([{ role: 'user', parts: [{ text: QUESTION }] }])
    expect(JSON.stringify(req.body)).not.toContain('Australia/Perth')
    expect(reply).toEqual({
      text: '* **Molar Masters:** family dentist',
      citations: [
        {
          url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQ0',
          title: 'molarmasters.com.au',
          domain: 'molarmasters.com.au',
        },
        {
          url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQ1',
          title: 'yelp.com.au',
          domain: 'yelp.com.au',
        },
      ],
      searched: true,
    })
  })

  it('Gemini: Vertex AI’s web.domain and a direct URI’s host; queries without chunks still searched; off, no tool', async () => {
    const replies = [
      geminiReply('ok', {
        groundingMetadata: {
          groundingChunks: [
            {
              web: {
                uri: 'https://vertexaisearch.cloud.google.com/x',
                title: 'Molar',
                domain: 'www.molarmasters.com.au',
              },
            },
            { web: { uri: hotfrog.url, title: hotfrog.title } },
          ],
        },
      }),
      geminiReply('ok', { groundingMetadata: { webSearchQueries: ['dentist perth'] } }),
      geminiReply('ok'),
    ]
    const fake = await fakeServer(() => replies.shift()!)
    closers.push(fake.close)
    const gemini = assistantAt('gemini', fake.url)
    expect((await gemini.ask(QUESTION)).citations).toEqual([
      {
        url: 'https://vertexaisearch.cloud.google.com/x',
        title: 'Molar',
        domain: 'molarmasters.com.au',
      },
      asSource(hotfrog, 'hotfrog.com.au'),
    ])
    expect(await gemini.ask(QUESTION)).toEqual({ text: 'ok', citations: [], searched: true })
    const plain = assistantAt('gemini', fake.url, { webSearch: false })
    expect(await plain.ask(QUESTION)).toEqual({ text: 'ok', citations: [], searched: false })
    expect(fake.requests[2].body).not.toHaveProperty('tools')
  })

  it('Perplexity: web_search_options with low context and the city, region and country; citations in order with the search results’ titles', async () => {
    const fake = await fakeServer(() =>
      chatReply('1. **Molar Masters**[1] – reviews[2]', {
        citations: [molar.url, yelp.url, 'javascript:alert(1)', molar.url],
        search_results: [
          { title: yelp.title, url: yelp.url, date: '2025-01-01' },
          { title: molar.title, url: molar.url, date: null },
          { title: hotfrog.title, url: hotfrog.url },
        ],
      }),
    )
    closers.push(fake.close)
    const perplexity = assistantAt('perplexity', fake.url)
    expect(perplexity.webSearch).toBe(true)
    const reply = await perplexity.ask(QUESTION, { location: perth })
    const [req] = fake.requests
    expect(req.path).toBe('/chat/completions')
    expect(req.body.web_search_options).toEqual({
      search_context_size: 'low',
      user_location: { city: 'Perth', region: 'Western Australia', country: 'AU' },
    })
    expect(req.body).not.toHaveProperty('disable_search')
    expect(req.body.max_tokens).toBe(600)
    expect(reply).toEqual({
      text: '1. **Molar Masters**[1] – reviews[2]',
      citations: [
        asSource(molar, 'molarmasters.com.au'),
        asSource(yelp, 'yelp.com.au'),
        asSource(hotfrog, 'hotfrog.com.au'),
      ],
      searched: true,
    })
  })

  it('Perplexity: no results is no search; off, disable_search and no search options', async () => {
    const fake = await fakeServer(() => chatReply('1. **Molar Masters**'))
    closers.push(fake.close)
    expect(await assistantAt('perplexity', fake.url).ask(QUESTION, { location: perth })).toEqual({
      text: '1. **Molar Masters**',
      citations: [],
      searched: false,
    })
    const plain = assistantAt('perplexity', fake.url, { webSearch: false })
    expect(plain.webSearch).toBe(false)
    await plain.ask(QUESTION, { location: perth })
    expect(fake.requests[1].body.disable_search).toBe(true)
    expect(fake.requests[1].body).not.toHaveProperty('web_search_options')
  })
})
