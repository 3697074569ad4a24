/** A visitor runs the free audit from the home page and reads the results. */
import { resultPath } from '@aivis/contract'
import { expect, test } from '@playwright/test'
import { RESULT_URL } from './resultAddress'

test('home shows the CMS offers and prices', async ({ page }) => {
  await page.goto('/')
  const pricing = page.locator('#pricing')
  await expect(pricing).toBeVisible()
  for (const text of [
    'Course',
    'Foundations',
    'PRO',
    'Maintenance',
    '$149',
    '$1,997',
    '$3,997',
    '$997',
  ]) {
    await expect(pricing.getByText(text, { exact: false }).first()).toBeVisible()
  }
})

test('home domain form validates as spec §5 says', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('textbox') })
    .first()
  const input = form.getByRole('textbox')
  const submit = form.getByRole('button')
  await expect(submit).toBeDisabled()
  await input.fill('not a domain')
  await submit.click()
  await expect(page.getByText(/Enter a valid domain like/)).toBeVisible()
  await input.fill('HTTPS://www.Example-Plumbing.com/contact?x=1')
  await expect(page.getByText(/Enter a valid domain like/)).toHaveCount(0)
  // The website itself cannot be reached from here; its extraction is tests/e2e/extract.spec.ts.
  const asked = page.waitForRequest('**/functions/v1/extract-business-info')
  await page.route('**/functions/v1/extract-business-info', (route) =>
    route.fulfill({
      json: {
        business_name: null,
        core_service: null,
        target_location: null,
        business_type: null,
        website: 'https://example-plumbing.com',
        domain: 'example-plumbing.com',
        cached: false,
      },
    }),
  )
  await submit.click()
  expect((await asked).postDataJSON()).toEqual({ website: 'https://example-plumbing.com' })
  await expect(page).toHaveURL(/\/audit-setup\?domain=example-plumbing\.com$/)
})

test('a business entered on /audit reaches results with ten questions and answers', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Run Free AI Audit' }).first().click()
  await expect(page).toHaveURL(/\/audit$/)
  await expect(page.getByRole('heading', { name: 'Free AI Visibility Audit' })).toBeVisible()

  await page.getByLabel('Business Name').fill('Bondi Beach Physio')
  await page.getByLabel('Main Product or Service').fill('physiotherapy')
  await page.getByLabel('Target Location').fill('Sydney')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()

  await expect(page).toHaveURL(RESULT_URL, { timeout: 60_000 })
  await expect(page.getByText('QUESTION 1 OF 10')).toBeVisible()
  await expect(page.getByText(/QUESTION \d+ OF 10/)).toHaveCount(10)
  // Every assistant together first (docs/decisions/0110); one assistant's list has the spec's badges.
  await page.getByRole('tab', { name: 'ChatGPT' }).click()
  await expect(
    page.getByRole('heading', { name: "The 10 Questions & ChatGPT's Answers" }),
  ).toBeVisible()
  await expect(page.getByText(/QUESTION \d+ OF 10/)).toHaveCount(10)
  await expect(page.getByText(/^Your business was (NOT )?mentioned$/)).toHaveCount(10)
  await expect(page.getByText(/simulated/i).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/audit-results.png', fullPage: true })
})

test('the audit form refuses missing fields with the spec toast', async ({ page }) => {
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await page.getByLabel('Business Name').fill('Only A Name')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  // Radix also copies the toast into a screen-reader announcement, hence .first().
  await expect(page.getByText('Missing Information').first()).toBeVisible()
  await expect(
    page.getByText('Please fill in all required fields to run your audit.').first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/audit$/)
})

test('a domain from the home page runs through review, loading and results', async ({ page }) => {
  // The website cannot be read (spec §8: the form opens empty); extract.spec.ts has the prefilled case.
  await page.route('**/functions/v1/extract-business-info', (route) =>
    route.fulfill({
      status: 422,
      json: { error: 'unreachable', message: 'We could not reach that website.' },
    }),
  )
  await page.goto('/audit-setup?domain=harbourdental.com.au', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { name: 'Review Your Details' })).toBeVisible()
  await expect(page.getByLabel('Website')).toHaveValue('https://harbourdental.com.au')
  const run = page.getByRole('button', { name: 'Run Full Audit' })
  await expect(run).toBeDisabled()
  await page.getByLabel('Business name').fill('Harbour Dental')
  await page.getByLabel('Core product or service').fill('dentist')
  await page.getByLabel('Target location').fill('Sydney')
  await run.click()
  await expect(page).toHaveURL(/\/audit-loading$/)
  await expect(
    page.getByText(
      /Querying AI platforms|Analyzing competitor landscape|Calculating visibility scores|Generating your report/,
    ),
  ).toBeVisible()
  await expect(page).toHaveURL(RESULT_URL, { timeout: 60_000 })
  await expect(
    page.getByRole('heading', { name: 'What AI Assistants Say About Your Business' }),
  ).toBeVisible()
  await expect(page.getByText(/QUESTION \d+ OF 10/)).toHaveCount(10)
})

