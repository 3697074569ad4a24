import Anthropic from '@anthropic-ai/sdk'
import { GoogleGenAI } from '@google/genai'
import OpenAI from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { controlQuestion } from '../engine/audit'
import { extractCompetitors, mentionsBusiness, normalizeName } from '../engine/mentions'
import { discoveryQuestions } from '../engine/questions'
import { ASSISTANT_IDS, type AssistantId, type BusinessType } from '@aivis/contract'
import {
  ANSWER_FORMATS,
  FORMAT_PLANS,
  competitorPool,
  simulate,
  simulatedAnswer,
  simulatedMentionRate,
  simulatedTruth,
  type AnswerFormat,
  type SimulationInput,
} from './answers'
import { ALL_DIRECTORIES, directoriesFor } from './directories'
import { searches } from './search'
import { placeInQuestion, simulatedSettings, startSimulator, type Simulator } from './server'

/** Directories an answer's text may name. */
const NAMED_DIRECTORIES = ALL_DIRECTORIES.filter((d) => d.named).map((d) => d.name)

const market = { business: 'Coastal Smiles', specialism: 'dentist', location: 'Gold Coast' }

/** Audits of several markets: business, trade, place (some with a region) and business type. */
const MARKETS: { business: string; specialism: string; location: string; type: BusinessType }[] = [
  { ...market, type: 'service' },
  { business: 'Bondi Physio', specialism: 'physiotherapy', location: 'Sydney', type: 'practice' },
  { business: 'Apex', specialism: 'plumber', location: 'Leeds', type: 'service' },
  { business: 'Harbour Dental', specialism: 'dentist', location: 'Sydney', type: 'service' },
  {
    business: "Nonna Rosa's",
    specialism: 'Italian restaurant',
    location: 'Melbourne',
    type: 'restaurant',
  },
  { business: 'Ledger & Co', specialism: 'accountant', location: 'London', type: 'online_only' },
  { business: 'Bright Teeth Co', specialism: 'dentist', location: 'Gold Coast', type: 'service' },
  {
    business: 'Ridgeline Walks',
    specialism: 'hiking tours',
    location: 'Queenstown, NZ',
    type: 'local_retail',
  },
  {
    business: 'ChillTech Aircon',
    specialism: 'aircon service',
    location: 'Singapore',
    type: 'service',
  },
  {
    business: 'Northwind Coffee',
    specialism: 'coffee roaster',
    location: 'Portland, OR',
    type: 'national_brand',
  },
]

/** Every simulated answer of one audit: each assistant, each discovery question and the control. */
function auditInputs(m: (typeof MARKETS)[number], withControl = true): SimulationInput[] {
  const questions = discoveryQuestions({
    specialism: m.specialism,
    location: m.location,
    businessType: m.type,
  })
  if (withControl)
    questions.push(controlQuestion({ business_name: m.business, target_location: m.location }))
  return ASSISTANT_IDS.flatMap((assistant) =>
    questions.map((question) => ({
      assistant,
      question,
      business: m.business,
      specialism: m.specialism,
      location: m.location,
    })),
  )
}

const norm = (names: string[]) => names.map(normalizeName)

