import { describe, expect, it } from 'vitest'
import { extractCompetitors, mentionsBusiness, normalizeName } from '../engine/mentions'
import { discoveryQuestions } from '../engine/questions'
import { ASSISTANT_IDS, type AssistantId } from '@aivis/contract'
import { simulate, type SimulationInput } from './answers'
import { directoriesFor, siteSuffix } from './directories'
import { SKIP_ONE_IN, claimAround, searches, simulateSearch, type SimulatedSearch } from './search'
import { openAiCited } from './wire'

/** Markets in six countries. */
const MARKETS = [
  { business: 'Bondi Physio', specialism: 'physiotherapy', location: 'Sydney', country: 'AU' },
  { business: 'Apex', specialism: 'plumber', location: 'Leeds', country: 'GB' },
  { business: 'Sahyadri Dental', specialism: 'dentist', location: 'Pune', country: 'IN' },
  {
    business: 'Ridgeline Roofing',
    specialism: 'roofer',
    location: 'Queenstown, NZ',
    country: 'NZ',
  },
  { business: 'Lee Electrical', specialism: 'electrician', location: 'Cork', country: 'IE' },
  {
    business: 'Northwind Coffee',
    specialism: 'coffee roaster',
    location: 'Portland, OR',
    country: 'US',
  },
]

/** Every question of each market's audit, asked of every assistant with the search tool offered. */
const INPUTS: SimulationInput[] = MARKETS.flatMap((m) =>
  ASSISTANT_IDS.flatMap((assistant) =>
    discoveryQuestions({ ...m, businessType: 'service' }).map((question) => ({
      assistant,
      question,
      business: m.business,
      specialism: m.specialism,
      location: m.location,
    })),
  ),
)

const norm = (names: string[]) => names.map(normalizeName)
const hostOfUrl = (url: string) => new URL(url).host.replace(/^www\./, '')

/** The answer as the engine reads it from each vendor's SDK (ChatGPT's carries its links). */
const readText = (s: SimulatedSearch, assistant: AssistantId) =>
  assistant === 'chatgpt' ? openAiCited(s).text : s.text

