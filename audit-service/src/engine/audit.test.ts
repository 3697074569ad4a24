/**
 * The audit engine with stub assistants: scores, severity, ranking, failures, concurrency, how each
 * answer was made (provenance), its citations and the business's rank in it.
 */
import { describe, expect, it } from 'vitest'
import { auditResultSchema } from '@aivis/contract'
import type { AssistantId, CitedSource, SearchLocation } from '@aivis/contract'
import type { Assistant, AssistantReply } from './assistants'
import { runAudit, safeReason } from './audit'
import { AllAssistantsFailedError, AuditCancelledError } from '../errors'
import { rateOf } from './scoring'
import { firstFixes } from './fixes'
import { collected } from '../../test/support/gc'
import { capturedLogger, quietLogger } from '../../test/support/logger'

const req = {
  business_name: 'Acme Dental',
  target_location: 'Perth',
  core_product_service: 'dentist',
  business_type: 'service' as const,
  website: 'acmedental.com.au',
  force_run: false,
  aliases: [] as string[],
}

function stub(
  id: AssistantId,
  answer: (q: string, i: number) => string | Error,
  track?: { now: number; max: number },
): Assistant {
  let i = 0
  return {
    id,
    name: id.toUpperCase(),
    model: `${id}-model`,
    simulated: false,
    async ask(q) {
      const n = i++
      if (track) track.max = Math.max(track.max, ++track.now)
      await new Promise((r) => setTimeout(r, 5))
      if (track) track.now--
      const a = answer(q, n)
      if (a instanceof Error) throw a
      return { text: a, citations: [], searched: false }
    },
    webSearch: false,
  }
}

/** What a searching stub saw of each call: the question and the location sent with it. */
interface Seen {
  question: string
  location: SearchLocation | null | undefined
  hasLocation: boolean
}

/** A stub whose replies are given whole (text, citations, searched); records what each call got. */
function replying(
  id: AssistantId,
  webSearch: boolean,
  reply: (q: string, i: number) => AssistantReply | Error,
  seen: Seen[] = [],
): Assistant {
  let i = 0
  return {
    id,
    name: id.toUpperCase(),
    model: `${id}-model`,
    simulated: false,
    webSearch,
    async ask(question, opts = {}) {
      seen.push({ question, location: opts.location, hasLocation: 'location' in opts })
      const r = reply(question, i++)
      if (r instanceof Error) throw r
      return r
    },
  }
}

const cite = (url: string, title: string | null = null): CitedSource => ({
  url,
  title,
  domain: new URL(url).hostname.replace(/^www\./, ''),
})

const PERTH: SearchLocation = {
  query: 'Perth',
  city: 'Perth',
  region: 'Western Australia',
  country: 'AU',
  timezone: 'Australia/Perth',
}

describe('safeReason', () => {
  it.each([
    [{ status: 401, message: 'Incorrect API key sk-proj-SECRET' }, 'authentication failed'],
    [{ status: 429, message: 'Rate limit for org-abc123' }, 'rate limited'],
    [{ status: 503, message: 'overloaded (account 42)' }, 'vendor error (HTTP 503)'],
    [{ name: 'APIConnectionTimeoutError', message: 'Request timed out.' }, 'timed out'],
    [new Error('empty answer from ChatGPT'), 'empty answer'],
    [{ name: 'APIConnectionError', message: 'Connection error.' }, 'unreachable'],
    [new SyntaxError('Unexpected token < in JSON'), 'invalid response'],
    ['weird', 'request failed'],
  ])('%o → %s', (err, reason) => expect(safeReason(err)).toBe(reason))
})

describe('runAudit: competitors and sources', () => {
  it('lists directories an answer names as its sources, never as competitors', async () => {
    const chatgpt = stub(
      'chatgpt',
      () =>
        'Locals like Smile Co Dental and Perth Dental Care. Compare reviews on Google Maps and Yelp.',
    )
    const r = await runAudit(req, [chatgpt])
    const a = r.discovery_queries_results[0].answers[0]
    expect(a.competitors_mentioned).toEqual(['Smile Co Dental', 'Perth Dental Care'])
    expect(a.sources).toEqual(['Google Maps', 'Yelp'])
    expect(r.summary.top_competitors).not.toContain('Yelp')
  })
})

