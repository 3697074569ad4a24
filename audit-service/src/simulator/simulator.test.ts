import { describe, expect, it } from 'vitest'
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
import { startSimulator } from './server'

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
      citations: /\]\(https:\/\/www\.[a-z0-9]+\.com\) - .* \[\d+\]\.$/m,
    }
    for (const m of MARKETS)
      for (const input of auditInputs(m)) {
        const { answer, truth } = simulate(input)
        expect(answer, truth.format).toMatch(shapes[truth.format])
        // Perplexity cites: [n] markers and a numbered source list that starts with directories.
        if (input.assistant === 'perplexity') {
          expect(answer).toMatch(/\[\d+\]/)
          expect(answer).toMatch(
            /\nSources:\n1\. (Google Maps|Yelp|TripAdvisor|Trustpilot|Facebook) – https:/,
          )
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
    } finally {
      await sim.close()
    }
  })
})