describe('simulated answers', () => {
  it('are deterministic for the same business, question and assistant', () => {
    const input = {
      ...market,
      assistant: 'chatgpt' as const,
      question: 'Who is the best dentist in Gold Coast?',
    }
    expect(simulatedAnswer(input)).toBe(simulatedAnswer(input))
    for (const m of MARKETS)
      for (const input of auditInputs(m)) {
        const first = simulate(input)
        expect(simulate({ ...input }), input.question).toEqual(first)
        expect(simulatedAnswer(input)).toBe(first.answer)
        expect(simulatedTruth(input)).toEqual(first.truth)
      }
  })

  it('differ between questions, assistants and markets', () => {
    const qs = discoveryQuestions({
      specialism: 'dentist',
      location: 'Gold Coast',
      businessType: 'service',
    })
    const answers = qs.map((question) =>
      simulatedAnswer({ ...market, assistant: 'chatgpt', question }),
    )
    expect(new Set(answers).size).toBe(10)
    const byAssistant = ASSISTANT_IDS.map((assistant) =>
      simulatedAnswer({ ...market, assistant, question: qs[0] }),
    )
    expect(new Set(byAssistant).size).toBe(4)
    expect(competitorPool('dentist', 'Gold Coast')).not.toEqual(competitorPool('plumber', 'Leeds'))
  })

  it('name competitors that fit the market, which the real extractor finds', () => {
    const pool = norm(competitorPool('dentist', 'Gold Coast'))
    for (const assistant of ASSISTANT_IDS) {
      const input = {
        ...market,
        assistant,
        question: 'Can you recommend a reliable dentist in Gold Coast?',
      }
      const { answer, truth } = simulate(input)
      expect(truth.competitors.length, answer).toBeGreaterThanOrEqual(3)
      for (const name of norm(truth.competitors)) expect(pool).toContain(name)
      const found = extractCompetitors(answer, { name: market.business })
      expect(found.length, answer).toBeGreaterThanOrEqual(3)
      for (const name of norm(found)) expect(pool).toContain(name)
    }
  })

  it('name the business in roughly 20–60 % of answers', () => {
    const businesses = [
      'Coastal Smiles',
      'Acme',
      'Harbour Dental',
      'Pearl White Clinic',
      'Dr Lee',
      'Bright Teeth Co',
    ]
    for (const business of businesses) {
      const rate = simulatedMentionRate(business, 'dentist', 'Gold Coast')
      expect(rate).toBeGreaterThanOrEqual(0.2)
      expect(rate).toBeLessThanOrEqual(0.6)
      const qs = ['service', 'local_retail', 'national_brand', 'online_only'].flatMap((t) =>
        discoveryQuestions({
          specialism: 'dentist',
          location: 'Gold Coast',
          businessType: t as 'service',
        }),
      )
      const hits = ASSISTANT_IDS.flatMap((assistant) =>
        qs.map((question) =>
          simulatedAnswer({
            business,
            specialism: 'dentist',
            location: 'Gold Coast',
            assistant,
            question,
          }),
        ),
      ).filter((a) => mentionsBusiness(a, { name: business })).length
      const observed = hits / (qs.length * ASSISTANT_IDS.length)
      expect(observed, business).toBeGreaterThan(0.08)
      expect(observed, business).toBeLessThan(0.75)
    }
  })

  it("never list the business's own name as a competitor (a business named like a pool name)", () => {
    const qs = discoveryQuestions({
      specialism: 'dentist',
      location: 'Gold Coast',
      businessType: 'service',
    })
    for (const business of competitorPool('dentist', 'Gold Coast')) {
      const results = ASSISTANT_IDS.flatMap((assistant) =>
        qs.map((question) =>
          simulate({
            business,
            specialism: 'dentist',
            location: 'Gold Coast',
            assistant,
            question,
          }),
        ),
      )
      for (const { answer: a, truth } of results) {
        expect(a.split(`**${business}**`).length - 1, a).toBeLessThanOrEqual(1)
        expect(norm(truth.competitors), a).not.toContain(normalizeName(business))
        expect(truth.competitors.length, a).toBeGreaterThanOrEqual(3)
        expect(extractCompetitors(a, { name: business }).length, a).toBeGreaterThanOrEqual(3)
      }
      const rate =
        results.filter((x) => mentionsBusiness(x.answer, { name: business })).length /
        results.length
      expect(rate, business).toBeLessThan(0.75)
    }
  })
})

