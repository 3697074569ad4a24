import { describe, expect, it } from 'vitest'
import type { AssistantAnswer, AssistantId, AuditResult } from '@aivis/contract'
import { firstFixes, listOf } from './index'
import { FALLBACKS, FIX_RULES } from './rules'
import { questionsAndAnswers, siteAccessResult } from '@aivis/contract/testing'
import { websiteHost } from '../mentions'
import { metricsOf as engineMetrics, verdictOf } from '../scoring'

const NAMES: Record<AssistantId, string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
}

interface Spec {
  id: AssistantId
  /** Questions (0..9) whose answer names the business. */
  mentionedIn?: number[]
  /** Competitors of every answer, or per question. */
  competitors?: string[] | ((q: number) => string[])
  /** Directories named in every answer. */
  sources?: string[]
  /** Domains the vendor cited: each in the answers to the first `answers` questions. */
  cites?: { domain: string; answers: number }[]
  /** Markdown written into every answer's text (links, images, bare URLs: not vendor citations). */
  text?: string
  /** The vendor ran a web search for every answer (default: Gemini and Perplexity only). */
  searched?: boolean
  /** Every call failed. */
  failed?: boolean
}

/**
 * A hand-built result: ten questions, each assistant answering each once; every figure, the
 * cited domains and their listing gaps included, and the verdict are the engine's (`metricsOf`,
 * `verdictOf`) over those answers.
 */
function build(
  specs: Spec[],
  opts: {
    business?: string
    website?: string | null
    control?: { id: AssistantId; knows: boolean; error?: string }[]
  } = {},
): AuditResult {
  const business = opts.business ?? 'Harbourside Physiotherapy'
  const website = opts.website === undefined ? 'https://harbourside-physio.com.au' : opts.website
  const questions = Array.from(
    { length: 10 },
    (_, i) => `Question ${i + 1}: who is the best physiotherapist in Pyrmont?`,
  )
  const discovery = questions.map((question, q) => ({
    id: q + 1,
    question,
    answers: specs.map((s): AssistantAnswer => {
      const competitors =
        typeof s.competitors === 'function' ? s.competitors(q) : (s.competitors ?? [])
      const searched = s.searched ?? (s.id === 'gemini' || s.id === 'perplexity')
      const citations = (s.cites ?? [])
        .filter((c) => q < c.answers)
        .map((c) => ({ url: `https://${c.domain}/physio`, title: null, domain: c.domain }))
      return {
        assistant: s.id,
        assistant_name: NAMES[s.id],
        model: 'test-model',
        answer: s.failed ? '' : `Answer ${q + 1}${s.text ? `\n\n${s.text}` : ''}`,
        mentioned_you: !s.failed && (s.mentionedIn ?? []).includes(q),
        competitors_mentioned: s.failed ? [] : competitors,
        sources: s.failed ? [] : (s.sources ?? []),
        ...(!s.failed && citations.length ? { citations } : {}),
        provenance: {
          surface: searched ? 'api_web_search' : 'api',
          searched: searched && !s.failed,
          location: null,
          asked_at: '2025-01-01T00:00:00.000Z',
        },
        position: null,
        ...(s.failed ? { error: 'timed out' } : {}),
      }
    }),
  }))
  const who = { names: [business], website, service: 'physiotherapy', host: websiteHost(website) }
  const received = discovery.flatMap((d) => d.answers).filter((a) => !a.error)
  const metricsOf = (s?: Spec) =>
    engineMetrics(
      received
        .filter((a) => !s || a.assistant === s.id)
        .map((a) => ({
          text: a.answer,
          citations: a.citations,
          mentioned: a.mentioned_you,
          competitors: a.competitors_mentioned,
          searched: a.provenance.searched,
          position: a.position,
        })),
      who,
    )
  const byAssistant = specs.map((s) => {
    const metrics = metricsOf(s)
    return {
      assistant: s.id,
      assistant_name: NAMES[s.id],
      model: 'test-model',
      mentions: metrics.mentions,
      answers: metrics.answers,
      mention_rate: metrics.mention_rate.value,
      metrics,
    }
  })
  const overall = metricsOf()
  const primary = specs.find((s) => !s.failed) ?? specs[0]
  const qa = questionsAndAnswers(discovery, primary.id)
  return {
    business_name: business,
    specialism: 'physiotherapy',
    location: 'Pyrmont',
    website,
    business_type: 'service',
    severity: verdictOf(overall).severity,
    simulated: false,
    web_search: specs.some((s) => s.searched ?? (s.id === 'gemini' || s.id === 'perplexity')),
    search_location: null,
    assistant: NAMES[primary.id],
    scores: {
      mention_rate: overall.mention_rate.value,
      share_of_voice: overall.share_of_voice,
      by_assistant: byAssistant,
      overall,
    },
    control_questions: (opts.control ?? []).map((c) => ({
      assistant: c.id,
      assistant_name: NAMES[c.id],
      question: `What do you know about ${business} in Pyrmont?`,
      answer: c.knows ? `${business} is a clinic.` : 'I do not know this business.',
      knows_business: c.knows,
      ...(c.error ? { error: c.error } : {}),
    })),
    discovery_queries_results: discovery,
    summary: {
      times_you_mentioned: qa.filter((q) => q.mentioned_you).length,
      total_questions: 10,
      top_competitors: [],
    },
    questions_and_answers: qa,
    created_at: '2025-01-01T00:00:00.000Z',
    duration_ms: 1000,
  }
}

