/**
 * /audit-results opens with the hero (spec §2; docs/decisions/0053), every assistant together
 * first (decision 0110): 'What AI Assistants Say About Your Business', its counts and 'Book
 * 20-Minute Strategy Call' are all within the first screen, without scrolling, at 1280 × 900 and
 * at 375 × 800, in the dark and the light theme, and so is each assistant's ('What ChatGPT Says
 * About Your Business') on its tab; then come the top competitors, the questions and the closing
 * call to action; the page never scrolls sideways and axe finds no WCAG 2.1 AA violation on
 * either tab (contrast in both themes).
 *
 * The result is stored in the browser where /audit-loading stores it (no audit runs). It makes the
 * hero as tall as a real one gets: four assistants in the switcher and five long competitor names;
 * with cited sources, a listing gap and an own-site citation rate, the screenshots
 * (test-results/results-page-{width}-{theme}[-full].png) show every part.
 */
import AxeBuilder from '@axe-core/playwright'
import type { AuditResult, CitedSource } from '@aivis/contract'
import { FIXTURE_OVERALL_METRICS, makeAuditResult } from '@aivis/contract/testing'
import { RESULT_URL, storedResultPath } from './resultAddress'
import { expect, test } from '@playwright/test'

const source = (domain: string, path: string, title: string | null): CitedSource => ({
  url: `https://${domain}/${path}`,
  title,
  domain,
})

/** Gemini and Perplexity answering as Claude does in the fixture. */
const MORE = [
  { assistant: 'gemini', assistant_name: 'Gemini', model: 'gemini-test' },
  { assistant: 'perplexity', assistant_name: 'Perplexity', model: 'sonar-test' },
] as const

/** Five competitors with long names, as the hero lists them. */
const LONG_NAMES = [
  'Sydney City Family Dental Care',
  'Bright Smiles Cosmetic Dentistry',
  'Harbourside Orthodontics and Implants',
  'Eastern Suburbs Dental Group',
  'North Shore Emergency Dentist',
]

/**
 * The fixture asked of four assistants, ChatGPT naming five long-named competitors, with sources
 * cited in every answer and the cited domains of the market.
 */
function resultWithSources(): AuditResult {
  const base = makeAuditResult()
  const claude = base.scores.by_assistant[1]
  return {
    ...base,
    discovery_queries_results: base.discovery_queries_results.map((q) => ({
      ...q,
      answers: [
        ...q.answers,
        ...MORE.map((who) => ({ ...q.answers.find((a) => a.assistant === 'claude')!, ...who })),
      ].map((a) => ({
        ...a,
        citations: [
          source('healthengine.com.au', `sydney/dentist-${q.id}`, 'Best dentists in Sydney'),
          source('yelp.com.au', 'search?find_desc=dentist', null),
          ...(a.mentioned_you ? [source('harbourdental.example', '', 'Harbour Dental')] : []),
        ],
      })),
    })),
    scores: {
      ...base.scores,
      by_assistant: [
        {
          ...base.scores.by_assistant[0],
          metrics: {
            ...base.scores.by_assistant[0].metrics,
            competitors: LONG_NAMES.map((name) => ({ name, answers: 5, share_of_voice: 0.15 })),
          },
        },
        claude,
        ...MORE.map((who) => ({ ...claude, ...who })),
      ],
      overall: {
        ...FIXTURE_OVERALL_METRICS,
        citation_rate: { value: 0.2, low: 0.08, high: 0.42, n: 20 },
        top_sources: [
          {
            domain: 'healthengine.com.au',
            answers: 20,
            business_answers: 4,
            competitor_answers: 20,
            listing_gap: false,
          },
          {
            domain: 'yelp.com.au',
            answers: 20,
            business_answers: 0,
            competitor_answers: 20,
            listing_gap: true,
          },
          {
            domain: 'harbourdental.example',
            answers: 4,
            business_answers: 4,
            competitor_answers: 4,
            listing_gap: false,
          },
        ],
      },
    },
  }
}

/** The result's durable address, once stored in the stack's audit service. */
let address = ''
test.beforeAll(async () => {
  address = await storedResultPath(resultWithSources())
})

