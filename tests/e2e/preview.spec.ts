/**
 * Live preview from the CMS admin (docs/decisions/0029): a staff member opens a page in the admin,
 * turns on Live Preview, and the site in the preview pane follows what they type before saving;
 * the published page is unchanged until they save.
 */
import { SITE_TIME_ZONE_DEFAULT } from '@aivis/contract'
import { expect, test } from '@playwright/test'
import { CMS } from '../acceptance/stack'
import { signInToAdmin } from './adminSession'

test('the admin’s live preview shows a block edit on the site before it is saved', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const auth = await signInToAdmin(page)
  const found = await fetch(`${CMS}/api/pages?where[slug][equals]=courses&depth=0`, {
    headers: { Authorization: auth },
  })
  const { docs } = (await found.json()) as { docs: { id: number; layout: { title?: string }[] }[] }
  const courses = docs[0]
  const published = courses.layout[0].title!

  await page.goto(`${CMS}/admin/collections/pages/${courses.id}`)
  // The admin remembers the toggle per user: turn it on unless it already is.
  const exit = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
  const enter = page.getByRole('button', { name: 'Live Preview', exact: true })
  await expect(exit.or(enter)).toBeVisible()
  if (await enter.isVisible()) await enter.click()
  const preview = page.frameLocator('iframe[src*="preview=1"]')
  // The course block, as published (the page's own title has the same words).
  await expect(preview.locator('h2', { hasText: published })).toBeVisible({ timeout: 30_000 })

  const title = page.locator('#field-layout__0__title')
  await title.fill('A course your customers will hear about')
  await expect(
    preview.locator('h2', { hasText: 'A course your customers will hear about' }),
  ).toBeVisible()

  // Not saved: visitors still see the published title.
  const site = await (await page.request.get('/courses')).text()
  expect(site).toContain(published)
  expect(site).not.toContain('A course your customers will hear about')
})

test('the live preview of an offer shows its unsaved price in the home page’s pricing', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const auth = await signInToAdmin(page)
  const found = await fetch(`${CMS}/api/offers?where[slug][equals]=foundations&depth=0`, {
    headers: { Authorization: auth },
  })
  const [offer] = ((await found.json()) as { docs: { id: number; price: number }[] }).docs

  await page.goto(`${CMS}/admin/collections/offers/${offer.id}`)
  const exit = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
  const enter = page.getByRole('button', { name: 'Live Preview', exact: true })
  await expect(exit.or(enter)).toBeVisible()
  if (await enter.isVisible()) await enter.click()
  const preview = page.frameLocator('iframe[src*="previewCollection=offers"]')
  const shown = (price: number) => `$${price.toLocaleString('en-US')}`
  await expect(preview.getByText(shown(offer.price), { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  // Opened at the offer's card in the pricing block, not at the top of the home page.
  const card = preview.locator(`[data-offer-id="${offer.id}"]`)
  await expect(card).toBeInViewport()
  await expect(preview.locator('#pricing')).toBeInViewport()
  const scrolled = () => preview.locator('html').evaluate(() => window.scrollY)
  await expect.poll(scrolled).toBeGreaterThan(0)

  await page.locator('#field-price').fill('1234')
  await expect(preview.getByText('$1,234', { exact: true })).toBeVisible()
  // Still there after the update.
  await expect(card).toBeInViewport()
  // Not saved: visitors still see the published price.
  const home = await (await page.request.get('/')).text()
  expect(home).toContain(shown(offer.price))
  expect(home).not.toContain('$1,234')
})

test('scheduling an offer’s price: the site’s time zone by default, and Escape closes only the calendar', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const auth = await signInToAdmin(page)
  const found = await fetch(`${CMS}/api/offers?where[slug][equals]=foundations&depth=0`, {
    headers: { Authorization: auth },
  })
  const [offer] = ((await found.json()) as { docs: { id: number }[] }).docs
  await page.goto(`${CMS}/admin/collections/offers/${offer.id}`)
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer).toBeVisible()
  // The site's time zone (SITE_TIME_ZONE, Sydney's here), not "Select a value".
  await expect(drawer.locator('.timezone-picker')).toContainText('Sydney')
  // Publishing the offer as it is: nothing changes on the site when it runs.
  await drawer.getByText('Publish', { exact: true }).click()

  const time = drawer.locator('.react-datepicker__input-container input')
  const calendar = page.locator('.react-datepicker-popper')
  // Two days ahead, typed in the drawer's zone: a time picked from today's list can already be
  // past in Sydney, whose day starts 10 or 11 hours before the browser's UTC one.
  const chosen = new Date(Date.now() + 2 * 86_400_000)
    .toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: process.env.SITE_TIME_ZONE || SITE_TIME_ZONE_DEFAULT,
    })
    .replace(/:\d\d /, ':00 ')
    .replace(/, (\d+:)/, ' $1')
  await time.fill(chosen)
  await drawer.locator('.schedule-publish__drawer-header h2').click()
  await expect(calendar).toBeHidden()
  await expect(time).toHaveValue(chosen)

  // Escape in the open calendar closes the calendar; the drawer and the time chosen stay.
  await time.click()
  await expect(calendar).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expect(drawer).toBeVisible()
  await expect(time).toHaveValue(chosen)
  // Once more, from the field with the calendar closed: the entry is kept.
  await time.focus()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeVisible()
  await expect(time).toHaveValue(chosen)

  await page.locator('#scheduled-publish-save').click()
  // Saved with its zone: the upcoming event names it.
  await expect(drawer.locator('.schedule-publish__upcoming')).toContainText(
    '(UTC+10:00) Sydney, Melbourne',
  )
})
