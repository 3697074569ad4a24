import { beforeAll, describe, expect, it } from 'vitest'
import { verdictSummary, type AssistantId, type AuditResult } from '@aivis/contract'
import { FIXTURE_FACT_CHECK, makeFactCheckedResult } from '@aivis/contract/testing'
import type { Assistant } from '../../engine/assistants'
import { runAudit } from '../../engine/audit'
import { firstFixes, type Fix } from '../../engine/fixes'
import { simulatedAnswer } from '../../simulator/answers'
import { BADGES, SENDER, resultsEmail, severityBanner, type RenderedEmail } from '.'
import { hrefs, squash, visible } from '../../../test/support/mail'
import { quietLogger } from '../../../test/support/logger'

const siteUrl = 'https://visibly.ai'
const bookingUrl = 'https://cal.com/visibly-ai/strategy-call'
const NAMES: Record<AssistantId, string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
}

/**
 * A real engine run over the simulated assistants; Gemini's 4th call fails; Perplexity searches
 * the web (from Pyrmont) and cites yelp.com.au.
 */
async function sampleResult(business = 'Harbourside Physiotherapy'): Promise<AuditResult> {
  const assistant = (id: AssistantId): Assistant => {
    let calls = 0
    return {
      id,
      name: NAMES[id],
      model: 'test',
      simulated: true,
      webSearch: id === 'perplexity',
      async ask(question) {
        calls++
        if (id === 'gemini' && calls === 4) throw Object.assign(new Error('x'), { status: 504 })
        return {
          text: simulatedAnswer({
            assistant: id,
            question,
            business,
            specialism: 'physiotherapy',
            location: 'Pyrmont, Sydney',
          }),
          citations:
            id === 'perplexity'
              ? [
                  {
                    url: 'https://www.yelp.com.au/search?find_loc=Pyrmont',
                    title: 'Yelp',
                    domain: 'yelp.com.au',
                  },
                ]
              : [],
          searched: id === 'perplexity',
        }
      },
    }
  }
  return runAudit(
    {
      business_name: business,
      target_location: 'Pyrmont, Sydney',
      core_product_service: 'physiotherapy',
      business_type: 'service',
      website: 'https://harbourside-physio.com.au',
      force_run: false,
      aliases: [],
    },
    (['chatgpt', 'claude', 'gemini', 'perplexity'] as const).map(assistant),
    {
      logger: quietLogger(),
      concurrency: 1,
      locate: (query) => ({
        query,
        city: 'Sydney',
        region: 'New South Wales',
        country: 'AU',
        timezone: 'Australia/Sydney',
      }),
    },
  )
}

/** One email of a real engine run, shared by every test below. */
let result: AuditResult
let fixes: Fix[]
let mail: RenderedEmail
let seen: string
/** The result's durable address on the site (docs/decisions/0108). */
const AUDIT_ID = 'b3f1c2de-5a6b-4c7d-8e9f-0123456789ab'
const AUDIT_TOKEN = 'T'.repeat(43)
const resultsLink = () => `${siteUrl}/audit-results/${AUDIT_ID}/${AUDIT_TOKEN}`
beforeAll(async () => {
  result = { ...(await sampleResult()), audit_id: AUDIT_ID, audit_token: AUDIT_TOKEN }
  fixes = firstFixes(result, 3)
  mail = await resultsEmail({ result, fixes, siteUrl, bookingUrl })
  seen = visible(mail.html)
})