describe('simulated answer formats', () => {
  it('every format occurs across the simulated answers of one audit, in each house style', () => {
    for (const m of MARKETS) {
      for (const type of ['service', 'local_retail', 'national_brand', 'online_only'] as const) {
        const inputs = auditInputs({ ...m, type }, false)
        const formats = inputs.map((input) => simulatedTruth(input).format)
        expect(new Set(formats), `${m.business} ${type}`).toEqual(new Set(ANSWER_FORMATS))
        // Each assistant writes its ten planned formats over the ten discovery questions.
        for (const assistant of ASSISTANT_IDS) {
          const mine = inputs
            .filter((i) => i.assistant === assistant)
            .map((i) => simulatedTruth(i).format)
          expect(mine.sort(), `${assistant} ${m.business} ${type}`).toEqual(
            [...FORMAT_PLANS[assistant]].sort(),
          )
        }
      }
      // The control question gets a format of the assistant's plan too.
      for (const input of auditInputs(m).filter((i) => /^What do you know/.test(i.question)))
        expect(FORMAT_PLANS[input.assistant]).toContain(simulatedTruth(input).format)
    }
  })

  it('write each format in the shape its name says', () => {
    const shapes: Record<AnswerFormat, RegExp> = {
      numbered: /^1\. \*\*/m,
      bullets: /^[-*] \*\*/m,
      dash: /^- [^*[]+ [-–—] /m,
      inline: /(^|: )\(?1\) .+; \(?2\) /m,
      headings: /^#{2,3} /m,
      table: /^\|.*\|\n\|(-+\|)+$/m,
      prose: /^[^#|*\-\d\n][^\n]{80,}$/m,
      'bold-prose': /[a-z,] \*\*[^*]+\*\*[ ,.]/,
      citations:
        /\]\(https:\/\/www\.[a-z0-9]+\.(com|com\.au|co\.uk|co\.nz|com\.sg)\) - .* \[\d+\]\.$/m,
    }
    for (const m of MARKETS)
      for (const input of auditInputs(m)) {
        const { answer, truth } = simulate(input)
        expect(answer, truth.format).toMatch(shapes[truth.format])
        // Perplexity cites: [n] markers and a numbered source list that starts with directories.
        if (input.assistant === 'perplexity') {
          expect(answer).toMatch(/\[\d+\]/)
          const first = answer.match(/\nSources:\n1\. (.+) – https:/)?.[1]
          expect(NAMED_DIRECTORIES, answer).toContain(first)
        }
      }
  })

  it('have a ground truth that matches the text: competitors in order of first appearance, sources apart', () => {
    for (const m of MARKETS)
      for (const input of auditInputs(m)) {
        const { answer, truth } = simulate(input)
        const at = truth.competitors.map((c) =>
          answer.search(
            new RegExp(`${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u'),
          ),
        )
        expect(
          at.every((i) => i >= 0),
          answer,
        ).toBe(true)
        expect(
          [...at].sort((a, b) => a - b),
          answer,
        ).toEqual(at)
        expect(new Set(norm(truth.competitors)).size).toBe(truth.competitors.length)
        for (const s of truth.sources) expect(answer).toContain(s)
        for (const c of truth.competitors) expect(truth.sources).not.toContain(c)
        expect(truth.competitors.length).toBeGreaterThanOrEqual(3)
        expect(truth.competitors.length).toBeLessThanOrEqual(5)
      }
  })

  it('include realistic traps sometimes: a directory named, a "Co." name, a later short reference', () => {
    const all = MARKETS.flatMap((m) => auditInputs(m)).map((i) => simulatedTruth(i))
    for (const trap of ['source', 'co-name', 'short-reference'] as const) {
      const share = all.filter((t) => t.traps.includes(trap)).length / all.length
      expect(share, trap).toBeGreaterThan(0.1)
      expect(share, trap).toBeLessThan(0.9)
    }
    const directories = new Set(all.flatMap((t) => t.sources))
    for (const d of ['Yelp', 'Google Maps', 'TripAdvisor']) expect(directories).toContain(d)
  })

  it('cross-check: the detection agrees with the ground truth of every simulated answer', () => {
    const failures: string[] = []
    let checked = 0
    for (const m of MARKETS) {
      // As the audit reads the business (engine/audit.ts).
      const business = { name: m.business, service: m.specialism }
      for (const input of auditInputs(m)) {
        const { answer, truth } = simulate(input)
        const mentioned = mentionsBusiness(answer, business)
        const got = extractCompetitors(answer, business)
        checked++
        if (
          mentioned !== truth.mentioned ||
          JSON.stringify(norm(got)) !== JSON.stringify(norm(truth.competitors))
        )
          failures.push(
            `${input.assistant} ${truth.format} | ${m.business} | ${input.question}\n${answer}\n` +
              `expected: mentioned ${truth.mentioned}, ${JSON.stringify(truth.competitors)}\n` +
              `got:      mentioned ${mentioned}, ${JSON.stringify(got)}`,
          )
      }
    }
    expect(checked).toBe(MARKETS.length * 44)
    expect(failures, failures.join('\n\n')).toEqual([])
  })
})

describe('simulator server', () => {
  it('serves the simulated answer of each assistant on its vendor route', async () => {
    const sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 2 })
    try {
      const question = 'Who is the best dentist in Gold Coast?'
      const headers = {
        'content-type': 'application/json',
        'x-sim-business': encodeURIComponent(market.business),
        'x-sim-specialism': encodeURIComponent(market.specialism),
        'x-sim-location': encodeURIComponent(market.location),
      }
      const messages = [{ role: 'user', content: question }]
      const routes: [AssistantId, string, unknown, (b: any) => string][] = [
        [
          'chatgpt',
          '/openai/v1/chat/completions',
          { model: 'm', messages },
          (b) => b.choices[0].message.content,
        ],
        [
          'chatgpt',
          '/openai/v1/responses',
          { model: 'm', input: question },
          (b) => b.output[0].content[0].text,
        ],
        ['claude', '/anthropic/v1/messages', { model: 'm', messages }, (b) => b.content[0].text],
        [
          'gemini',
          '/gemini/v1beta/models/m:generateContent',
          { contents: [{ parts: [{ text: question }] }] },
          (b) => b.candidates[0].content.parts[0].text,
        ],
        [
          'perplexity',
          '/perplexity/chat/completions',
          { model: 'm', messages },
          (b) => b.choices[0].message.content,
        ],
      ]
      for (const [assistant, path, body, textOf] of routes) {
        const res = await fetch(`${sim.url}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        })
        expect(res.status).toBe(200)
        expect(textOf(await res.json())).toBe(simulatedAnswer({ ...market, assistant, question }))
      }
      const missing = await fetch(`${sim.url}/openai/v1/embeddings`, { method: 'POST', headers })
      expect(missing.status).toBe(404)
      const empty = await fetch(`${sim.url}/openai/v1/responses`, {
        method: 'POST',
        headers,
        body: '{"model":"m"}',
      })
      expect(empty.status).toBe(400)
    } finally {
      await sim.close()
    }
  })

  it('reads the place of a question', () => {
    expect(placeInQuestion('Who is the best dentist in Gold Coast?')).toBe('Gold Coast')
    expect(placeInQuestion("I'm visiting Portland, OR. Which coffee roaster should I go to?")).toBe(
      'Portland, OR',
    )
    expect(
      placeInQuestion('What is the best online accountant service for customers in Leeds?'),
    ).toBe('Leeds')
    expect(placeInQuestion('Who is the best dentist?')).toBeNull()
  })
})

/** The market of the SDK tests: a physiotherapist in Sydney (AU). */
const physio = { business: 'Bondi Physio', specialism: 'physiotherapy', location: 'Sydney' }
const physioQuestions = discoveryQuestions({ ...physio, businessType: 'service' })
const SYDNEY = {
  city: 'Sydney',
  region: 'New South Wales',
  country: 'AU',
  timezone: 'Australia/Sydney',
}
const LEEDS = { city: 'Leeds', region: 'England', country: 'GB', timezone: 'Europe/London' }

/** The headers the audit's simulated assistants send for a market. */
const simHeaders = (m: { business: string; specialism: string; location?: string }) => ({
  'x-sim-business': encodeURIComponent(m.business),
  'x-sim-specialism': encodeURIComponent(m.specialism),
  ...(m.location ? { 'x-sim-location': encodeURIComponent(m.location) } : {}),
})

/** A question of the market for which `assistant` searches (or not) when offered the tool. */
function questionWhere(assistant: AssistantId, searched: boolean, location = physio.location) {
  const q = [...physioQuestions, ...MARKETS.flatMap((m) => auditInputs(m)).map((i) => i.question)]
  const found = q.find(
    (question) => searches({ ...physio, location, assistant, question }) === searched,
  )
  if (!found) throw new Error(`no question where ${assistant} searched=${searched}`)
  return found
}

/** Markers [n] of a Perplexity answer. */
const markers = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))