const half = [0, 2, 4, 6, 8]
const ids = (fixes: { id: string }[]) => fixes.map((f) => f.id)

/**
 * ChatGPT names the business in half its answers and cites hotdoc.com.au in all; Perplexity and
 * Gemini never name it, name Bayside Sports Clinic and cite healthengine.com.au (11 answers),
 * the clinic's own site (5) and yelp.com.au (3): two listing gaps.
 */
const withGaps = () =>
  build([
    {
      id: 'chatgpt',
      mentionedIn: half,
      competitors: ['Bayside Sports Clinic'],
      cites: [{ domain: 'hotdoc.com.au', answers: 10 }],
    },
    {
      id: 'perplexity',
      competitors: ['Bayside Sports Clinic'],
      cites: [
        { domain: 'healthengine.com.au', answers: 7 },
        { domain: 'baysidesportsclinic.com.au', answers: 5 },
        { domain: 'yelp.com.au', answers: 3 },
      ],
    },
    {
      id: 'gemini',
      competitors: ['Bayside Sports Clinic'],
      cites: [{ domain: 'healthengine.com.au', answers: 4 }],
    },
  ])

describe('firstFixes rules', () => {
  it('rule 1: get listed on the domains cited beside competitors and never beside the business', () => {
    const result = withGaps()
    // The engine marks the gaps: hotdoc.com.au was cited beside the business, the clinic's own
    // site is a competitor's.
    expect(
      result.scores.overall.top_sources.map((s) => [s.domain, s.answers, s.listing_gap]),
    ).toEqual([
      ['healthengine.com.au', 11, true],
      ['hotdoc.com.au', 10, false],
      ['baysidesportsclinic.com.au', 5, false],
      ['yelp.com.au', 3, true],
    ])
    const [fix] = firstFixes(result)
    expect(fix).toEqual({
      id: 'listing-gaps',
      title: 'Get listed on healthengine.com.au and yelp.com.au',
      why: 'The answers that cited healthengine.com.au (11 answers, by Perplexity and Gemini) and yelp.com.au (3 answers, by Perplexity) named competitors but never Harbourside Physiotherapy.',
      how: 'Create or claim a complete Harbourside Physiotherapy listing on healthengine.com.au and yelp.com.au, describing it as physiotherapy in Pyrmont, with the same name, address and phone as your website, and ask customers to review you there.',
    })
    // The searching assistants' own listings fix would say the same again: not given.
    expect(ids(firstFixes(result, 10))).not.toContain('listings-cited')
  })

  it("rule 1 names at most three gap domains and never the business's own site", () => {
    const result = build([
      {
        id: 'perplexity',
        competitors: ['Bayside Sports Clinic'],
        cites: [
          { domain: 'harbourside-physio.com.au', answers: 9 },
          { domain: 'a-directory.com', answers: 8 },
          { domain: 'b-directory.com', answers: 7 },
          { domain: 'c-directory.com', answers: 6 },
          { domain: 'd-directory.com', answers: 5 },
        ],
      },
    ])
    const [fix] = firstFixes(result)
    expect(fix.id).toBe('listing-gaps')
    expect(fix.title).toBe('Get listed on a-directory.com, b-directory.com and c-directory.com')
    for (const text of [fix.title, fix.why, fix.how]) {
      expect(text).not.toContain('harbourside-physio.com.au')
      expect(text).not.toContain('d-directory.com')
    }
  })

  it("names only domains a vendor cited as sources, never links written inside an answer's text", () => {
    const text =
      'See [Top physios](https://tracker.evil.example/r?u=1), ![x](https://pixel.evil.example/p.gif) or https://book-now.evil.example/physio.'
    const result = build([
      {
        id: 'perplexity',
        competitors: ['Bayside Sports Clinic'],
        cites: [{ domain: 'healthengine.com.au', answers: 6 }],
        text,
      },
      { id: 'chatgpt', competitors: ['Bayside Sports Clinic'], text },
      { id: 'claude', competitors: ['Bayside Sports Clinic'], text },
    ])
    // The figures still count the links (they are what the answers show)...
    expect(result.scores.overall.top_sources.map((s) => s.domain)).toContain('tracker.evil.example')
    // ...but no fix sends the business to a domain only the answer's text links to.
    const fixes = firstFixes(result, 10)
    const words = fixes.flatMap((f) => [f.title, f.why, f.how]).join('\n')
    expect(words).toContain('healthengine.com.au')
    expect(words).not.toMatch(/evil\.example/)
  })

  it("rule 2, search assistants without listing gaps: lists the domains Perplexity cited, not a competitor's", () => {
    const result = build([
      { id: 'chatgpt', mentionedIn: half, competitors: ['Pyrmont Physio'] },
      {
        id: 'perplexity',
        cites: [
          { domain: 'yelp.com.au', answers: 6 },
          { domain: 'pyrmontphysio.com.au', answers: 4 },
          { domain: 'healthengine.com.au', answers: 3 },
        ],
        sources: ['Yelp', 'HealthEngine', 'Google Maps'],
      },
    ])
    expect(result.scores.overall.top_sources.some((s) => s.listing_gap)).toBe(false)
    const [fix] = firstFixes(result)
    expect(fix.id).toBe('listings-cited')
    expect(fix.title).toBe(
      'Get listed where Perplexity looks: yelp.com.au, healthengine.com.au and Google Maps',
    )
    expect(fix.why).toBe(
      'Perplexity named Harbourside Physiotherapy in none of its 10 answers about physiotherapy in Pyrmont. It cited yelp.com.au (6 answers) and healthengine.com.au (3 answers).',
    )
    expect(fix.how).toContain('Harbourside Physiotherapy listing or mention on yelp.com.au')
    for (const text of [fix.title, fix.why, fix.how]) expect(text).not.toContain('pyrmontphysio')
  })

  it('rule 2: an assistant that searched is a search assistant, whichever vendor it is', () => {
    const result = build([
      { id: 'chatgpt', searched: true, cites: [{ domain: 'yelp.com.au', answers: 2 }] },
      { id: 'claude', mentionedIn: half },
    ])
    const [fix] = firstFixes(result)
    expect(fix.id).toBe('listings-cited')
    expect(fix.title).toBe('Get listed where ChatGPT looks: yelp.com.au')
  })

  it('rule 2, recall assistants: consistent details on the directories ChatGPT and Claude named', () => {
    const result = build([
      { id: 'chatgpt', sources: ['HotDoc', 'Google Maps'] },
      { id: 'claude', sources: ['Google Maps', 'Yelp'] },
      { id: 'gemini', mentionedIn: half },
    ])
    const [fix] = firstFixes(result)
    expect(fix.id).toBe('listings-directories')
    expect(fix.title).toBe(
      "Make Harbourside Physiotherapy's details identical on Google Maps, HotDoc and Yelp",
    )
    expect(fix.why).toContain(
      'ChatGPT and Claude named Harbourside Physiotherapy in none of their 20 answers about physiotherapy in Pyrmont',
    )
    expect(fix.how).toContain('same name, address, phone and website')
  })

  it('rule 2: the group missing more answers comes first; on a tie, ChatGPT/Claude first', () => {
    const tie = build([{ id: 'chatgpt' }, { id: 'perplexity' }])
    expect(ids(firstFixes(tie, 2))).toEqual(['listings-directories', 'listings-cited'])
    const more = build([{ id: 'chatgpt' }, { id: 'gemini' }, { id: 'perplexity' }])
    expect(ids(firstFixes(more, 2))).toEqual(['listings-cited', 'listings-directories'])
    expect(firstFixes(more, 1)[0].title).toBe(
      'Get found by the web searches Gemini and Perplexity make',
    )
  })

  it('rule 2 ignores an assistant whose calls all failed', () => {
    const result = build([
      { id: 'chatgpt', mentionedIn: half },
      { id: 'claude', failed: true },
    ])
    expect(ids(firstFixes(result, 5))).not.toContain('listings-directories')
  })

  it('rule 3: names the competitor named far more often, and the runner-up', () => {
    const result = build(
      [
        {
          id: 'chatgpt',
          mentionedIn: [0],
          competitors: (q) =>
            q < 8 ? ['Pyrmont Physio Co.', 'Bayside Sports Clinic'] : ['Bayside Sports Clinic'],
        },
      ],
      { website: null },
    )
    const fixes = firstFixes(result)
    expect(fixes[0].id).toBe('competitor-proof')
    expect(fixes[0].title).toBe('Match the proof that gets Bayside Sports Clinic recommended')
    expect(fixes[0].why).toBe(
      'Bayside Sports Clinic was named in 10 of 10 answers, Pyrmont Physio Co. in 8; Harbourside Physiotherapy in 1.',
    )
    expect(fixes[0].how).toContain("Look at Bayside Sports Clinic's reviews")
    expect(fixes[0].how).toContain('"best physiotherapy in Pyrmont"')
  })

  it('rule 3 does not fire when the business is named about as often as the top competitor', () => {
    const result = build([
      {
        id: 'chatgpt',
        mentionedIn: half,
        competitors: (q) => (q < 9 ? ['Bayside Sports Clinic'] : []),
      },
    ])
    expect(ids(firstFixes(result, 9))).not.toContain('competitor-proof')
  })

  it('never names the business itself as a competitor, whatever spelling the answers use', () => {
    const result = build([
      {
        id: 'chatgpt',
        mentionedIn: [0],
        competitors: (q) =>
          q < 9
            ? [
                'Harbourside Physiotherapy Pty Ltd',
                'The Harbourside Physiotherapy',
                'Bayside Sports Clinic',
              ]
            : ['HARBOURSIDE PHYSIOTHERAPY'],
      },
    ])
    const fixes = firstFixes(result, 10)
    const proof = fixes.find((f) => f.id === 'competitor-proof')!
    expect(proof.title).toBe('Match the proof that gets Bayside Sports Clinic recommended')
    expect(proof.why).not.toMatch(/Harbourside Physiotherapy (Pty|was named)/i)
    for (const fix of fixes) expect(fix.title).not.toMatch(/gets .*Harbourside/i)
  })

  it('rule 4: an assistant that does not know the business gets an entity-building fix', () => {
    const result = build(
      [
        { id: 'chatgpt', mentionedIn: half },
        { id: 'claude', mentionedIn: half },
      ],
      {
        control: [
          { id: 'chatgpt', knows: false },
          { id: 'claude', knows: true },
          { id: 'gemini', knows: false, error: 'timed out' },
        ],
        website: null,
      },
    )
    const [fix] = firstFixes(result)
    expect(fix.id).toBe('entity')
    expect(fix.title).toBe('Teach ChatGPT who Harbourside Physiotherapy is')
    expect(fix.why).toBe(
      'Asked "What do you know about Harbourside Physiotherapy in Pyrmont?", ChatGPT did not name Harbourside Physiotherapy: it does not seem to know the business yet.',
    )
    expect(fix.how).toContain('Google Business Profile')
    expect(fix.how).toContain('"About" page')
  })

  it('rule 5: a website never cited gets structured data and a service+location page', () => {
    const result = build([
      { id: 'chatgpt', mentionedIn: half },
      { id: 'perplexity', mentionedIn: half, cites: [{ domain: 'yelp.com.au', answers: 4 }] },
    ])
    expect(result.scores.overall.citation_rate).toMatchObject({ value: 0, n: 20 })
    const [fix] = firstFixes(result)
    expect(fix.id).toBe('website-cited')
    expect(fix.title).toBe('Make harbourside-physio.com.au easy for assistants to cite')
    expect(fix.why).toBe(
      'None of the 20 answers linked to or cited harbourside-physio.com.au; they cited yelp.com.au instead.',
    )
    expect(fix.how).toContain('LocalBusiness JSON-LD')
    expect(fix.how).toContain('"physiotherapy in Pyrmont"')
  })

  it('rule 5 does not fire without a website, when the website was cited or without answers', () => {
    expect(
      ids(firstFixes(build([{ id: 'chatgpt', mentionedIn: half }], { website: null }), 9)),
    ).not.toContain('website-cited')
    const cited = build([
      {
        id: 'chatgpt',
        mentionedIn: half,
        cites: [{ domain: 'harbourside-physio.com.au', answers: 2 }],
      },
    ])
    expect(cited.scores.overall.citation_rate).toMatchObject({ value: 0.2, n: 10 })
    expect(ids(firstFixes(cited, 9))).not.toContain('website-cited')
    expect(ids(firstFixes(build([{ id: 'chatgpt', failed: true }]), 9))).not.toContain(
      'website-cited',
    )
  })

  it('rule 6: a high mention rate keeps the proof fresh', () => {
    const result = build(
      [
        { id: 'chatgpt', mentionedIn: [0, 1, 2, 3, 4, 5, 6, 7] },
        { id: 'claude', mentionedIn: [0, 1, 2, 3, 4, 5, 6] },
      ],
      { website: null },
    )
    expect(result.severity).toBe('STRONG')
    const [fix] = firstFixes(result)
    expect(fix.id).toBe('keep-proof-fresh')
    expect(fix.why).toContain(
      'Assistants named Harbourside Physiotherapy in 15 of 20 answers (75%)',
    )
  })
})