describe('runAudit', () => {
  it('fills questions_and_answers from the primary, scores from all assistants', async () => {
    const chatgpt = stub('chatgpt', (_q, i) =>
      i < 3
        ? `1. **Acme Dental** – great\n2. **Perth Smiles** – good`
        : `1. **Perth Smiles** – good\n2. **Tooth Co** – ok\n3. **Gum Gurus** – ok\n4. **Fourth Dental** – ok`,
    )
    const claude = stub(
      'claude',
      () => `- **Tooth Co**: fine\n- Visit acmedental.com.au for prices`,
    )
    const r = await runAudit(req, [chatgpt, claude])
    expect(r.assistant).toBe('CHATGPT')
    expect(r.questions_and_answers).toHaveLength(10)
    expect(r.questions_and_answers.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(r.summary).toEqual({
      times_you_mentioned: 3,
      total_questions: 10,
      top_competitors: ['Tooth Co', 'Perth Smiles', 'Gum Gurus', 'Fourth Dental'],
    })
    // at most 3 competitors per question (spec §9), the full list in discovery_queries_results
    expect(r.questions_and_answers[5].competitors_mentioned).toEqual([
      'Perth Smiles',
      'Tooth Co',
      'Gum Gurus',
    ])
    expect(r.discovery_queries_results[5].answers[0].competitors_mentioned).toHaveLength(4)
    // claude names the website in every answer: 13 of 20 answers mention the business
    expect(r.scores.mention_rate).toBeCloseTo(13 / 20)
    expect(r.severity).toBe('STRONG')
    // competitor mentions: chatgpt 3×1 + 7×4 = 31, claude 10×1 = 10
    expect(r.scores.share_of_voice).toBeCloseTo(13 / (13 + 41))
    expect(r.scores.by_assistant).toMatchObject([
      {
        assistant: 'chatgpt',
        assistant_name: 'CHATGPT',
        model: 'chatgpt-model',
        mentions: 3,
        answers: 10,
        mention_rate: 0.3,
      },
      {
        assistant: 'claude',
        assistant_name: 'CLAUDE',
        model: 'claude-model',
        mentions: 10,
        answers: 10,
        mention_rate: 1,
      },
    ])
    expect(r.simulated).toBe(false)
  })

  it('computes every figure once: the summary, the ranking and each assistant read the same tally', async () => {
    const chatgpt = stub(
      'chatgpt',
      () => `1. **Tooth Co Pty Ltd** – good\n2. **Perth Smiles** – ok`,
    )
    const claude = stub('claude', () => `1. **TOOTH CO** – fine\n2. **Gum Gurus** – fine`)
    const r = await runAudit(req, [chatgpt, claude])
    // "Tooth Co Pty Ltd" and "TOOTH CO" are one competitor, named in all 20 answers.
    expect(r.scores.overall.competitors.slice(0, 3)).toEqual([
      { name: 'Tooth Co Pty Ltd', answers: 20, share_of_voice: 20 / 40 },
      { name: 'Perth Smiles', answers: 10, share_of_voice: 10 / 40 },
      { name: 'Gum Gurus', answers: 10, share_of_voice: 10 / 40 },
    ])
    expect(r.summary.top_competitors).toEqual(
      r.scores.overall.competitors.slice(0, 5).map((c) => c.name),
    )
    expect(r.scores.overall).toMatchObject({ answers: 20, mentions: 0, share_of_voice: 0 })
    const [mine, theirs] = r.scores.by_assistant
    expect(mine.metrics.competitors.map((c) => c.name)).toEqual([
      'Tooth Co Pty Ltd',
      'Perth Smiles',
    ])
    expect(theirs.metrics.competitors.map((c) => c.name)).toEqual(['TOOTH CO', 'Gum Gurus'])
    expect([mine.mentions, mine.answers]).toEqual([mine.metrics.mentions, mine.metrics.answers])
  })

  it('records a failed call as an answer with an error and leaves it out of the scores', async () => {
    const chatgpt = stub('chatgpt', (_q, i) =>
      i % 2 ? new Error('429 Rate limit reached') : '1. **Acme Dental** – yes',
    )
    const r = await runAudit(req, [chatgpt])
    const failed = r.discovery_queries_results.flatMap((d) => d.answers).filter((a) => a.error)
    expect(failed).toHaveLength(5)
    expect(failed[0]).toMatchObject({
      answer: '',
      mentioned_you: false,
      error: 'rate limited',
    })
    expect(r.scores.mention_rate).toBe(1)
    expect(r.scores.by_assistant[0]).toMatchObject({ mentions: 5, answers: 5 })
    expect(r.questions_and_answers.filter((q) => /could not answer/.test(q.answer))).toHaveLength(5)
  })

  it('uses the next assistant as primary when the first never answers', async () => {
    const r = await runAudit(req, [
      stub('chatgpt', () => new Error('down')),
      stub('gemini', () => '* **Perth Smiles:** good'),
    ])
    expect(r.assistant).toBe('GEMINI')
    expect(r.questions_and_answers[0].competitors_mentioned).toEqual(['Perth Smiles'])
  })

  it('throws AllAssistantsFailedError with safe reasons, never the vendor text, when every call fails', async () => {
    const { logger, lines, messages } = capturedLogger()
    const failing = () =>
      runAudit(req, [stub('chatgpt', () => new Error('401 Incorrect API key sk-proj-SECRET123'))], {
        logger,
      })
    await expect(failing()).rejects.toThrow(AllAssistantsFailedError)
    const err = (await failing().catch((e: Error) => e)) as Error
    expect(err.message).toBe(
      'No AI assistant could be reached (authentication failed). Please try again in a few minutes.',
    )
    expect(err.message).not.toMatch(/SECRET/)
    // The vendor's text goes to the server log only.
    expect(messages().some((line) => line.includes('sk-proj-SECRET123'))).toBe(true)
    expect(lines.every((l) => l.level === 'warn')).toBe(true)
  })

  it('keeps vendor texts out of a partial result', async () => {
    const r = await runAudit(
      req,
      [
        stub('chatgpt', () => '1. **Perth Smiles**'),
        stub('claude', () => Object.assign(new Error('org-abc123 quota'), { status: 429 })),
      ],
      { logger: quietLogger() },
    )
    expect(JSON.stringify(r)).not.toMatch(/org-abc123/)
    expect(r.scores.by_assistant[1]).toMatchObject({ answers: 0, mention_rate: 0 })
    expect(r.discovery_queries_results[0].answers[1].error).toBe('rate limited')
  })

  it('asks each question AUDIT_SAMPLES times, scores every sample, and reports the verdict with n', async () => {
    let n = 0
    const r = await runAudit(
      req,
      [
        stub('chatgpt', (q) =>
          /what do you know/i.test(q) ? 'x' : n++ % 2 ? 'Acme Dental' : 'no',
        ),
      ],
      { samples: 3 },
    )
    expect(r.discovery_queries_results[0].answers.map((a) => a.sample)).toEqual([1, 2, 3])
    expect(r.scores.overall?.mention_rate).toMatchObject({ n: 30, value: 0.5 })
    expect(r.verdict).toEqual({ severity: 'MODERATE', firm: false, answers: 30, samples: 3 })
    const rate = r.scores.overall!.mention_rate
    expect(rate.low).toBeLessThan(0.5)
    expect(rate.high).toBeGreaterThan(0.5)
  })

  it('asks one branded control question per assistant, reported apart and unscored', async () => {
    const r = await runAudit(req, [
      stub('chatgpt', (q) =>
        /what do you know/i.test(q) ? 'Acme Dental is a Perth clinic.' : '1. **Perth Smiles**',
      ),
    ])
    expect(r.control_questions).toEqual([
      {
        assistant: 'chatgpt',
        assistant_name: 'CHATGPT',
        question: 'What do you know about Acme Dental in Perth?',
        answer: 'Acme Dental is a Perth clinic.',
        knows_business: true,
      },
    ])
    expect(r.scores.mention_rate).toBe(0)
    expect(r.severity).toBe('LOW')
  })

  it("asks all of an assistant's questions at once by default, at most `concurrency` when set", async () => {
    const t1 = { now: 0, max: 0 }
    const t2 = { now: 0, max: 0 }
    await runAudit(req, [stub('chatgpt', () => 'x', t1), stub('claude', () => 'y', t2)])
    expect(t1.max).toBe(11) // ten questions and the control question
    expect(t2.max).toBe(11)
    const t3 = { now: 0, max: 0 }
    const t4 = { now: 0, max: 0 }
    await runAudit(req, [stub('chatgpt', () => 'x', t3), stub('claude', () => 'y', t4)], {
      concurrency: 5,
    })
    expect(t3.max).toBe(5)
    expect(t4.max).toBe(5)
  })

  it('never puts the business name in a question', async () => {
    const seen: string[] = []
    await runAudit(req, [stub('chatgpt', (q) => (seen.push(q), 'ok'))])
    // Ten discovery questions, then the branded control question (the only one naming it).
    expect(seen).toHaveLength(11)
    expect(seen.slice(0, 10).some((q) => /acme/i.test(q))).toBe(false)
    expect(seen[10]).toBe('What do you know about Acme Dental in Perth?')
  })
})

describe('runAudit progress and cancellation', () => {
  it('reports each finished call once, in order, up to assistants × (questions + control)', async () => {
    const seen: { done: number; total: number; assistant: string; question_id: number }[] = []
    await runAudit(req, [stub('chatgpt', () => 'Acme Dental'), stub('claude', () => 'Other Co')], {
      onProgress: (p) => seen.push(p),
    })
    expect(seen).toHaveLength(22)
    expect(seen.map((p) => p.done)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1))
    expect(new Set(seen.map((p) => p.total))).toEqual(new Set([22]))
    for (const id of ['chatgpt', 'claude']) {
      const ids = seen.filter((p) => p.assistant === id).map((p) => p.question_id)
      expect(ids.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    }
  })

  it('aborts the calls in flight and sends no more when the signal fires', async () => {
    let started = 0
    let aborted = 0
    const hanging: Assistant = {
      id: 'chatgpt',
      name: 'ChatGPT',
      model: 'm',
      simulated: false,
      webSearch: false,
      ask: (_q, { signal } = {}) =>
        new Promise((_resolve, reject) => {
          started++
          signal?.addEventListener('abort', () => {
            aborted++
            reject(new Error('aborted'))
          })
        }),
    }
    const ac = new AbortController()
    const run = runAudit(req, [hanging], { signal: ac.signal, concurrency: 2 })
    await new Promise((r) => setTimeout(r, 20))
    ac.abort()
    await expect(run).rejects.toBeInstanceOf(AuditCancelledError)
    expect(started).toBe(2) // at most `concurrency` were ever sent
    expect(aborted).toBe(2)
    await expect(runAudit(req, [hanging], { signal: ac.signal })).rejects.toBeInstanceOf(
      AuditCancelledError,
    )
    expect(started).toBe(2)
  })
})

describe('runAudit deadline: late calls end as timed out (docs/decisions/0047)', () => {
  it('ends the audit at its deadline with what it has: late calls aborted and marked timed out', async () => {
    let aborted = 0
    const hanging: Assistant = {
      id: 'claude',
      name: 'Claude',
      model: 'm',
      simulated: false,
      webSearch: false,
      ask: (_q, { signal } = {}) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted++
            reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
          })
        }),
    }
    const t0 = Date.now()
    const result = await runAudit(
      req,
      [stub('chatgpt', () => '1. **Acme Dental** – great'), hanging],
      {
        deadlineMs: 150,
      },
    )
    expect(Date.now() - t0).toBeLessThan(1000)
    expect(aborted).toBe(11)
    const claude = result.discovery_queries_results
      .flatMap((d) => d.answers)
      .filter((a) => a.assistant === 'claude')
    expect(claude.map((a) => a.error)).toEqual(Array(10).fill('timed out'))
    expect(result.scores.by_assistant.find((b) => b.assistant === 'chatgpt')).toMatchObject({
      answers: 10,
    })
  })
})