describe('results email: subject and the severity banner of spec §4', () => {
  it('has the subject with business and severity', () => {
    expect(mail.subject).toBe(
      `Your AI visibility audit: Harbourside Physiotherapy — ${result.severity}`,
    )
  })

  it('shows the exact banner of spec §4 for each severity', async () => {
    expect(squash(seen)).toContain(
      severityBanner(result.severity, 'physiotherapy', 'Pyrmont, Sydney'),
    )
    const banners = {
      LOW: 'AI Visibility: LOW. You are missing from AI results for physiotherapy in Pyrmont, Sydney.',
      MODERATE: 'AI Visibility: MODERATE. You appear sometimes, but competitors dominate.',
      STRONG: 'AI Visibility: STRONG. You appear frequently. Keep building proof signals.',
    } as const
    for (const severity of ['LOW', 'MODERATE', 'STRONG'] as const) {
      const m = await resultsEmail({ result: { ...result, severity }, fixes, siteUrl, bookingUrl })
      expect(squash(visible(m.html))).toContain(banners[severity])
      expect(squash(m.text)).toContain(banners[severity])
      for (const other of Object.values(banners))
        if (other !== banners[severity]) expect(squash(visible(m.html))).not.toContain(other)
    }
  })

  it('shows INCONCLUSIVE with its banner in neutral colours and the informative rate', async () => {
    const inconclusive: AuditResult = {
      ...result,
      severity: 'INCONCLUSIVE',
      scores: {
        ...result.scores,
        overall: {
          ...result.scores.overall,
          answers: 39,
          informative_rate: { value: 12 / 39, low: 0.18, high: 0.46, n: 39 },
        },
      },
    }
    const m = await resultsEmail({ result: inconclusive, fixes, siteUrl, bookingUrl })
    const banner = severityBanner('INCONCLUSIVE', 'physiotherapy', 'Pyrmont, Sydney')
    expect(banner).toMatch(/^AI Visibility: INCONCLUSIVE\./)
    for (const text of [squash(visible(m.html)), squash(m.text)]) {
      expect(text).toContain(banner)
      expect(text).toContain(
        'Only 12 of 39 answers (31%) named any business at all, yours or a competitor.',
      )
    }
    expect(m.subject).toBe('Your AI visibility audit: Harbourside Physiotherapy — INCONCLUSIVE')
    // The neutral tone, not the red of LOW.
    expect(m.html).toContain('border-left:6px solid #3d4256')
    expect(m.html).not.toContain('border-left:6px solid #8a1414')
    // Other verdicts do not show the informative rate.
    const low = await resultsEmail({
      result: { ...inconclusive, severity: 'LOW' },
      fixes,
      siteUrl,
      bookingUrl,
    })
    expect(low.text).not.toContain('named any business at all')
  })
})

describe("results email: the engine's figures, only formatted", () => {
  it('shows the mention rate, share of voice and ranked competitors stored in the result', async () => {
    const stored: AuditResult = {
      ...result,
      scores: {
        ...result.scores,
        mention_rate: 0.25,
        share_of_voice: 0.125,
        overall: {
          ...result.scores.overall,
          answers: 40,
          mentions: 10,
          competitors: [
            { name: 'Stored First', answers: 30, share_of_voice: 0.375 },
            { name: 'Stored Second', answers: 1, share_of_voice: 0.0125 },
          ],
        },
      },
    }
    const m = await resultsEmail({ result: stored, fixes, siteUrl, bookingUrl })
    for (const text of [squash(visible(m.html)), squash(m.text)]) {
      expect(text).toContain('10 of 40 answers named you (25%)')
      expect(text).toContain('Share of voice: 13%.')
      expect(text).toContain('#1 Stored First: named in 30 answers, 38% share of voice')
      expect(text).toContain('#2 Stored Second: named in 1 answer, 1% share of voice')
    }
  })
})

describe('results email: the ten questions with one spec §2 badge per assistant', () => {
  it('lists all ten questions, in HTML and plain text', () => {
    expect(result.questions_and_answers).toHaveLength(10)
    for (const qa of result.questions_and_answers) {
      expect(seen).toContain(qa.question)
      expect(mail.text).toContain(qa.question)
      expect(seen).toContain(`QUESTION ${qa.id} OF 10`)
    }
  })

  it('gives every question one badge per assistant with the spec wording', () => {
    const sections = mail.text.split(/QUESTION \d+ OF 10/).slice(1)
    expect(sections).toHaveLength(10)
    let unavailable = 0
    let mentioned = 0
    result.discovery_queries_results.forEach((d, i) => {
      expect(d.answers).toHaveLength(4)
      for (const a of d.answers) {
        const badge = a.error
          ? BADGES.unavailable
          : a.mentioned_you
            ? 'Your business was mentioned'
            : 'Your business was NOT mentioned'
        if (a.error) unavailable++
        if (a.mentioned_you) mentioned++
        expect(sections[i]).toMatch(new RegExp(`${a.assistant_name}\\s+${badge}\\n`))
      }
    })
    expect(unavailable).toBe(1)
    expect(mentioned).toBeGreaterThan(0)
    const count = (s: string) => seen.split(s).length - 1
    expect(count('Your business was mentioned')).toBe(mentioned)
    expect(count('Your business was NOT mentioned')).toBe(40 - mentioned - unavailable)
  })

  it('falls back to the primary answer when a question has no per-assistant detail', async () => {
    const r: AuditResult = { ...result, discovery_queries_results: [] }
    const m = await resultsEmail({ result: r, fixes, siteUrl, bookingUrl })
    const sections = m.text.split(/QUESTION \d+ OF 10/).slice(1)
    result.questions_and_answers.forEach((qa, i) =>
      expect(sections[i]).toMatch(
        new RegExp(
          `${result.assistant}\\s+Your business was ${qa.mentioned_you ? '' : 'NOT '}mentioned`,
        ),
      ),
    )
  })
})

