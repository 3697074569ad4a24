/**
 * What a visitor does in an island before it is hydrated is not lost (decision 0129): the page's
 * head holds it until the page's code runs, the code holds it until the island is hydrated, and
 * the hydrated island then does it, once. The browser's scripts are held back by the test (not
 * timed): the visitor acts on the server's HTML alone.
 */
import { expect, test } from '@playwright/test'

test('Enter pressed in the home page’s domain field before any script ran sends one extraction', async ({
  page,
}) => {
  const bodies: unknown[] = []
  await page.route('**/functions/v1/extract-business-info', async (route) => {
    bodies.push(route.request().postDataJSON())
    await route.fulfill({
      status: 200,
      json: {
        business_name: 'Harbour Dental',
        core_service: 'dentist',
        target_location: 'Sydney',
        business_type: 'practice',
        website: 'https://harbourdental.com.au',
        domain: 'harbourdental.com.au',
        cached: false,
      },
    })
  })
  // Every script file waits until the visitor has acted.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const field = page
    .locator('form')
    .filter({ has: page.getByRole('textbox') })
    .first()
    .getByRole('textbox')
  await field.fill('harbourdental.com.au')
  await field.press('Enter')
  // Held, not posted as a plain form: the page is still the home page, nothing sent yet.
  expect(new URL(page.url()).pathname).toBe('/')
  expect(bodies).toEqual([])

  release()
  await expect(page).toHaveURL(/\/audit-setup\?domain=harbourdental\.com\.au$/)
  expect(bodies).toEqual([{ website: 'https://harbourdental.com.au' }])
})