test('results show every assistant: charts with tables, and tabs that switch hero and answers', async ({
  page,
}) => {
  const res = await page.request.post('/functions/v1/competitive-audit', {
    data: {
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
      website: 'https://harbourdental.com.au',
    },
  })
  expect(res.ok()).toBe(true)
  const result = await res.text()
  const names = ['ChatGPT', 'Claude', 'Gemini', 'Perplexity']
  for (const [theme, width] of [
    ['dark', 1280],
    ['light', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/audit', { waitUntil: 'networkidle' })
    await page.evaluate((t) => localStorage.setItem('theme', t), theme)
    // The result's own address, as the API handed it out (docs/decisions/0108).
    await page.goto(resultPath(JSON.parse(result))!, { waitUntil: 'networkidle' })

    // The overview: two charts, each with its text table; the charts are drawn once they come
    // near the screen (the results are server HTML until then, docs/decisions/0070).
    await page
      .getByRole('heading', { name: 'How every assistant compares' })
      .scrollIntoViewIfNeeded()
    const mentionChart = page.getByRole('img', { name: /named your business/ })
    await expect(mentionChart).toBeVisible()
    await expect(page.getByRole('img', { name: /top competitors/ })).toBeVisible()
    await page.getByText('Show as a table').first().click()
    const table = page.getByRole('table', { name: /named your business/ })
    await expect(table).toBeVisible()
    for (const name of names) await expect(table.getByRole('rowheader', { name })).toBeVisible()
    await page.screenshot({ path: `test-results/results-overview-${width}-${theme}.png` })
    // What the verdict rests on, behind 'How we measured'; the unscored control question per assistant.
    await page.getByText('How we measured').click()
    await expect(page.getByText(/The verdict rests on 40 answers from 4 assistants/)).toBeVisible()
    const control = page.getByRole('region', { name: 'Does each assistant know your business?' })
    await expect(control.getByRole('listitem')).toHaveCount(4)
    await control.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/results-control-${width}-${theme}.png` })

    // Every assistant together first, then one tab per assistant (docs/decisions/0110); switching
    // changes the hero, the list title and the answers.
    const tabs = page.getByRole('tablist', { name: 'Assistant' }).getByRole('tab')
    await expect(tabs).toHaveText(['All assistants', ...names])
    await expect(
      page.getByRole('heading', { name: 'What AI Assistants Say About Your Business' }),
    ).toBeVisible()
    // Each question with every assistant's outcome; one opens that assistant's answer in its tab.
    const q3 = page.getByRole('article').filter({ hasText: 'QUESTION 3 OF 10' })
    await expect(q3.getByRole('button')).toHaveText(
      names.map(
        (n) => new RegExp(`${n} ?(named #\\d+|not named|no answer) \\(open ${n}'s answer\\)`),
      ),
    )
    await q3
      .getByRole('button', {
        name: /^Gemini (named #\d+|not named|no answer) \(open Gemini's answer\)$/,
      })
      .click()
    await expect(tabs.filter({ hasText: 'Gemini' })).toHaveAttribute('aria-selected', 'true')
    const opened = page.locator('#answer-gemini-3')
    await expect(opened).toHaveAttribute('open', '')
    await expect(opened.locator(':scope > summary')).toBeFocused()
    await expect(opened).toBeInViewport()
    await page.screenshot({ path: `test-results/results-opened-${width}-${theme}.png` })

    await page.getByRole('tab', { name: 'ChatGPT' }).click()
    const firstAnswer = () => page.getByRole('tabpanel').locator('h3 + div').first().innerText()
    await expect(
      page.getByRole('heading', { name: 'What ChatGPT Says About Your Business' }),
    ).toBeVisible()
    const chatgptAnswer = await firstAnswer()
    // Answers written as markdown tables render as tables, not as pipes.
    const tableAnswers = JSON.parse(result).questions_and_answers.filter((q: { answer: string }) =>
      /^\s*\|[\s:|-]+\|\s*$/m.test(q.answer),
    ).length
    expect(tableAnswers).toBeGreaterThan(0)
    // The answers after the first are folded under their question: open them all.
    for (const fold of await page.getByRole('tabpanel').locator('details > summary').all())
      await fold.click()
    await expect(page.getByRole('tabpanel').getByRole('table')).toHaveCount(tableAnswers)
    await expect(page.getByRole('tabpanel').getByText('|---')).toHaveCount(0)
    await page.getByRole('tab', { name: 'Claude' }).click()
    await expect(
      page.getByRole('heading', { name: 'What Claude Says About Your Business' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { name: "The 10 Questions & Claude's Answers" }),
    ).toBeVisible()
    await expect(page.getByText(/QUESTION \d+ OF 10/)).toHaveCount(10)
    expect(await firstAnswer()).not.toBe(chatgptAnswer)
    await page.screenshot({ path: `test-results/results-claude-${width}-${theme}.png` })
  }
})

test('results without a latest audit say so', async ({ page }) => {
  await page.goto('/audit-results', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { name: 'No Audit Results Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Run a New Audit' })).toHaveAttribute('href', '/')
})

test('the mobile menu opens a side panel and closes after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const panel = page.getByRole('dialog', { name: 'Menu' })
  await expect(panel.getByRole('heading', { name: 'Navigation' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Company' })).toBeVisible()
  expect((await panel.boundingBox())!.height).toBeGreaterThan(600)
  await panel.getByRole('link', { name: 'FAQs' }).click()
  await expect(page).toHaveURL(/\/faqs$/)
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
})

for (const width of [1280, 375]) {
  test(`at ${width} px, /audit's bottom bar appears once the form is out of view and brings it back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/audit', { waitUntil: 'networkidle' })
    const bar = page.getByRole('region', { name: 'Run your free audit' })
    await expect(bar).toHaveCount(0)
    await page.getByRole('heading', { name: 'Questions about the audit' }).scrollIntoViewIfNeeded()
    await expect(bar).toBeVisible()
    // The page's end stays reachable above the bar.
    const footerEnd = page.getByRole('contentinfo')
    await footerEnd.evaluate((el) => el.scrollIntoView({ block: 'end' }))
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const barTop = (await bar.boundingBox())!.y
    const footerBottom = await footerEnd.evaluate((el) => el.getBoundingClientRect().bottom)
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1)

    await bar.getByRole('button', { name: 'Run My Free Audit' }).click()
    await expect(page.getByLabel('Business Name')).toBeFocused()
    await expect(bar).toHaveCount(0)
  })
}