describe('results email: simulated answers', () => {
  it('says so before the verdict, in the words of every medium', async () => {
    const note = 'Demo mode: these answers come from simulated AI assistants, not live ones.'
    const sim = await resultsEmail({
      result: { ...result, simulated: true },
      fixes,
      siteUrl,
      bookingUrl,
    })
    const at = sim.text.indexOf(note)
    expect(at).toBeGreaterThan(-1)
    expect(at).toBeLessThan(sim.text.indexOf('AI Visibility:'))
    const live = await resultsEmail({
      result: { ...result, simulated: false },
      fixes,
      siteUrl,
      bookingUrl,
    })
    expect(live.text).not.toContain('Demo mode')
  })
})

describe("results email: the report model's order", () => {
  it('gives the summary under the banner, and the fixes, competitors and sources before the questions', () => {
    const at = (text: string) => {
      const i = mail.text.indexOf(text)
      expect(i, text).toBeGreaterThan(-1)
      return i
    }
    const banner = at('AI Visibility:')
    const summary = at(verdictSummary(result))
    const fixesAt = at(fixes[0].title)
    const questions = at('QUESTION 1 OF 10')
    expect(banner).toBeLessThan(summary)
    expect(summary).toBeLessThan(fixesAt)
    expect(fixesAt).toBeLessThan(at('Top competitors'))
    expect(at('Top competitors')).toBeLessThan(questions)
  })
})

describe('results email: every business an answer named', () => {
  it("lists every competitor of the primary assistant's answer, not only the first three", async () => {
    const five = [
      'Smile Co',
      'Bright Teeth',
      'Sydney Dental Care',
      'Trusted Smiles',
      'Urban Dental',
    ]
    const r: AuditResult = {
      ...result,
      discovery_queries_results: result.discovery_queries_results.map((q) =>
        q.id !== 1
          ? q
          : {
              ...q,
              answers: q.answers.map((a) =>
                a.assistant_name === result.assistant ? { ...a, competitors_mentioned: five } : a,
              ),
            },
      ),
    }
    const m = await resultsEmail({ result: r, fixes, siteUrl, bookingUrl })
    const first = m.text.split(/QUESTION \d+ OF 10/)[1]
    expect(first).toContain(`Businesses named: ${five.join(', ')}`)
  })
})

describe('results email: mention rates, competitors and fixes', () => {
  it('tabulates the mention rate per assistant', () => {
    expect(mail.text).toMatch(/Assistant\s+Answers naming you\s+Mention rate/)
    for (const a of result.scores.by_assistant)
      expect(mail.text).toMatch(
        new RegExp(
          `${a.assistant_name}\\s+${a.mentions} of ${a.answers}\\s+${Math.round(a.mention_rate * 100)}%`,
        ),
      )
    const gemini = result.scores.by_assistant.find((a) => a.assistant === 'gemini')!
    expect(gemini.answers).toBe(9)
  })

  it('ranks the top competitors', () => {
    expect(result.summary.top_competitors.length).toBeGreaterThan(1)
    result.summary.top_competitors.forEach((name, i) => {
      expect(squash(seen)).toContain(`#${i + 1} ${name}`)
      expect(mail.text).toContain(`#${i + 1} ${name}`)
    })
  })

  it('carries the three fixes', () => {
    expect(fixes).toHaveLength(3)
    expect(squash(seen)).toContain('Your first 3 fixes')
    for (const [i, fix] of fixes.entries()) {
      expect(squash(seen)).toContain(`${i + 1}. ${fix.title}`)
      expect(squash(seen)).toContain(fix.why)
      expect(squash(seen)).toContain(`How: ${fix.how}`)
      expect(squash(mail.text)).toContain(fix.title)
    }
  })
})