describe('runAudit: the first fixes', () => {
  it('carries the first 3 fixes, made from the result itself, so every medium shows the same', async () => {
    const r = await runAudit(req, [
      stub('chatgpt', () => '1. **Perth Smiles** – great\n2. **Acme Dental** – good'),
      stub('claude', () => '1. **Perth Smiles**'),
    ])
    expect(r.fixes).toHaveLength(3)
    const { fixes, ...rest } = r
    expect(fixes).toEqual(firstFixes(rest, 3))
    expect(auditResultSchema.parse(r).fixes).toEqual(fixes)
  })
})

describe('runAudit: memory', () => {
  it("lets go of what an SDK hangs on a call's signal and never takes off, once the audit has ended", async () => {
    // As Google's SDK does on success: a listener per call left on the signal it was given. The
    // listener holds a large object, as the SDK's holds its request.
    const held: WeakRef<object>[] = []
    const leaving: Assistant = {
      ...stub('gemini', () => ''),
      async ask(_q, { signal } = {}) {
        const request = { body: 'x'.repeat(100_000) }
        held.push(new WeakRef(request))
        signal?.addEventListener('abort', () => void request.body)
        return { text: '1. **Acme Dental**', citations: [], searched: false }
      },
    }
    const visitor = new AbortController()
    await runAudit(req, [leaving], { signal: visitor.signal, deadlineMs: 60_000 })
    expect(held).toHaveLength(11)
    for (const ref of held) expect(await collected(ref)).toBe(true)
  })
})

