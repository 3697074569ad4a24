/** The FAQ accordion in a real browser (spec §2, §4): one item open at a time; the open one closes. */
import { expect, test } from '@playwright/test'

for (const path of ['/', '/audit', '/faqs']) {
  test(`FAQ on ${path}: one answer open at a time, and the open one closes when clicked`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'networkidle' })
    const items = page.locator('details')
    await expect(items.first()).toBeVisible()
    const first = items.nth(0)
    const second = items.nth(1)
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(first.locator('p').first()).toBeVisible()
    await second.locator('summary').click()
    await expect(second).toHaveAttribute('open', '')
    await expect(first).not.toHaveAttribute('open', '')
    await second.locator('summary').click()
    await expect(second).not.toHaveAttribute('open', '')
    // Keyboard: Enter on a focused question opens it.
    await first.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open', '')
  })
}