describe('simulated web search', () => {
  const all = INPUTS.map((input) => ({ input, s: simulateSearch({ ...input, tool: true }) }))

  it('names the same businesses as the plain answer, without saying it cannot browse', () => {
    for (const { input, s } of all) {
      const plain = simulate(input).truth
      expect(s.truth.mentioned).toBe(plain.mentioned)
      expect(s.truth.competitors).toEqual(plain.competitors)
      if (!s.searched) {
        expect(s.text).toBe(simulate(input).answer)
        continue
      }
      expect(s.text).not.toMatch(/can't browse/)
      if (input.assistant === 'perplexity') expect(s.text).not.toMatch(/\nSources:/)
    }
  })

  it('cross-check: the detection agrees with the ground truth of every searched answer', () => {
    const failures: string[] = []
    for (const { input, s } of all.filter((x) => x.s.searched)) {
      const text = readText(s, input.assistant)
      const business = { name: input.business, service: input.specialism }
      const got = extractCompetitors(text, business)
      if (
        mentionsBusiness(text, business) !== s.truth.mentioned ||
        JSON.stringify(norm(got)) !== JSON.stringify(norm(s.truth.competitors))
      )
        failures.push(`${input.assistant} ${s.truth.format}\n${text}\ngot ${JSON.stringify(got)}`)
    }
    expect(failures, failures.join('\n\n')).toEqual([])
  })

  it('does not search in a seeded share of the calls offered the tool, Claude most often', () => {
    // Every question of every market kind, for a steadier share than one audit gives.
    const kinds = ['service', 'local_retail', 'national_brand', 'online_only'] as const
    const skipped = (assistant: AssistantId) => {
      const asked = MARKETS.flatMap((m) =>
        kinds.flatMap((businessType) =>
          discoveryQuestions({ ...m, businessType }).map((question) => ({
            ...m,
            assistant,
            question,
          })),
        ),
      )
      return asked.filter((i) => !searches(i)).length / asked.length
    }
    for (const a of ASSISTANT_IDS) {
      expect(skipped(a), a).toBeGreaterThan(0.4 / SKIP_ONE_IN[a])
      expect(skipped(a), a).toBeLessThan(1.8 / SKIP_ONE_IN[a])
    }
    expect(skipped('claude')).toBeGreaterThan(skipped('perplexity'))
    expect(SKIP_ONE_IN.claude).toBe(Math.min(...Object.values(SKIP_ONE_IN)))
    expect(all.some((x) => x.input.assistant !== 'claude' && !x.s.searched)).toBe(true)
    // Unsearched: nothing cited, no query.
    for (const { s } of all.filter((x) => !x.s.searched)) {
      expect([s.queries, s.results, s.spans, s.numbered]).toEqual([[], [], [], []])
    }
    // Without the tool, never.
    for (const input of INPUTS.slice(0, 40))
      expect(simulateSearch({ ...input, tool: false }).searched).toBe(false)
  })

  it("cites the named businesses' sites and the country's directories, each result once", () => {
    for (const { input, s } of all.filter((x) => x.s.searched)) {
      const m = MARKETS.find((x) => x.location === input.location)!
      const hosts = directoriesFor(m.specialism, m.country).map((d) => d.host)
      const sites = s.composition.entries.map((e) => e.site)
      expect(new Set(s.results.map((r) => r.url)).size).toBe(s.results.length)
      expect(s.queries[0]).toContain(s.composition.place)
      for (const r of s.results) {
        expect(r.title).toBeTruthy()
        if (r.kind === 'site') {
          expect(r.host.endsWith(siteSuffix(m.country)), r.url).toBe(true)
          expect(sites).toContain(r.host)
        } else expect(hosts, r.url).toContain(hostOfUrl(r.url))
      }
      // Every cited source is a result.
      const cited = [...s.numbered, ...s.spans.flatMap((c) => c.sources)]
      for (const c of cited) expect(s.results.map((r) => r.url)).toContain(c.url)
      // (Site results are the entries' sites: the business's only when the answer names it.)
    }
    const cited = all.flatMap((x) => x.s.results.map((r) => r.host))
    for (const h of ['justdial.com', 'yell.com', 'nocowboys.co.nz', 'goldenpages.ie'])
      expect(cited).toContain(h)
    // The business's own website is cited in part of the answers that name it.
    const ownCited = all.filter(
      (x) =>
        x.s.searched &&
        x.s.composition.own >= 0 &&
        x.s.results.some((r) => r.host === x.s.composition.entries[x.s.composition.own].site),
    )
    expect(ownCited.length).toBeGreaterThan(20)
  })

  it('uses the website it is given for the business', () => {
    const input = all.find(
      (x) => x.s.searched && x.s.truth.mentioned && x.input.assistant === 'perplexity',
    )!.input
    const s = simulateSearch({ ...input, website: 'https://www.example-own.com.au/', tool: true })
    expect(s.numbered.map((r) => r.url)).toContain('https://www.example-own.com.au/')
  })

  it('cites claims in order, without overlap; every named business has a cited claim', () => {
    for (const { input, s } of all.filter((x) => x.s.searched)) {
      if (input.assistant === 'perplexity') {
        // Perplexity: its markers [n] refer to `numbered`, the directories first.
        const marks = [...s.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))
        expect(Math.max(...marks)).toBe(s.numbered.length)
        expect(
          s.numbered
            .slice(0, s.composition.directories.length)
            .every((r) => r.kind === 'directory'),
        ).toBe(true)
        expect(s.results.slice(0, s.numbered.length)).toEqual(s.numbered)
        continue
      }
      for (let i = 1; i < s.spans.length; i++)
        expect(s.spans[i].start).toBeGreaterThanOrEqual(s.spans[i - 1].end)
      for (const e of s.composition.entries) {
        const at = s.text.indexOf(e.name)
        expect(
          s.spans.some((c) => c.start <= at && at < c.end),
          `${e.name}\n${s.text}`,
        ).toBe(true)
      }
    }
  })
})

describe('claimAround', () => {
  const around = (text: string, what: string) => {
    const [start, end] = claimAround(text, text.indexOf(what), what.length)
    return text.slice(start, end)
  }

  it('takes the sentence, the list line, the table row, or a heading with its next line', () => {
    const prose = 'Intro. Locals recommend Ace Co. and Bo. For families, Cleo is great. Done.'
    expect(around(prose, 'Bo')).toBe('Locals recommend Ace Co. and Bo.')
    expect(around(prose, 'Cleo')).toBe('For families, Cleo is great.')
    expect(around('Top:\n\n1. **A** – Good reviews.\n2. **B** – Fine.', 'A')).toBe(
      '1. **A** – Good reviews.',
    )
    expect(around('| # | Name |\n|---|---|\n| 1 | **A** |\n', 'A')).toBe('| 1 | **A** |')
    expect(around('### A\nGood reviews.\n\n### B\nFine.', 'A')).toBe('### A\nGood reviews.')
    expect(around('1. **A**\n   - **Why:** Good.\n', 'A')).toBe('1. **A**\n   - **Why:** Good.')
  })
})