for (const theme of ['dark', 'light'] as const) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`the hero with its button opens /audit-results at ${viewport.width} × ${viewport.height}, ${theme}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await page.goto(address, { waitUntil: 'networkidle' })

      const hero = page.getByRole('region', { name: 'What AI Assistants Say About Your Business' })
      const title = hero.getByRole('heading', { level: 1 })
      const button = hero.getByRole('link', { name: 'Book 20-Minute Strategy Call' })
      await expect(title).toBeVisible()
      await expect(button).toBeVisible()
      await expect(hero.getByText('Searched from Sydney, New South Wales, AU')).toBeVisible()
      expect(await page.evaluate(() => window.scrollY)).toBe(0)

      // The whole hero, its button included, inside the first screen.
      const box = (await hero.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      const buttonBox = (await button.boundingBox())!
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(viewport.height)

      // Nothing of the results comes before the hero: its title is the page's first heading.
      await expect(page.locator('main').locator('h1, h2').first()).toHaveText(
        'What AI Assistants Say About Your Business',
      )
      // Then the report model's order (decision 0105): top competitors before the questions (the
      // evidence), then the closing call to action.
      const top = async (name: string | RegExp) =>
        (await page.getByRole('heading', { name }).first().boundingBox())!.y
      const questions = await top('The 10 Questions, Assistant by Assistant')
      const competitors = await top('Top Competitors')
      const closing = (await page
        .getByRole('link', { name: 'Schedule Your Strategy Call' })
        .boundingBox())!.y
      expect(box.y + box.height).toBeLessThanOrEqual(competitors)
      expect(competitors).toBeLessThan(questions)
      expect(questions).toBeLessThan(closing)

      // No sideways scrolling on a phone or a laptop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )

      const name = `test-results/results-page-${viewport.width}-${theme}`
      await page.screenshot({ path: `${name}.png` })
      // Every part readable: the sources, listing gaps and verdict included, in both themes.
      await page.getByText('Show as a table').first().click()
      const violations = async () =>
        (
          await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze()
        ).violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target).join(', ')})`)
      expect(await violations()).toEqual([])
      await page.screenshot({ path: `${name}-full.png`, fullPage: true })

      // One assistant's tab: the tallest hero (five long competitor names) fits the first screen too.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('tab', { name: 'ChatGPT' }).click()
      const own = page.getByRole('region', { name: 'What ChatGPT Says About Your Business' })
      await expect(own).toBeVisible()
      const ownBox = (await own.boundingBox())!
      expect(ownBox.y + ownBox.height).toBeLessThanOrEqual(viewport.height)
      await expect(
        page.getByRole('heading', { name: "The 10 Questions & ChatGPT's Answers" }),
      ).toBeVisible()
      expect(await violations()).toEqual([])
      await page.screenshot({ path: `${name}-chatgpt-full.png`, fullPage: true })
    })
  }
}

test('both booking buttons of /audit-results track InitiateCheckout, then open the booking page in a new tab 250 ms later (docs/decisions/0082)', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {
      fbq: (...args: unknown[]) => void
      calls: { at: number; what: unknown[] }[]
      open: typeof window.open
    }
    w.calls = []
    w.fbq = (...args) => w.calls.push({ at: performance.now(), what: ['fbq', ...args] })
    const open = window.open.bind(window)
    w.open = (...args: Parameters<typeof window.open>) => {
      w.calls.push({ at: performance.now(), what: ['open', ...args] })
      return open(...args)
    }
  })
  await page.goto(address, { waitUntil: 'networkidle' })
  for (const name of ['Book 20-Minute Strategy Call', 'Schedule Your Strategy Call']) {
    await page.evaluate(() => ((window as unknown as { calls: unknown[] }).calls = []))
    const book = page.getByRole('link', { name }).first()
    const bookingUrl = (await book.getAttribute('href'))!
    expect(bookingUrl).toMatch(/^https?:\/\//)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
    // The booking page is outside this network: answer it here.
    await context.route(bookingUrl, (route) => route.fulfill({ body: 'booking page' }))
    const popup = page.waitForEvent('popup')
    await book.click()
    const tab = await popup
    expect(tab.url()).toBe(bookingUrl)
    // No opener: the booking page cannot reach back into this one.
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await tab.close()
    const calls = await page.evaluate(
      () => (window as unknown as { calls: { at: number; what: unknown[] }[] }).calls,
    )
    expect(calls.map((c) => c.what)).toEqual([
      [
        'fbq',
        'track',
        'InitiateCheckout',
        { content_name: 'Book A Strategy Call', content_category: 'strategy_call' },
      ],
      ['open', bookingUrl, '_blank', 'noopener,noreferrer'],
    ])
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(249)
    await expect(page).toHaveURL(RESULT_URL)
  }
})