describe("results email: 'What the assistants say about you'", () => {
  const factChecked = makeFactCheckedResult({ audit_id: AUDIT_ID, audit_token: AUDIT_TOKEN })
  const mailOf = (r: AuditResult) =>
    resultsEmail({ result: r, fixes: r.fixes ?? [], siteUrl, bookingUrl })

  it('follows the fixes with the summary and each wrong fact, in the HTML and the text', async () => {
    const m = await mailOf(factChecked)
    for (const part of [squash(visible(m.html)), squash(m.text)]) {
      const at = (s: string) => part.indexOf(s)
      expect(at('What the assistants say about you')).toBeGreaterThan(at('Your first fix'))
      expect(at('Top competitors')).toBeGreaterThan(at('What the assistants say about you'))
      expect(part).toContain('3 wrong facts in 6 answers that named you; 21 facts were right.')
      expect(part).toContain('Most serious')
      expect(part).toContain('Trading status · Claude said: “permanently closed”')
      expect(part).toContain('Correct: open')
      expect(part).toContain('Where it most likely comes from: yelp.com.au, google.com')
      expect(part).toContain('Phone number · ChatGPT said: “(02) 9555 0124”')
      expect(part).toContain('Correct: +61 2 9555 0123')
      expect(at('Trading status')).toBeLessThan(at('Phone number'))
      expect(part).not.toContain('more in your report')
    }
  })

  it('lists at most 5 wrong facts, then how many more the report has', async () => {
    const phone = FIXTURE_FACT_CHECK.wrong_facts[1]
    const many = Array.from({ length: 8 }, (_, i) => ({
      ...phone,
      stated: `(02) 9555 01${30 + i}`,
    }))
    const check = { ...FIXTURE_FACT_CHECK, wrong: 8, wrong_facts: many }
    const m = await mailOf({ ...factChecked, fact_check: check })
    const seenHtml = squash(visible(m.html))
    expect(seenHtml).toContain('(02) 9555 0134')
    expect(seenHtml).not.toContain('(02) 9555 0135')
    expect(seenHtml).toContain('And 3 more in your report')
    expect(squash(m.text)).toContain('And 3 more in your report')
    expect(hrefs(m.html)).toContain(resultsLink())
  })

  it('is absent without a fact check', () => {
    expect(seen).not.toContain('What the assistants say about you')
    expect(mail.text).not.toContain('What the assistants say about you')
  })
})