describe('runAudit: how each answer was made (provenance) and web search at the location', () => {
  const clock = () => {
    let t = Date.parse('2026-11-24T08:00:00.000Z')
    return () => (t += 1000)
  }

  it('without any searching assistant: no location resolved or sent, every answer api and not searched', async () => {
    const seen: Seen[] = []
    let located = 0
    const r = await runAudit(
      req,
      // The reply claims a search: an assistant not offered search is never recorded as searched.
      [
        replying(
          'chatgpt',
          false,
          () => ({ text: '1. **Perth Smiles**', citations: [], searched: true }),
          seen,
        ),
      ],
      { locate: () => (located++, PERTH) },
    )
    expect(located).toBe(0)
    expect(r.web_search).toBe(false)
    expect(r.search_location).toBeNull()
    expect(seen).toHaveLength(11)
    expect(seen.every((s) => !s.hasLocation)).toBe(true)
    for (const a of r.discovery_queries_results.flatMap((d) => d.answers))
      expect(a.provenance).toMatchObject({ surface: 'api', searched: false, location: null })
    expect(r.scores.overall.searched_answers).toBe(0)
    expect(auditResultSchema.parse(r)).toEqual(r)
  })

  it('resolves the location once and sends it only to the assistants that search', async () => {
    const searchingSeen: Seen[] = []
    const plainSeen: Seen[] = []
    let located: string[] = []
    const r = await runAudit(
      req,
      [
        replying(
          'chatgpt',
          true,
          (_q, i) => ({ text: '1. **Perth Smiles**', citations: [], searched: i % 2 === 0 }),
          searchingSeen,
        ),
        replying(
          'claude',
          false,
          () => ({ text: '1. **Tooth Co**', citations: [], searched: false }),
          plainSeen,
        ),
      ],
      { locate: (text) => ((located = [...located, text]), PERTH), concurrency: 1, now: clock() },
    )
    expect(located).toEqual(['Perth'])
    expect(r.web_search).toBe(true)
    expect(r.search_location).toEqual(PERTH)
    expect(searchingSeen).toHaveLength(11)
    expect(searchingSeen.every((s) => s.location === PERTH)).toBe(true)
    expect(plainSeen.every((s) => !s.hasLocation)).toBe(true)

    const answers = r.discovery_queries_results.flatMap((d) => d.answers)
    const chatgpt = answers.filter((a) => a.assistant === 'chatgpt')
    const claude = answers.filter((a) => a.assistant === 'claude')
    // Asked one at a time (concurrency 1): calls 0, 2, 4, 6, 8 searched.
    expect(chatgpt.map((a) => a.provenance.searched)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ])
    for (const a of chatgpt)
      expect(a.provenance).toMatchObject({ surface: 'api_web_search', location: PERTH })
    for (const a of claude)
      expect(a.provenance).toEqual({
        surface: 'api',
        searched: false,
        location: null,
        asked_at: expect.stringMatching(/^2026-11-24T08:\d\d:\d\d\.000Z$/),
      })
    expect(r.scores.overall.searched_answers).toBe(5)
    expect(r.scores.by_assistant.map((b) => b.metrics.searched_answers)).toEqual([5, 0])
    expect(r.questions_and_answers[0].provenance).toEqual(chatgpt[0].provenance)
    expect(auditResultSchema.parse(r)).toEqual(r)
  })

  it('stamps each answer with the time its call started, from opts.now', async () => {
    const r = await runAudit(req, [stub('chatgpt', () => 'x')], { concurrency: 1, now: clock() })
    const times = r.discovery_queries_results.map((d) => d.answers[0].provenance.asked_at)
    // The clock ticks once at the start of the audit, then once per call.
    expect(times[0]).toBe('2026-11-24T08:00:02.000Z')
    expect(new Set(times).size).toBe(10)
    expect([...times].sort()).toEqual(times)
  })

  it('records a failed call as not searched, with the location that was sent and no position', async () => {
    const r = await runAudit(
      req,
      [
        replying('chatgpt', true, (_q, i) =>
          i === 0
            ? Object.assign(new Error('overloaded'), { status: 503 })
            : { text: '1. **Acme Dental**', citations: [], searched: true },
        ),
      ],
      { locate: () => PERTH, concurrency: 1, logger: quietLogger() },
    )
    const [failed, next] = r.discovery_queries_results.map((d) => d.answers[0])
    expect(failed).toMatchObject({
      error: 'vendor error (HTTP 503)',
      position: null,
      provenance: { surface: 'api_web_search', searched: false, location: PERTH },
    })
    expect(next).toMatchObject({ position: 1, provenance: { searched: true } })
  })
})

