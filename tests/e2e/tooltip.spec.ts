/**
 * Tooltips (spec §9): open 700 ms after the pointer rests on the trigger, at once on keyboard focus,
 * and, within 300 ms of one closing, the next opens without the delay. On /audit-results, beside
 * the 'Mention rate by assistant' and 'Share of voice' charts.
 */
import { expect, test } from '@playwright/test'

test('the results charts explain their terms in tooltips with the spec delays', async ({
  page,
  request,
}) => {
  const res = await request.post('/functions/v1/competitive-audit', {
    data: {
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
      business_type: 'practice',
    },
  })
  const result = await res.text()
  await page.addInitScript((r) => localStorage.setItem('latestAuditResults', r), result)
  await page.goto('/audit-results', { waitUntil: 'networkidle' })

  const mention = page.getByRole('button', { name: 'What is mention rate?' })
  const voice = page.getByRole('button', { name: 'What is share of voice?' })
  const tip = page.getByRole('tooltip')

  await mention.hover()
  await page.waitForTimeout(450)
  await expect(tip).toHaveCount(0)
  await expect(tip).toContainText('named your business', { timeout: 1000 })

  // Straight to the next trigger: inside the skip-delay window it opens without waiting.
  // A person's pointer travels there (Radix keeps a tooltip open while the pointer heads for it).
  const box = (await voice.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 })
  await expect(tip.filter({ hasText: 'the share that named yours' })).toHaveCount(1, {
    timeout: 500,
  })

  await page.mouse.move(0, 0, { steps: 12 })
  await expect(tip).toHaveCount(0)
  await mention.focus()
  await expect(tip).toContainText('named your business', { timeout: 250 })
  await page.keyboard.press('Escape')
  await expect(tip).toHaveCount(0)
})
