/** A visitor runs the free audit from the home page and reads the results (issue: done-when list). */
import { expect, test } from '@playwright/test'

test('home shows the CMS offers and prices', async ({ page }) => {
  await page.goto('/')
  const pricing = page.locator('#pricing')
  await expect(pricing).toBeVisible()
  for (const text of ['Course', 'Foundations', 'PRO', 'Maintenance', '$149', '$1,997', '$3,997', '$997']) {
    await expect(pricing.getByText(text, { exact: false }).first()).toBeVisible()
  }
})

test('home domain form validates as spec §5 says', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  const form = page.locator('form').filter({ has: page.getByRole('textbox') }).first()
  const input = form.getByRole('textbox')
  const submit = form.getByRole('button')
  await expect(submit).toBeDisabled()
  await input.fill('not a domain')
  await submit.click()
  await expect(page.getByText(/Enter a valid domain like/)).toBeVisible()
  await input.fill('HTTPS://www.Example-Plumbing.com/contact?x=1')
  await expect(page.getByText(/Enter a valid domain like/)).toHaveCount(0)
  await submit.click()
  await expect(page).toHaveURL(/\/audit-setup\?domain=example-plumbing\.com$/)
})

test('a business entered on /audit reaches results with ten questions and answers', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Run Free AI Audit' }).first().click()
  await expect(page).toHaveURL(/\/audit$/)
  await expect(page.getByRole('heading', { name: 'Free AI Visibility Audit' })).toBeVisible()

  await page.getByLabel('Business Name').fill('Bondi Beach Physio')
  await page.getByLabel('Main Product or Service').fill('physiotherapy')
  await page.getByLabel('Target Location').fill('Sydney')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()

  await expect(page).toHaveURL(/\/audit-results$/, { timeout: 60_000 })
  await expect(page.getByText('QUESTION 1 OF 10')).toBeVisible()
  await expect(page.getByText(/QUESTION \d+ OF 10/)).toHaveCount(10)
  const mentioned = await page.getByText('Your business was mentioned', { exact: true }).count()
  const notMentioned = await page.getByText('Your business was NOT mentioned', { exact: true }).count()
  expect(mentioned + notMentioned).toBe(10)
  await expect(page.getByText(/simulated/i).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/audit-results.png', fullPage: true })
})

test('the audit form refuses missing fields with the spec toast', async ({ page }) => {
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await page.getByLabel('Business Name').fill('Only A Name')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  // Radix also copies the toast into a screen-reader announcement, hence .first().
  await expect(page.getByText('Missing Information').first()).toBeVisible()
  await expect(page.getByText('Please fill in all required fields to run your audit.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/audit$/)
})

test('a domain from the home page runs through review, loading and results', async ({ page }) => {
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
  await expect(page.getByText(/Querying AI platforms\.\.\.|Generating your report\.\.\./)).toBeVisible()
  await expect(page).toHaveURL(/\/audit-results$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { name: 'What ChatGPT Says About Your Business' })).toBeVisible()
  await expect(page.getByText(/QUESTION \d+ OF 10/)).toHaveCount(10)
})

test('results without stored data say so', async ({ page }) => {
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
