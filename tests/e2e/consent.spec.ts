/**
 * Cookie consent and the ad pixel (spec §7 tracking, docs/decisions/0027), with a pixel id set in
 * the CMS's site settings: the banner asks first; nothing loads before 'Accept'; after it the
 * pixel script loads and the spec's events reach `fbq` with their payloads; 'Reject' loads
 * nothing and events only warn; the choice can be changed on /cookies. The pixel script itself is
 * served by a stand-in that records each call (no Meta servers here).
 */
import { expect, test, type Page } from '@playwright/test'
import { RESULT_URL } from './resultAddress'
import { CMS, adminAuth } from '../acceptance/stack'

const PIXEL_ID = '123456789012345'
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

async function setPixelId(pixelId: string | null) {
  const res = await fetch(`${CMS}/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: await adminAuth() },
    body: JSON.stringify({ pixelId }),
  })
  expect(res.ok, await res.text()).toBe(true)
}

/**
 * Serves a stand-in pixel that records every call in `window.pixelCalls`, kept across the tab's
 * page loads (the real pixel sends each event as it happens); counts its loads.
 */
async function fakePixel(page: Page) {
  const loads = { count: 0 }
  await page.route(PIXEL_SCRIPT, (route) => {
    loads.count++
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.pixelCalls = JSON.parse(sessionStorage.getItem('pixelCalls') || '[]');
        const keep = (args) => {
          window.pixelCalls.push(args);
          sessionStorage.setItem('pixelCalls', JSON.stringify(window.pixelCalls));
        };
        for (const args of window.fbq.queue) keep(args);
        window.fbq.callMethod = (...args) => keep(args);`,
    })
  })
  return loads
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { pixelCalls?: unknown[][] }).pixelCalls ?? [])

test.describe.configure({ mode: 'serial' })
test.beforeAll(() => setPixelId(PIXEL_ID))
test.afterAll(() => setPixelId(null))

test('the banner asks first; after Accept the pixel loads and receives the events', async ({
  page,
}) => {
  const loads = await fakePixel(page)
  await page.goto('/audit', { waitUntil: 'networkidle' })
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  expect(loads.count).toBe(0)
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toBeHidden()
  await expect.poll(() => loads.count).toBe(1)
  await expect.poll(() => calls(page)).toContainEqual(['init', PIXEL_ID])

  // The choice holds on the next page: no banner, the pixel loads again, and the audit's events
  // carry service, location and status (spec §7).
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await expect(banner).toBeHidden()
  await expect.poll(() => calls(page)).toContainEqual(['track', 'PageView', { page: '/audit' }])
  await page.getByLabel('Business Name').fill('Harbour Dental')
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Sydney')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  await expect(page).toHaveURL(RESULT_URL, { timeout: 60_000 })
  // The results page is a new page load: its pixel loads again and reads what the tab recorded.
  for (const [event, status] of [
    ['audit_started', 'started'],
    ['audit_completed', 'completed'],
    ['audit_complete', 'viewed'],
  ])
    await expect
      .poll(() => calls(page))
      .toContainEqual([
        'trackCustom',
        event,
        expect.objectContaining({ service: 'dentist', location: 'Sydney', status }),
      ])
})

test('after Reject nothing loads, events only warn, and /cookies can change the choice', async ({
  page,
}) => {
  const loads = await fakePixel(page)
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await page.goto('/', { waitUntil: 'networkidle' })
  await page
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Reject' })
    .click()
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  expect(loads.count).toBe(0)
  await expect.poll(() => warnings.some((w) => w.includes("'PageView' not sent"))).toBe(true)

  await page.goto('/cookies', { waitUntil: 'networkidle' })
  const choice = page.getByRole('region', { name: 'Your cookie choice' }).getByRole('status')
  await expect(choice).toHaveText('You rejected the advertising cookie.')
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(choice).toHaveText('You accepted the advertising cookie.')
  await expect.poll(() => loads.count).toBe(1)
})