describe("runAudit: citations and the business's rank in each answer", () => {
  it('keeps the vendor citations, counts a cited website as a mention and measures the citation rate', async () => {
    const r = await runAudit(
      req,
      [
        replying('perplexity', true, (_q, i) => ({
          text: '1. **Perth Smiles** – good\n2. **Tooth Co** – ok',
          citations:
            i < 2
              ? [
                  cite('https://www.acmedental.com.au/about', 'About us'),
                  cite('https://www.hotdoc.com.au/perth'),
                ]
              : [
                  cite('https://www.hotdoc.com.au/perth'),
                  // Not a web address: dropped.
                  { url: 'not a url', title: null, domain: 'x' },
                  cite('https://www.hotdoc.com.au/perth'),
                ],
          searched: true,
        })),
      ],
      { locate: () => PERTH, concurrency: 1 },
    )
    const answers = r.discovery_queries_results.map((d) => d.answers[0])
    expect(answers[0].citations).toEqual([
      {
        url: 'https://www.acmedental.com.au/about',
        title: 'About us',
        domain: 'acmedental.com.au',
      },
      { url: 'https://www.hotdoc.com.au/perth', title: null, domain: 'hotdoc.com.au' },
    ])
    expect(answers[5].citations).toEqual([cite('https://www.hotdoc.com.au/perth')])
    // Cited on its own site: a mention, though the text never names it (so it has no rank).
    expect(answers.map((a) => a.mentioned_you)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(answers[0].position).toBeNull()
    const overall = r.scores.overall
    expect(overall.citation_rate).toEqual(rateOf(2, 10))
    expect(overall.top_sources).toEqual([
      {
        domain: 'hotdoc.com.au',
        answers: 10,
        business_answers: 2,
        competitor_answers: 10,
        listing_gap: false,
      },
      {
        domain: 'acmedental.com.au',
        answers: 2,
        business_answers: 2,
        competitor_answers: 2,
        listing_gap: false,
      },
    ])
    expect(r.questions_and_answers[0].citations).toEqual(answers[0].citations)
    expect(r.questions_and_answers[9]).toMatchObject({ position: null })
    expect(auditResultSchema.parse(r)).toEqual(r)
  })

  it('marks a domain cited only beside competitors as a listing gap', async () => {
    const r = await runAudit(
      req,
      [
        replying('gemini', true, (_q, i) => ({
          text: i < 3 ? '1. **Acme Dental**' : '1. **Perth Smiles**',
          citations: [cite(i < 3 ? 'https://yelp.com.au/a' : 'https://www.hotdoc.com.au/b')],
          searched: true,
        })),
      ],
      { locate: () => PERTH, concurrency: 1 },
    )
    expect(r.scores.overall.top_sources).toEqual([
      {
        domain: 'hotdoc.com.au',
        answers: 7,
        business_answers: 0,
        competitor_answers: 7,
        listing_gap: true,
      },
      {
        domain: 'yelp.com.au',
        answers: 3,
        business_answers: 3,
        competitor_answers: 0,
        listing_gap: false,
      },
    ])
  })

  it("records the business's rank among the businesses each answer names, and their median", async () => {
    const r = await runAudit(req, [
      stub('chatgpt', (_q, i) =>
        i < 3
          ? '1. **Perth Smiles**\n2. **Tooth Co**\n3. **Acme Dental**'
          : i < 5
            ? '1. **Acme Dental**\n2. **Perth Smiles**'
            : '1. **Perth Smiles**',
      ),
    ])
    const positions = r.discovery_queries_results.map((d) => d.answers[0].position)
    expect(positions).toEqual([3, 3, 3, 1, 1, null, null, null, null, null])
    expect(r.questions_and_answers.map((q) => q.position)).toEqual(positions)
    expect(r.scores.overall.median_position).toBe(3)
    expect(r.scores.overall.average_position).toBeCloseTo(11 / 5)
  })
})

describe('runAudit verdict: INCONCLUSIVE when most answers name no business (docs/decisions/0049)', () => {
  it('gives INCONCLUSIVE, not LOW, when fewer than half of the answers name any business', async () => {
    const r = await runAudit(req, [
      stub('chatgpt', (q, i) =>
        /what do you know/i.test(q)
          ? 'x'
          : i < 4
            ? '1. **Perth Smiles**'
            : 'I cannot recommend specific providers; check local reviews.',
      ),
    ])
    expect(r.scores.overall.informative_rate).toEqual(rateOf(4, 10))
    expect(r.severity).toBe('INCONCLUSIVE')
    expect(r.verdict).toEqual({ severity: 'INCONCLUSIVE', firm: false, answers: 10, samples: 1 })
  })

  it('stays LOW when at least half of the answers name a business', async () => {
    const r = await runAudit(req, [
      stub('chatgpt', (q, i) =>
        /what do you know/i.test(q) ? 'x' : i < 5 ? '1. **Perth Smiles**' : 'No idea.',
      ),
    ])
    expect(r.scores.overall.informative_rate.value).toBe(0.5)
    expect(r.severity).toBe('LOW')
  })
})
