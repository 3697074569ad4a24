/** Spec §2 error screens in the browser: the 'Application Error' page when start-up fails. */
import { expect, test } from '@playwright/test'

test("a site whose client code fails to start shows 'Application Error' with Refresh", async ({
  page,
}) => {
  // The page's browser entry (web/pages/+client.ts) throws instead of starting.
  await page.route('**/assets/entries/pages_client*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('start-up failure')" }),
  )
  await page.goto('/', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible({
    timeout: 10_000,
  })
  const refresh = page.getByRole('button', { name: 'Refresh' })
  await expect(refresh).toBeVisible()
  await page.unroute('**/assets/entries/pages_client*.js')
  await refresh.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/recommending your competitors/)
})

test('a site that starts normally never shows it', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' })
  await page.waitForTimeout(6000)
  await expect(page.getByRole('heading', { name: 'Application Error' })).toHaveCount(0)
})
