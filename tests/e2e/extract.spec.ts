/**
 * The home page reads the business from its website and /audit-setup opens prefilled (spec §2, §4
 * "Setup flow", §7 call 3, §8). The test machine cannot reach a real website, so the extraction
 * function's answers are played by the browser (its server side is tested in
 * audit-service/src/extract and tests/acceptance/extract.test.ts); everything after it is real.
 */
import { expect, test, type Page } from '@playwright/test'
import { RESULT_URL } from './resultAddress'

const profile = {
  business_name: 'Harbour Dental',
  core_service: 'dentist',
  target_location: 'Sydney',
  business_type: 'practice',
  website: 'https://harbourdental.com.au',
  domain: 'harbourdental.com.au',
  cached: false,
}

/** Answers extract-business-info with `status`/`json` after `delayMs`; returns the request bodies. */
async function extraction(page: Page, status: number, json: unknown, delayMs = 0) {
  const bodies: unknown[] = []
  await page.route('**/functions/v1/extract-business-info', async (route) => {
    bodies.push(route.request().postDataJSON())
    await new Promise((r) => setTimeout(r, delayMs))
    await route.fulfill({ status, json })
  })
  return bodies
}

const domainForm = (page: Page) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('textbox') })
    .first()

test('a domain on the home page opens the setup form prefilled, then runs the audit', async ({
  page,
}) => {
  const bodies = await extraction(page, 200, profile, 800)
  await page.goto('/', { waitUntil: 'networkidle' })
  const form = domainForm(page)
  await form.getByRole('textbox').fill('https://www.HarbourDental.com.au/')
  await form.getByRole('button').click()
  await expect(form.getByRole('button', { name: 'Analyzing...' })).toBeDisabled()
  await expect(page).toHaveURL(/\/audit-setup\?domain=harbourdental\.com\.au$/)
  await expect(page.getByLabel('Business name')).toHaveValue('Harbour Dental')
  await expect(page.getByLabel('Core product or service')).toHaveValue('dentist')
  await expect(page.getByLabel('Target location')).toHaveValue('Sydney')
  await expect(page.getByLabel('Business type')).toHaveValue('practice')
  await expect(page.getByLabel('Website')).toHaveValue('https://harbourdental.com.au')
  await expect(page.getByLabel('Website')).toHaveAttribute('readonly', '')
  // The setup page used what the home page kept: one extraction in all.
  expect(bodies).toEqual([{ website: 'https://harbourdental.com.au' }])

  await page.getByLabel('Target location').fill('Sydney, Australia')
  await page.getByRole('button', { name: 'Run Full Audit' }).click()
  await expect(page).toHaveURL(/\/audit-loading$/)
  await expect(page).toHaveURL(RESULT_URL, { timeout: 60_000 })
  await expect(
    page.getByRole('heading', { name: 'What AI Assistants Say About Your Business' }),
  ).toBeVisible()
  await expect(page.getByText(/Sydney, Australia/).first()).toBeVisible()
})

test('a website the service cannot read leaves the visitor on the home page with the spec message', async ({
  page,
}) => {
  await extraction(page, 422, { error: 'unreachable', message: 'We could not reach that website.' })
  await page.goto('/', { waitUntil: 'networkidle' })
  const form = domainForm(page)
  const input = form.getByRole('textbox')
  await input.fill('harbourdental.com.au')
  await form.getByRole('button').click()
  await expect(
    page.getByText('Unable to analyze this website. Please try again or use our full audit form.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(form.getByRole('button')).toBeEnabled()
  await input.fill('harbourdental.com')
  await expect(page.getByText(/Unable to analyze this website/)).toHaveCount(0)
})

test("a website the service cannot read is not a dead end: 'full audit form' opens the setup form with it", async ({
  page,
}) => {
  const bodies = await extraction(page, 422, {
    error: 'unreachable',
    message: 'We could not reach that website.',
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  const form = domainForm(page)
  await form.getByRole('textbox').fill('harbourdental.com.au')
  await form.getByRole('button').click()
  await page.getByRole('link', { name: 'full audit form' }).click()
  await expect(page).toHaveURL(/\/audit-setup\?domain=harbourdental\.com\.au$/)
  await expect(page.getByRole('button', { name: 'Run Full Audit' })).toBeVisible()
  await expect(page.getByLabel('Business name')).toHaveValue('')
  await expect(page.getByLabel('Website')).toHaveValue('https://harbourdental.com.au')
  // Read once, on the home page: the setup form does not try the website again.
  expect(bodies).toHaveLength(1)
})

test('opened directly, /audit-setup extracts with a spinner, then prefills', async ({ page }) => {
  const bodies = await extraction(page, 200, { ...profile, cached: true }, 1500)
  await page.goto('/audit-setup?domain=harbourdental.com.au')
  await expect(page.getByRole('status')).toContainText('Extracting business information...')
  await expect(page.getByLabel('Business name')).toHaveValue('Harbour Dental', { timeout: 10_000 })
  await expect(page.getByRole('status')).toHaveCount(0)
  expect(bodies).toEqual([{ website: 'https://harbourdental.com.au' }])
})

test('when extraction fails on /audit-setup the form opens editable and empty', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await extraction(page, 422, { error: 'timeout', message: 'The website took too long to answer.' })
  await page.goto('/audit-setup?domain=slow-site.com')
  for (const label of ['Business name', 'Core product or service', 'Target location']) {
    await expect(page.getByLabel(label)).toHaveValue('')
    await expect(page.getByLabel(label)).toBeEditable()
  }
  await expect(page.getByLabel('Business type')).toHaveValue('other')
  await expect(page.getByLabel('Website')).toHaveValue('https://slow-site.com')
  await expect(page.getByRole('button', { name: 'Run Full Audit' })).toBeDisabled()
  // Only logged (spec §8): no message on the page.
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(warnings.join('\n')).toContain('The website took too long to answer.')
})
