/** What a visitor sees of the audit limits and input rules on /audit (spec §8; decisions 0022, 0023). */
import { expect, test } from '@playwright/test'

test('a 429 from the audit shows the spec toast "Rate Limit Reached" with the server message', async ({
  page,
}) => {
  const message =
    'Too many audits from your network: at most 10 an hour. Please try again in 42 minutes.'
  // The test stack's limits are generous (scripts/test.mjs); the answer is the service's 429 as
  // tested in audit-service/src/limits/http.test.ts.
  // The site runs audits as jobs (docs/decisions/0021): the 429 answers the job's POST.
  await page.route('**/functions/v1/audits', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'retry-after': '2520' },
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Rate limit exceeded', message }),
        })
      : route.continue(),
  )
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await page.getByLabel('Business Name').fill('Harbour Dental')
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Sydney')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  // Radix also copies the toast into a screen-reader announcement, hence .first().
  await expect(page.getByText('Rate Limit Reached', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(message).first()).toBeVisible()
  await expect(page.getByText('Audit Failed')).toHaveCount(0)
  // The audit stops: still on /audit, the button usable again.
  await expect(page).toHaveURL(/\/audit$/)
  await expect(page.getByRole('button', { name: 'Run My Free Audit' })).toBeEnabled()
})

test('values the audit refuses are explained under their field and nothing is sent', async ({
  page,
}) => {
  let posted = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/functions/v1/')) posted++
  })
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await page.getByLabel('Business Name').fill('Harbour Dental')
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Sydney, see www.evil.example')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  await expect(
    page.getByText('No web addresses here (the website has its own field)'),
  ).toBeVisible()
  await expect(page.getByLabel('Target Location')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Missing Information')).toHaveCount(0)
  expect(posted).toBe(0)
})