describe('firstFixes order and count', () => {
  it('puts the rules in their documented order when all fire', () => {
    const result = build(
      [
        { id: 'chatgpt', competitors: ['Bayside Sports Clinic'] },
        { id: 'claude', mentionedIn: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
        {
          id: 'gemini',
          mentionedIn: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
          competitors: ['Bayside Sports Clinic'],
        },
        { id: 'perplexity', competitors: ['Bayside Sports Clinic'] },
      ],
      { control: [{ id: 'chatgpt', knows: false }] },
    )
    // 20 of 40 answers name the business, Bayside Sports Clinic 30: not "far more often".
    expect(ids(firstFixes(result, 20))).toEqual([
      'listings-directories',
      'listings-cited',
      'entity',
      'website-cited',
      'answer-questions',
      'reviews',
    ])
    const strong = build(
      [
        {
          id: 'chatgpt',
          mentionedIn: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
          competitors: ['A Clinic', 'B Clinic'],
        },
        { id: 'claude', mentionedIn: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
        { id: 'perplexity', competitors: ['A Clinic'] },
      ],
      { control: [{ id: 'claude', knows: false }] },
    )
    expect(ids(firstFixes(strong, 20))).toEqual([
      'listings-cited',
      'entity',
      'website-cited',
      'keep-proof-fresh',
      'answer-questions',
      'reviews',
      'consistent-details',
    ])
  })

  it('returns n fixes when possible, falling back to generic but relevant ones', () => {
    const quiet = build([{ id: 'chatgpt', mentionedIn: half }], { website: null })
    expect(ids(firstFixes(quiet))).toEqual(['answer-questions', 'reviews', 'structured-data'])
    expect(ids(firstFixes(quiet, 4))).toEqual([
      'answer-questions',
      'reviews',
      'structured-data',
      'consistent-details',
    ])
    expect(firstFixes(quiet, 10)).toHaveLength(4)
    expect(firstFixes(quiet, 0)).toEqual([])
    expect(firstFixes(quiet, -2)).toEqual([])
    const [answer] = firstFixes(quiet, 1)
    expect(answer.title).toBe('Answer the questions people ask about physiotherapy in Pyrmont')
    expect(answer.how).toContain('"Question 1: who is the best physiotherapist in Pyrmont?"')
    expect(answer.why).toContain('Harbourside Physiotherapy was left out of 5 of 10 answers')
  })

  it('always has three fixes for every shape of result, deterministic and without placeholders', () => {
    const shapes = [
      build([{ id: 'chatgpt' }]),
      build([{ id: 'chatgpt', mentionedIn: half }]),
      build([{ id: 'chatgpt', mentionedIn: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }], { website: null }),
      build([
        { id: 'chatgpt', failed: true },
        { id: 'claude', mentionedIn: [1] },
      ]),
    ]
    for (const result of shapes) {
      const fixes = firstFixes(result)
      expect(fixes).toHaveLength(3)
      expect(new Set(ids(fixes)).size).toBe(3)
      expect(firstFixes(result)).toEqual(fixes)
      for (const fix of fixes)
        for (const text of [fix.title, fix.why, fix.how]) {
          expect(text).not.toMatch(/undefined|null|NaN|\[object/)
          expect(text.length).toBeLessThan(400)
        }
    }
  })

  it('copes with a result without questions, metrics or control questions', () => {
    const result = build([{ id: 'chatgpt', mentionedIn: half }])
    result.discovery_queries_results = []
    result.questions_and_answers = []
    result.scores.by_assistant = []
    result.scores.overall = engineMetrics([], {
      names: ['x'],
      website: null,
      service: 'x',
      host: null,
    })
    delete result.control_questions
    expect(ids(firstFixes(result))).toEqual(['answer-questions', 'reviews', 'structured-data'])
  })
})

describe('FIX_RULES and FALLBACKS', () => {
  it('have unique rule ids and unique fix ids, and skip only after fixes that exist', () => {
    const ruleIds = [...FIX_RULES, ...FALLBACKS].map((r) => r.id)
    expect(new Set(ruleIds).size).toBe(ruleIds.length)
    const fixIds = [...FIX_RULES.flatMap((r) => r.gives), ...FALLBACKS.map((f) => f.id)]
    expect(new Set(fixIds).size).toBe(fixIds.length)
    for (const fallback of FALLBACKS) for (const id of fallback.skipIf) expect(fixIds).toContain(id)
  })
})

/** A handful of results whose every fix is pinned, word for word; together every rule and fallback fires. */
const pinned = {
  absent: () =>
    build(
      [
        { id: 'chatgpt', sources: ['HotDoc', 'Google Maps'] },
        { id: 'claude', mentionedIn: half, sources: ['Yelp'] },
        {
          id: 'perplexity',
          cites: [
            { domain: 'yelp.com.au', answers: 6 },
            { domain: 'healthengine.com.au', answers: 3 },
          ],
          sources: ['Yelp', 'HealthEngine'],
        },
      ],
      { control: [{ id: 'chatgpt', knows: false }] },
    ),
  competitor: () =>
    build(
      [
        {
          id: 'chatgpt',
          mentionedIn: [0],
          competitors: (q) =>
            q < 6 ? ['Bayside Sports Clinic', 'Pyrmont Physio Co.'] : ['Pyrmont Physio Co.'],
          sources: ['HotDoc'],
        },
      ],
      { website: null },
    ),
  gaps: () => withGaps(),
  siteBlocked: (): AuditResult => ({ ...pinned.strong(), site_access: siteAccessResult }),
  siteBroken: (): AuditResult => ({
    ...pinned.strong(),
    site_access: {
      ...siteAccessResult,
      robots: {
        ...siteAccessResult.robots,
        status: 'unknown',
        http_status: 503,
        agents: siteAccessResult.robots.agents.map((a) => ({ ...a, verdict: 'unknown' as const })),
      },
      html: { ...siteAccessResult.html, text_chars: 12, rendered_by_script: true },
    },
  }),
  wrongFacts: (): AuditResult => ({
    ...pinned.strong(),
    fact_check: {
      answers_checked: 9,
      facts: 12,
      correct: 9,
      wrong: 3,
      unverifiable: 0,
      wrong_facts: [
        {
          kind: 'status',
          stated: 'permanently closed',
          verdict: 'wrong',
          expected: 'open',
          assistant: 'gemini',
          assistant_name: 'Gemini',
          question: 'What do you know about Harbourside Physiotherapy in Pyrmont?',
          question_kind: 'control',
          citations: [
            { url: 'https://www.yelp.com.au/biz/harbourside', title: null, domain: 'yelp.com.au' },
            {
              url: 'https://harbourside-physio.com.au/',
              title: null,
              domain: 'harbourside-physio.com.au',
            },
          ],
        },
        {
          kind: 'telephone',
          stated: '(02) 9660 1243',
          verdict: 'wrong',
          expected: '(02) 9660 1234',
          assistant: 'chatgpt',
          assistant_name: 'ChatGPT',
          question:
            'What are the contact details and opening hours of Harbourside Physiotherapy in Pyrmont?',
          question_kind: 'contact',
        },
        {
          kind: 'hours',
          stated: 'Sun: closed',
          verdict: 'wrong',
          expected: 'Mo-Fr 07:00-19:00; Su 09:00-13:00',
          assistant: 'chatgpt',
          assistant_name: 'ChatGPT',
          question:
            'What are the contact details and opening hours of Harbourside Physiotherapy in Pyrmont?',
          question_kind: 'contact',
        },
      ],
    },
  }),
  strong: () =>
    build([
      { id: 'chatgpt', mentionedIn: [0, 1, 2, 3, 4, 5, 6, 7], sources: ['Google Maps', 'HotDoc'] },
      {
        id: 'gemini',
        mentionedIn: [0, 1, 2, 3, 4, 5],
        cites: [{ domain: 'harbourside-physio.com.au', answers: 1 }],
      },
    ]),
}

describe('firstFixes output, pinned', () => {
  it('absent: every fix, word for word', () => {
    expect(firstFixes(pinned.absent(), 10)).toEqual([
      {
        id: 'listings-directories',
        title: "Make Harbourside Physiotherapy's details identical on HotDoc, Google Maps and Yelp",
        why: 'ChatGPT named Harbourside Physiotherapy in none of its 10 answers about physiotherapy in Pyrmont. It recommends businesses that many sources describe the same way; the answers pointed people to HotDoc, Google Maps and Yelp.',
        how: 'List Harbourside Physiotherapy on HotDoc, Google Maps and Yelp with exactly the same name, address, phone and website as on your site, call the service "physiotherapy" and the area "Pyrmont", and remove old or duplicate listings.',
      },
      {
        id: 'listings-cited',
        title: 'Get listed where Perplexity looks: yelp.com.au and healthengine.com.au',
        why: 'Perplexity named Harbourside Physiotherapy in none of its 10 answers about physiotherapy in Pyrmont. It cited yelp.com.au (6 answers) and healthengine.com.au (3 answers).',
        how: 'Create or claim a complete Harbourside Physiotherapy listing or mention on yelp.com.au and healthengine.com.au, describing it as physiotherapy in Pyrmont, with the same name, address and phone as your website, and ask customers to review you there.',
      },
      {
        id: 'entity',
        title: 'Teach ChatGPT who Harbourside Physiotherapy is',
        why: 'Asked "What do you know about Harbourside Physiotherapy in Pyrmont?", ChatGPT did not name Harbourside Physiotherapy: it does not seem to know the business yet.',
        how: 'Claim and complete your Google Business Profile, publish an "About" page written like an encyclopedia entry (what Harbourside Physiotherapy does, where, since when, who runs it) and use the same description on every profile and directory.',
      },
      {
        id: 'website-cited',
        title: 'Make harbourside-physio.com.au easy for assistants to cite',
        why: 'None of the 30 answers linked to or cited harbourside-physio.com.au; they cited yelp.com.au and healthengine.com.au instead.',
        how: 'Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: Pyrmont) to your pages and publish one clear page for "physiotherapy in Pyrmont" that says what you do, where, for whom and how to book.',
      },
      {
        id: 'answer-questions',
        title: 'Answer the questions people ask about physiotherapy in Pyrmont',
        why: 'Assistants answer from pages that answer the question directly; Harbourside Physiotherapy was left out of 25 of 30 answers.',
        how: 'Add an FAQ to your physiotherapy page that answers the audit\'s questions in plain words, such as "Question 1: who is the best physiotherapist in Pyrmont?" and "Question 2: who is the best physiotherapist in Pyrmont?", with your location, prices or price ranges and proof (reviews, years in business).',
      },
      {
        id: 'reviews',
        title: 'Collect reviews that mention physiotherapy in Pyrmont',
        why: 'Assistants repeat what reviews say; reviews naming the service and the place tie Harbourside Physiotherapy to questions like these.',
        how: 'After each job, send a short link to your Google review page (and Yelp and HotDoc) asking what you did and where, and reply to every review.',
      },
    ])
  })

  it('competitor: every fix, word for word', () => {
    expect(firstFixes(pinned.competitor(), 10)).toEqual([
      {
        id: 'competitor-proof',
        title: 'Match the proof that gets Pyrmont Physio Co. recommended',
        why: 'Pyrmont Physio Co. was named in 10 of 10 answers, Bayside Sports Clinic in 6; Harbourside Physiotherapy in 1.',
        how: 'Look at Pyrmont Physio Co.\'s reviews (how many, how recent, what they mention), the directories that list them and any "best physiotherapy in Pyrmont" or comparison pages that feature them. Get Harbourside Physiotherapy the same signals, then publish your own comparison page for physiotherapy in Pyrmont.',
      },
      {
        id: 'answer-questions',
        title: 'Answer the questions people ask about physiotherapy in Pyrmont',
        why: 'Assistants answer from pages that answer the question directly; Harbourside Physiotherapy was left out of 9 of 10 answers.',
        how: 'Add an FAQ to your physiotherapy page that answers the audit\'s questions in plain words, such as "Question 1: who is the best physiotherapist in Pyrmont?" and "Question 2: who is the best physiotherapist in Pyrmont?", with your location, prices or price ranges and proof (reviews, years in business).',
      },
      {
        id: 'reviews',
        title: 'Collect reviews that mention physiotherapy in Pyrmont',
        why: 'Assistants repeat what reviews say; reviews naming the service and the place tie Harbourside Physiotherapy to questions like these.',
        how: 'After each job, send a short link to your Google review page (and HotDoc) asking what you did and where, and reply to every review.',
      },
      {
        id: 'structured-data',
        title: 'Describe Harbourside Physiotherapy in structured data',
        why: 'LocalBusiness JSON-LD states your name, address, phone and service in a form search engines and assistants read directly.',
        how: 'Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: Pyrmont) to your website pages and check it with a rich-results test.',
      },
      {
        id: 'consistent-details',
        title: "Make Harbourside Physiotherapy's name, address and phone identical everywhere",
        why: 'Assistants trust businesses that many sources describe the same way.',
        how: 'Check your Google Business Profile, HotDoc and your social profiles: same name, address, phone and website, the service called "physiotherapy", old or duplicate listings removed.',
      },
    ])
  })

  it('gaps: every fix, word for word', () => {
    expect(firstFixes(pinned.gaps(), 10)).toEqual([
      {
        id: 'listing-gaps',
        title: 'Get listed on healthengine.com.au and yelp.com.au',
        why: 'The answers that cited healthengine.com.au (11 answers, by Perplexity and Gemini) and yelp.com.au (3 answers, by Perplexity) named competitors but never Harbourside Physiotherapy.',
        how: 'Create or claim a complete Harbourside Physiotherapy listing on healthengine.com.au and yelp.com.au, describing it as physiotherapy in Pyrmont, with the same name, address and phone as your website, and ask customers to review you there.',
      },
      {
        id: 'competitor-proof',
        title: 'Match the proof that gets Bayside Sports Clinic recommended',
        why: 'Bayside Sports Clinic was named in 30 of 30 answers; Harbourside Physiotherapy in 5.',
        how: 'Look at Bayside Sports Clinic\'s reviews (how many, how recent, what they mention), the directories that list them and any "best physiotherapy in Pyrmont" or comparison pages that feature them. Get Harbourside Physiotherapy the same signals, then publish your own comparison page for physiotherapy in Pyrmont.',
      },
      {
        id: 'website-cited',
        title: 'Make harbourside-physio.com.au easy for assistants to cite',
        why: 'None of the 30 answers linked to or cited harbourside-physio.com.au; they cited healthengine.com.au, hotdoc.com.au and yelp.com.au instead.',
        how: 'Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: Pyrmont) to your pages and publish one clear page for "physiotherapy in Pyrmont" that says what you do, where, for whom and how to book.',
      },
      {
        id: 'answer-questions',
        title: 'Answer the questions people ask about physiotherapy in Pyrmont',
        why: 'Assistants answer from pages that answer the question directly; Harbourside Physiotherapy was left out of 25 of 30 answers.',
        how: 'Add an FAQ to your physiotherapy page that answers the audit\'s questions in plain words, such as "Question 1: who is the best physiotherapist in Pyrmont?" and "Question 2: who is the best physiotherapist in Pyrmont?", with your location, prices or price ranges and proof (reviews, years in business).',
      },
      {
        id: 'reviews',
        title: 'Collect reviews that mention physiotherapy in Pyrmont',
        why: 'Assistants repeat what reviews say; reviews naming the service and the place tie Harbourside Physiotherapy to questions like these.',
        how: 'After each job, send a short link to your Google review page asking what you did and where, and reply to every review.',
      },
      {
        id: 'consistent-details',
        title: "Make Harbourside Physiotherapy's name, address and phone identical everywhere",
        why: 'Assistants trust businesses that many sources describe the same way.',
        how: 'Check your Google Business Profile and your social profiles: same name, address, phone and website, the service called "physiotherapy", old or duplicate listings removed.',
      },
    ])
  })

  it('strong: every fix, word for word', () => {
    expect(firstFixes(pinned.strong(), 10)).toEqual([
      {
        id: 'keep-proof-fresh',
        title: "Keep Harbourside Physiotherapy's proof fresh",
        why: 'Assistants named Harbourside Physiotherapy in 14 of 20 answers (70%). Staying there takes recent reviews and current listings.',
        how: 'Ask every happy customer for a review that mentions physiotherapy and Pyrmont, post to your Google Business Profile every month, keep listings current and re-run this audit monthly to catch a slip early.',
      },
      {
        id: 'answer-questions',
        title: 'Answer the questions people ask about physiotherapy in Pyrmont',
        why: 'Assistants answer from pages that answer the question directly; Harbourside Physiotherapy was left out of 6 of 20 answers.',
        how: 'Add an FAQ to your physiotherapy page that answers the audit\'s questions in plain words, such as "Question 1: who is the best physiotherapist in Pyrmont?" and "Question 2: who is the best physiotherapist in Pyrmont?", with your location, prices or price ranges and proof (reviews, years in business).',
      },
      {
        id: 'reviews',
        title: 'Collect reviews that mention physiotherapy in Pyrmont',
        why: 'Assistants repeat what reviews say; reviews naming the service and the place tie Harbourside Physiotherapy to questions like these.',
        // Google Maps is left out: the Google review page is already named.
        how: 'After each job, send a short link to your Google review page (and HotDoc) asking what you did and where, and reply to every review.',
      },
      {
        id: 'structured-data',
        title: 'Describe Harbourside Physiotherapy in structured data',
        why: 'LocalBusiness JSON-LD states your name, address, phone and service in a form search engines and assistants read directly.',
        how: 'Add LocalBusiness JSON-LD (name, address, phone, opening hours, area served: Pyrmont) to your harbourside-physio.com.au pages and check it with a rich-results test.',
      },
      {
        id: 'consistent-details',
        title: "Make Harbourside Physiotherapy's name, address and phone identical everywhere",
        why: 'Assistants trust businesses that many sources describe the same way.',
        how: 'Check your Google Business Profile, HotDoc and your social profiles: same name, address, phone and website, the service called "physiotherapy", old or duplicate listings removed.',
      },
    ])
  })

  it('wrong facts: their fix comes first, names what was said, the right value and the cited source', () => {
    const [first, second] = firstFixes(pinned.wrongFacts(), 10)
    expect(first).toEqual({
      id: 'wrong-facts',
      title: 'Tell the assistants Harbourside Physiotherapy is open',
      why: '3 wrong facts about Harbourside Physiotherapy: Gemini said "permanently closed" (yours: open); ChatGPT said "(02) 9660 1243" (yours: (02) 9660 1234); ChatGPT said "Sun: closed" (yours: Mo-Fr 07:00-19:00; Su 09:00-13:00).',
      how: "Update your trading status, phone number and opening hours on yelp.com.au, the sources those answers cited, and on your Google Business Profile; add openingHours and telephone to your site's structured data (LocalBusiness JSON-LD) so the right values are stated where assistants read it.",
    })
    expect(second.id).not.toBe('wrong-facts')
    expect(firstFixes(pinned.strong(), 10).map((f) => f.id)).not.toContain('wrong-facts')
  })

  it('site access: blocked search crawlers and facts missing from the page come right after wrong facts', () => {
    const blocked = firstFixes(pinned.siteBlocked(), 10)
    expect(blocked.slice(0, 2).map((f) => f.id)).toEqual(['search-crawlers', 'facts-in-page'])
    expect(blocked[0].why).toContain('OAI-SearchBot')
    expect(blocked.map((f) => f.id)).not.toContain('training-crawlers')
    const broken = firstFixes(pinned.siteBroken(), 10)
    expect(broken.slice(0, 2).map((f) => f.id)).toEqual(['robots-error', 'rendered-by-script'])
    expect(firstFixes({ ...pinned.wrongFacts(), site_access: siteAccessResult }, 3)[0].id).toBe(
      'wrong-facts',
    )
  })

  it('fires every rule and every fallback in at least one pinned result', () => {
    const fired = new Set(Object.values(pinned).flatMap((make) => ids(firstFixes(make(), 10))))
    for (const rule of FIX_RULES) for (const id of rule.gives) expect(fired).toContain(id)
    for (const fallback of FALLBACKS) expect(fired).toContain(fallback.id)
  })
})

describe('listOf', () => {
  it('joins with commas and "and"', () => {
    expect(listOf([])).toBe('')
    expect(listOf(['A'])).toBe('A')
    expect(listOf(['A', 'B'])).toBe('A and B')
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C')
  })
})