/** The competitors the answer's truth names, as the detection reads them. */
const named = (text: string) => norm(extractCompetitors(text, { name: physio.business }))

describe('searched wire formats through the real SDKs', () => {
  let sim: Simulator
  let settings: ReturnType<typeof simulatedSettings>
  beforeAll(async () => {
    sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 2 })
    settings = simulatedSettings(sim)
  })
  afterAll(() => sim.close())

  const openai = (h = simHeaders(physio)) =>
    new OpenAI({ apiKey: 'k', baseURL: settings.chatgpt.baseURL, defaultHeaders: h, maxRetries: 0 })
  const perplexity = (h = simHeaders(physio)) =>
    new OpenAI({
      apiKey: 'k',
      baseURL: settings.perplexity.baseURL,
      defaultHeaders: h,
      maxRetries: 0,
    })
  const anthropic = (h = simHeaders(physio)) =>
    new Anthropic({
      apiKey: 'k',
      baseURL: settings.claude.baseURL,
      defaultHeaders: h,
      maxRetries: 0,
    })
  const gemini = (h: Record<string, string> = simHeaders(physio)) =>
    new GoogleGenAI({ apiKey: 'k', httpOptions: { baseUrl: settings.gemini.baseURL, headers: h } })

  const askOpenAi = (question: string, where = SYDNEY, h = simHeaders(physio), include = true) =>
    openai(h).responses.create({
      model: 'gpt-test',
      instructions: 'Answer briefly.',
      input: question,
      store: false,
      tools: [{ type: 'web_search', user_location: { type: 'approximate', ...where } }],
      ...(include ? { include: ['web_search_call.action.sources' as const] } : {}),
    })
  const askClaude = (question: string, where = SYDNEY, h = simHeaders(physio)) =>
    anthropic(h).messages.create({
      model: 'claude-test',
      max_tokens: 1024,
      system: 'Answer briefly.',
      messages: [{ role: 'user', content: question }],
      tools: [
        {
          type: 'web_search_20250305',
          name: 'web_search',
          max_uses: 3,
          user_location: { type: 'approximate', ...where },
        },
      ],
    })
  const askGemini = (question: string, h: Record<string, string> = simHeaders(physio)) =>
    gemini(h).models.generateContent({
      model: 'gemini-test',
      contents: question,
      config: { systemInstruction: 'Answer briefly.', tools: [{ googleSearch: {} }] },
    })
  const askPerplexity = (
    question: string,
    where: { city: string; region: string; country: string } = SYDNEY,
    h = simHeaders(physio),
  ) =>
    perplexity(h).chat.completions.create({
      model: 'sonar',
      max_tokens: 1024,
      messages: [{ role: 'user', content: question }],
      // Perplexity's own `user_location` (not OpenAI's nested `approximate`): cast past its types.
      web_search_options: { search_context_size: 'low', user_location: where },
    } as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming)

  it('OpenAI Responses API: a web_search_call with its sources, then cited output_text', async () => {
    const question = questionWhere('chatgpt', true)
    const res = await askOpenAi(question)
    expect(res.object).toBe('response')
    expect(res.output.map((o) => o.type)).toEqual(['web_search_call', 'message'])
    const call = res.output[0] as OpenAI.Responses.ResponseFunctionWebSearch
    expect(call.status).toBe('completed')
    if (call.action.type !== 'search') throw new Error(call.action.type)
    expect(call.action.query).toMatch(/Sydney/)
    const sources = (call.action.sources ?? []).map((s) => s.url)
    expect(sources.length).toBeGreaterThanOrEqual(3)
    const message = res.output[1] as OpenAI.Responses.ResponseOutputMessage
    const part = message.content[0] as OpenAI.Responses.ResponseOutputText
    // The SDK computes output_text from the message.
    expect(res.output_text).toBe(part.text)
    expect(part.annotations.length).toBeGreaterThanOrEqual(3)
    for (const a of part.annotations) {
      if (a.type !== 'url_citation') throw new Error(a.type)
      expect(a.url).toMatch(/[?&]utm_source=openai$/)
      expect(sources).toContain(a.url.replace(/[?&]utm_source=openai$/, ''))
      expect(a.title).toBeTruthy()
      expect(res.output_text.slice(a.start_index, a.end_index)).toBe(
        `([${new URL(a.url).host.replace(/^www\./, '')}](${a.url}))`,
      )
    }
    // The business's and its competitors' own sites, under the country's suffix.
    expect(sources.some((u) => /^https:\/\/www\.[a-z0-9]+\.com\.au\/$/.test(u))).toBe(true)
    const plain = simulate({ ...physio, assistant: 'chatgpt', question })
    expect(named(res.output_text)).toEqual(norm(plain.truth.competitors))
    // Without `include`, the call carries no sources.
    const bare = await askOpenAi(question, SYDNEY, simHeaders(physio), false)
    const bareCall = bare.output[0] as OpenAI.Responses.ResponseFunctionWebSearch
    expect(bareCall.action.type === 'search' && bareCall.action.sources).toBeFalsy()
    expect(bare.output_text).toBe(res.output_text)
  })

  it('Anthropic: server_tool_use, web_search_tool_result, then text blocks citing the results', async () => {
    const question = questionWhere('claude', true)
    const res = await askClaude(question)
    const types = res.content.map((b) => b.type)
    expect(types[0]).toBe('text')
    expect(types[1]).toBe('server_tool_use')
    expect(types[2]).toBe('web_search_tool_result')
    const uses = res.content.filter((b) => b.type === 'server_tool_use')
    expect(res.usage.server_tool_use?.web_search_requests).toBe(uses.length)
    for (const u of uses) {
      expect(u.name).toBe('web_search')
      expect((u.input as { query: string }).query).toMatch(/Sydney/)
    }
    const results = res.content.flatMap((b) =>
      b.type === 'web_search_tool_result' && Array.isArray(b.content) ? b.content : [],
    )
    expect(results.length).toBeGreaterThanOrEqual(3)
    for (const r of results) {
      expect(r.type).toBe('web_search_result')
      expect(r.encrypted_content).toBeTruthy()
      expect(r.title).toBeTruthy()
    }
    const lastResult = types.lastIndexOf('web_search_tool_result')
    const answer = res.content.slice(lastResult + 1)
    expect(answer.every((b) => b.type === 'text')).toBe(true)
    const citations = answer.flatMap((b) => (b.type === 'text' ? (b.citations ?? []) : []))
    expect(citations.length).toBeGreaterThanOrEqual(2)
    for (const c of citations) {
      if (c.type !== 'web_search_result_location') throw new Error(c.type)
      expect(results.map((r) => r.url)).toContain(c.url)
      expect(c.cited_text).toBeTruthy()
      expect(c.encrypted_index).toBeTruthy()
    }
    const text = answer.map((b) => (b.type === 'text' ? b.text : '')).join('')
    expect(text).not.toMatch(/can't browse/)
    expect(named(text)).toEqual(
      norm(simulate({ ...physio, assistant: 'claude', question }).truth.competitors),
    )
  })

  it('Gemini: groundingMetadata with queries, chunks and supports over the text', async () => {
    const question = questionWhere('gemini', true)
    const res = await askGemini(question)
    const meta = res.candidates?.[0]?.groundingMetadata
    expect(meta?.webSearchQueries?.[0]).toMatch(/Sydney/)
    expect(meta?.searchEntryPoint?.renderedContent).toMatch(/<div/)
    const chunks = meta?.groundingChunks ?? []
    expect(chunks.length).toBeGreaterThanOrEqual(3)
    for (const c of chunks) {
      expect(c.web?.uri).toMatch(
        /^https:\/\/vertexaisearch\.cloud\.google\.com\/grounding-api-redirect\//,
      )
      expect(c.web?.title).toMatch(/^[a-z0-9.-]+\.[a-z]+$/)
    }
    expect(chunks.some((c) => c.web?.title?.endsWith('.com.au'))).toBe(true)
    const text = Buffer.from(res.text ?? '')
    const supports = meta?.groundingSupports ?? []
    expect(supports.length).toBeGreaterThanOrEqual(2)
    for (const s of supports) {
      const { startIndex = 0, endIndex, text: segment } = s.segment ?? {}
      expect(text.subarray(startIndex, endIndex).toString()).toBe(segment)
      for (const i of s.groundingChunkIndices ?? []) expect(chunks[i]).toBeDefined()
    }
    expect(named(res.text ?? '')).toEqual(
      norm(simulate({ ...physio, assistant: 'gemini', question }).truth.competitors),
    )
  })

  it('Perplexity: [n] markers, citations and search_results in the markers’ order', async () => {
    const question = questionWhere('perplexity', true)
    const res = (await askPerplexity(question)) as OpenAI.Chat.ChatCompletion & {
      citations?: string[]
      search_results?: { title: string; url: string; date: string }[]
      usage: { num_search_queries?: number; search_context_size?: string }
    }
    const text = res.choices[0].message.content ?? ''
    const results = res.search_results ?? []
    expect(res.citations).toEqual(results.map((r) => r.url))
    expect(Math.max(...markers(text))).toBeLessThanOrEqual(results.length)
    expect(text).not.toMatch(/\nSources:/)
    // [1] and [2] are the directories the text names; the businesses' sites follow.
    const dirs = directoriesFor(physio.specialism, 'AU')
    for (const r of results.slice(0, 2)) {
      expect(dirs.map((d) => d.host)).toContain(new URL(r.url).host.replace(/^www\./, ''))
      expect(text).toContain(dirs.find((d) => r.url.includes(d.host))!.name)
    }
    for (const r of results) {
      expect(r.title).toBeTruthy()
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(res.usage.num_search_queries).toBe(1)
    expect(res.usage.search_context_size).toBe('low')
    expect(named(text)).toEqual(
      norm(simulate({ ...physio, assistant: 'perplexity', question }).truth.competitors),
    )
  })

  it('the location asked shapes the names and the sources cited', async () => {
    // The header says Sydney; the search tool asks from Leeds (GB).
    const pool = norm(competitorPool(physio.specialism, 'Leeds'))
    const sydney = norm(competitorPool(physio.specialism, 'Sydney'))
    const leedsOf = (text: string) => {
      const got = named(text)
      expect(got.length, text).toBeGreaterThanOrEqual(3)
      for (const n of got) expect(pool, text).toContain(n)
      for (const n of got) expect(sydney).not.toContain(n)
    }
    const q = questionWhere('chatgpt', true, 'Leeds')
    const gpt = await askOpenAi(q, LEEDS)
    leedsOf(gpt.output_text)
    const call = gpt.output[0] as OpenAI.Responses.ResponseFunctionWebSearch
    const urls = call.action.type === 'search' ? (call.action.sources ?? []).map((s) => s.url) : []
    expect(urls.some((u) => u.endsWith('.co.uk/'))).toBe(true)
    expect(urls.every((u) => !u.includes('.com.au'))).toBe(true)
    const gbHosts = directoriesFor(physio.specialism, 'GB').map((d) => d.host)
    for (const u of urls.filter((x) => !x.endsWith('.co.uk/')))
      expect(gbHosts).toContain(new URL(u).host.replace(/^www\./, ''))

    const claude = await askClaude(questionWhere('claude', true, 'Leeds'), LEEDS)
    leedsOf(claude.content.map((b) => (b.type === 'text' ? b.text : '')).join(''))
    const px = await askPerplexity(questionWhere('perplexity', true, 'Leeds'), LEEDS)
    leedsOf(px.choices[0].message.content ?? '')

    // Gemini takes no location: without a place header, the question's place decides.
    const noPlace = simHeaders({ business: physio.business, specialism: physio.specialism })
    const question = 'Who is the best physiotherapy provider in Leeds?'
    const g = await askGemini(question, noPlace)
    leedsOf(g.text ?? '')
    // The same city as the header's place keeps the header's market (its ten planned formats).
    const same = await askOpenAi(physioQuestions[0], SYDNEY)
    const plain = simulate({ ...physio, assistant: 'chatgpt', question: physioQuestions[0] })
    expect(named(same.output_text)).toEqual(norm(plain.truth.competitors))
  })

  it('a request without the search tool never gets a search', async () => {
    const question = questionWhere('claude', true)
    const gpt = await openai().responses.create({ model: 'm', input: question })
    expect(gpt.output.map((o) => o.type)).toEqual(['message'])
    const part = (gpt.output[0] as OpenAI.Responses.ResponseOutputMessage).content[0]
    expect(part.type === 'output_text' && part.annotations).toEqual([])
    const chat = await openai().chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: question }],
    })
    expect(chat.choices[0].message.content).toBe(
      simulatedAnswer({ ...physio, assistant: 'chatgpt', question }),
    )
    const claude = await anthropic().messages.create({
      model: 'm',
      max_tokens: 100,
      messages: [{ role: 'user', content: question }],
    })
    expect(claude.content.map((b) => b.type)).toEqual(['text'])
    expect(claude.usage.server_tool_use ?? null).toBeNull()
    const g = await gemini().models.generateContent({ model: 'm', contents: question })
    expect(g.candidates?.[0]?.groundingMetadata).toBeUndefined()
    for (const extra of [
      {},
      { disable_search: true },
      { disable_search: true, web_search_options: {} },
    ]) {
      const px = (await perplexity().chat.completions.create({
        model: 'sonar',
        messages: [{ role: 'user', content: question }],
        ...extra,
      } as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming)) as unknown as Record<
        string,
        unknown
      >
      expect(px.search_results).toBeUndefined()
      expect(px.citations).toBeUndefined()
    }
  })

  it('some seeded calls with the tool offered do not search, and answer in the plain format', async () => {
    const gpt = await askOpenAi(questionWhere('chatgpt', false))
    expect(gpt.output.map((o) => o.type)).toEqual(['message'])
    const claudeQuestion = questionWhere('claude', false)
    const claude = await askClaude(claudeQuestion)
    expect(claude.content.map((b) => b.type)).toEqual(['text'])
    expect(claude.content[0].type === 'text' && claude.content[0].text).toBe(
      simulatedAnswer({ ...physio, assistant: 'claude', question: claudeQuestion }),
    )
    const g = await askGemini(questionWhere('gemini', false))
    expect(g.candidates?.[0]?.groundingMetadata).toBeUndefined()
    const px = (await askPerplexity(questionWhere('perplexity', false))) as unknown as Record<
      string,
      unknown
    >
    expect(px.search_results).toBeUndefined()
    // The same request gets the same answer.
    const again = await askClaude(claudeQuestion)
    expect(again.content).toEqual(claude.content)
  })
})