describe('results email: the sources the assistants cited', () => {
  it('lists the cited domains with their answers and listing gaps, the own-site citation rate and the searched answers', async () => {
    const stored: AuditResult = {
      ...result,
      scores: {
        ...result.scores,
        overall: {
          ...result.scores.overall,
          answers: 40,
          citation_rate: { value: 0.05, low: 0.01, high: 0.17, n: 40 },
          searched_answers: 10,
          top_sources: [
            {
              domain: 'healthengine.com.au',
              answers: 11,
              business_answers: 0,
              competitor_answers: 11,
              listing_gap: true,
            },
            {
              domain: 'hotdoc.com.au',
              answers: 1,
              business_answers: 1,
              competitor_answers: 1,
              listing_gap: false,
            },
            ...['a', 'b', 'c', 'd'].map((x) => ({
              domain: `${x}-directory.com`,
              answers: 1,
              business_answers: 0,
              competitor_answers: 0,
              listing_gap: false,
            })),
          ],
        },
      },
    }
    const m = await resultsEmail({ result: stored, fixes, siteUrl, bookingUrl })
    for (const text of [squash(visible(m.html)), squash(m.text)]) {
      expect(text).toContain('Sources the assistants cited')
      expect(text).toContain(
        '#1 healthengine.com.au: cited in 11 answers · listing gap: those answers named competitors, never you',
      )
      expect(text).toContain('#2 hotdoc.com.au: cited in 1 answer')
      expect(text).not.toMatch(/hotdoc\.com\.au: cited in 1 answer · listing gap/)
      // The first five only.
      expect(text).toContain('#5 c-directory.com')
      expect(text).not.toContain('d-directory.com')
      expect(text).toContain('Your website was cited in 2 of 40 answers (5%).')
      expect(text).toContain('10 of 40 answers were made with a live web search from Sydney.')
    }
    // Domains are text, never links.
    expect(hrefs(m.html).some((h) => h.includes('healthengine'))).toBe(false)
  })

  it('reads the engine run: Perplexity searched and cited yelp.com.au', () => {
    const perplexity = result.scores.by_assistant.find((a) => a.assistant === 'perplexity')!
    expect(result.scores.overall.searched_answers).toBe(perplexity.answers)
    expect(squash(seen)).toMatch(/#1 yelp\.com\.au: cited in 10 answers/)
    expect(squash(seen)).toContain(
      `${perplexity.answers} of ${result.scores.overall.answers} answers were made with a live web search from Sydney.`,
    )
  })

  it('leaves the section out when nothing was cited and web search was off', async () => {
    const m = await resultsEmail({
      result: {
        ...result,
        web_search: false,
        search_location: null,
        scores: { ...result.scores, overall: { ...result.scores.overall, top_sources: [] } },
      },
      fixes,
      siteUrl,
      bookingUrl,
    })
    expect(m.text).not.toContain('Sources the assistants cited')
    expect(m.text).not.toContain('live web search')
  })
})

describe('results email: links, unsubscribe and escaping', () => {
  it('links only the booking page, the result’s own address and the sender, and has no images or answers', () => {
    expect(seen).toContain('Book 20-Minute Strategy Call')
    expect(seen).toContain('View your results')
    expect(hrefs(mail.html).sort()).toEqual(
      [bookingUrl, resultsLink(), `mailto:${SENDER.email}`].sort(),
    )
    expect(mail.text).toContain(`Book 20-Minute Strategy Call ${bookingUrl}`)
    expect(mail.text).toContain(`View your results ${resultsLink()}`)
    expect(mail.html).not.toMatch(/<img|<script|url\(|src=/i)
    for (const qa of result.questions_and_answers) {
      const line = qa.answer.split('\n').find((l) => l.trim().length > 40)
      if (line) expect(mail.text).not.toContain(line.trim())
    }
    expect(seen).not.toContain('yelp.com.au/search')
  })

  it('shows an unsubscribe link only when given one, and works with a trailing slash on siteUrl', async () => {
    const m = await resultsEmail({
      result,
      fixes,
      siteUrl: `${siteUrl}/`,
      bookingUrl,
      unsubscribeUrl: 'https://visibly.ai/functions/v1/newsletter-unsubscribe?token=a.b&x=1',
    })
    expect(hrefs(m.html)).toContain(
      'https://visibly.ai/functions/v1/newsletter-unsubscribe?token=a.b&x=1',
    )
    expect(hrefs(m.html)).toContain(resultsLink())
    expect(seen).not.toContain('Unsubscribe')
  })

  it('links the bare results page for a result without an address (stored by an older service)', async () => {
    const { audit_id: _id, audit_token: _token, ...older } = result
    const m = await resultsEmail({ result: older, fixes, siteUrl, bookingUrl })
    expect(hrefs(m.html)).toContain(`${siteUrl}/audit-results`)
    expect(hrefs(m.html)).not.toContain(resultsLink())
  })

  it('escapes a malicious business name and competitor, and keeps the subject on one line', async () => {
    const evil = '<script>alert("x")</script> Physio & Co'
    const r: AuditResult = {
      ...result,
      business_name: evil,
      summary: { ...result.summary, top_competitors: ['<img src=x onerror=alert(1)>'] },
      scores: {
        ...result.scores,
        overall: {
          ...result.scores.overall,
          competitors: [{ name: '<img src=x onerror=alert(1)>', answers: 2, share_of_voice: 0.5 }],
        },
      },
    }
    const m = await resultsEmail({ result: r, fixes: firstFixes(r), siteUrl, bookingUrl })
    expect(m.html).not.toMatch(/<script|<img/i)
    expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Physio &amp; Co')
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(m.text).toContain(evil)
    expect(m.subject).toBe(`Your AI visibility audit: ${evil} — ${result.severity}`)
    const header = await resultsEmail({
      result: { ...result, business_name: 'Evil\r\nBcc: victim@example.com' },
      fixes,
      siteUrl,
      bookingUrl,
    })
    expect(header.subject).toBe(
      `Your AI visibility audit: Evil Bcc: victim@example.com — ${result.severity}`,
    )
  })
})
